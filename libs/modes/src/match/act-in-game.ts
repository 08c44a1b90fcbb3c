/**
 * `actInGame`: a seat's action in the game in progress, through the engine, under the match's
 * time limit; when the game ends, the match records it and moves on.
 */
import { type Action, engineFor, type GameState, type Seat } from '@arbiter/rulesets';
import { enforceTimeLimit } from '../game/time-limit.js';
import type { MatchState } from '../model/match-state.js';
import { afterGameCall, playingPhaseFor } from './game-step.js';
import { MatchContext } from './match-context.js';
import type { MatchStep } from './match-result-types.js';

export function actInGame(match: MatchState, game: GameState, seat: Seat, action: Action): MatchStep {
  const check = playingPhaseFor(match, game);
  if (!check.ok) return check;
  const engine = engineFor(match.ruleset);
  const result = enforceTimeLimit(engine, game, engine.apply(game, seat, action), check.phase.time);
  return afterGameCall(new MatchContext(match), check.phase, result);
}

/** Records a game that ended outside `actInGame` (e.g. a judge ended it through the engine). */
export function recordGame(match: MatchState, game: GameState): MatchStep {
  const check = playingPhaseFor(match, game);
  if (!check.ok) return check;
  if (game.status !== 'ended') return { ok: false, error: { code: 'match/game_not_ended', ruleRef: 'CR 1.4 472', message: 'the game is still going on' } };
  return afterGameCall(new MatchContext(match), check.phase, { ok: true, state: game, events: [] });
}
