/**
 * The state hash is the XOR of one hash per leaf of the state, each mixed with its path. A leaf
 * is a root field, a field of an object, seat, side, battlefield or the turn, or one element of
 * a zone list (decks, hand, trash, base, runes, battlefield units). Changing one leaf changes the
 * hash by XOR-ing out the old leaf and XOR-ing in the new one, so an event costs the leaves it
 * touches, never a re-serialization of the whole state.
 */
import { type Acc, type Lanes, lanesToHex, leafInto } from '../hash/hash-value.js';
import type { GameState } from '../model/game-state.js';
import { containerPath, type ContainerKind, elementInto, fieldInto, LIST_KEYS, OBJECT_KEYS, objectFieldInto, ROOT_PATH, TURN_PATH } from './leaf-paths.js';

/** Root fields that are containers of leaves rather than leaves themselves, and fields outside
 * the hash: the hash itself, and the event counter (events are checked in order anyway, and
 * leaving it out saves a leaf on every event). */
export const CONTAINER_KEYS: ReadonlySet<string> = new Set(['objects', 'seats', 'battlefields', 'sides', 'turn', 'hash', 'seq']);

/** XOR-s the leaves of one field into `acc` (zone lists element by element). */
export function xorField(acc: Acc, parent: Lanes, key: string, value: unknown, scratch: Acc, leaf: Acc): void {
  fieldInto(parent, key, scratch);
  if (LIST_KEYS.has(key) && Array.isArray(value)) {
    const fieldA = scratch.a;
    const fieldB = scratch.b;
    for (let i = 0; i < value.length; i++) {
      elementInto(fieldA, fieldB, i, scratch);
      leafInto(scratch.a, scratch.b, value[i], leaf);
      acc.a ^= leaf.a;
      acc.b ^= leaf.b;
    }
    return;
  }
  leafInto(scratch.a, scratch.b, value, leaf);
  acc.a ^= leaf.a;
  acc.b ^= leaf.b;
}

function xorRecord(acc: Acc, parent: Lanes, record: object, scratch: Acc, leaf: Acc): void {
  const fields = record as Readonly<Record<string, unknown>>;
  for (const key in fields) xorField(acc, parent, key, fields[key], scratch, leaf);
}

function xorContainers(acc: Acc, kind: ContainerKind, items: readonly (object | null)[], scratch: Acc, leaf: Acc): void {
  items.forEach((item, index) => {
    if (item) xorRecord(acc, containerPath(kind, index), item, scratch, leaf);
  });
}

function xorObjects(acc: Acc, objects: GameState['objects'], scratch: Acc, leaf: Acc): void {
  objects.forEach((object, id) => {
    if (!object) return;
    for (let slot = 0; slot < OBJECT_KEYS.length; slot++) {
      objectFieldInto(id, slot, scratch);
      leafInto(scratch.a, scratch.b, object[OBJECT_KEYS[slot] as keyof typeof object], leaf);
      acc.a ^= leaf.a;
      acc.b ^= leaf.b;
    }
  });
}

/** Hash lanes of a whole state, computed from scratch. */
export function computeStateLanes(state: GameState): Lanes {
  const acc: Acc = { a: 0, b: 0 };
  const scratch: Acc = { a: 0, b: 0 };
  const leaf: Acc = { a: 0, b: 0 };
  const root = state as unknown as Readonly<Record<string, unknown>>;
  for (const key in root) if (!CONTAINER_KEYS.has(key)) xorField(acc, ROOT_PATH, key, root[key], scratch, leaf);
  xorObjects(acc, state.objects, scratch, leaf);
  xorContainers(acc, 'seat', state.seats, scratch, leaf);
  xorContainers(acc, 'side', state.sides, scratch, leaf);
  xorContainers(acc, 'battlefield', state.battlefields, scratch, leaf);
  xorRecord(acc, TURN_PATH, state.turn, scratch, leaf);
  return [acc.a >>> 0, acc.b >>> 0];
}

/** The hash of a state, recomputed from its content (`state.hash` is the incremental copy). */
export function stateHash(state: GameState): string {
  const [a, b] = computeStateLanes(state);
  return lanesToHex(a, b);
}
