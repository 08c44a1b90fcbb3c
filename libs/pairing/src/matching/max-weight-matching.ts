import { augmentMatching } from './blossom-augment.js';
import { applyDualStep, chooseDualStep } from './blossom-duals.js';
import { assignLabel, scanBlossom } from './blossom-labels.js';
import {
  type BlossomState,
  LABEL_FREE,
  LABEL_S,
  LABEL_T,
  createBlossomState,
  slack,
} from './blossom-state.js';
import { addBlossom, expandBlossom } from './blossom-structure.js';

/** An undirected edge between vertices `u` and `v` (0-based) with an integer weight. */
export type MatchingEdge = readonly [u: number, v: number, weight: number];

export interface MatchingOptions {
  /** Among maximum-cardinality matchings, find one of maximum weight (default false). */
  readonly maxCardinality?: boolean;
  /**
   * Start from a greedy matching over the edges of maximum weight. Exact either way; it only
   * saves the stages that would find those obvious pairs one by one.
   */
  readonly greedyStart?: boolean;
}

/**
 * Maximum-weight matching in a general graph by Edmonds' blossom algorithm in its primal-dual
 * form, O(n³). Exact for integer weights whose doubled sums stay below 2^53. Returns `mate`,
 * where `mate[v]` is v's partner or -1.
 */
export function maximumWeightMatching(
  vertexCount: number,
  edges: readonly MatchingEdge[],
  options: MatchingOptions = {},
): Int32Array {
  const from = new Int32Array(edges.length);
  const to = new Int32Array(edges.length);
  const weight = new Float64Array(edges.length);
  edges.forEach(([u, v, w], k) => {
    if (u === v || u < 0 || v < 0 || u >= vertexCount || v >= vertexCount) {
      throw new RangeError(`edge ${k} (${u}, ${v}) does not join two distinct vertices`);
    }
    from[k] = u;
    to[k] = v;
    weight[k] = w;
  });
  return solveMatching(createBlossomState(vertexCount, from, to, weight), options);
}

/** Same as {@link maximumWeightMatching} on edges already laid out in typed arrays. */
export function solveMatching(state: BlossomState, options: MatchingOptions = {}): Int32Array {
  const maxCardinality = options.maxCardinality ?? false;
  if (options.greedyStart) matchTightEdgesGreedily(state);
  for (let stage = 0; stage < state.vertexCount; stage++) {
    if (!runStage(state, maxCardinality)) break;
    expandZeroDualBlossoms(state);
  }
  const partner = new Int32Array(state.vertexCount).fill(-1);
  for (let v = 0; v < state.vertexCount; v++) {
    const p = state.mate[v] as number;
    if (p >= 0) partner[v] = state.endpoint[p] as number;
  }
  return partner;
}

/** One stage: grow alternating trees from all free vertices until an augmentation or the end. */
function runStage(state: BlossomState, maxCardinality: boolean): boolean {
  resetLabels(state);
  for (let v = 0; v < state.vertexCount; v++) {
    if (state.mate[v] === -1 && state.label[state.inBlossom[v] as number] === LABEL_FREE) {
      assignLabel(state, v, LABEL_S, -1);
    }
  }
  for (;;) {
    if (scanQueue(state)) return true;
    const step = chooseDualStep(state, maxCardinality);
    applyDualStep(state, step.delta);
    if (step.kind === 1) return false;
    if (step.kind === 4) {
      expandBlossom(state, step.target, false);
      continue;
    }
    state.allowEdge[step.target] = 1;
    let i = state.endpoint[2 * step.target] as number;
    if (step.kind === 2 && state.label[state.inBlossom[i] as number] === LABEL_FREE) {
      i = state.endpoint[2 * step.target + 1] as number;
    }
    state.queue.push(i);
  }
}

function resetLabels(state: BlossomState): void {
  state.label.fill(LABEL_FREE);
  state.bestEdge.fill(-1);
  state.blossomBestEdges.fill(null, state.vertexCount);
  state.allowEdge.fill(0);
  state.queue.length = 0;
}

/** Scans S-vertices; returns true once an augmenting path has been applied. */
function scanQueue(state: BlossomState): boolean {
  const { queue, endpoint, inBlossom, label, neighbourStart, neighbourEnds } = state;
  while (queue.length > 0) {
    const v = queue.pop() as number;
    const end = neighbourStart[v + 1] as number;
    for (let i = neighbourStart[v] as number; i < end; i++) {
      const p = neighbourEnds[i] as number;
      const k = p >> 1;
      const w = endpoint[p] as number;
      const bv = inBlossom[v] as number;
      const bw = inBlossom[w] as number;
      if (bv === bw) continue;
      let kslack = 0;
      if (state.allowEdge[k] === 0) {
        kslack = slack(state, k);
        if (kslack <= 0) state.allowEdge[k] = 1;
      }
      if (state.allowEdge[k] === 1) {
        if (followTightEdge(state, v, w, p)) return true;
      } else if (label[bw] === LABEL_S) {
        if (state.bestEdge[bv] === -1 || kslack < slack(state, state.bestEdge[bv] as number)) state.bestEdge[bv] = k;
      } else if (label[w] === LABEL_FREE) {
        if (state.bestEdge[w] === -1 || kslack < slack(state, state.bestEdge[w] as number)) state.bestEdge[w] = k;
      }
    }
  }
  return false;
}

function followTightEdge(state: BlossomState, v: number, w: number, p: number): boolean {
  const bw = state.inBlossom[w] as number;
  if (state.label[bw] === LABEL_FREE) {
    assignLabel(state, w, LABEL_T, p ^ 1);
  } else if (state.label[bw] === LABEL_S) {
    const base = scanBlossom(state, v, w);
    if (base >= 0) {
      addBlossom(state, base, p >> 1);
    } else {
      augmentMatching(state, p >> 1);
      return true;
    }
  } else if (state.label[w] === LABEL_FREE) {
    // w sits inside a T-blossom and is reached from outside for the first time.
    state.label[w] = LABEL_T;
    state.labelEnd[w] = p ^ 1;
  }
  return false;
}

function expandZeroDualBlossoms(state: BlossomState): void {
  for (let b = state.vertexCount; b < 2 * state.vertexCount; b++) {
    if (
      state.blossomParent[b] === -1 &&
      (state.blossomBase[b] as number) >= 0 &&
      state.label[b] === LABEL_S &&
      state.dual[b] === 0
    ) {
      expandBlossom(state, b, true);
    }
  }
}

/** Pairs free vertices along edges of maximum weight: they are tight under the initial duals. */
function matchTightEdgesGreedily(state: BlossomState): void {
  const maxWeight = state.dual[0] ?? 0;
  for (let k = 0; k < state.edgeCount; k++) {
    if (state.weight[k] !== maxWeight) continue;
    const i = state.endpoint[2 * k] as number;
    const j = state.endpoint[2 * k + 1] as number;
    if (state.mate[i] !== -1 || state.mate[j] !== -1) continue;
    state.mate[i] = 2 * k + 1;
    state.mate[j] = 2 * k;
  }
}
