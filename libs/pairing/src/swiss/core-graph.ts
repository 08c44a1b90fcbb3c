import { byeCost, pairDownCost, pairDownScales, rematchCost, repeatFloatCost } from './pair-cost.js';
import type { Pool } from './pool.js';
import type { TierBounds, TierName } from './tier-weights.js';

/** Candidate pairs of the exact core, with their cost in every tier. Vertex `core.length` is the bye. */
export interface CoreGraph {
  readonly vertexCount: number;
  readonly from: number[];
  readonly to: number[];
  readonly costs: Readonly<Record<TierName, number[]>>;
  readonly bounds: TierBounds;
}

export interface CoreGraphOptions {
  readonly allowRematches: boolean;
  readonly withByeVertex: boolean;
}

/**
 * All pairs of core entrants except rematches (unless allowed) and pairs that would jump over a
 * large score group: such a group can always take the floater and float one of its own instead,
 * which costs the same steps and a smaller squared gap.
 */
export function buildCoreGraph(pool: Pool, core: readonly number[], large: Uint8Array, options: CoreGraphOptions): CoreGraph {
  const largeBefore = new Int32Array(pool.groupCount + 1);
  for (let g = 0; g < pool.groupCount; g++) largeBefore[g + 1] = (largeBefore[g] as number) + (large[g] as number);
  const scales = pairDownScales(pool);
  const graph = emptyGraph(core.length + (options.withByeVertex ? 1 : 0));
  for (let a = 0; a < core.length; a++) {
    const i = core[a] as number;
    for (let b = a + 1; b < core.length; b++) {
      const j = core[b] as number;
      const gi = pool.group[i] as number;
      const gj = pool.group[j] as number;
      const top = Math.min(gi, gj);
      const bottom = Math.max(gi, gj);
      if (bottom - top >= 2 && (largeBefore[bottom] as number) - (largeBefore[top + 1] as number) > 0) continue;
      const rematch = rematchCost(pool, i, j);
      if (rematch > 0 && !options.allowRematches) continue;
      addEdge(graph, a, b, {
        rematch,
        bye: 0,
        pairDown: pairDownCost(pool, i, j, scales),
        repeatFloat: repeatFloatCost(pool, i, j),
      });
    }
  }
  if (options.withByeVertex) addByeEdges(graph, pool, core);
  return { ...graph, bounds: boundsOf(graph, core.length) };
}

type MutableGraph = Omit<CoreGraph, 'bounds'>;

function emptyGraph(vertexCount: number): MutableGraph {
  return { vertexCount, from: [], to: [], costs: { rematch: [], bye: [], pairDown: [], repeatFloat: [] } };
}

function addEdge(graph: MutableGraph, a: number, b: number, cost: Record<TierName, number>): void {
  graph.from.push(a);
  graph.to.push(b);
  graph.costs.rematch.push(cost.rematch);
  graph.costs.bye.push(cost.bye);
  graph.costs.pairDown.push(cost.pairDown);
  graph.costs.repeatFloat.push(cost.repeatFloat);
}

/** The bye goes to entrants with the fewest byes so far, the lowest-ranked of them preferred. */
function addByeEdges(graph: MutableGraph, pool: Pool, core: readonly number[]): void {
  const byeVertex = core.length;
  let fewest = Infinity;
  for (const i of core) fewest = Math.min(fewest, pool.byes[i] as number);
  core.forEach((i, a) => {
    if ((pool.byes[i] as number) !== fewest) return;
    let below = 0;
    for (let j = i + 1; j < pool.ids.length; j++) if ((pool.byes[j] as number) <= fewest) below++;
    addEdge(graph, a, byeVertex, { rematch: 0, bye: byeCost(pool, i, below), pairDown: 0, repeatFloat: 0 });
  });
}

/**
 * A matching uses each vertex once, so a tier's total is at most half the sum over vertices of
 * their dearest edge in that tier; the bye tier has a single edge in any matching.
 */
function boundsOf(graph: MutableGraph, byeVertex: number): TierBounds {
  const dearest = (costs: readonly number[]): number => {
    const max = new Float64Array(graph.vertexCount);
    costs.forEach((cost, k) => {
      const u = graph.from[k] as number;
      const v = graph.to[k] as number;
      if (cost > (max[u] as number)) max[u] = cost;
      if (cost > (max[v] as number)) max[v] = cost;
    });
    return Math.floor(max.reduce((sum, value) => sum + value, 0) / 2);
  };
  const byeMax = graph.costs.bye.reduce((max, cost, k) => (graph.to[k] === byeVertex ? Math.max(max, cost) : max), 0);
  return {
    rematch: dearest(graph.costs.rematch),
    bye: byeMax,
    pairDown: dearest(graph.costs.pairDown),
    repeatFloat: dearest(graph.costs.repeatFloat),
  };
}
