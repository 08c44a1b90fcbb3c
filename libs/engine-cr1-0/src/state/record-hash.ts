/**
 * The pieces typed hashers are built from: a record's member sum (what `recordInto` computes,
 * member by member, with the keys' mixes known in advance), the generic array hash over elements
 * hashed by a typed hasher, and an identity memo of recently hashed values. Each computes exactly
 * what the generic walk of `hash-value.ts` computes for the same value.
 */
import {
  type Acc,
  closeRecord,
  FALSE_A,
  FALSE_B,
  finalize,
  hashString,
  type KeyInfo,
  type Lanes,
  memberA,
  memberB,
  mix,
  NULL_A,
  NULL_B,
  numberInto,
  SEED_A,
  SEED_B,
  TRUE_A,
  TRUE_B,
  valueInto,
} from '../hash/hash-value.js';

/** A record's member sum in progress; one per nesting level, reused. */
export class RecordSum {
  a = 0;
  b = 0;
  n = 0;
  readonly v: Acc = { a: 0, b: 0 };

  /** Adds the member whose value hash is in `v`. */
  private add(key: KeyInfo): void {
    this.a = (this.a + memberA(key, this.v.a)) | 0;
    this.b = (this.b + memberB(key, this.v.b)) | 0;
    this.n++;
  }

  lanes(key: KeyInfo, lanes: Lanes): void {
    this.v.a = lanes[0];
    this.v.b = lanes[1];
    this.add(key);
  }

  num(key: KeyInfo, value: number): void {
    numberInto(value, this.v);
    this.add(key);
  }

  numOrNull(key: KeyInfo, value: number | null): void {
    if (value === null) this.nul(key);
    else this.num(key, value);
  }

  bool(key: KeyInfo, value: boolean): void {
    this.v.a = value ? TRUE_A : FALSE_A;
    this.v.b = value ? TRUE_B : FALSE_B;
    this.add(key);
  }

  nul(key: KeyInfo): void {
    this.v.a = NULL_A;
    this.v.b = NULL_B;
    this.add(key);
  }

  str(key: KeyInfo, value: string): void {
    this.lanes(key, hashString(value));
  }

  /** A list of numbers (seats), hashed as the generic array hash would. */
  numbers(key: KeyInfo, list: readonly number[]): void {
    numberListInto(list, this.v);
    this.add(key);
  }

  /** Any value through the generic walk (undefined members are skipped, as JSON does). */
  any(key: KeyInfo, value: unknown): void {
    if (value === undefined) return;
    valueInto(value, this.v);
    this.add(key);
  }

  /** A member whose hash a typed hasher writes into `v`. */
  typed<T>(key: KeyInfo, value: T, into: (value: T, out: Acc) => void): void {
    into(value, this.v);
    this.add(key);
  }
}

const sums: RecordSum[] = [];
let level = 0;

export function openRecord(): RecordSum {
  let sum = sums[level];
  if (!sum) {
    sum = new RecordSum();
    sums[level] = sum;
  }
  level++;
  sum.a = 0;
  sum.b = 0;
  sum.n = 0;
  return sum;
}

/** Closes the record `openRecord` gave into `out`. */
export function finish(sum: RecordSum, out: Acc): void {
  level--;
  closeRecord(sum.a, sum.b, sum.n, out);
}

// The generic array hash's steps (see `arrayInto` in hash-value.ts), for typed lists.
const ARRAY_A = mix(SEED_A, 5);
const ARRAY_B = mix(SEED_B, 5);
const mixLane = (lane: number, item: number): number => mix(lane, item);
const finalLane = (lane: number, length: number): number => finalize(mix(lane, length));

const itemScratch: Acc[] = [];
const numberScratch: Acc = { a: 0, b: 0 };

/** The generic array hash of a list of numbers. */
export function numberListInto(list: readonly number[], out: Acc): void {
  let a = ARRAY_A;
  let b = ARRAY_B;
  const item = numberScratch;
  for (let i = 0; i < list.length; i++) {
    numberInto(list[i] as number, item);
    a = mixLane(a, item.a);
    b = mixLane(b, item.b);
  }
  out.a = finalLane(a, list.length);
  out.b = finalLane(b, list.length);
}

/** The generic array hash (see `arrayInto`) of a list whose elements have a memoized hasher. */
export function listInto<T extends object>(items: readonly T[], memo: MemoHasher<T>, out: Acc): void {
  let a = ARRAY_A;
  let b = ARRAY_B;
  const item = itemScratch[level] ?? (itemScratch[level] = { a: 0, b: 0 });
  level++;
  for (let i = 0; i < items.length; i++) {
    memo.hash(items[i] as T, item);
    a = mixLane(a, item.a);
    b = mixLane(b, item.b);
  }
  level--;
  out.a = finalLane(a, items.length);
  out.b = finalLane(b, items.length);
}

/** A value hasher for one kind of field, with an identity memo of the last few values. */
export class MemoHasher<T extends object> {
  private readonly values: (T | null)[];
  private readonly lanesA: Int32Array;
  private readonly lanesB: Int32Array;
  private next = 0;

  constructor(
    private readonly into: (value: T, out: Acc) => void,
    size: number,
  ) {
    this.values = Array.from({ length: size }, () => null);
    this.lanesA = new Int32Array(size);
    this.lanesB = new Int32Array(size);
  }

  /** The hash of `value` (null hashes as null). */
  hash(value: T | null, out: Acc): void {
    if (value === null) {
      out.a = NULL_A;
      out.b = NULL_B;
      return;
    }
    // Newest first: the values hashed last are the likeliest to come again.
    const values = this.values;
    const size = values.length;
    for (let step = 1; step <= size; step++) {
      let i = this.next - step;
      if (i < 0) i += size;
      if (values[i] === value) {
        out.a = this.lanesA[i] as number;
        out.b = this.lanesB[i] as number;
        return;
      }
    }
    this.into(value, out);
    const slot = this.next;
    values[slot] = value;
    this.lanesA[slot] = out.a | 0;
    this.lanesB[slot] = out.b | 0;
    this.next = (slot + 1) % values.length;
  }
}

