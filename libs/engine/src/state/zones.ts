/**
 * Moving objects between zones. Each object records its zone; the ordered lists live in the seat
 * (decks, hand, trash, ...), the battlefield (units, facedown card) or the chain. These helpers
 * keep both in step; they are used only while evolving events.
 */
import { BOARD_ZONES, type GameObject, type ZoneName } from '../model/game-object.js';
import type { SeatState } from '../model/game-state.js';
import type { ObjectId, Seat } from '../model/ids.js';
import type { Draft } from './draft.js';

type SeatListKey = 'mainDeck' | 'runeDeck' | 'hand' | 'trash' | 'banishment' | 'setAside' | 'base' | 'runes';

const SEAT_LISTS: Partial<Record<ZoneName, SeatListKey>> = {
  mainDeck: 'mainDeck',
  runeDeck: 'runeDeck',
  hand: 'hand',
  trash: 'trash',
  banishment: 'banishment',
  setAside: 'setAside',
  base: 'base',
  runes: 'runes',
};

/** Lists keep their top (newest) element last; `bottom` puts an element first. */
export type Position = 'top' | 'bottom';

export function objectOf(d: Draft, id: ObjectId): GameObject {
  const object = d.state.objects[id] ?? null;
  if (!object) throw new Error(`unknown object ${id}`);
  return object;
}

/** Board zones are kept by the controller, other zones by the owner (107.1.d, 107.5.d). */
function keeper(object: GameObject): Seat {
  return BOARD_ZONES.has(object.zone) ? object.controller : object.owner;
}

function seatList(d: Draft, seat: Seat, key: SeatListKey): readonly ObjectId[] {
  const state = d.state.seats[seat] as SeatState;
  return state[key];
}

function detach(d: Draft, object: GameObject): void {
  const listKey = SEAT_LISTS[object.zone];
  if (listKey) {
    const seat = keeper(object);
    d.setSeat(seat, listKey, seatList(d, seat, listKey).filter((id) => id !== object.id));
    return;
  }
  if (object.zone === 'battlefield') {
    const bf = d.state.battlefields[object.bf];
    if (bf) d.setBattlefield(object.bf, 'units', bf.units.filter((id) => id !== object.id));
  } else if (object.zone === 'facedown') {
    d.setBattlefield(object.bf, 'facedown', null);
  } else if (object.zone === 'championZone') {
    d.setSeat(object.owner, 'championZone', null);
  }
}

function attach(d: Draft, object: GameObject, position: Position): void {
  const listKey = SEAT_LISTS[object.zone];
  if (listKey) {
    const seat = keeper(object);
    const list = seatList(d, seat, listKey);
    d.setSeat(seat, listKey, position === 'top' ? [...list, object.id] : [object.id, ...list]);
    return;
  }
  if (object.zone === 'battlefield') {
    const bf = d.state.battlefields[object.bf];
    if (bf) d.setBattlefield(object.bf, 'units', [...bf.units, object.id]);
  } else if (object.zone === 'facedown') {
    d.setBattlefield(object.bf, 'facedown', object.id);
  } else if (object.zone === 'championZone') {
    d.setSeat(object.owner, 'championZone', object.id);
  }
}

export interface Destination {
  readonly zone: ZoneName;
  readonly bf?: number;
  readonly controller?: Seat;
  readonly position?: Position;
  readonly exhausted?: boolean;
  readonly hiddenTurn?: number;
}

/** Moves an object, applying 109 (temporary modifications end when it leaves or enters a
 * non-board zone) and 177.1 (a token that leaves the board ceases to exist). */
export function relocate(d: Draft, id: ObjectId, to: Destination): void {
  const object = objectOf(d, id);
  detach(d, object);
  const wasOnBoard = BOARD_ZONES.has(object.zone);
  const onBoard = BOARD_ZONES.has(to.zone);
  if (object.token && !onBoard) {
    d.setObject(id, null);
    return;
  }
  const crossed = wasOnBoard !== onBoard;
  const clock = crossed ? d.state.clock + 1 : d.state.clock;
  d.setRoot('clock', clock);
  const moved: GameObject = {
    id: object.id,
    card: object.card,
    owner: object.owner,
    controller: onBoard || to.zone === 'chain' ? (to.controller ?? object.controller) : object.owner,
    zone: to.zone,
    bf: to.bf ?? -1,
    stamp: crossed ? object.stamp + 1 : object.stamp,
    exhausted: to.exhausted ?? (crossed ? false : object.exhausted),
    damage: crossed ? 0 : object.damage,
    buffs: crossed ? 0 : object.buffs,
    stunned: crossed ? false : object.stunned,
    role: crossed ? null : object.role,
    since: crossed ? clock : object.since,
    hiddenTurn: to.zone === 'facedown' ? (to.hiddenTurn ?? 0) : 0,
    token: object.token,
  };
  d.setObject(id, moved);
  attach(d, moved, to.position ?? 'top');
}

export function patchObject(d: Draft, id: ObjectId, patch: Partial<GameObject>): void {
  d.setObject(id, { ...objectOf(d, id), ...patch });
}
