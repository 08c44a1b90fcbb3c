/**
 * `imposeGameLoss`: a judge gives a seat a game loss (tournament penalty). A game in progress
 * ends at once with that seat's side losing; before a game begins, the game counts as played and
 * lost without using any battlefield. Either way it counts for the opponents.
 */
import { engineFor, type GameResult, type GameState, type Seat } from '@arbiter/rulesets';
import type { MatchState, SetupPhase } from '../model/match-state.js';
import { modeError } from '../model/mode-error.js';
import { recordAndConclude } from './conclude-game.js';
import { afterGameCall, playingPhaseFor } from './game-step.js';
import { MatchContext } from './match-context.js';
import type { MatchStep } from './match-result-types.js';
import { sidesOf } from './sides-of.js';

/** A game loss before the game: the seat's side is last; the others share first place. */
function unplayedLoss(match: MatchState, seat: Seat): GameResult {
  const sides = sidesOf(match);
  const loserSide = sides.findIndex((side) => side.includes(seat));
  const placements = match.players.map((_, other) => (sides[loserSide]?.includes(other) ? sides.length : 1));
  const winner = sides.length === 2 ? 'win' : 'draw';
  return { reason: 'imposed', placements, outcomes: placements.map((place) => (place === 1 ? winner : 'loss')) };
}

function beforeGame(ctx: MatchContext, phase: SetupPhase, seat: Seat): void {
  const result = unplayedLoss(ctx.state, seat);
  const record = { game: phase.game, gameId: null, turnOrder: phase.turnOrder, battlefields: [], result, points: ctx.state.players.map(() => 0), turns: 0 };
  recordAndConclude(ctx, record);
}

export function imposeGameLoss(match: MatchState, game: GameState | null, seat: Seat, note: string): MatchStep {
  const phase = match.phase;
  if (phase.status === 'over') return modeError('match/over', 'CR 1.4 486.6', 'the match has ended');
  if (!Number.isInteger(seat) || seat < 0 || seat >= match.players.length) return modeError('match/unknown_seat', 'CR 1.4 483.1', `there is no seat ${seat}`);
  const ctx = new MatchContext(match);
  ctx.emit({ type: 'GameLossImposed', game: phase.game, seat, note });
  if (phase.status === 'setup') {
    beforeGame(ctx, phase, seat);
    return { ok: true, match: ctx.state, matchEvents: ctx.events, game: null, gameEvents: [] };
  }
  const check = playingPhaseFor(match, game);
  if (!check.ok || game === null) return check.ok ? modeError('match/wrong_game', 'CR 1.4 486.6', 'the game in progress is needed') : check;
  return afterGameCall(ctx, check.phase, engineFor(match.ruleset).terminate(game, { kind: 'gameLoss', seat }));
}
