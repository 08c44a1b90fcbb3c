/** Shared plumbing for match steps that act on the game in progress. */
import type { ApplyResult, GameState } from '@arbiter/rulesets';
import { gameRecordOf } from '../game/game-record.js';
import type { MatchResult, MatchState, PlayingPhase } from '../model/match-state.js';
import { type ModeError, modeError } from '../model/mode-error.js';
import { recordAndConclude } from './conclude-game.js';
import type { MatchContext } from './match-context.js';
import type { MatchStep } from './match-result-types.js';

export type PhaseCheck = { readonly ok: true; readonly phase: PlayingPhase } | { readonly ok: false; readonly error: ModeError };

/** The playing phase, if `game` is the game the match is playing. */
export function playingPhaseFor(match: MatchState, game: GameState | null): PhaseCheck {
  const phase = match.phase;
  if (phase.status === 'over') return modeError('match/over', 'CR 1.4 486.6', 'the match has ended');
  if (phase.status !== 'playing') return modeError('match/no_game_in_progress', 'CR 1.4 486.6', 'no game of this match is in progress');
  if (game === null || game.gameId !== phase.gameId) return modeError('match/wrong_game', 'CR 1.4 486.6', `the game in progress is ${phase.gameId}`);
  return { ok: true, phase };
}

/**
 * Continues the match after an engine call on the game: records the game if it ended (and ends
 * the match with `end` when the call ends it regardless of the games, e.g. a concession).
 */
export function afterGameCall(ctx: MatchContext, phase: PlayingPhase, result: ApplyResult, end: MatchResult | null = null): MatchStep {
  if (!result.ok) return { ok: false, error: result.error };
  if (result.state.status === 'ended') recordAndConclude(ctx, gameRecordOf(phase, result.state), end);
  return { ok: true, match: ctx.state, matchEvents: ctx.events, game: result.state, gameEvents: result.events };
}
