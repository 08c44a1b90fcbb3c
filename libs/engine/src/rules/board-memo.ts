/**
 * One answer about the permanents on the board, remembered by the board's zone lists (seat bases,
 * then battlefield units). Zone lists are immutable (a change makes a new list) and an object never
 * changes its card, so the same lists mean the same permanents with the same cards: the rules ask
 * such questions many times between two changes of the board. Anything else the answer reads
 * (controllers, damage, ...) must be read again by its user.
 */
import type { BattlefieldState, GameState, SeatState } from '../model/game-state.js';
import type { ObjectId } from '../model/ids.js';

export class BoardMemo<T> {
  private lists: (readonly ObjectId[])[] = [];
  private value: T | undefined;

  constructor(private readonly compute: (state: GameState) => T) {}

  get(state: GameState): T {
    if (this.value !== undefined && this.sameBoard(state)) return this.value;
    const lists: (readonly ObjectId[])[] = [];
    for (const seat of state.seats) lists.push(seat.base);
    for (const bf of state.battlefields) lists.push(bf.units);
    const value = this.compute(state);
    this.lists = lists;
    this.value = value;
    return value;
  }

  private sameBoard(state: GameState): boolean {
    const seats = state.seats;
    const battlefields = state.battlefields;
    const lists = this.lists;
    if (lists.length !== seats.length + battlefields.length) return false;
    for (let i = 0; i < seats.length; i++) if (lists[i] !== (seats[i] as SeatState).base) return false;
    for (let i = 0; i < battlefields.length; i++) if (lists[seats.length + i] !== (battlefields[i] as BattlefieldState).units) return false;
    return true;
  }
}
