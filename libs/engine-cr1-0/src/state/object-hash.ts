/**
 * The leaves of one game object: its fields, each hashed by its known type at the path
 * `objectFieldInto(id, slot)` gives (the slots are the order of `OBJECT_KEYS`). The draft XORs
 * them in and out when an object appears, changes or disappears, and the full state hash XORs all
 * of them.
 */
import { type Acc, FALSE_A, FALSE_B, finalize, hashString, type Lanes, mix, NULL_A, NULL_B, numberInto, TRUE_A, TRUE_B } from '../hash/hash-value.js';
import type { CombatRole, GameObject, ZoneName } from '../model/game-object.js';
import { objectFieldInto } from './leaf-paths.js';

/** The value lanes of each zone name (what `hashString` gives), without a map lookup. */
const Z = {
  mainDeck: hashString('mainDeck'),
  runeDeck: hashString('runeDeck'),
  hand: hashString('hand'),
  trash: hashString('trash'),
  banishment: hashString('banishment'),
  championZone: hashString('championZone'),
  legendZone: hashString('legendZone'),
  base: hashString('base'),
  battlefield: hashString('battlefield'),
  facedown: hashString('facedown'),
  runes: hashString('runes'),
  chain: hashString('chain'),
  setAside: hashString('setAside'),
  removed: hashString('removed'),
} as const;

export function zoneLanes(zone: ZoneName): Lanes {
  switch (zone) {
    case 'mainDeck':
      return Z.mainDeck;
    case 'runeDeck':
      return Z.runeDeck;
    case 'hand':
      return Z.hand;
    case 'trash':
      return Z.trash;
    case 'banishment':
      return Z.banishment;
    case 'championZone':
      return Z.championZone;
    case 'legendZone':
      return Z.legendZone;
    case 'base':
      return Z.base;
    case 'battlefield':
      return Z.battlefield;
    case 'facedown':
      return Z.facedown;
    case 'runes':
      return Z.runes;
    case 'chain':
      return Z.chain;
    case 'setAside':
      return Z.setAside;
    case 'removed':
      return Z.removed;
    default:
      return hashString(zone);
  }
}

const ATTACKER = hashString('attacker');
const DEFENDER = hashString('defender');
const NULL_LANES: Lanes = [NULL_A, NULL_B];

export function roleLanes(role: CombatRole | null): Lanes {
  if (role === null) return NULL_LANES;
  return role === 'attacker' ? ATTACKER : role === 'defender' ? DEFENDER : hashString(role);
}

const path: Acc = { a: 0, b: 0 };
const value: Acc = { a: 0, b: 0 };

function leaf(acc: Acc, id: number, slot: number, valueA: number, valueB: number): void {
  objectFieldInto(id, slot, path);
  acc.a ^= finalize(mix(path.a, valueA));
  acc.b ^= finalize(mix(path.b, valueB));
}

function num(acc: Acc, id: number, slot: number, n: number): void {
  numberInto(n, value);
  leaf(acc, id, slot, value.a, value.b);
}

function lanes(acc: Acc, id: number, slot: number, value: Lanes): void {
  leaf(acc, id, slot, value[0], value[1]);
}

function bool(acc: Acc, id: number, slot: number, flag: boolean): void {
  if (flag) leaf(acc, id, slot, TRUE_A, TRUE_B);
  else leaf(acc, id, slot, FALSE_A, FALSE_B);
}

/**
 * Most objects are in their fresh state (what `newObject` gives: not on a battlefield, stamp 0,
 * ready, no damage, buffs, stun, role, timestamp or hiding, not a token): the XOR of those ten
 * leaves depends on the object id alone, so it is computed once per id and reused by every game.
 */
let freshA = new Int32Array(0);
let freshB = new Int32Array(0);
let freshKnown = new Uint8Array(0);

function isFresh(object: GameObject): boolean {
  return (
    object.bf === -1 &&
    object.stamp === 0 &&
    !object.exhausted &&
    object.damage === 0 &&
    object.buffs === 0 &&
    !object.stunned &&
    object.role === null &&
    object.since === 0 &&
    object.hiddenTurn === 0 &&
    !object.token
  );
}

function xorFreshLeaves(acc: Acc, id: number): void {
  if (id >= freshKnown.length) {
    const size = Math.max(id + 1, freshKnown.length * 2, 256);
    const a = new Int32Array(size);
    const b = new Int32Array(size);
    const known = new Uint8Array(size);
    a.set(freshA);
    b.set(freshB);
    known.set(freshKnown);
    freshA = a;
    freshB = b;
    freshKnown = known;
  }
  if (freshKnown[id] !== 1) {
    const block: Acc = { a: 0, b: 0 };
    num(block, id, 5, -1);
    num(block, id, 6, 0);
    bool(block, id, 7, false);
    num(block, id, 8, 0);
    num(block, id, 9, 0);
    bool(block, id, 10, false);
    lanes(block, id, 11, roleLanes(null));
    num(block, id, 12, 0);
    num(block, id, 13, 0);
    bool(block, id, 14, false);
    freshA[id] = block.a;
    freshB[id] = block.b;
    freshKnown[id] = 1;
  }
  acc.a ^= freshA[id] as number;
  acc.b ^= freshB[id] as number;
}

/** XORs every leaf of `object` (at object id `id`) into `acc`. */
export function xorObjectLeaves(acc: Acc, id: number, object: GameObject): void {
  num(acc, id, 0, object.id);
  lanes(acc, id, 1, hashString(object.card));
  num(acc, id, 2, object.owner);
  num(acc, id, 3, object.controller);
  lanes(acc, id, 4, zoneLanes(object.zone));
  if (isFresh(object)) {
    xorFreshLeaves(acc, id);
    return;
  }
  num(acc, id, 5, object.bf);
  num(acc, id, 6, object.stamp);
  bool(acc, id, 7, object.exhausted);
  num(acc, id, 8, object.damage);
  num(acc, id, 9, object.buffs);
  bool(acc, id, 10, object.stunned);
  lanes(acc, id, 11, roleLanes(object.role));
  num(acc, id, 12, object.since);
  num(acc, id, 13, object.hiddenTurn);
  bool(acc, id, 14, object.token);
}

/** XORs out the old leaf and in the new one of every field that differs between two states of
 * object `id` (an object's write costs the fields it changes). */
export function xorChangedLeaves(acc: Acc, id: number, before: GameObject, after: GameObject): void {
  if (before.id !== after.id) {
    num(acc, id, 0, before.id);
    num(acc, id, 0, after.id);
  }
  if (before.card !== after.card) {
    lanes(acc, id, 1, hashString(before.card));
    lanes(acc, id, 1, hashString(after.card));
  }
  if (before.owner !== after.owner) {
    num(acc, id, 2, before.owner);
    num(acc, id, 2, after.owner);
  }
  if (before.controller !== after.controller) {
    num(acc, id, 3, before.controller);
    num(acc, id, 3, after.controller);
  }
  if (before.zone !== after.zone) {
    lanes(acc, id, 4, zoneLanes(before.zone));
    lanes(acc, id, 4, zoneLanes(after.zone));
  }
  if (before.bf !== after.bf) {
    num(acc, id, 5, before.bf);
    num(acc, id, 5, after.bf);
  }
  if (before.stamp !== after.stamp) {
    num(acc, id, 6, before.stamp);
    num(acc, id, 6, after.stamp);
  }
  if (before.exhausted !== after.exhausted) {
    bool(acc, id, 7, before.exhausted);
    bool(acc, id, 7, after.exhausted);
  }
  if (before.damage !== after.damage) {
    num(acc, id, 8, before.damage);
    num(acc, id, 8, after.damage);
  }
  if (before.buffs !== after.buffs) {
    num(acc, id, 9, before.buffs);
    num(acc, id, 9, after.buffs);
  }
  if (before.stunned !== after.stunned) {
    bool(acc, id, 10, before.stunned);
    bool(acc, id, 10, after.stunned);
  }
  if (before.role !== after.role) {
    lanes(acc, id, 11, roleLanes(before.role));
    lanes(acc, id, 11, roleLanes(after.role));
  }
  if (before.since !== after.since) {
    num(acc, id, 12, before.since);
    num(acc, id, 12, after.since);
  }
  if (before.hiddenTurn !== after.hiddenTurn) {
    num(acc, id, 13, before.hiddenTurn);
    num(acc, id, 13, after.hiddenTurn);
  }
  if (before.token !== after.token) {
    bool(acc, id, 14, before.token);
    bool(acc, id, 14, after.token);
  }
}
