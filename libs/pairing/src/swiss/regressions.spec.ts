import { describe, expect, it } from 'vitest';
import { defaultSwissConfig } from '../model/config.js';
import type { RoundRecord } from '../model/round-record.js';
import { maximumWeightMatching } from '../matching/max-weight-matching.js';
import { computeStandings } from '../standings/compute-standings.js';
import { runSwissEvent } from '../testing/run-swiss-event.js';
import { type SimulatedPlayer, simulatedPlayers } from '../testing/simulation.js';
import { pairSwissRound } from './pair-swiss-round.js';
import type { SwissPairing } from './swiss.types.js';

const players = (count: number, seed: string): SimulatedPlayer[] => simulatedPlayers(count, seed);
const byeHolders = (pairings: readonly SwissPairing[]): string[] => pairings.flatMap((p) => p.byes.map((b) => b.entrant));

/** The failures the peer library (tournament-organizer) shows in small events, as regressions. */
describe('small events the peer library gets wrong', () => {
  it('pairs 4 players in round 4, when every pair has met, with the fewest rematches', () => {
    const history: RoundRecord[] = [
      ['A', 'B', 'C', 'D'],
      ['A', 'C', 'B', 'D'],
      ['A', 'D', 'B', 'C'],
    ].flatMap(([a, b, c, d], index): RoundRecord[] => [
      { kind: 'duel', round: index + 1, entrants: [a as string, b as string], gameWins: [2, 0], gameDraws: 0 },
      { kind: 'duel', round: index + 1, entrants: [c as string, d as string], gameWins: [2, 1], gameDraws: 0 },
    ]);
    const result = pairSwissRound({
      round: 4,
      entrants: ['A', 'B', 'C', 'D'].map((id) => ({ id })),
      history,
      config: defaultSwissConfig,
      seed: 'four',
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.tables).toHaveLength(2);
    expect(result.value.byes).toEqual([]);
    const rematches = result.value.relaxations.filter((relaxation) => relaxation.code === 'pairing/rematch');
    expect(rematches).toHaveLength(2);
    // A won every round, so A sits at table 1.
    expect(result.value.tables[0]?.entrants[0]).toBe('A');
  });

  it('gives 5 players over 5 rounds exactly one bye each, one per round', () => {
    const run = runSwissEvent({ players: players(5, 'five'), rounds: 5, seed: 'five' });
    expect(run.pairings.map((pairing) => pairing.byes.length)).toEqual([1, 1, 1, 1, 1]);
    expect(new Set(byeHolders(run.pairings)).size).toBe(5);
    expect(run.pairings.flatMap((pairing) => pairing.relaxations).filter((r) => r.code === 'pairing/second_bye')).toEqual([]);
  });

  it('spreads the byes of 9 players over 8 rounds: 8 different entrants, lowest-ranked first', () => {
    const run = runSwissEvent({ players: players(9, 'nine'), rounds: 8, seed: 'nine' });
    const holders = byeHolders(run.pairings);
    expect(holders).toHaveLength(8);
    expect(new Set(holders).size).toBe(8);
    run.pairings.forEach((pairing, index) => {
      const input = run.inputs[index];
      if (!input || !pairing.byes[0]) return;
      // Everyone ranked below the bye holder already had a bye.
      const rows = rankOrder(input.history, input.entrants.map((entrant) => entrant.id));
      const below = rows.slice(rows.indexOf(pairing.byes[0].entrant) + 1);
      const hadBye = new Set(input.history.flatMap((record) => (record.kind === 'bye' ? [record.entrant] : [])));
      expect(below.every((id) => hadBye.has(id))).toBe(true);
    });
  });

  it('pairs 16 players over 9 rounds without rematches and never across a wider gap than unavoidable', () => {
    const run = runSwissEvent({ players: players(16, 'sixteen'), rounds: 9, seed: 'sixteen' });
    const codes = run.pairings.flatMap((pairing) => pairing.relaxations.map((relaxation) => relaxation.code));
    expect(codes.filter((code) => code === 'pairing/rematch')).toEqual([]);
    run.pairings.forEach((pairing, index) => {
      const points = pointsBefore(run.history, index + 1);
      const gap = ([a, b]: readonly [string, string]): number => Math.abs((points.get(a) ?? 0) - (points.get(b) ?? 0));
      const widest = Math.max(...pairing.tables.map((table) => gap(table.entrants)));
      const met = meetingsBefore(run.history, index + 1);
      expect(widest).toBeLessThanOrEqual(narrowestPossibleWidestGap(pairing.tables.flatMap((t) => t.entrants), points, met));
    });
  });
});

/** The smallest G such that a rematch-free pairing exists whose widest gap is at most G. */
function narrowestPossibleWidestGap(ids: readonly string[], points: ReadonlyMap<string, number>, met: ReadonlySet<string>): number {
  const gap = (a: string, b: string): number => Math.abs((points.get(a) ?? 0) - (points.get(b) ?? 0));
  const candidates = [...new Set(ids.flatMap((a) => ids.map((b) => gap(a, b))))].sort((x, y) => x - y);
  for (const limit of candidates) {
    const edges: [number, number, number][] = [];
    ids.forEach((a, i) => ids.forEach((b, j) => {
      if (i < j && gap(a, b) <= limit && !met.has(`${a}|${b}`)) edges.push([i, j, 1]);
    }));
    const mate = maximumWeightMatching(ids.length, edges, { maxCardinality: true });
    if (mate.every((partner) => partner !== -1)) return limit;
  }
  return Infinity;
}

function meetingsBefore(history: readonly RoundRecord[], round: number): Set<string> {
  const met = new Set<string>();
  for (const record of history) {
    if (record.kind !== 'duel' || record.round >= round) continue;
    const [a, b] = record.entrants;
    met.add(`${a}|${b}`).add(`${b}|${a}`);
  }
  return met;
}

function pointsBefore(history: readonly RoundRecord[], round: number): Map<string, number> {
  const points = new Map<string, number>();
  const add = (id: string, value: number): void => void points.set(id, (points.get(id) ?? 0) + value);
  for (const record of history) {
    if (record.round >= round) continue;
    if (record.kind === 'bye') add(record.entrant, 3);
    if (record.kind !== 'duel') continue;
    const [a, b] = record.entrants;
    const [wa, wb] = record.gameWins;
    add(a, wa > wb ? 3 : wa === wb ? 1 : 0);
    add(b, wb > wa ? 3 : wa === wb ? 1 : 0);
  }
  return points;
}

/** Standings order through the given history (default tiebreakers). */
function rankOrder(history: readonly RoundRecord[], ids: readonly string[]): string[] {
  const result = computeStandings({ format: 'swiss', entrants: ids.map((id) => ({ id })), history, config: defaultSwissConfig, seed: 'nine' });
  if (!result.ok) throw new Error(result.error.message);
  return result.value.rows.map((row) => row.entrant);
}
