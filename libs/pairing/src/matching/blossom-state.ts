/**
 * The working state of the primal-dual blossom algorithm (Edmonds; the array layout follows the
 * classic description by Galil, "Efficient algorithms for finding maximum matching in graphs").
 *
 * Vertices are 0..n-1, blossoms n..2n-1. Each edge k has two endpoints, 2k (its first vertex)
 * and 2k+1 (its second); `endpoint[p]` is the vertex at endpoint p and `p ^ 1` is the other end.
 * Dual variables are stored doubled, so that with integer weights every value stays integral:
 * the slack of edge k is `dual[i] + dual[j] - 2 * weight[k]`.
 */
export const LABEL_FREE = 0;
export const LABEL_S = 1;
export const LABEL_T = 2;
/** Temporary mark used while scanning for a blossom base (an S label with the breadcrumb bit). */
export const LABEL_BREADCRUMB = 5;

export interface BlossomState {
  readonly vertexCount: number;
  readonly edgeCount: number;
  readonly endpoint: Int32Array;
  readonly weight: Float64Array;
  /** CSR adjacency: the remote endpoints of the edges at v are neighbourEnds[start[v]..start[v+1]). */
  readonly neighbourStart: Int32Array;
  readonly neighbourEnds: Int32Array;
  /** Remote endpoint of v's matched edge, or -1. */
  readonly mate: Int32Array;
  readonly label: Int8Array;
  readonly labelEnd: Int32Array;
  readonly inBlossom: Int32Array;
  readonly blossomParent: Int32Array;
  readonly blossomChildren: (number[] | null)[];
  readonly blossomBase: Int32Array;
  readonly blossomEndpoints: (number[] | null)[];
  readonly bestEdge: Int32Array;
  readonly blossomBestEdges: (number[] | null)[];
  readonly unusedBlossoms: number[];
  readonly dual: Float64Array;
  readonly allowEdge: Uint8Array;
  readonly queue: number[];
  /** Scratch buffer for addBlossom (best edge towards each neighbouring S-blossom), kept at -1. */
  readonly bestEdgeTo: Int32Array;
}

export function createBlossomState(
  vertexCount: number,
  from: Int32Array,
  to: Int32Array,
  weight: Float64Array,
): BlossomState {
  const edgeCount = weight.length;
  const { endpoint, neighbourStart, neighbourEnds } = adjacency(vertexCount, from, to);
  let maxWeight = 0;
  for (let k = 0; k < edgeCount; k++) maxWeight = Math.max(maxWeight, weight[k] as number);
  const blossomCount = 2 * vertexCount;
  const inBlossom = new Int32Array(vertexCount);
  const blossomBase = new Int32Array(blossomCount).fill(-1);
  for (let v = 0; v < vertexCount; v++) {
    inBlossom[v] = v;
    blossomBase[v] = v;
  }
  const dual = new Float64Array(blossomCount);
  dual.fill(maxWeight, 0, vertexCount);
  const unusedBlossoms: number[] = [];
  for (let b = blossomCount - 1; b >= vertexCount; b--) unusedBlossoms.push(b);
  return {
    vertexCount,
    edgeCount,
    endpoint,
    weight,
    neighbourStart,
    neighbourEnds,
    mate: new Int32Array(vertexCount).fill(-1),
    label: new Int8Array(blossomCount),
    labelEnd: new Int32Array(blossomCount).fill(-1),
    inBlossom,
    blossomParent: new Int32Array(blossomCount).fill(-1),
    blossomChildren: new Array<number[] | null>(blossomCount).fill(null),
    blossomBase,
    blossomEndpoints: new Array<number[] | null>(blossomCount).fill(null),
    bestEdge: new Int32Array(blossomCount).fill(-1),
    blossomBestEdges: new Array<number[] | null>(blossomCount).fill(null),
    unusedBlossoms,
    dual,
    allowEdge: new Uint8Array(edgeCount),
    queue: [],
    bestEdgeTo: new Int32Array(blossomCount).fill(-1),
  };
}

/** Endpoint table and compressed adjacency lists of the edges. */
function adjacency(
  vertexCount: number,
  from: Int32Array,
  to: Int32Array,
): Pick<BlossomState, 'endpoint' | 'neighbourStart' | 'neighbourEnds'> {
  const edgeCount = from.length;
  const endpoint = new Int32Array(2 * edgeCount);
  const neighbourStart = new Int32Array(vertexCount + 1);
  for (let k = 0; k < edgeCount; k++) {
    const u = from[k] as number;
    const v = to[k] as number;
    endpoint[2 * k] = u;
    endpoint[2 * k + 1] = v;
    neighbourStart[u + 1] = (neighbourStart[u + 1] as number) + 1;
    neighbourStart[v + 1] = (neighbourStart[v + 1] as number) + 1;
  }
  for (let v = 0; v < vertexCount; v++) {
    neighbourStart[v + 1] = (neighbourStart[v + 1] as number) + (neighbourStart[v] as number);
  }
  const fill = neighbourStart.slice(0, vertexCount);
  const neighbourEnds = new Int32Array(2 * edgeCount);
  const place = (v: number, p: number): void => {
    const slot = fill[v] as number;
    neighbourEnds[slot] = p;
    fill[v] = slot + 1;
  };
  for (let k = 0; k < edgeCount; k++) {
    place(from[k] as number, 2 * k + 1);
    place(to[k] as number, 2 * k);
  }
  return { endpoint, neighbourStart, neighbourEnds };
}

export function slack(state: BlossomState, k: number): number {
  const { dual, endpoint, weight } = state;
  return (
    (dual[endpoint[2 * k] as number] as number) +
    (dual[endpoint[2 * k + 1] as number] as number) -
    2 * (weight[k] as number)
  );
}

/** Every vertex inside blossom b (b itself when it is a vertex). */
export function blossomLeaves(state: BlossomState, b: number, out: number[] = []): number[] {
  if (b < state.vertexCount) {
    out.push(b);
    return out;
  }
  for (const child of state.blossomChildren[b] ?? []) blossomLeaves(state, child, out);
  return out;
}

/** Python-style index into a cyclic child list (negative indices count from the end). */
export function at(list: readonly number[], index: number): number {
  const n = list.length;
  return list[((index % n) + n) % n] as number;
}

/**
 * How to walk around a blossom's cycle from child `index` to its base (child 0) along the even
 * side: forwards from an odd index, backwards from an even one. `trick` picks which end of each
 * connecting edge to read, depending on the direction.
 */
export function cycleWalk(length: number, index: number): { start: number; step: number; trick: number } {
  return (index & 1) !== 0 ? { start: index - length, step: 1, trick: 0 } : { start: index, step: -1, trick: 1 };
}
