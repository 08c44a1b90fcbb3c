/**
 * Time is called (tournament end-of-round procedure): the turn in progress is finished, then
 * `extraTurns` more turns are played. The game is cut exactly where the next turn would begin, so
 * nothing of that turn (not even its beginning-phase scoring) happens.
 */
import type { ApplyResult, GameState, RulesEngine } from '@arbiter/rulesets';
import type { TimeRules } from '../model/match-options.js';
import type { TimeLimit } from '../model/match-state.js';
import { endAtTime } from './end-at-time.js';

/** The limit for time called now: turns up to `lastTurn` are played. */
export function timeLimitFor(game: GameState, rules: TimeRules): TimeLimit {
  return { calledAtTurn: game.turn.number, lastTurn: game.turn.number + rules.extraTurns, margin: rules.margin };
}

/**
 * Applies the limit to the result of an engine call on `before`: if the call began a turn past
 * the limit, its events are kept up to that turn's start and the game ends at time there.
 */
export function enforceTimeLimit(engine: RulesEngine, before: GameState, result: ApplyResult, limit: TimeLimit | null): ApplyResult {
  if (!result.ok || limit === null) return result;
  const cut = result.events.findIndex((event) => event.type === 'TurnBegan' && event.number > limit.lastTurn);
  if (cut < 0) return result;
  const kept = result.events.slice(0, cut);
  const state = kept.reduce((current, event) => engine.evolve(current, event), before);
  const ended = endAtTime(engine, state, limit.margin);
  if (!ended.ok) return ended;
  return { ok: true, state: ended.state, events: [...kept, ...ended.events] };
}
