import { type BlossomState, LABEL_FREE, LABEL_S, LABEL_T, slack } from './blossom-state.js';

export type DeltaKind = 1 | 2 | 3 | 4;

export interface DualStep {
  readonly kind: DeltaKind;
  readonly delta: number;
  /** The edge that becomes tight (kinds 2 and 3) or the T-blossom to expand (kind 4). */
  readonly target: number;
}

/**
 * The largest dual change that keeps every edge feasible: the first of (1) a vertex dual reaching
 * zero (only without max-cardinality), (2) an edge from an S-vertex to a free vertex, (3) an edge
 * between two S-blossoms, (4) a T-blossom dual reaching zero.
 */
export function chooseDualStep(state: BlossomState, maxCardinality: boolean): DualStep {
  const { vertexCount, label, inBlossom, bestEdge, blossomParent, blossomBase, dual } = state;
  let kind: DeltaKind | 0 = 0;
  let delta = 0;
  let target = -1;
  if (!maxCardinality) {
    kind = 1;
    delta = minVertexDual(state);
  }
  for (let v = 0; v < vertexCount; v++) {
    const k = bestEdge[v] as number;
    if (label[inBlossom[v] as number] !== LABEL_FREE || k === -1) continue;
    const d = slack(state, k);
    if (kind === 0 || d < delta) [kind, delta, target] = [2, d, k];
  }
  for (let b = 0; b < 2 * vertexCount; b++) {
    const k = bestEdge[b] as number;
    if (blossomParent[b] !== -1 || label[b] !== LABEL_S || k === -1) continue;
    const d = slack(state, k) / 2;
    if (kind === 0 || d < delta) [kind, delta, target] = [3, d, k];
  }
  for (let b = vertexCount; b < 2 * vertexCount; b++) {
    if (blossomBase[b] === -1 || blossomParent[b] !== -1 || label[b] !== LABEL_T) continue;
    const d = dual[b] as number;
    if (kind === 0 || d < delta) [kind, delta, target] = [4, d, b];
  }
  if (kind === 0) {
    // Max-cardinality mode and nothing left to grow: the matching is final.
    return { kind: 1, delta: Math.max(0, minVertexDual(state)), target: -1 };
  }
  return { kind, delta, target };
}

function minVertexDual(state: BlossomState): number {
  let min = Infinity;
  for (let v = 0; v < state.vertexCount; v++) min = Math.min(min, state.dual[v] as number);
  return min;
}

/**
 * S-vertices lose delta and T-vertices gain it (vertex duals are stored doubled); the dual of a
 * top-level S-blossom grows by delta and that of a T-blossom shrinks by it.
 */
export function applyDualStep(state: BlossomState, delta: number): void {
  const { vertexCount, label, inBlossom, dual, blossomBase, blossomParent } = state;
  for (let v = 0; v < vertexCount; v++) {
    const l = label[inBlossom[v] as number];
    if (l === LABEL_S) dual[v] = (dual[v] as number) - delta;
    else if (l === LABEL_T) dual[v] = (dual[v] as number) + delta;
  }
  for (let b = vertexCount; b < 2 * vertexCount; b++) {
    if (blossomBase[b] === -1 || blossomParent[b] !== -1) continue;
    if (label[b] === LABEL_S) dual[b] = (dual[b] as number) + delta;
    else if (label[b] === LABEL_T) dual[b] = (dual[b] as number) - delta;
  }
}
