/** Quality figures of one pairing round, measured the same way for both engines. */
import { maximumWeightMatching } from '@arbiter/pairing';

export interface RoundFigures {
  /** Rematches beyond the fewest any pairing of this round could have had. */
  readonly avoidableRematches: number;
  readonly byes: number;
  /** Byes to entrants who already had one. */
  readonly repeatByes: number;
  /** Score-group steps between the two entrants of each table, summed. */
  readonly pairDowns: number;
  /** Tables whose two entrants had different scores. */
  readonly pairsAcross: number;
  /** Sum over tables of the squared difference in match points. */
  readonly sqGap: number;
}

export interface FieldState {
  readonly points: ReadonlyMap<string, number>;
  readonly met: ReadonlySet<string>;
  /** Byes each entrant had before this round. */
  readonly byes: ReadonlyMap<string, number>;
}

export const meetingKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

export function roundFigures(pairs: readonly (readonly [string, string])[], byes: readonly string[], state: FieldState): RoundFigures {
  const points = (id: string): number => state.points.get(id) ?? 0;
  const present = [...pairs.flat(), ...byes];
  const scores = [...new Set(present.map(points))].sort((a, b) => b - a);
  const group = new Map(scores.map((score, index) => [score, index]));
  let rematches = 0;
  let pairDowns = 0;
  let pairsAcross = 0;
  let sqGap = 0;
  for (const [a, b] of pairs) {
    if (state.met.has(meetingKey(a, b))) rematches++;
    const gap = points(a) - points(b);
    pairDowns += Math.abs((group.get(points(a)) ?? 0) - (group.get(points(b)) ?? 0));
    if (gap !== 0) pairsAcross++;
    sqGap += gap * gap;
  }
  const avoidableRematches = rematches === 0 ? 0 : Math.max(0, rematches - fewestRematches(present, state));
  const repeatByes = byes.filter((id) => (state.byes.get(id) ?? 0) > 0).length;
  return { avoidableRematches, byes: byes.length, repeatByes, pairDowns, pairsAcross, sqGap };
}

/**
 * The fewest rematches any pairing of `ids` needs without an avoidable second bye (issue 4: a
 * second bye only once rematches cannot help): pair as many as possible over rematch-free edges
 * (maximum-cardinality matching; with an odd count a bye vertex joins, open to the entrants with
 * the fewest byes), and every entrant left over must meet someone again.
 */
function fewestRematches(ids: readonly string[], state: FieldState): number {
  const odd = ids.length % 2 === 1;
  const byeVertex = ids.length;
  const fewestByes = Math.min(...ids.map((id) => state.byes.get(id) ?? 0));
  const edges: [number, number, number][] = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      if (!state.met.has(meetingKey(ids[i] as string, ids[j] as string))) edges.push([i, j, 1]);
    }
    if (odd && (state.byes.get(ids[i] as string) ?? 0) === fewestByes) edges.push([i, byeVertex, 1]);
  }
  const mate = maximumWeightMatching(ids.length + (odd ? 1 : 0), edges, { maxCardinality: true });
  const unmatched = mate.reduce((count, partner) => count + (partner === -1 ? 1 : 0), 0);
  return unmatched / 2;
}
