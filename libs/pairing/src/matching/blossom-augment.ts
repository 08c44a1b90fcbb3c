import { type BlossomState, at, cycleWalk } from './blossom-state.js';

/**
 * Swaps matched and unmatched edges along the even path inside blossom b from vertex v to the
 * base, then rotates the child list so that v's child becomes the new base.
 */
export function augmentBlossom(state: BlossomState, b: number, v: number): void {
  const { endpoint, mate, vertexCount } = state;
  let t = v;
  while (state.blossomParent[t] !== b) t = state.blossomParent[t] as number;
  if (t >= vertexCount) augmentBlossom(state, t, v);
  const children = state.blossomChildren[b] as number[];
  const ends = state.blossomEndpoints[b] as number[];
  const i = children.indexOf(t);
  const { start, step, trick } = cycleWalk(children.length, i);
  let j = start;
  while (j !== 0) {
    j += step;
    t = at(children, j);
    const p = at(ends, j - trick) ^ trick;
    if (t >= vertexCount) augmentBlossom(state, t, endpoint[p] as number);
    j += step;
    t = at(children, j);
    if (t >= vertexCount) augmentBlossom(state, t, endpoint[p ^ 1] as number);
    mate[endpoint[p] as number] = p ^ 1;
    mate[endpoint[p ^ 1] as number] = p;
  }
  state.blossomChildren[b] = [...children.slice(i), ...children.slice(0, i)];
  state.blossomEndpoints[b] = [...ends.slice(i), ...ends.slice(0, i)];
  state.blossomBase[b] = state.blossomBase[(state.blossomChildren[b] as number[])[0] as number] as number;
}

/** Flips the augmenting path through edge k, which joins the roots of two alternating trees. */
export function augmentMatching(state: BlossomState, k: number): void {
  const { endpoint, inBlossom, labelEnd, mate, vertexCount } = state;
  const starts: [number, number][] = [
    [endpoint[2 * k] as number, 2 * k + 1],
    [endpoint[2 * k + 1] as number, 2 * k],
  ];
  for (const [start, firstEnd] of starts) {
    let s = start;
    let p = firstEnd;
    for (;;) {
      const bs = inBlossom[s] as number;
      if (bs >= vertexCount) augmentBlossom(state, bs, s);
      mate[s] = p;
      if (labelEnd[bs] === -1) break;
      const t = endpoint[labelEnd[bs] as number] as number;
      const bt = inBlossom[t] as number;
      s = endpoint[labelEnd[bt] as number] as number;
      const j = endpoint[(labelEnd[bt] as number) ^ 1] as number;
      if (bt >= vertexCount) augmentBlossom(state, bt, j);
      mate[j] = labelEnd[bt] as number;
      p = (labelEnd[bt] as number) ^ 1;
    }
  }
}
