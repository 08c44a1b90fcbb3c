import { createBlossomState } from '../matching/blossom-state.js';
import { solveMatching } from '../matching/max-weight-matching.js';
import { type CoreGraph, type CoreGraphOptions, buildCoreGraph } from './core-graph.js';
import type { Pool } from './pool.js';
import { type TierName, tierNames, tierWeights } from './tier-weights.js';

export interface CoreSolution {
  /** Pairs of pool indices. */
  readonly pairs: [number, number][];
  /** Pool index of the entrant that got the bye vertex, or -1. */
  readonly bye: number;
  /** Whether every core entrant (and the bye vertex) was matched. */
  readonly perfect: boolean;
  readonly ignoredTiers: readonly TierName[];
}

/** Minimum-cost perfect matching of the core: strict tiers encoded as integer weights. */
export function solveCore(pool: Pool, core: readonly number[], large: Uint8Array, options: CoreGraphOptions): CoreSolution {
  const graph = buildCoreGraph(pool, core, large, options);
  const { weights, ceiling, ignored } = tierWeights(graph.bounds);
  const edgeCount = graph.from.length;
  const weight = new Float64Array(edgeCount);
  for (let k = 0; k < edgeCount; k++) weight[k] = ceiling - edgeCost(graph, k, weights);
  const state = createBlossomState(graph.vertexCount, Int32Array.from(graph.from), Int32Array.from(graph.to), weight);
  const mate = solveMatching(state, { maxCardinality: true, greedyStart: true });
  const pairs: [number, number][] = [];
  let bye = -1;
  let perfect = true;
  for (let a = 0; a < graph.vertexCount; a++) {
    const b = mate[a] as number;
    if (b === -1) perfect = false;
    if (b <= a) continue;
    if (b === core.length) bye = core[a] as number;
    else pairs.push([core[a] as number, core[b] as number]);
  }
  return { pairs, bye, perfect, ignoredTiers: ignored };
}

function edgeCost(graph: CoreGraph, k: number, weights: Readonly<Record<TierName, number>>): number {
  let cost = 0;
  for (const tier of tierNames) cost += weights[tier] * (graph.costs[tier][k] as number);
  return cost;
}
