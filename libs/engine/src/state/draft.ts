/**
 * Copy-on-write editing of a game state with an incrementally maintained hash. A draft copies a
 * container (the root, the object table, a seat, a battlefield, ...) the first time it writes to
 * it and then edits the copy in place; untouched parts stay shared with the base state. Every
 * write XORs the old leaf hash out and the new one in (see `state-hash.ts`).
 *
 * Leaf values (objects, zone lists, records) are immutable: writers always store new values.
 * Every path is computed once (see `leaf-paths.ts`) and object fields are compared and hashed by
 * their known types, so a write costs its changed leaves and nothing else.
 */
import {
  type Acc,
  FALSE_A,
  FALSE_B,
  finalize,
  hashString,
  hexToLanes,
  type Lanes,
  lanesToHex,
  mix,
  numberInto,
  TRUE_A,
  TRUE_B,
  valueInto,
} from '../hash/hash-value.js';
import type { GameObject } from '../model/game-object.js';
import type { BattlefieldState, GameState, SeatState, SideState, TurnState } from '../model/game-state.js';
import { containerFieldPath, type FieldPath, objectFieldInto, rootFieldPath, turnFieldPath } from './leaf-paths.js';
import { roleLanes, xorObjectLeaves, zoneLanes } from './object-hash.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

type RootLeafKey = Exclude<keyof GameState, 'objects' | 'seats' | 'battlefields' | 'sides' | 'turn' | 'hash'>;

/** The hash of the last finished draft, as hex and lanes (see the constructor). */
let finishedHex = '';
let finishedA = 0;
let finishedB = 0;

/** Slots of `OBJECT_KEYS` (leaf-paths.ts), in its order. */
const SLOT_ID = 0;
const SLOT_CARD = 1;
const SLOT_OWNER = 2;
const SLOT_CONTROLLER = 3;
const SLOT_ZONE = 4;
const SLOT_BF = 5;
const SLOT_STAMP = 6;
const SLOT_EXHAUSTED = 7;
const SLOT_DAMAGE = 8;
const SLOT_BUFFS = 9;
const SLOT_STUNNED = 10;
const SLOT_ROLE = 11;
const SLOT_SINCE = 12;
const SLOT_HIDDEN_TURN = 13;
const SLOT_TOKEN = 14;

/*
 * Copies of the state's records, written out field by field: a spread of a record this size is a
 * generic copy in V8, several times slower than a literal, and these run on every write.
 */
function copyRoot(base: GameState): Mutable<GameState> {
  const root: Mutable<GameState> = {
    schema: base.schema,
    gameId: base.gameId,
    mode: base.mode,
    status: base.status,
    turnOrder: base.turnOrder,
    seats: base.seats,
    sides: base.sides,
    objects: base.objects,
    battlefields: base.battlefields,
    turn: base.turn,
    chain: base.chain,
    chainState: base.chainState,
    showdown: base.showdown,
    combat: base.combat,
    effects: base.effects,
    triggers: base.triggers,
    pending: base.pending,
    result: base.result,
    rng: base.rng,
    nextId: base.nextId,
    clock: base.clock,
    seq: base.seq,
    hash: base.hash,
  };
  if (base.extraTurns !== undefined) root.extraTurns = base.extraTurns;
  return root;
}

function copySeat(seat: SeatState): SeatState {
  return {
    seat: seat.seat,
    identity: seat.identity,
    legend: seat.legend,
    championZone: seat.championZone,
    mainDeck: seat.mainDeck,
    runeDeck: seat.runeDeck,
    hand: seat.hand,
    trash: seat.trash,
    banishment: seat.banishment,
    setAside: seat.setAside,
    base: seat.base,
    runes: seat.runes,
    pool: seat.pool,
    cardsPlayed: seat.cardsPlayed,
    unitsDied: seat.unitsDied,
    turnsTaken: seat.turnsTaken,
    removed: seat.removed,
  };
}

function copyBattlefield(bf: BattlefieldState): BattlefieldState {
  return {
    index: bf.index,
    card: bf.card,
    owner: bf.owner,
    controller: bf.controller,
    contestedBy: bf.contestedBy,
    units: bf.units,
    facedown: bf.facedown,
  };
}

function copyTurn(turn: TurnState): TurnState {
  return { number: turn.number, seat: turn.seat, phase: turn.phase, scored: turn.scored, controlAtStart: turn.controlAtStart };
}

export class Draft {
  private readonly root: Mutable<GameState>;
  private objectsOwned = false;
  private seatsOwned = false;
  private sidesOwned = false;
  private battlefieldsOwned = false;
  private turnOwned = false;
  /** Owned seats, sides and battlefields by index (few of each, so plain arrays). */
  private readonly ownedSeats: boolean[] = [];
  private readonly ownedSides: boolean[] = [];
  private readonly ownedBattlefields: boolean[] = [];
  private a: number;
  private b: number;
  private hex = '';
  private hexA = 0;
  private hexB = 0;
  private readonly path: Acc = { a: 0, b: 0 };
  private readonly leaf: Acc = { a: 0, b: 0 };

  constructor(base: GameState) {
    this.root = copyRoot(base);
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

  /** The hash as hex. The last one made is kept: an apply ends with the hash of its last event. */
  get hash(): string {
    if (this.a !== this.hexA || this.b !== this.hexB || this.hex === '') {
      this.hex = lanesToHex(this.a, this.b);
      this.hexA = this.a;
      this.hexB = this.b;
    }
    return this.hex;
  }

  hashEquals(a: number, b: number): boolean {
    return this.a === (a | 0) && this.b === (b | 0);
  }

  /** Replaces the whole state (the `GameCreated` event); the hash is recomputed by the caller. */
  replaceAll(next: GameState, hash: string): void {
    Object.assign(this.root, next);
    this.objectsOwned = this.seatsOwned = this.sidesOwned = this.battlefieldsOwned = this.turnOwned = false;
    this.ownedSeats.length = 0;
    this.ownedSides.length = 0;
    this.ownedBattlefields.length = 0;
    [this.a, this.b] = hexToLanes(hash);
  }

  /** XORs out the old leaf at (pathA, pathB) and XORs in the new one, both hashed into `leaf`. */
  private xorLeaf(pathA: number, pathB: number, oldA: number, oldB: number, newA: number, newB: number): void {
    this.a = this.a ^ finalize(mix(pathA, oldA)) ^ finalize(mix(pathA, newA));
    this.b = this.b ^ finalize(mix(pathB, oldB)) ^ finalize(mix(pathB, newB));
  }

  /** One leaf of any value at a list element's path (undefined = absent, contributing nothing). */
  private swapValue(pathA: number, pathB: number, before: unknown, after: unknown): void {
    const leaf = this.leaf;
    let delta = 0;
    let deltaB = 0;
    if (before !== undefined) {
      valueInto(before, leaf);
      delta = finalize(mix(pathA, leaf.a));
      deltaB = finalize(mix(pathB, leaf.b));
    }
    if (after !== undefined) {
      valueInto(after, leaf);
      delta ^= finalize(mix(pathA, leaf.a));
      deltaB ^= finalize(mix(pathB, leaf.b));
    }
    this.a ^= delta;
    this.b ^= deltaB;
  }

  /** A field write; zone lists are compared element by element (see `LIST_KEYS`). */
  private swapField(field: FieldPath, before: unknown, after: unknown): void {
    if (!field.list || !Array.isArray(before) || !Array.isArray(after)) {
      const leaf = this.leaf;
      field.leafInto(before, leaf);
      const oldA = leaf.a;
      const oldB = leaf.b;
      field.leafInto(after, leaf);
      this.a = this.a ^ oldA ^ leaf.a;
      this.b = this.b ^ oldB ^ leaf.b;
      return;
    }
    const at = this.path;
    const length = before.length > after.length ? before.length : after.length;
    for (let i = 0; i < length; i++) {
      const old: unknown = before[i];
      const now: unknown = after[i];
      if (old === now) continue;
      field.elementPathInto(i, at);
      // Zone lists hold object ids; anything else goes through the generic hash.
      if ((typeof old === 'number' || old === undefined) && (typeof now === 'number' || now === undefined)) this.swapElement(at.a, at.b, old, now);
      else this.swapValue(at.a, at.b, old, now);
    }
  }

  /** One element of a zone list: an object id, or undefined beyond the end of the list. */
  private swapElement(pathA: number, pathB: number, before: number | undefined, after: number | undefined): void {
    const leaf = this.leaf;
    let deltaA = 0;
    let deltaB = 0;
    if (before !== undefined) {
      numberInto(before, leaf);
      deltaA = finalize(mix(pathA, leaf.a));
      deltaB = finalize(mix(pathB, leaf.b));
    }
    if (after !== undefined) {
      numberInto(after, leaf);
      deltaA ^= finalize(mix(pathA, leaf.a));
      deltaB ^= finalize(mix(pathB, leaf.b));
    }
    this.a ^= deltaA;
    this.b ^= deltaB;
  }

  private swapNumber(id: number, slot: number, before: number, after: number): void {
    const at = this.path;
    objectFieldInto(id, slot, at);
    const leaf = this.leaf;
    numberInto(before, leaf);
    const oldA = leaf.a;
    const oldB = leaf.b;
    numberInto(after, leaf);
    this.xorLeaf(at.a, at.b, oldA, oldB, leaf.a, leaf.b);
  }

  private swapBoolean(id: number, slot: number, after: boolean): void {
    const at = this.path;
    objectFieldInto(id, slot, at);
    if (after) this.xorLeaf(at.a, at.b, FALSE_A, FALSE_B, TRUE_A, TRUE_B);
    else this.xorLeaf(at.a, at.b, TRUE_A, TRUE_B, FALSE_A, FALSE_B);
  }

  private swapLanes(id: number, slot: number, before: Lanes, after: Lanes): void {
    const at = this.path;
    objectFieldInto(id, slot, at);
    this.xorLeaf(at.a, at.b, before[0], before[1], after[0], after[1]);
  }

  /** Every field of one object (created or removed: all of them change). */
  private swapWhole(id: number, object: GameObject): void {
    const acc = this.path;
    acc.a = this.a;
    acc.b = this.b;
    xorObjectLeaves(acc, id, object);
    this.a = acc.a;
    this.b = acc.b;
  }

  /** Objects are hashed field by field (their fields are primitives), so changing one field
   * costs one field. */
  private swapObject(id: number, before: GameObject | null, after: GameObject | null): void {
    if (before === null || after === null) {
      if (before) this.swapWhole(id, before);
      if (after) this.swapWhole(id, after);
      return;
    }
    if (before.id !== after.id) this.swapNumber(id, SLOT_ID, before.id, after.id);
    if (before.card !== after.card) this.swapLanes(id, SLOT_CARD, hashString(before.card), hashString(after.card));
    if (before.owner !== after.owner) this.swapNumber(id, SLOT_OWNER, before.owner, after.owner);
    if (before.controller !== after.controller) this.swapNumber(id, SLOT_CONTROLLER, before.controller, after.controller);
    if (before.zone !== after.zone) this.swapLanes(id, SLOT_ZONE, zoneLanes(before.zone), zoneLanes(after.zone));
    if (before.bf !== after.bf) this.swapNumber(id, SLOT_BF, before.bf, after.bf);
    if (before.stamp !== after.stamp) this.swapNumber(id, SLOT_STAMP, before.stamp, after.stamp);
    if (before.exhausted !== after.exhausted) this.swapBoolean(id, SLOT_EXHAUSTED, after.exhausted);
    if (before.damage !== after.damage) this.swapNumber(id, SLOT_DAMAGE, before.damage, after.damage);
    if (before.buffs !== after.buffs) this.swapNumber(id, SLOT_BUFFS, before.buffs, after.buffs);
    if (before.stunned !== after.stunned) this.swapBoolean(id, SLOT_STUNNED, after.stunned);
    if (before.role !== after.role) this.swapLanes(id, SLOT_ROLE, roleLanes(before.role), roleLanes(after.role));
    if (before.since !== after.since) this.swapNumber(id, SLOT_SINCE, before.since, after.since);
    if (before.hiddenTurn !== after.hiddenTurn) this.swapNumber(id, SLOT_HIDDEN_TURN, before.hiddenTurn, after.hiddenTurn);
    if (before.token !== after.token) this.swapBoolean(id, SLOT_TOKEN, after.token);
  }

  setRoot<K extends RootLeafKey>(key: K, value: GameState[K]): void {
    // The event counter is outside the hash (see `CONTAINER_KEYS`).
    if (key === 'seq') {
      this.root.seq = value as number;
      return;
    }
    const before = this.root[key];
    if (before === value) return;
    this.swapField(rootFieldPath(key), before, value);
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
      this.root.seats = this.root.seats.slice();
      this.seatsOwned = true;
    }
    const seats = this.root.seats as SeatState[];
    let target = current;
    if (this.ownedSeats[index] !== true) {
      target = copySeat(current);
      seats[index] = target;
      this.ownedSeats[index] = true;
    }
    this.swapField(containerFieldPath('seat', index, key), current[key], value);
    (target as Mutable<SeatState>)[key] = value;
  }

  setSide<K extends keyof SideState>(index: number, key: K, value: SideState[K]): void {
    const current = this.root.sides[index];
    if (!current) throw new Error(`no side ${index}`);
    if (current[key] === value) return;
    if (!this.sidesOwned) {
      this.root.sides = this.root.sides.slice();
      this.sidesOwned = true;
    }
    const sides = this.root.sides as SideState[];
    let target = current;
    if (this.ownedSides[index] !== true) {
      target = { ...current };
      sides[index] = target;
      this.ownedSides[index] = true;
    }
    this.swapField(containerFieldPath('side', index, key), current[key], value);
    (target as Mutable<SideState>)[key] = value;
  }

  setBattlefield<K extends keyof BattlefieldState>(index: number, key: K, value: BattlefieldState[K]): void {
    const current = this.root.battlefields[index];
    if (!current) throw new Error(`no battlefield ${index}`);
    if (current[key] === value) return;
    if (!this.battlefieldsOwned) {
      this.root.battlefields = this.root.battlefields.slice();
      this.battlefieldsOwned = true;
    }
    const battlefields = this.root.battlefields as BattlefieldState[];
    let target = current;
    if (this.ownedBattlefields[index] !== true) {
      target = copyBattlefield(current);
      battlefields[index] = target;
      this.ownedBattlefields[index] = true;
    }
    this.swapField(containerFieldPath('battlefield', index, key), current[key], value);
    (target as Mutable<BattlefieldState>)[key] = value;
  }

  setTurn<K extends keyof TurnState>(key: K, value: TurnState[K]): void {
    const current = this.root.turn;
    if (current[key] === value) return;
    let target = current;
    if (!this.turnOwned) {
      target = copyTurn(current);
      this.root.turn = target;
      this.turnOwned = true;
    }
    this.swapField(turnFieldPath(key), current[key], value);
    (target as Mutable<TurnState>)[key] = value;
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
