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
  // A signed 32-bit result: the same bits as the unsigned one, but V8 keeps it an integer
  // everywhere (an unsigned value at or above 2^31 would be a boxed double).
  return x | 0;
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
export const NULL_A = finalize(mix(SEED_A, 1));
export const NULL_B = finalize(mix(SEED_B, 1));
export const TRUE_A = finalize(mix(SEED_A, 2));
export const TRUE_B = finalize(mix(SEED_B, 2));
export const FALSE_A = finalize(mix(SEED_A, 4));
export const FALSE_B = finalize(mix(SEED_B, 4));

/** The hashes of the small integers (object ids, seats, counters), looked up instead of mixed. */
const SMALL_INTS = 4096;
const smallIntA = new Int32Array(SMALL_INTS);
const smallIntB = new Int32Array(SMALL_INTS);
for (let value = 0; value < SMALL_INTS; value++) {
  smallIntA[value] = finalize(mix(INT_A, value));
  smallIntB[value] = finalize(mix(INT_B, value));
}

export function numberInto(value: number, out: Acc): void {
  if (value >= 0 && value < SMALL_INTS && (value | 0) === value) {
    out.a = smallIntA[value] as number;
    out.b = smallIntB[value] as number;
    return;
  }
  // `(value | 0) === value` is exactly "an integer in the 32-bit range" (-0 included, as before).
  if ((value | 0) === value) {
    out.a = finalize(mix(INT_A, value));
    out.b = finalize(mix(INT_B, value));
    return;
  }
  if (value >= 0x80000000 && value <= 0xffffffff && Math.floor(value) === value) {
    unsignedTextInto(value, out);
    return;
  }
  const lanes = hashString(`n:${String(value)}`);
  out.a = lanes[0];
  out.b = lanes[1];
}

const N_CODE = 'n'.charCodeAt(0);
const COLON_CODE = ':'.charCodeAt(0);
const ZERO_CODE = '0'.charCodeAt(0);
/** The decimal digits of one number, least significant first. */
const digits = new Int32Array(10);

/**
 * `hashString(\`n:${value}\`)` of an unsigned 32-bit integer beyond the signed range (the words
 * of the random generator's state), computed from its digits: the text is never built, and these
 * values, nearly all different, no longer fill and flush the string cache.
 */
function unsignedTextInto(value: number, out: Acc): void {
  let count = 0;
  let rest = value;
  while (rest > 0) {
    const next = Math.floor(rest / 10);
    digits[count++] = rest - next * 10;
    rest = next;
  }
  let a = mix(SEED_A, 7);
  let b = mix(SEED_B, 7);
  a = mix(a, N_CODE);
  b = mix(b, N_CODE ^ 0x9e3779b9);
  a = mix(a, COLON_CODE);
  b = mix(b, COLON_CODE ^ 0x9e3779b9);
  for (let i = count - 1; i >= 0; i--) {
    const code = ZERO_CODE + (digits[i] as number);
    a = mix(a, code);
    b = mix(b, code ^ 0x9e3779b9);
  }
  const length = count + 2;
  out.a = finalize(mix(a, length));
  out.b = finalize(mix(b, length));
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

/**
 * A record member's key, with its lanes already mixed into the seeds: a member contributes
 * `finalize(mix(mix(SEED, key), value))`, so the inner mix depends on the key alone and is computed
 * once per key rather than once per member hashed.
 */
export interface KeyInfo {
  readonly innerA: number;
  readonly innerB: number;
}

const keyCache = new Map<string, KeyInfo>();

export function keyInfo(key: string): KeyInfo {
  let info = keyCache.get(key);
  if (!info) {
    const [ka, kb] = hashString(key);
    info = { innerA: mix(SEED_A, ka), innerB: mix(SEED_B, kb) };
    keyCache.set(key, info);
  }
  return info;
}

/** The record hash's outer seeds (see `recordInto`). */
const RECORD_A = mix(SEED_A, 6);
const RECORD_B = mix(SEED_B, 6);

/** One member's contribution to lane A (B) of a record sum (see `recordInto`). */
export function memberA(key: KeyInfo, valueA: number): number {
  return finalize(mix(key.innerA, valueA));
}

export function memberB(key: KeyInfo, valueB: number): number {
  return finalize(mix(key.innerB, valueB));
}

/** Closes a record sum of `count` members into `out`. */
export function closeRecord(sumA: number, sumB: number, count: number, out: Acc): void {
  out.a = finalize(mix(RECORD_A, sumA) ^ count);
  out.b = finalize(mix(RECORD_B, sumB) ^ count);
}

function recordInto(record: Readonly<Record<string, unknown>>, out: Acc): void {
  const item = scratchAt(depth++);
  let a = 0;
  let b = 0;
  let count = 0;
  for (const key in record) {
    const value = record[key];
    if (value === undefined) continue;
    const info = keyInfo(key);
    valueInto(value, item);
    a = (a + finalize(mix(info.innerA, item.a))) | 0;
    b = (b + finalize(mix(info.innerB, item.b))) | 0;
    count++;
  }
  depth--;
  closeRecord(a, b, count, out);
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
      out.a = recentA[i] as number;
      out.b = recentB[i] as number;
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

/** Lowercase hex digits as character codes, by nibble. A table lookup, not a branch: hash
 * nibbles are random, and a branch per digit was mispredicted about half the time. */
const DIGITS = new Uint8Array([48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 97, 98, 99, 100, 101, 102]);
const digit = (nibble: number): number => DIGITS[nibble] as number;

/** 16 lowercase hex digits, lane A first. One `fromCharCode` call builds the string flat: every
 * event carries one, and concatenating byte pairs made seven intermediate strings. */
export function lanesToHex(a: number, b: number): string {
  return String.fromCharCode(
    digit((a >>> 28) & 15),
    digit((a >>> 24) & 15),
    digit((a >>> 20) & 15),
    digit((a >>> 16) & 15),
    digit((a >>> 12) & 15),
    digit((a >>> 8) & 15),
    digit((a >>> 4) & 15),
    digit(a & 15),
    digit((b >>> 28) & 15),
    digit((b >>> 24) & 15),
    digit((b >>> 20) & 15),
    digit((b >>> 16) & 15),
    digit((b >>> 12) & 15),
    digit((b >>> 8) & 15),
    digit((b >>> 4) & 15),
    digit(b & 15),
  );
}

/** The value of one hex digit (either case), or -1. */
function nibbleOf(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  if (code >= 65 && code <= 70) return code - 55;
  return -1;
}

function parseLane(hex: string, from: number): number {
  let lane = 0;
  for (let i = from; i < from + 8; i++) {
    const nibble = nibbleOf(hex.charCodeAt(i));
    if (nibble < 0) return 0;
    lane = (lane << 4) | nibble;
  }
  return lane | 0;
}

export function hexToLanes(hex: string): Lanes {
  if (hex.length !== 16) return [0, 0];
  return [parseLane(hex, 0), parseLane(hex, 8)];
}
