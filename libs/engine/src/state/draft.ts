/**
 * Copy-on-write editing of a game state with an incrementally maintained hash. A draft copies a
 * container (the root, the object table, a seat, a battlefield, ...) the first time it writes to
 * it and then edits the copy in place; untouched parts stay shared with the base state. Every
 * write XORs the old leaf hash out and the new one in (see `state-hash.ts`).
 *
 * Leaf values (objects, zone lists, records) are immutable: writers always store new values.
 */
import { type Acc, hexToLanes, type Lanes, lanesToHex, leafInto } from '../hash/hash-value.js';
import type { GameObject } from '../model/game-object.js';
import type { BattlefieldState, GameState, SeatState, SideState, TurnState } from '../model/game-state.js';
import { containerPath, elementInto, fieldInto, LIST_KEYS, OBJECT_KEYS, objectFieldInto, ROOT_PATH, TURN_PATH } from './leaf-paths.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

type RootLeafKey = Exclude<keyof GameState, 'objects' | 'seats' | 'battlefields' | 'sides' | 'turn' | 'hash'>;

/** The hash of the last finished draft, as hex and lanes (see the constructor). */
let finishedHex = '';
let finishedA = 0;
let finishedB = 0;

export class Draft {
  private readonly root: Mutable<GameState>;
  private objectsOwned = false;
  private seatsOwned = false;
  private sidesOwned = false;
  private battlefieldsOwned = false;
  private turnOwned = false;
  private readonly ownedSeats = new Set<number>();
  private readonly ownedSides = new Set<number>();
  private readonly ownedBattlefields = new Set<number>();
  private a: number;
  private b: number;
  private readonly pathScratch: Acc = { a: 0, b: 0 };
  private readonly leafScratch: Acc = { a: 0, b: 0 };

  constructor(base: GameState) {
    this.root = { ...base };
    // The base is usually the state the previous draft finished: reuse its lanes rather than
    // parsing the hex string again.
    if (base.hash === finishedHex) {
      this.a = finishedA;
      this.b = finishedB;
    } else [this.a, this.b] = hexToLanes(base.hash);
  }

  /** The current state (read it freely; write only through the methods below). */
  get state(): GameState {
    return this.root;
  }

  get hash(): string {
    return lanesToHex(this.a, this.b);
  }

  hashEquals(a: number, b: number): boolean {
    return this.a === a >>> 0 && this.b === b >>> 0;
  }

  /** Replaces the whole state (the `GameCreated` event); the hash is recomputed by the caller. */
  replaceAll(next: GameState, hash: string): void {
    Object.assign(this.root, next);
    this.objectsOwned = this.seatsOwned = this.sidesOwned = this.battlefieldsOwned = this.turnOwned = false;
    this.ownedSeats.clear();
    this.ownedSides.clear();
    this.ownedBattlefields.clear();
    [this.a, this.b] = hexToLanes(hash);
  }

  private swapAt(pathA: number, pathB: number, before: unknown, after: unknown): void {
    const leaf = this.leafScratch;
    leafInto(pathA, pathB, before, leaf);
    const oldA = leaf.a;
    const oldB = leaf.b;
    leafInto(pathA, pathB, after, leaf);
    this.a = (this.a ^ oldA ^ leaf.a) >>> 0;
    this.b = (this.b ^ oldB ^ leaf.b) >>> 0;
  }

  /** A field write; zone lists are compared element by element (see `LIST_KEYS`). */
  private swapField(parent: Lanes, key: string, before: unknown, after: unknown): void {
    const at = this.pathScratch;
    fieldInto(parent, key, at);
    if (!LIST_KEYS.has(key) || !Array.isArray(before) || !Array.isArray(after)) {
      this.swapAt(at.a, at.b, before, after);
      return;
    }
    const fieldA = at.a;
    const fieldB = at.b;
    const length = Math.max(before.length, after.length);
    for (let i = 0; i < length; i++) {
      const old: unknown = before[i];
      const now: unknown = after[i];
      if (old === now) continue;
      elementInto(fieldA, fieldB, i, at);
      this.swapAt(at.a, at.b, old, now);
    }
  }

  /** Objects are hashed field by field (their fields are primitives), so changing one field
   * costs one field. */
  private swapObject(id: number, before: GameObject | null, after: GameObject | null): void {
    const at = this.pathScratch;
    for (let slot = 0; slot < OBJECT_KEYS.length; slot++) {
      const key = OBJECT_KEYS[slot] as keyof GameObject;
      const previous = before ? before[key] : undefined;
      const next = after ? after[key] : undefined;
      if (previous === next) continue;
      objectFieldInto(id, slot, at);
      this.swapAt(at.a, at.b, previous, next);
    }
  }

  setRoot<K extends RootLeafKey>(key: K, value: GameState[K]): void {
    const before = this.root[key];
    if (before === value) return;
    if (key === 'seq') {
      this.root.seq = value as number;
      return;
    }
    this.swapField(ROOT_PATH, key, before, value);
    this.root[key] = value;
  }

  setObject(id: number, value: GameObject | null): void {
    const before = this.root.objects[id] ?? null;
    if (before === value) return;
    if (!this.objectsOwned) {
      this.root.objects = this.root.objects.slice();
      this.objectsOwned = true;
    }
    this.swapObject(id, before, value);
    const objects = this.root.objects as (GameObject | null)[];
    while (objects.length < id) objects.push(null);
    objects[id] = value;
  }

  setSeat<K extends keyof SeatState>(index: number, key: K, value: SeatState[K]): void {
    const current = this.root.seats[index];
    if (!current) throw new Error(`no seat ${index}`);
    if (current[key] === value) return;
    if (!this.seatsOwned) {
      this.root.seats = [...this.root.seats];
      this.seatsOwned = true;
    }
    const seats = this.root.seats as SeatState[];
    if (!this.ownedSeats.has(index)) {
      seats[index] = { ...current };
      this.ownedSeats.add(index);
    }
    this.swapField(containerPath('seat', index), key, current[key], value);
    (seats[index] as Mutable<SeatState>)[key] = value;
  }

  setSide<K extends keyof SideState>(index: number, key: K, value: SideState[K]): void {
    const current = this.root.sides[index];
    if (!current) throw new Error(`no side ${index}`);
    if (current[key] === value) return;
    if (!this.sidesOwned) {
      this.root.sides = [...this.root.sides];
      this.sidesOwned = true;
    }
    const sides = this.root.sides as SideState[];
    if (!this.ownedSides.has(index)) {
      sides[index] = { ...current };
      this.ownedSides.add(index);
    }
    this.swapField(containerPath('side', index), key, current[key], value);
    (sides[index] as Mutable<SideState>)[key] = value;
  }

  setBattlefield<K extends keyof BattlefieldState>(index: number, key: K, value: BattlefieldState[K]): void {
    const current = this.root.battlefields[index];
    if (!current) throw new Error(`no battlefield ${index}`);
    if (current[key] === value) return;
    if (!this.battlefieldsOwned) {
      this.root.battlefields = [...this.root.battlefields];
      this.battlefieldsOwned = true;
    }
    const battlefields = this.root.battlefields as BattlefieldState[];
    if (!this.ownedBattlefields.has(index)) {
      battlefields[index] = { ...current };
      this.ownedBattlefields.add(index);
    }
    this.swapField(containerPath('battlefield', index), key, current[key], value);
    (battlefields[index] as Mutable<BattlefieldState>)[key] = value;
  }

  setTurn<K extends keyof TurnState>(key: K, value: TurnState[K]): void {
    const current = this.root.turn;
    if (current[key] === value) return;
    if (!this.turnOwned) {
      this.root.turn = { ...current };
      this.turnOwned = true;
    }
    this.swapField(TURN_PATH, key, current[key], value);
    (this.root.turn as Mutable<TurnState>)[key] = value;
  }

  /** The edited state, with its hash. The draft must not be used afterwards. */
  finish(): GameState {
    this.root.hash = this.hash;
    finishedHex = this.root.hash;
    finishedA = this.a;
    finishedB = this.b;
    return this.root;
  }
}
