/**
 * Where each leaf of the state sits, as a pair of path lanes. The incremental hash (the draft)
 * and the full hash (`computeStateLanes`) both use these, so they always agree. Container paths
 * are computed once and cached; a field path is one mixing step below its container, computed
 * into the caller's accumulator without allocating.
 */
import { type Acc, finalize, hashString, type Lanes, mix, SEED_A, SEED_B, stepInto, valueInto } from '../hash/hash-value.js';
import type { ChainItem, PendingTrigger } from '../model/chain-item.js';
import type { ChainState, Pending, RunePool, ShowdownState } from '../model/game-state.js';
import { MemoHasher } from './record-hash.js';
import { chainListInto, chainStateInto, pendingInto, poolInto, showdownInto, triggerListInto } from './typed-hash.js';

function container(name: string): Lanes {
  const [ka, kb] = hashString(name);
  const out: Acc = { a: 0, b: 0 };
  stepInto(SEED_A, SEED_B, ka, kb, out);
  return [out.a, out.b];
}

/** Fields hashed element by element, so that drawing or adding a card touches one element. */
export const LIST_KEYS: ReadonlySet<string> = new Set(['mainDeck', 'runeDeck', 'hand', 'trash', 'banishment', 'setAside', 'base', 'runes', 'units']);

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


/** A field below a container path. */
export function fieldInto(parent: Lanes, key: string, out: Acc): void {
  const [ka, kb] = hashString(key);
  stepInto(parent[0], parent[1], ka, kb, out);
}

/** Hashes a field's value into `out` exactly as `valueInto` does, only faster. */
export type ValueHasher = (value: unknown, out: Acc) => void;

const NO_VALUE = Symbol('no value');

/**
 * The path of one field of one container, whether it is a zone list (see `LIST_KEYS`), and the
 * typed hasher of its value where the field has one (see `typed-hash.ts`).
 *
 * It also remembers the leaf of the last value hashed at this path: a draft replaces the value
 * the previous draft wrote, so the old leaf is usually known and only the new one is hashed.
 * Values are immutable, so identity (or equality, for primitives) identifies the leaf.
 */
export class FieldPath {
  private lastValue: unknown = NO_VALUE;
  private lastA = 0;
  private lastB = 0;

  constructor(
    readonly a: number,
    readonly b: number,
    readonly list: boolean,
    readonly hasher: ValueHasher | null,
  ) {}

  /** Paths of list elements below this field (see `elementInto`), computed once per index. */
  private elements: Int32Array = new Int32Array(0);
  private elementsKnown = 0;

  /** The path of element `index` of this (list) field. */
  elementPathInto(index: number, out: Acc): void {
    if (index >= this.elementsKnown) {
      const known = Math.max(index + 1, this.elementsKnown * 2, 16);
      const elements = new Int32Array(known * 2);
      elements.set(this.elements);
      for (let i = this.elementsKnown; i < known; i++) {
        elementInto(this.a, this.b, i, out);
        elements[i * 2] = out.a;
        elements[i * 2 + 1] = out.b;
      }
      this.elements = elements;
      this.elementsKnown = known;
    }
    out.a = this.elements[index * 2] as number;
    out.b = this.elements[index * 2 + 1] as number;
  }

  /** The leaf of `value` at this path into `out` (0 for an absent value). */
  leafInto(value: unknown, out: Acc): void {
    if (value === undefined) {
      out.a = 0;
      out.b = 0;
      return;
    }
    if (value === this.lastValue) {
      out.a = this.lastA;
      out.b = this.lastB;
      return;
    }
    if (this.hasher) this.hasher(value, out);
    else valueInto(value, out);
    out.a = finalize(mix(this.a, out.a));
    out.b = finalize(mix(this.b, out.b));
    this.lastValue = value;
    this.lastA = out.a;
    this.lastB = out.b;
  }
}

const memo = <T extends object>(into: (value: T, out: Acc) => void, size: number): ValueHasher => {
  const hasher = new MemoHasher(into, size);
  return (value, out) => hasher.hash(value as T | null, out);
};

/** The fields with typed hashers, as `container.key`; memo sizes cover the values in flight. */
const TYPED_FIELDS = new Map<string, ValueHasher>([
  ['root.pending', memo<Pending>(pendingInto, 2)],
  ['root.chainState', memo<ChainState>(chainStateInto, 4)],
  ['root.showdown', memo<ShowdownState>(showdownInto, 4)],
  ['seat.pool', memo<RunePool>(poolInto, 8)],
  ['root.chain', memo<readonly ChainItem[]>(chainListInto, 4)],
  ['root.triggers', memo<readonly PendingTrigger[]>(triggerListInto, 4)],
]);

function makeFieldPath(parent: Lanes, container: string, key: string): FieldPath {
  const out: Acc = { a: 0, b: 0 };
  fieldInto(parent, key, out);
  return new FieldPath(out.a, out.b, LIST_KEYS.has(key), TYPED_FIELDS.get(`${container}.${key}`) ?? null);
}

const rootFields = new Map<string, FieldPath>();
const turnFields = new Map<string, FieldPath>();

function cachedPath(cache: Map<string, FieldPath>, parent: Lanes, container: string, key: string): FieldPath {
  let path = cache.get(key);
  if (!path) {
    path = makeFieldPath(parent, container, key);
    cache.set(key, path);
  }
  return path;
}

/** The path of a root field, or of a field of the turn (computed once per key). */
export const rootFieldPath = (key: string): FieldPath => cachedPath(rootFields, ROOT, 'root', key);
export const turnFieldPath = (key: string): FieldPath => cachedPath(turnFields, TURN, 'turn', key);

/** Field paths of indexed containers: by key, then by container index. */
const indexedFields: Record<Exclude<ContainerKind, 'object'>, Map<string, FieldPath[]>> = {
  seat: new Map(),
  side: new Map(),
  battlefield: new Map(),
};

/** The path of field `key` of seat, side or battlefield `index` (computed once). */
export function containerFieldPath(kind: Exclude<ContainerKind, 'object'>, index: number, key: string): FieldPath {
  const byKey = indexedFields[kind];
  let byIndex = byKey.get(key);
  if (!byIndex) {
    byIndex = [];
    byKey.set(key, byIndex);
  }
  let path = byIndex[index];
  if (!path) {
    path = makeFieldPath(containerPath(kind, index), kind, key);
    byIndex[index] = path;
  }
  return path;
}

/** An element of a zone list below its field path. */
export function elementInto(fieldA: number, fieldB: number, index: number, out: Acc): void {
  stepInto(fieldA, fieldB, index + 0x51ed27, index ^ 0x2545f491, out);
}

/** The fields every game object has, in a fixed order (see `objectFieldInto`). */
const OBJECT_KEYS = [
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
    out.a = objectFieldCache[index * 2] as number;
    out.b = objectFieldCache[index * 2 + 1] as number;
    return;
  }
  fieldInto(containerPath('object', id), OBJECT_KEYS[slot] as string, out);
  objectFieldCache[index * 2] = out.a | 0;
  objectFieldCache[index * 2 + 1] = out.b | 0;
  objectFieldKnown[index] = 1;
}


