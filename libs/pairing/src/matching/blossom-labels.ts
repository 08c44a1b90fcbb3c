import {
  type BlossomState,
  LABEL_BREADCRUMB,
  LABEL_S,
  LABEL_T,
  blossomLeaves,
} from './blossom-state.js';

/**
 * Labels the top-level blossom of vertex w with S or T, reached through endpoint p. A T-blossom
 * is always matched, so its mate's blossom becomes S; S-vertices join the scan queue.
 */
export function assignLabel(state: BlossomState, w: number, label: number, p: number): void {
  const b = state.inBlossom[w] as number;
  state.label[w] = label;
  state.label[b] = label;
  state.labelEnd[w] = p;
  state.labelEnd[b] = p;
  state.bestEdge[w] = -1;
  state.bestEdge[b] = -1;
  if (label === LABEL_S) {
    for (const v of blossomLeaves(state, b)) state.queue.push(v);
    return;
  }
  if (label === LABEL_T) {
    const base = state.blossomBase[b] as number;
    const mateEnd = state.mate[base] as number;
    if (mateEnd < 0) throw new Error('blossom invariant broken: T-blossom base is unmatched');
    assignLabel(state, state.endpoint[mateEnd] as number, LABEL_S, mateEnd ^ 1);
  }
}

/**
 * Walks up the alternating trees from v and w in turns. Returns the base of the new blossom when
 * both paths meet, or -1 when they end in two different roots (an augmenting path).
 */
export function scanBlossom(state: BlossomState, v0: number, w0: number): number {
  const { label, labelEnd, inBlossom, blossomBase, endpoint } = state;
  const path: number[] = [];
  let base = -1;
  let v = v0;
  let w = w0;
  while (v !== -1 || w !== -1) {
    let b = inBlossom[v] as number;
    if (((label[b] as number) & 4) !== 0) {
      base = blossomBase[b] as number;
      break;
    }
    path.push(b);
    label[b] = LABEL_BREADCRUMB;
    if ((labelEnd[b] as number) === -1) {
      v = -1;
    } else {
      v = endpoint[labelEnd[b] as number] as number;
      b = inBlossom[v] as number;
      v = endpoint[labelEnd[b] as number] as number;
    }
    if (w !== -1) {
      const swap = v;
      v = w;
      w = swap;
    }
  }
  for (const b of path) label[b] = LABEL_S;
  return base;
}
