/**
 * The hook points a mode fills (see `GameMode.rules`). Every question the core rules answer
 * differently for teams or for more than two players goes through one of these functions, so the
 * modes library changes behaviour by data alone.
 */
import type { GameState } from '../model/game-state.js';
import type { Seat } from '../model/ids.js';
import { activeSeats, sideIndexOf } from './queries.js';

export function areTeammates(state: GameState, a: Seat, b: Seat): boolean {
  return a !== b && sideIndexOf(state, a) === sideIndexOf(state, b);
}

export function teammatesOf(state: GameState, seat: Seat): readonly Seat[] {
  return activeSeats(state).filter((other) => areTeammates(state, seat, other));
}

/** 642.2.b: opponents are the active seats of other sides. */
export function areOpponents(state: GameState, a: Seat, b: Seat): boolean {
  return a !== b && sideIndexOf(state, a) !== sideIndexOf(state, b);
}

export function opponentsOf(state: GameState, seat: Seat): readonly Seat[] {
  return activeSeats(state).filter((other) => areOpponents(state, seat, other));
}

/** 648.8.d: "friendly" means controlled by you, or by a teammate when the mode says so. */
export function isFriendlyController(state: GameState, viewer: Seat, controller: Seat): boolean {
  return controller === viewer || (state.mode.rules.friendlyIncludesTeammates && areTeammates(state, viewer, controller));
}

/** 531.1, 550, 648.8.e: who is relevant when a chain or showdown starts among `involved`. */
export function relevantPlayers(state: GameState, involved: readonly Seat[]): readonly Seat[] {
  const result = new Set(involved);
  if (state.mode.rules.teammatesAreRelevant) for (const seat of involved) for (const mate of teammatesOf(state, seat)) result.add(mate);
  return activeSeats(state).filter((seat) => result.has(seat));
}

/** 516.2.b.1, 648.8.a: may `seat` play spells and activate abilities on the turn of `turnSeat`? */
export function mayActOnTeammatesTurn(state: GameState, seat: Seat, turnSeat: Seat): boolean {
  return state.mode.rules.teammatesActOnTurn && areTeammates(state, seat, turnSeat);
}

/** 648.8.b, 630.1.a: a battlefield a teammate controlled at the start of the turn does not score. */
export function excludedFromScoring(state: GameState, seat: Seat, bf: number): boolean {
  if (!state.mode.rules.teammateBattlefieldsDoNotScore) return false;
  const atStart = state.turn.controlAtStart[bf] ?? null;
  return atStart !== null && areTeammates(state, seat, atStart);
}

/** 648.8.f: may `viewer` see the hand of `owner`? */
export function seesHandOf(state: GameState, viewer: Seat, owner: Seat): boolean {
  return viewer === owner || (state.mode.rules.teammatesSeeHands && areTeammates(state, viewer, owner));
}

/** 610.2.a, 623: the multiplayer combat restrictions apply with more than two players. */
export function isMultiplayer(state: GameState): boolean {
  return state.seats.length > 2;
}
