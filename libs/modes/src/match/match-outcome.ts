/**
 * `matchOutcome`: per seat and per team results of a match, with game wins, losses and draws
 * (what standings and tiebreakers need), while it goes on and once it is over.
 */
import type { Seat, SeatOutcome } from '@arbiter/rulesets';
import { modeDefinition } from '../definitions/mode-registry.js';
import type { GameRecord, MatchEndReason, MatchState } from '../model/match-state.js';
import type { ModeId } from '../model/mode-id.js';
import { sidesOf } from './sides-of.js';

export interface GameCounts {
  readonly gameWins: number;
  readonly gameLosses: number;
  readonly gameDraws: number;
}

export interface SeatMatchOutcome extends GameCounts {
  readonly seat: Seat;
  readonly player: string;
  /** Index into `teams` (every seat is its own team in modes without teams). */
  readonly team: number;
  /** Null while the match goes on. */
  readonly result: SeatOutcome | null;
  readonly placement: number | null;
}

export interface TeamMatchOutcome extends GameCounts {
  readonly team: number;
  readonly seats: readonly Seat[];
  readonly players: readonly string[];
  readonly result: SeatOutcome | null;
  readonly placement: number | null;
}

export interface MatchOutcome {
  readonly matchId: string;
  readonly mode: ModeId;
  readonly status: 'ongoing' | 'over';
  readonly reason: MatchEndReason | null;
  readonly bestOf: 1 | 3;
  readonly gamesPlayed: number;
  readonly seats: readonly SeatMatchOutcome[];
  readonly teams: readonly TeamMatchOutcome[];
  readonly games: readonly GameRecord[];
}

function countsFor(games: readonly GameRecord[], seat: Seat): GameCounts {
  const outcomes = games.map((game) => game.result.outcomes[seat]);
  return {
    gameWins: outcomes.filter((outcome) => outcome === 'win').length,
    gameLosses: outcomes.filter((outcome) => outcome === 'loss').length,
    gameDraws: outcomes.filter((outcome) => outcome === 'draw').length,
  };
}

export function matchOutcome(state: MatchState): MatchOutcome {
  const result = state.phase.status === 'over' ? state.phase.result : null;
  const sides = sidesOf(state);
  const seats = state.players.map((player, seat) => ({
    seat,
    player,
    team: sides.findIndex((side) => side.includes(seat)),
    result: result?.outcomes[seat] ?? null,
    placement: result?.placements[seat] ?? null,
    ...countsFor(state.games, seat),
  }));
  const teams = sides.map((side, team) => {
    const first = seats[side[0] ?? 0];
    return {
      team,
      seats: side,
      players: side.map((seat) => state.players[seat] ?? ''),
      result: first?.result ?? null,
      placement: first?.placement ?? null,
      gameWins: first?.gameWins ?? 0,
      gameLosses: first?.gameLosses ?? 0,
      gameDraws: first?.gameDraws ?? 0,
    };
  });
  const { bestOf } = modeDefinition(state.mode);
  return { matchId: state.matchId, mode: state.mode, status: result ? 'over' : 'ongoing', reason: result?.reason ?? null, bestOf, gamesPlayed: state.games.length, seats, teams, games: state.games };
}
