/**
 * Moving objects between zones. Each object records its zone; the ordered lists live in the seat
 * (decks, hand, trash, ...), the battlefield (units, facedown card) or the chain. These helpers
 * keep both in step; they are used only while evolving events.
 */
import type { GameObject, ZoneName } from '../model/game-object.js';
import type { SeatState } from '../model/game-state.js';
import type { ObjectId, Seat } from '../model/ids.js';
import type { Draft } from './draft.js';

type SeatListKey = 'mainDeck' | 'runeDeck' | 'hand' | 'trash' | 'banishment' | 'setAside' | 'base' | 'runes';

/** The seat list that holds a zone's cards, or null for zones kept elsewhere. */
function seatListOf(zone: ZoneName): SeatListKey | null {
  switch (zone) {
    case 'mainDeck':
    case 'runeDeck':
    case 'hand':
    case 'trash':
    case 'banishment':
    case 'setAside':
    case 'base':
    case 'runes':
      return zone;
    case 'battlefield':
    case 'facedown':
    case 'championZone':
    case 'legendZone':
    case 'chain':
    case 'removed':
      return null;
  }
}

/** 106: the board zones (see `BOARD_ZONES`), as a switch for the hot paths. */
export function isBoardZone(zone: ZoneName): boolean {
  switch (zone) {
    case 'base':
    case 'battlefield':
    case 'facedown':
    case 'runes':
    case 'legendZone':
      return true;
    case 'mainDeck':
    case 'runeDeck':
    case 'hand':
    case 'trash':
    case 'banishment':
    case 'championZone':
    case 'chain':
    case 'setAside':
    case 'removed':
      return false;
  }
}

/** Lists keep their top (newest) element last; `bottom` puts an element first. */
export type Position = 'top' | 'bottom';

export function objectOf(d: Draft, id: ObjectId): GameObject {
  const object = d.state.objects[id] ?? null;
  if (!object) throw new Error(`unknown object ${id}`);
  return object;
}

/** Board zones are kept by the controller, other zones by the owner (107.1.d, 107.5.d). */
function keeper(object: GameObject): Seat {
  return isBoardZone(object.zone) ? object.controller : object.owner;
}

function seatList(d: Draft, seat: Seat, key: SeatListKey): readonly ObjectId[] {
  const state = d.state.seats[seat] as SeatState;
  return state[key];
}

/** `list` without `id` (a new array; the list is short). */
function without(list: readonly ObjectId[], id: ObjectId): ObjectId[] {
  // Decks give up their top card, which is last.
  if (list[list.length - 1] === id && list.indexOf(id) === list.length - 1) return list.slice(0, -1);
  const result: ObjectId[] = [];
  for (let i = 0; i < list.length; i++) {
    const item = list[i] as ObjectId;
    if (item !== id) result.push(item);
  }
  return result;
}

function withAdded(list: readonly ObjectId[], id: ObjectId, position: Position): ObjectId[] {
  if (position === 'top') {
    const result = list.slice();
    result.push(id);
    return result;
  }
  const result: ObjectId[] = [id];
  for (let i = 0; i < list.length; i++) result.push(list[i] as ObjectId);
  return result;
}

function detach(d: Draft, object: GameObject): void {
  const listKey = seatListOf(object.zone);
  if (listKey !== null) {
    const seat = keeper(object);
    d.setSeat(seat, listKey, without(seatList(d, seat, listKey), object.id));
    return;
  }
  if (object.zone === 'battlefield') {
    const bf = d.state.battlefields[object.bf];
    if (bf) d.setBattlefield(object.bf, 'units', without(bf.units, object.id));
  } else if (object.zone === 'facedown') {
    const bf = d.state.battlefields[object.bf];
    const extra = bf?.facedownExtra ?? [];
    if (bf?.facedown !== object.id) d.setBattlefield(object.bf, 'facedownExtra', without(extra, object.id));
    else {
      d.setBattlefield(object.bf, 'facedown', extra[0] ?? null);
      if (extra.length > 0) d.setBattlefield(object.bf, 'facedownExtra', extra.slice(1));
    }
  } else if (object.zone === 'championZone') {
    d.setSeat(object.owner, 'championZone', null);
  }
}

function attach(d: Draft, object: GameObject, position: Position): void {
  const listKey = seatListOf(object.zone);
  if (listKey !== null) {
    const seat = keeper(object);
    d.setSeat(seat, listKey, withAdded(seatList(d, seat, listKey), object.id, position));
    return;
  }
  if (object.zone === 'battlefield') {
    const bf = d.state.battlefields[object.bf];
    if (bf) d.setBattlefield(object.bf, 'units', withAdded(bf.units, object.id, 'top'));
  } else if (object.zone === 'facedown') {
    const bf = d.state.battlefields[object.bf];
    if (bf && bf.facedown !== null) d.setBattlefield(object.bf, 'facedownExtra', [...(bf.facedownExtra ?? []), object.id]);
    else d.setBattlefield(object.bf, 'facedown', object.id);
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
  const wasOnBoard = isBoardZone(object.zone);
  const onBoard = isBoardZone(to.zone);
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

/** The fields of an object that change in place (everything else changes by moving it). */
export type PatchableField = 'exhausted' | 'damage' | 'buffs' | 'stunned' | 'role';

/** A copy of `object` with one field changed; every object keeps the one field order. */
function withField<K extends PatchableField>(object: GameObject, key: K, value: GameObject[K]): GameObject {
  const copy = {
    id: object.id,
    card: object.card,
    owner: object.owner,
    controller: object.controller,
    zone: object.zone,
    bf: object.bf,
    stamp: object.stamp,
    exhausted: object.exhausted,
    damage: object.damage,
    buffs: object.buffs,
    stunned: object.stunned,
    role: object.role,
    since: object.since,
    hiddenTurn: object.hiddenTurn,
    token: object.token,
  };
  (copy as Record<PatchableField, unknown>)[key] = value;
  return copy;
}

export function patchObject<K extends PatchableField>(d: Draft, id: ObjectId, key: K, value: GameObject[K]): void {
  const object = objectOf(d, id);
  if (object[key] !== value) d.setObject(id, withField(object, key, value));
}
