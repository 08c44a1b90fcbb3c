/**
 * A structural hash of plain data in two independent 32-bit lanes (64 bits in all), written in
 * pure TypeScript so that it is the same on every platform and run. Object members are combined
 * commutatively (a sum of mixed key/value pairs), so the hash depends on the data only, never on
 * the order in which an object's keys were written, and no key list has to be sorted.
 *
 * Objects and arrays are immutable in the engine, so the hashes of large ones are memoized by
 * identity (a state that shares a large subtree with its predecessor pays nothing to hash it
 * again); small ones are cheaper to hash again than to look up. The `...Into` functions write into
 * a caller's accumulator instead of allocating, for the hot paths.
 */
export type Lanes = readonly [number, number];

/** A writable pair of lanes. */
export interface Acc {
  a: number;
  b: number;
}

export const SEED_A = 0x2f6b7a13;
export const SEED_B = 0x5bd1e995;
const objectCache = new WeakMap<object, Lanes>();
/** Below this many members a value is hashed again rather than memoized. */
const MEMO_THRESHOLD = 12;
const stringCache = new Map<string, Lanes>();
const STRING_CACHE_LIMIT = 50_000;

export function mix(h: number, k: number): number {
  let x = Math.imul(k, 0xcc9e2d51);
  x = (x << 15) | (x >>> 17);
  x = Math.imul(x, 0x1b873593);
  let y = h ^ x;
  y = (y << 13) | (y >>> 19);
  return (Math.imul(y, 5) + 0xe6546b64) | 0;
}

export function finalize(h: number): number {
  let x = h ^ (h >>> 16);
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

export function hashString(text: string): Lanes {
  const cached = stringCache.get(text);
  if (cached) return cached;
  let a = mix(SEED_A, 7);
  let b = mix(SEED_B, 7);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = mix(a, code);
    b = mix(b, code ^ 0x9e3779b9);
  }
  const lanes: Lanes = [finalize(mix(a, text.length)), finalize(mix(b, text.length))];
  if (stringCache.size >= STRING_CACHE_LIMIT) stringCache.clear();
  stringCache.set(text, lanes);
  return lanes;
}

const INT_A = mix(SEED_A, 3);
const INT_B = mix(SEED_B, 3);
const NULL_A = finalize(mix(SEED_A, 1));
const NULL_B = finalize(mix(SEED_B, 1));
const TRUE_A = finalize(mix(SEED_A, 2));
const TRUE_B = finalize(mix(SEED_B, 2));
const FALSE_A = finalize(mix(SEED_A, 4));
const FALSE_B = finalize(mix(SEED_B, 4));

function numberInto(value: number, out: Acc): void {
  if (Number.isInteger(value) && value >= -0x80000000 && value <= 0x7fffffff) {
    out.a = finalize(mix(INT_A, value));
    out.b = finalize(mix(INT_B, value));
    return;
  }
  const lanes = hashString(`n:${String(value)}`);
  out.a = lanes[0];
  out.b = lanes[1];
}

/** Scratch accumulators by nesting depth, so hashing allocates nothing but memo entries. */
const scratch: Acc[] = [];
let depth = 0;

function scratchAt(level: number): Acc {
  let acc = scratch[level];
  if (!acc) {
    acc = { a: 0, b: 0 };
    scratch[level] = acc;
  }
  return acc;
}

function arrayInto(items: readonly unknown[], out: Acc): void {
  const item = scratchAt(depth++);
  let a = mix(SEED_A, 5);
  let b = mix(SEED_B, 5);
  for (const element of items) {
    valueInto(element, item);
    a = mix(a, item.a);
    b = mix(b, item.b);
  }
  depth--;
  out.a = finalize(mix(a, items.length));
  out.b = finalize(mix(b, items.length));
}

function recordInto(record: Readonly<Record<string, unknown>>, out: Acc): void {
  const item = scratchAt(depth++);
  let a = 0;
  let b = 0;
  let count = 0;
  for (const key in record) {
    const value = record[key];
    if (value === undefined) continue;
    const [ka, kb] = hashString(key);
    valueInto(value, item);
    a = (a + finalize(mix(mix(SEED_A, ka), item.a))) | 0;
    b = (b + finalize(mix(mix(SEED_B, kb), item.b))) | 0;
    count++;
  }
  depth--;
  out.a = finalize(mix(mix(SEED_A, 6), a) ^ count);
  out.b = finalize(mix(mix(SEED_B, 6), b) ^ count);
}

/**
 * A small ring of the most recently hashed small values, looked up by identity. States flow from
 * one action to the next, so the value written by one draft (the pending decision, the chain
 * state) is the old value of the next draft: a few slots catch that without a WeakMap's cost.
 */
const RECENT = 32;
const recentValues: (object | null)[] = Array.from({ length: RECENT }, () => null);
const recentA = new Int32Array(RECENT);
const recentB = new Int32Array(RECENT);
let recentNext = 0;

function recentInto(value: object, out: Acc): boolean {
  for (let i = 0; i < RECENT; i++) {
    if (recentValues[i] === value) {
      out.a = (recentA[i] as number) >>> 0;
      out.b = (recentB[i] as number) >>> 0;
      return true;
    }
  }
  return false;
}

function remember(value: object, out: Acc): void {
  recentValues[recentNext] = value;
  recentA[recentNext] = out.a | 0;
  recentB[recentNext] = out.b | 0;
  recentNext = (recentNext + 1) % RECENT;
}

function objectInto(value: object, out: Acc): void {
  const isArray = Array.isArray(value);
  const size = isArray ? (value as readonly unknown[]).length : 0;
  if (isArray ? size < MEMO_THRESHOLD : !isLarge(value)) {
    if (depth === 0 && recentInto(value, out)) return;
    if (isArray) arrayInto(value as readonly unknown[], out);
    else recordInto(value as Readonly<Record<string, unknown>>, out);
    if (depth === 0) remember(value, out);
    return;
  }
  const cached = objectCache.get(value);
  if (cached) {
    out.a = cached[0];
    out.b = cached[1];
    return;
  }
  if (isArray) arrayInto(value as readonly unknown[], out);
  else recordInto(value as Readonly<Record<string, unknown>>, out);
  objectCache.set(value, [out.a, out.b]);
}

/** Records with many members (a mode definition, a whole state) are worth memoizing. */
function isLarge(record: object): boolean {
  let count = 0;
  for (const _key in record) if (++count >= MEMO_THRESHOLD) return true;
  return false;
}

/** Writes the hash of any JSON-like value into `out` (undefined members are skipped, as JSON does). */
export function valueInto(value: unknown, out: Acc): void {
  switch (typeof value) {
    case 'string': {
      const lanes = hashString(value);
      out.a = lanes[0];
      out.b = lanes[1];
      return;
    }
    case 'number':
      numberInto(value, out);
      return;
    case 'boolean':
      out.a = value ? TRUE_A : FALSE_A;
      out.b = value ? TRUE_B : FALSE_B;
      return;
    case 'object':
      if (value === null) break;
      objectInto(value, out);
      return;
    case 'undefined':
    case 'bigint':
    case 'function':
    case 'symbol':
      break;
  }
  out.a = NULL_A;
  out.b = NULL_B;
}

/** The hash of any JSON-like value. */
export function hashValue(value: unknown): Lanes {
  const out: Acc = { a: 0, b: 0 };
  valueInto(value, out);
  return [out.a, out.b];
}

/** The path one step below (`parentA`, `parentB`) for a key given by its lanes. */
export function stepInto(parentA: number, parentB: number, keyA: number, keyB: number, out: Acc): void {
  out.a = finalize(mix(parentA, keyA));
  out.b = finalize(mix(parentB, keyB));
}

/** The contribution of one leaf: its path mixed with its value; absent leaves contribute 0. */
export function leafInto(pathA: number, pathB: number, value: unknown, out: Acc): void {
  if (value === undefined) {
    out.a = 0;
    out.b = 0;
    return;
  }
  valueInto(value, out);
  out.a = finalize(mix(pathA, out.a));
  out.b = finalize(mix(pathB, out.b));
}

const HEX = '0123456789abcdef';
const BYTE_HEX: readonly string[] = Array.from({ length: 256 }, (_, i) => `${HEX[i >> 4] as string}${HEX[i & 15] as string}`);
const byte = (value: number, shift: number): string => BYTE_HEX[(value >>> shift) & 255] as string;

export function lanesToHex(a: number, b: number): string {
  return byte(a, 24) + byte(a, 16) + byte(a, 8) + byte(a, 0) + byte(b, 24) + byte(b, 16) + byte(b, 8) + byte(b, 0);
}

export function hexToLanes(hex: string): Lanes {
  if (hex.length !== 16) return [0, 0];
  return [Number.parseInt(hex.slice(0, 8), 16) >>> 0, Number.parseInt(hex.slice(8), 16) >>> 0];
}
