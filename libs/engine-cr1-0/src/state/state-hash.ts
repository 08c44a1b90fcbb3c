/**
 * The state hash is the XOR of one hash per leaf of the state, each mixed with its path. A leaf
 * is a root field, a field of an object, seat, side, battlefield or the turn, or one element of
 * a zone list (decks, hand, trash, base, runes, battlefield units). Changing one leaf changes the
 * hash by XOR-ing out the old leaf and XOR-ing in the new one, so an event costs the leaves it
 * touches, never a re-serialization of the whole state.
 */
import { type Acc, type Lanes, lanesToHex, leafInto } from '../hash/hash-value.js';
import type { GameState } from '../model/game-state.js';
import { containerFieldPath, type ContainerKind, type FieldPath, rootFieldPath, turnFieldPath } from './leaf-paths.js';
import { xorObjectLeaves } from './object-hash.js';

/** Root fields that are containers of leaves rather than leaves themselves, and fields outside
 * the hash: the hash itself, and the event counter (events are checked in order anyway, and
 * leaving it out saves a leaf on every event). */
export const CONTAINER_KEYS: ReadonlySet<string> = new Set(['objects', 'seats', 'battlefields', 'sides', 'turn', 'hash', 'seq']);

/** XOR-s the leaves of one field into `acc` (zone lists element by element). */
function xorField(acc: Acc, field: FieldPath, value: unknown, scratch: Acc, leaf: Acc): void {
  if (field.list && Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      field.elementPathInto(i, scratch);
      leafInto(scratch.a, scratch.b, value[i], leaf);
      acc.a ^= leaf.a;
      acc.b ^= leaf.b;
    }
    return;
  }
  field.leafInto(value, leaf);
  acc.a ^= leaf.a;
  acc.b ^= leaf.b;
}

function xorContainers(acc: Acc, kind: Exclude<ContainerKind, 'object'>, items: readonly (object | null)[], scratch: Acc, leaf: Acc): void {
  for (let index = 0; index < items.length; index++) {
    const fields = items[index] as Readonly<Record<string, unknown>> | null | undefined;
    if (!fields) continue;
    for (const key in fields) xorField(acc, containerFieldPath(kind, index, key), fields[key], scratch, leaf);
  }
}

function xorObjects(acc: Acc, objects: GameState['objects']): void {
  for (let id = 0; id < objects.length; id++) {
    const object = objects[id];
    if (object) xorObjectLeaves(acc, id, object);
  }
}

/** Hash lanes of a whole state, computed from scratch. */
export function computeStateLanes(state: GameState): Lanes {
  const acc: Acc = { a: 0, b: 0 };
  const scratch: Acc = { a: 0, b: 0 };
  const leaf: Acc = { a: 0, b: 0 };
  const root = state as unknown as Readonly<Record<string, unknown>>;
  for (const key in root) if (!CONTAINER_KEYS.has(key)) xorField(acc, rootFieldPath(key), root[key], scratch, leaf);
  xorObjects(acc, state.objects);
  xorContainers(acc, 'seat', state.seats, scratch, leaf);
  xorContainers(acc, 'side', state.sides, scratch, leaf);
  xorContainers(acc, 'battlefield', state.battlefields, scratch, leaf);
  const turn = state.turn as unknown as Readonly<Record<string, unknown>>;
  for (const key in turn) xorField(acc, turnFieldPath(key), turn[key], scratch, leaf);
  return [acc.a | 0, acc.b | 0];
}

/** The hash of a state, recomputed from its content (`state.hash` is the incremental copy). */
export function stateHash(state: GameState): string {
  const [a, b] = computeStateLanes(state);
  return lanesToHex(a, b);
}
