/**
 * Concession and disqualification (649-652) at the match level. A seat concedes a game (the
 * engine removes it: with one side left that side wins, 651.1; otherwise the removal steps run
 * and the game goes on, 651.2, 652), or leaves the whole match: in a two-player match the
 * opponent then wins the match; with more players the seat leaves the game and the game goes on.
 */
import { engineFor, type GameState, type RemovalReason, type Seat } from '@arbiter/rulesets';
import { enforceTimeLimit } from '../game/time-limit.js';
import type { MatchState } from '../model/match-state.js';
import { modeError } from '../model/mode-error.js';
import { afterGameCall, playingPhaseFor } from './game-step.js';
import { MatchContext } from './match-context.js';
import { resultWithout } from './match-results.js';
import type { MatchStep } from './match-result-types.js';

function knownSeat(match: MatchState, seat: Seat): boolean {
  return Number.isInteger(seat) && seat >= 0 && seat < match.players.length;
}

/** 650: a player may concede the game in progress at any time. */
export function concedeGame(match: MatchState, game: GameState, seat: Seat): MatchStep {
  const check = playingPhaseFor(match, game);
  if (!check.ok) return check;
  const engine = engineFor(match.ruleset);
  return afterGameCall(new MatchContext(match), check.phase, enforceTimeLimit(engine, game, engine.concede(game, seat), check.phase.time));
}

function leave(match: MatchState, game: GameState | null, seat: Seat, reason: RemovalReason, note: string): MatchStep {
  if (match.phase.status === 'over') return modeError('match/over', 'CR 1.4 486.6', 'the match has ended');
  if (!knownSeat(match, seat)) return modeError('match/unknown_seat', 'CR 1.4 483.1', `there is no seat ${seat}`);
  const twoPlayers = match.players.length === 2;
  const ctx = new MatchContext(match);
  ctx.emit(reason === 'concession' ? { type: 'MatchConceded', seat } : { type: 'PlayerDisqualified', seat, note });
  const end = twoPlayers ? resultWithout(match, seat, reason) : null;
  if (match.phase.status === 'setup') {
    if (!end) return modeError('match/game_not_started', 'CR 1.4 651', 'with more than two players a seat leaves a game in progress; start it first');
    ctx.emit({ type: 'MatchEnded', result: end });
    return { ok: true, match: ctx.state, matchEvents: ctx.events, game: null, gameEvents: [] };
  }
  const check = playingPhaseFor(match, game);
  if (!check.ok || game === null) return check.ok ? modeError('match/wrong_game', 'CR 1.4 486.6', 'the game in progress is needed') : check;
  const engine = engineFor(match.ruleset);
  return afterGameCall(ctx, check.phase, enforceTimeLimit(engine, game, engine.removeSeat(game, seat, reason), check.phase.time), end);
}

/** A player concedes the match: the game in progress too, and in a two-player match the match. */
export function concedeMatch(match: MatchState, game: GameState | null, seat: Seat): MatchStep {
  return leave(match, game, seat, 'concession', '');
}

/** A judge disqualifies a player: removed from the game in progress (651-652); a two-player match is lost. */
export function disqualify(match: MatchState, game: GameState | null, seat: Seat, note: string): MatchStep {
  return leave(match, game, seat, 'disqualification', note);
}
