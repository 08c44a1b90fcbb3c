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
import { type Acc, finalize, hexToLanes, lanesToHex, mix, valueInto } from '../hash/hash-value.js';
import type { GameObject } from '../model/game-object.js';
import type { BattlefieldState, GameState, SeatState, SideState, TurnState } from '../model/game-state.js';
import { containerFieldPath, type FieldPath, rootFieldPath, turnFieldPath } from './leaf-paths.js';
import { xorChangedLeaves, xorObjectLeaves } from './object-hash.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

type RootLeafKey = Exclude<keyof GameState, 'objects' | 'seats' | 'battlefields' | 'sides' | 'turn' | 'hash'>;

/** The hash of the last finished draft, as hex and lanes (see the constructor). */
let finishedHex = '';
let finishedA = 0;
let finishedB = 0;

/*
 * Copies of the state's records, written out field by field: a spread of a record this size is a
 * generic copy in V8, several times slower than a literal, and these run on every write.
 */
function copyRoot(base: GameState): Mutable<GameState> {
  const root: { -readonly [K in keyof GameState]-?: GameState[K] | undefined } = {
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
    // The optional fields are always written (absent ones as undefined, which hashes and
    // serializes as absent), so every draft's root has one shape: roots with different sets of
    // keys made every reader of the state polymorphic (deopts on "wrong map" in full-pool games).
    extraTurns: base.extraTurns,
    turnEffects: base.turnEffects,
    keywordGrants: base.keywordGrants,
    movesThisTurn: base.movesThisTurn,
  };
  return root as Mutable<GameState>;
}

function copySeat(seat: SeatState): SeatState {
  // The optional field is always written, as in `copyRoot`: one shape for every copied seat.
  const copy: { -readonly [K in keyof SeatState]-?: SeatState[K] | undefined } = {
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
    chosenChampion: seat.chosenChampion,
  };
  return copy as SeatState;
}

function copyBattlefield(bf: BattlefieldState): BattlefieldState {
  // The optional field is always written, as in `copyRoot`: one shape for every copied battlefield.
  const copy: { -readonly [K in keyof BattlefieldState]-?: BattlefieldState[K] | undefined } = {
    index: bf.index,
    card: bf.card,
    owner: bf.owner,
    controller: bf.controller,
    contestedBy: bf.contestedBy,
    units: bf.units,
    facedown: bf.facedown,
    facedownExtra: bf.facedownExtra,
  };
  return copy as BattlefieldState;
}

function copySide(side: SideState): SideState {
  return { seats: side.seats, points: side.points };
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
      this.swapValue(at.a, at.b, old, now);
    }
  }

  /** Objects are hashed field by field (their fields are primitives): a new or removed object
   * changes all its leaves, a changed one the leaves of the fields it changes. */
  private swapObject(id: number, before: GameObject | null, after: GameObject | null): void {
    const acc = this.path;
    acc.a = this.a;
    acc.b = this.b;
    if (before && after) xorChangedLeaves(acc, id, before, after);
    else {
      if (before) xorObjectLeaves(acc, id, before);
      if (after) xorObjectLeaves(acc, id, after);
    }
    this.a = acc.a;
    this.b = acc.b;
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
      target = copySide(current);
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
