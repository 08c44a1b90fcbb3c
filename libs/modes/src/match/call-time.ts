/**
 * `callTime`: the round's time is over (tournament end-of-round procedure). During a game, the
 * turn in progress is finished and `extraTurns` more turns are played, then the game ends at time
 * (see `endAtTime`); no further game of the match starts. Between games, the match ends at once.
 * A best of 3 then goes to the player with more game wins, or is a draw.
 */
import type { GameState } from '@arbiter/rulesets';
import { timeLimitFor } from '../game/time-limit.js';
import { DEFAULT_TIME_RULES, type TimeRules } from '../model/match-options.js';
import type { MatchState } from '../model/match-state.js';
import { modeError } from '../model/mode-error.js';
import { concludeMatch } from './conclude-game.js';
import { playingPhaseFor } from './game-step.js';
import { MatchContext } from './match-context.js';
import type { MatchStep } from './match-result-types.js';

function validRules(rules: TimeRules): boolean {
  return Number.isInteger(rules.extraTurns) && rules.extraTurns >= 0 && Number.isInteger(rules.margin) && rules.margin >= 0;
}

export function callTime(match: MatchState, game: GameState | null, rules: TimeRules = DEFAULT_TIME_RULES): MatchStep {
  if (match.phase.status === 'over') return modeError('match/over', 'CR 1.4 486.6', 'the match has ended');
  if (match.timeCalled) return modeError('match/time_already_called', 'CR 1.4 486.6', 'time has been called already');
  if (!validRules(rules)) return modeError('match/bad_time_rules', 'CR 1.4 486.6', 'extra turns and margin must be whole numbers, 0 or more');
  const ctx = new MatchContext(match);
  if (match.phase.status === 'setup') {
    ctx.emit({ type: 'TimeCalled', game: null, limit: null });
    concludeMatch(ctx);
    return { ok: true, match: ctx.state, matchEvents: ctx.events, game: null, gameEvents: [] };
  }
  const check = playingPhaseFor(match, game);
  if (!check.ok || game === null) return check.ok ? modeError('match/wrong_game', 'CR 1.4 486.6', 'the game in progress is needed') : check;
  ctx.emit({ type: 'TimeCalled', game: check.phase.game, limit: timeLimitFor(game, rules) });
  return { ok: true, match: ctx.state, matchEvents: ctx.events, game, gameEvents: [] };
}
