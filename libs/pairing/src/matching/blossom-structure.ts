import { assignLabel } from './blossom-labels.js';
import {
  type BlossomState,
  LABEL_FREE,
  LABEL_S,
  LABEL_T,
  at,
  blossomLeaves,
  cycleWalk,
  slack,
} from './blossom-state.js';

/** Contracts the odd cycle closed by edge k (between two S-vertices of one tree) into a blossom. */
export function addBlossom(state: BlossomState, base: number, k: number): void {
  const b = state.unusedBlossoms.pop();
  if (b === undefined) throw new Error('blossom invariant broken: no free blossom slot');
  const bb = state.inBlossom[base] as number;
  state.blossomBase[b] = base;
  state.blossomParent[b] = -1;
  state.blossomParent[bb] = b;
  const { children, ends } = traceCycle(state, b, bb, k);
  state.blossomChildren[b] = children;
  state.blossomEndpoints[b] = ends;
  state.label[b] = LABEL_S;
  state.labelEnd[b] = state.labelEnd[bb] as number;
  state.dual[b] = 0;
  for (const leaf of blossomLeaves(state, b)) {
    if (state.label[state.inBlossom[leaf] as number] === LABEL_T) state.queue.push(leaf);
    state.inBlossom[leaf] = b;
  }
  collectBestEdges(state, b, children);
}

/**
 * The sub-blossoms around the cycle, starting at the base, and the endpoints that join them:
 * up the tree from the edge's first vertex to the base, then down from its second vertex.
 */
function traceCycle(state: BlossomState, b: number, bb: number, k: number): { children: number[]; ends: number[] } {
  const { endpoint, inBlossom, labelEnd, blossomParent } = state;
  let bv = inBlossom[endpoint[2 * k] as number] as number;
  let bw = inBlossom[endpoint[2 * k + 1] as number] as number;
  const children: number[] = [];
  const ends: number[] = [];
  while (bv !== bb) {
    blossomParent[bv] = b;
    children.push(bv);
    ends.push(labelEnd[bv] as number);
    bv = inBlossom[endpoint[labelEnd[bv] as number] as number] as number;
  }
  children.push(bb);
  children.reverse();
  ends.reverse();
  ends.push(2 * k);
  while (bw !== bb) {
    blossomParent[bw] = b;
    children.push(bw);
    ends.push((labelEnd[bw] as number) ^ 1);
    bw = inBlossom[endpoint[labelEnd[bw] as number] as number] as number;
  }
  return { children, ends };
}

/** Keeps, for the new blossom, the least-slack edge towards every other S-blossom. */
function collectBestEdges(state: BlossomState, b: number, children: readonly number[]): void {
  const { bestEdgeTo, endpoint, inBlossom } = state;
  const touched: number[] = [];
  const consider = (k: number): void => {
    let j = endpoint[2 * k + 1] as number;
    if (inBlossom[j] === b) j = endpoint[2 * k] as number;
    const bj = inBlossom[j] as number;
    if (bj === b || state.label[bj] !== LABEL_S) return;
    const current = bestEdgeTo[bj] as number;
    if (current === -1) touched.push(bj);
    if (current === -1 || slack(state, k) < slack(state, current)) bestEdgeTo[bj] = k;
  };
  for (const child of children) {
    const stored = state.blossomBestEdges[child];
    if (stored) {
      for (const k of stored) consider(k);
    } else {
      for (const leaf of blossomLeaves(state, child)) {
        const end = state.neighbourStart[leaf + 1] as number;
        for (let i = state.neighbourStart[leaf] as number; i < end; i++) {
          consider((state.neighbourEnds[i] as number) >> 1);
        }
      }
    }
    state.blossomBestEdges[child] = null;
    state.bestEdge[child] = -1;
  }
  const best: number[] = [];
  let bestEdge = -1;
  for (const target of touched) {
    const k = bestEdgeTo[target] as number;
    bestEdgeTo[target] = -1;
    best.push(k);
    if (bestEdge === -1 || slack(state, k) < slack(state, bestEdge)) bestEdge = k;
  }
  state.blossomBestEdges[b] = best;
  state.bestEdge[b] = bestEdge;
}

/** Dissolves blossom b into its children; mid-stage, relabels the children of a T-blossom. */
export function expandBlossom(state: BlossomState, b: number, endStage: boolean): void {
  const children = state.blossomChildren[b];
  if (!children) throw new Error('blossom invariant broken: expanding a non-blossom');
  for (const child of children) {
    state.blossomParent[child] = -1;
    if (child < state.vertexCount) {
      state.inBlossom[child] = child;
    } else if (endStage && state.dual[child] === 0) {
      expandBlossom(state, child, endStage);
    } else {
      for (const leaf of blossomLeaves(state, child)) state.inBlossom[leaf] = child;
    }
  }
  if (!endStage && state.label[b] === LABEL_T) relabelExpandedT(state, b, children);
  state.label[b] = -1;
  state.labelEnd[b] = -1;
  state.blossomChildren[b] = null;
  state.blossomEndpoints[b] = null;
  state.blossomBase[b] = -1;
  state.blossomBestEdges[b] = null;
  state.bestEdge[b] = -1;
  state.unusedBlossoms.push(b);
}

/**
 * After a T-blossom is expanded mid-stage, the even-length path from the child it was entered
 * through to its base keeps alternating T/S labels; children off that path become free again
 * unless one of their vertices was already reached from outside.
 */
function relabelExpandedT(state: BlossomState, b: number, children: readonly number[]): void {
  const { endpoint, label, labelEnd, inBlossom } = state;
  const ends = state.blossomEndpoints[b] as number[];
  const entryChild = inBlossom[endpoint[(labelEnd[b] as number) ^ 1] as number] as number;
  const { start, step, trick } = cycleWalk(children.length, children.indexOf(entryChild));
  let j = start;
  let p = labelEnd[b] as number;
  while (j !== 0) {
    label[endpoint[p ^ 1] as number] = LABEL_FREE;
    label[endpoint[at(ends, j - trick) ^ trick ^ 1] as number] = LABEL_FREE;
    assignLabel(state, endpoint[p ^ 1] as number, LABEL_T, p);
    state.allowEdge[at(ends, j - trick) >> 1] = 1;
    j += step;
    p = at(ends, j - trick) ^ trick;
    state.allowEdge[p >> 1] = 1;
    j += step;
  }
  const bv = at(children, j);
  label[endpoint[p ^ 1] as number] = LABEL_T;
  label[bv] = LABEL_T;
  labelEnd[endpoint[p ^ 1] as number] = p;
  labelEnd[bv] = p;
  state.bestEdge[bv] = -1;
  j += step;
  while (at(children, j) !== entryChild) {
    relabelOffPathChild(state, at(children, j));
    j += step;
  }
}

function relabelOffPathChild(state: BlossomState, bv: number): void {
  if (state.label[bv] === LABEL_S) return;
  let reached = -1;
  for (const v of blossomLeaves(state, bv)) {
    if (state.label[v] !== LABEL_FREE) {
      reached = v;
      break;
    }
  }
  if (reached === -1) return;
  state.label[reached] = LABEL_FREE;
  const baseMate = state.mate[state.blossomBase[bv] as number] as number;
  state.label[state.endpoint[baseMate] as number] = LABEL_FREE;
  assignLabel(state, reached, LABEL_T, state.labelEnd[reached] as number);
}
