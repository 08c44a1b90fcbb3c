/** Read-only helpers over a game state. */
import { cardOf } from '../cards/card-registry.js';
import type { CardDefinition } from '../model/card-definition.js';
import type { GameObject } from '../model/game-object.js';
import type { GameState, SeatState, SideState } from '../model/game-state.js';
import type { ObjectId, Place, Seat } from '../model/ids.js';
import { BoardMemo } from './board-memo.js';

export function findObject(state: GameState, id: ObjectId | null | undefined): GameObject | undefined {
  return id === null || id === undefined ? undefined : (state.objects[id] ?? undefined);
}

export function objectAt(state: GameState, id: ObjectId): GameObject {
  const object = state.objects[id];
  if (!object) throw new Error(`unknown object ${id}`);
  return object;
}

export function seatAt(state: GameState, seat: Seat): SeatState {
  const found = state.seats[seat];
  if (!found) throw new Error(`unknown seat ${seat}`);
  return found;
}

export function definitionOf(state: GameState, id: ObjectId): CardDefinition {
  return cardOf(objectAt(state, id));
}

export function sideIndexOf(state: GameState, seat: Seat): number {
  const sides = state.sides;
  for (let i = 0; i < sides.length; i++) if ((sides[i] as SideState).seats.includes(seat)) return i;
  return -1;
}

export function sideOf(state: GameState, seat: Seat): SideState {
  const side = state.sides[sideIndexOf(state, seat)];
  if (!side) throw new Error(`seat ${seat} has no side`);
  return side;
}

export function isActiveSeat(state: GameState, seat: Seat): boolean {
  return state.seats[seat]?.removed === null;
}

export function activeSeats(state: GameState): readonly Seat[] {
  const result: Seat[] = [];
  for (const seat of state.turnOrder) if (state.seats[seat]?.removed === null) result.push(seat);
  return result;
}

/** 115.1: the next seat after `from` in turn order among `candidates` (wrapping around). */
export function nextInTurnOrder(state: GameState, from: Seat, candidates: readonly Seat[]): Seat {
  const order = state.turnOrder;
  const start = order.indexOf(from);
  for (let step = 1; step <= order.length; step++) {
    const seat = order[(start + step) % order.length] as Seat;
    if (candidates.includes(seat)) return seat;
  }
  return from;
}

/** Candidates in turn order starting with `first` (first included when it is a candidate). */
export function inTurnOrderFrom(state: GameState, first: Seat, candidates: readonly Seat[]): readonly Seat[] {
  const order = state.turnOrder;
  const start = Math.max(0, order.indexOf(first));
  const result: Seat[] = [];
  for (let step = 0; step < order.length; step++) {
    const seat = order[(start + step) % order.length] as Seat;
    if (candidates.includes(seat)) result.push(seat);
  }
  return result;
}

/** Decks keep their top card last, so drawing changes one end of the list only. */
export function topOf(deck: readonly ObjectId[]): ObjectId | undefined {
  return deck[deck.length - 1];
}

/** The top `count` cards of a deck, top first. */
export function topCards(deck: readonly ObjectId[], count: number): readonly ObjectId[] {
  return deck.slice(Math.max(0, deck.length - count)).reverse();
}

export function isOnBoard(object: GameObject): boolean {
  return object.zone === 'base' || object.zone === 'battlefield';
}

export function placeOf(object: GameObject): Place | null {
  if (object.zone === 'base') return 'base';
  if (object.zone === 'battlefield') return object.bf;
  return null;
}

export function isUnit(state: GameState, id: ObjectId): boolean {
  return definitionOf(state, id).type === 'Unit';
}

// The board queries below run many times per action (legal moves, cleanup, costs), so they use
// plain loops without intermediate arrays or closures.

/** Units at a battlefield, optionally only those of one controller. */
export function unitsAt(state: GameState, bf: number, controller?: Seat): readonly ObjectId[] {
  const result: ObjectId[] = [];
  const battlefield = state.battlefields[bf];
  if (!battlefield) return result;
  for (const id of battlefield.units) {
    const object = objectAt(state, id);
    if (cardOf(object).type === 'Unit' && (controller === undefined || object.controller === controller)) result.push(id);
  }
  return result;
}

/** Does `controller` have a unit at battlefield `bf`? (`unitsAt(...).length > 0` without the list.) */
export function hasUnitAt(state: GameState, bf: number, controller: Seat): boolean {
  const battlefield = state.battlefields[bf];
  if (!battlefield) return false;
  for (const id of battlefield.units) {
    const object = objectAt(state, id);
    if (object.controller === controller && cardOf(object).type === 'Unit') return true;
  }
  return false;
}

/** Controllers with units at a battlefield, in turn order. */
export function controllersAt(state: GameState, bf: number): readonly Seat[] {
  const result: Seat[] = [];
  const battlefield = state.battlefields[bf];
  if (!battlefield || battlefield.units.length === 0) return result;
  for (const seat of state.turnOrder) {
    for (const id of battlefield.units) {
      const object = objectAt(state, id);
      if (object.controller === seat && cardOf(object).type === 'Unit') {
        result.push(seat);
        break;
      }
    }
  }
  return result;
}

/** The permanents on the board, remembered by the board's zone lists (`BoardMemo`): targeting and
 * trigger detection ask for them many times between two changes of the board. */
const boardPermanents = new BoardMemo((state: GameState): readonly ObjectId[] => {
  const result: ObjectId[] = [];
  for (const seat of state.seats) for (const id of seat.base) result.push(id);
  for (const bf of state.battlefields) for (const id of bf.units) result.push(id);
  return result;
});

/** The units among the permanents on the board, remembered like them. */
const boardUnits = new BoardMemo((state: GameState): readonly ObjectId[] => {
  const result: ObjectId[] = [];
  for (const id of boardPermanents.get(state)) if (cardOf(objectAt(state, id)).type === 'Unit') result.push(id);
  return result;
});

/** Every unit on the board (bases and battlefields), in a stable order. The list is shared:
 * never change it. */
export function unitsOnBoard(state: GameState): readonly ObjectId[] {
  return boardUnits.get(state);
}

/** Every permanent on the board (bases, then battlefields), in a stable order. The list is
 * shared: never change it. */
export function permanentsOnBoard(state: GameState): readonly ObjectId[] {
  return boardPermanents.get(state);
}
