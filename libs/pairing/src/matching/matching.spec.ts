import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MatchingEdge, maximumWeightMatching } from './max-weight-matching.js';

/** Best (cardinality, weight) over all matchings, by plain recursion: the reference answer. */
function bruteForce(n: number, edges: readonly MatchingEdge[], maxCardinality: boolean): [number, number] {
  const weightOf = new Map<string, number>();
  for (const [u, v, w] of edges) {
    const key = u < v ? `${u},${v}` : `${v},${u}`;
    weightOf.set(key, Math.max(weightOf.get(key) ?? -Infinity, w));
  }
  const better = (a: [number, number], b: [number, number]): boolean =>
    maxCardinality ? a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]) : a[1] > b[1];
  const search = (used: number): [number, number] => {
    let first = 0;
    while (first < n && (used & (1 << first)) !== 0) first++;
    if (first >= n) return [0, 0];
    let best = search(used | (1 << first));
    for (let other = first + 1; other < n; other++) {
      const w = weightOf.get(`${first},${other}`);
      if (w === undefined || (used & (1 << other)) !== 0) continue;
      const [count, weight] = search(used | (1 << first) | (1 << other));
      const candidate: [number, number] = [count + 1, weight + w];
      if (better(candidate, best)) best = candidate;
    }
    return best;
  };
  return search(0);
}

function evaluate(mate: Int32Array, edges: readonly MatchingEdge[]): [number, number] {
  let count = 0;
  let weight = 0;
  mate.forEach((partner, v) => {
    if (partner > v) {
      count++;
      weight += Math.max(...edges.filter(([a, b]) => (a === v && b === partner) || (a === partner && b === v)).map(([, , w]) => w));
    }
  });
  return [count, weight];
}

const graphs = fc.integer({ min: 2, max: 9 }).chain((n) =>
  fc.tuple(
    fc.constant(n),
    fc.array(
      fc
        .tuple(fc.nat(n - 1), fc.nat(n - 2), fc.integer({ min: 0, max: 12 }))
        .map(([u, offset, w]): MatchingEdge => [u, (u + 1 + offset) % n, w]),
      { maxLength: 24 },
    ),
  ),
);

describe('maximumWeightMatching', () => {
  it('finds the maximum weight on random graphs (checked against exhaustive search)', () => {
    fc.assert(
      fc.property(graphs, ([n, edges]) => {
        const mate = maximumWeightMatching(n, edges);
        expect(evaluate(mate, edges)[1]).toBe(bruteForce(n, edges, false)[1]);
      }),
      { numRuns: 400 },
    );
  });

  it('finds the heaviest maximum-cardinality matching (checked against exhaustive search)', () => {
    fc.assert(
      fc.property(graphs, fc.boolean(), ([n, edges], greedyStart) => {
        const mate = maximumWeightMatching(n, edges, { maxCardinality: true, greedyStart });
        expect(evaluate(mate, edges)).toEqual(bruteForce(n, edges, true));
      }),
      { numRuns: 400 },
    );
  });

  it('returns a symmetric partner array', () => {
    const mate = maximumWeightMatching(4, [
      [0, 1, 5],
      [1, 2, 11],
      [2, 3, 5],
    ]);
    expect([...mate]).toEqual([-1, 2, 1, -1]);
  });

  it('prefers cardinality over weight when asked (classic 4-path)', () => {
    const edges: MatchingEdge[] = [
      [0, 1, 5],
      [1, 2, 11],
      [2, 3, 5],
    ];
    expect([...maximumWeightMatching(4, edges, { maxCardinality: true })]).toEqual([1, 0, 3, 2]);
  });

  it('handles nested blossoms that must be expanded and relabelled', () => {
    // A blossom that becomes a T-blossom and is expanded mid-stage (van Rantwijk's test graph).
    const edges: MatchingEdge[] = [
      [1, 2, 45], [1, 5, 45], [2, 3, 50], [3, 4, 45], [4, 5, 50],
      [1, 6, 30], [3, 9, 35], [4, 8, 28], [5, 7, 26], [9, 10, 5],
    ];
    const mate = maximumWeightMatching(11, edges);
    expect([...mate]).toEqual([-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9]);
  });

  it('rejects an edge that does not join two distinct vertices', () => {
    expect(() => maximumWeightMatching(2, [[0, 0, 1]])).toThrow(RangeError);
  });
});
