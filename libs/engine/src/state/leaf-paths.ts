/**
 * Where each leaf of the state sits, as a pair of path lanes. The incremental hash (the draft)
 * and the full hash (`computeStateLanes`) both use these, so they always agree. Container paths
 * are computed once and cached; a field path is one mixing step below its container, computed
 * into the caller's accumulator without allocating.
 */
import { type Acc, hashString, type Lanes, SEED_A, SEED_B, stepInto } from '../hash/hash-value.js';

function container(name: string): Lanes {
  const [ka, kb] = hashString(name);
  const out: Acc = { a: 0, b: 0 };
  stepInto(SEED_A, SEED_B, ka, kb, out);
  return [out.a, out.b];
}

const ROOT = container('root');
const OBJECTS = container('objects');
const SEATS = container('seats');
const SIDES = container('sides');
const BATTLEFIELDS = container('battlefields');
const TURN = container('turn');

export type ContainerKind = 'object' | 'seat' | 'side' | 'battlefield';
const BASES: Record<ContainerKind, Lanes> = { object: OBJECTS, seat: SEATS, side: SIDES, battlefield: BATTLEFIELDS };
const indexed: Record<ContainerKind, Lanes[]> = { object: [], seat: [], side: [], battlefield: [] };

/** The path of one object, seat, side or battlefield (by index). */
export function containerPath(kind: ContainerKind, index: number): Lanes {
  const cache = indexed[kind];
  let found = cache[index];
  if (!found) {
    const base = BASES[kind];
    const out: Acc = { a: 0, b: 0 };
    stepInto(base[0], base[1], index, ~index, out);
    found = [out.a, out.b];
    cache[index] = found;
  }
  return found;
}

export const ROOT_PATH = ROOT;
export const TURN_PATH = TURN;

/** A field below a container path. */
export function fieldInto(parent: Lanes, key: string, out: Acc): void {
  const [ka, kb] = hashString(key);
  stepInto(parent[0], parent[1], ka, kb, out);
}

/** An element of a zone list below its field path. */
export function elementInto(fieldA: number, fieldB: number, index: number, out: Acc): void {
  stepInto(fieldA, fieldB, index + 0x51ed27, index ^ 0x2545f491, out);
}

/** The fields every game object has, in a fixed order (see `objectFieldInto`). */
export const OBJECT_KEYS = [
  'id',
  'card',
  'owner',
  'controller',
  'zone',
  'bf',
  'stamp',
  'exhausted',
  'damage',
  'buffs',
  'stunned',
  'role',
  'since',
  'hiddenTurn',
  'token',
] as const;

const KEY_SLOTS = OBJECT_KEYS.length;
let objectFieldCache = new Int32Array(0);
let objectFieldKnown = new Uint8Array(0);

/** The path of field `slot` (an index into OBJECT_KEYS) of object `id`, cached in flat arrays
 * because object fields are by far the most frequently written leaves. */
export function objectFieldInto(id: number, slot: number, out: Acc): void {
  const index = id * KEY_SLOTS + slot;
  if (index >= objectFieldKnown.length) {
    const size = Math.max(1024, (index + 1) * 2);
    const known = new Uint8Array(size);
    known.set(objectFieldKnown);
    const cache = new Int32Array(size * 2);
    cache.set(objectFieldCache);
    objectFieldKnown = known;
    objectFieldCache = cache;
  }
  if (objectFieldKnown[index] === 1) {
    out.a = (objectFieldCache[index * 2] as number) >>> 0;
    out.b = (objectFieldCache[index * 2 + 1] as number) >>> 0;
    return;
  }
  fieldInto(containerPath('object', id), OBJECT_KEYS[slot] as string, out);
  objectFieldCache[index * 2] = out.a | 0;
  objectFieldCache[index * 2 + 1] = out.b | 0;
  objectFieldKnown[index] = 1;
}

/** Fields hashed element by element, so that drawing or adding a card touches one element. */
export const LIST_KEYS: ReadonlySet<string> = new Set(['mainDeck', 'runeDeck', 'hand', 'trash', 'banishment', 'setAside', 'base', 'runes', 'units']);
