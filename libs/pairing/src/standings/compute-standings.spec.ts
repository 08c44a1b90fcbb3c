import { describe, expect, it } from 'vitest';
import { defaultPodConfig, defaultSwissConfig, defaultWarPodConfig } from '../model/config.js';
import type { Entrant } from '../model/entrant.js';
import type { RoundRecord } from '../model/round-record.js';
import type { TiebreakerId } from '../model/tiebreaker.js';
import { computeStandings } from './compute-standings.js';
import type { Standings } from './standings.types.js';

const duel = (round: number, a: string, b: string, winsA: number, winsB: number, draws = 0): RoundRecord => ({
  kind: 'duel',
  round,
  entrants: [a, b],
  gameWins: [winsA, winsB],
  gameDraws: draws,
});

function standings(entrants: Entrant[], history: RoundRecord[], tiebreakers: TiebreakerId[]): Standings {
  const result = computeStandings({
    format: 'swiss',
    entrants,
    history,
    config: { ...defaultSwissConfig, tiebreakers },
    seed: 'event',
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function tiebreaker(result: Standings, entrant: string, id: TiebreakerId): number {
  const row = result.rows.find((candidate) => candidate.entrant === entrant);
  return row?.tiebreakers.find((value) => value.id === id)?.value ?? Number.NaN;
}

/**
 * The Magic Tournament Rules (appendix C) explain match-win % with three players of an 8-round
 * event: one finished 5-2-1 (16 of 24 points, 0.667); one went 1-3-0 and dropped (3 of 12 is
 * 0.25, raised to the 0.33 floor); one went 3-2-0 counting a first-round bye as a win and dropped
 * (9 of 15, 0.60). Here X met exactly those three (A, B and C) in rounds 1-3 and dropped, so X's
 * OMW% is the average of the three published figures. The game scores are ours, chosen so that
 * game-win % and OGW% can be checked by hand as well.
 */
describe('tiebreakers on the published Magic example', () => {
  const entrants: Entrant[] = [
    { id: 'A' },
    { id: 'B', droppedInRound: 4 },
    { id: 'C', droppedInRound: 5 },
    { id: 'X', droppedInRound: 3 },
    ...Array.from({ length: 13 }, (_, i) => ({ id: `F${i + 1}` })),
  ];
  const history: RoundRecord[] = [
    duel(1, 'X', 'A', 0, 2), duel(1, 'B', 'F1', 0, 2), { kind: 'bye', round: 1, entrant: 'C' },
    duel(2, 'X', 'B', 2, 1), duel(2, 'A', 'F2', 2, 0), duel(2, 'C', 'F3', 2, 1),
    duel(3, 'X', 'C', 1, 2), duel(3, 'A', 'F4', 1, 2), duel(3, 'B', 'F5', 2, 0),
    duel(4, 'A', 'F6', 1, 1, 1), duel(4, 'B', 'F7', 0, 2), duel(4, 'C', 'F8', 0, 2),
    duel(5, 'A', 'F9', 2, 0), duel(5, 'C', 'F10', 1, 2),
    duel(6, 'A', 'F11', 2, 1), duel(7, 'A', 'F12', 2, 0), duel(8, 'A', 'F13', 0, 2),
  ];
  const result = standings(entrants, history, ['omw', 'gw', 'ogw']);

  it('counts match points 3/1/0 with a bye as a win (A is 5-2-1 = 16, C 3-2-0 = 9)', () => {
    const points = (id: string): number | undefined => result.rows.find((row) => row.entrant === id)?.points;
    expect([points('A'), points('B'), points('C'), points('X')]).toEqual([16, 3, 9, 3]);
    const c = result.rows.find((row) => row.entrant === 'C');
    expect(c?.record).toEqual({ kind: 'duel', wins: 2, draws: 0, losses: 2, byes: 1 });
  });

  it("averages the opponents' match-win % with the 0.33 floor: (16/24 + 0.33 + 9/15) / 3", () => {
    expect(tiebreaker(result, 'X', 'omw')).toBeCloseTo((16 / 24 + 0.33 + 9 / 15) / 3, 12);
    expect(tiebreaker(result, 'X', 'omw')).toBeCloseTo(0.5322, 4);
  });

  it('leaves byes out of the opponents: C faced F3, X, F8 and F10 but no one in round 1', () => {
    const c = tiebreaker(result, 'C', 'omw');
    // F3 0-1 (floored), X 1-2 (3/9 = 0.333), F8 1-0, F10 1-0.
    expect(c).toBeCloseTo((0.33 + 3 / 9 + 1 + 1) / 4, 12);
  });

  it('computes game-win % from game points (win 3, draw 1) over 3 per game, a bye as 2-0', () => {
    expect(tiebreaker(result, 'X', 'gw')).toBeCloseTo(9 / 24, 12);
    expect(tiebreaker(result, 'A', 'gw')).toBeCloseTo(37 / 57, 12);
    expect(tiebreaker(result, 'C', 'gw')).toBeCloseTo(21 / 39, 12);
  });

  it("averages the opponents' game-win % for OGW%", () => {
    expect(tiebreaker(result, 'X', 'ogw')).toBeCloseTo((37 / 57 + 9 / 27 + 21 / 39) / 3, 12);
  });
});

describe('tiebreaker order', () => {
  // T goes 3-0; P, Q and R go 2-1; S and U go 0-3.
  const entrants: Entrant[] = ['P', 'Q', 'R', 'S', 'T', 'U'].map((id) => ({ id }));
  const history: RoundRecord[] = [
    duel(1, 'P', 'R', 2, 1), duel(1, 'Q', 'S', 2, 0), duel(1, 'T', 'U', 2, 0),
    duel(2, 'P', 'T', 0, 2), duel(2, 'Q', 'U', 2, 0), duel(2, 'R', 'S', 2, 0),
    duel(3, 'P', 'S', 2, 1), duel(3, 'Q', 'T', 0, 2), duel(3, 'R', 'U', 2, 0),
  ];

  it('ranks by points first, then by the tiebreakers in the configured order', () => {
    // OMW: P (R 6/9, T 9/9, S floored 0.33) 0.666 > Q (S, U floored, T) 0.553 > R (P, S, U) 0.442.
    // GW: R 15/21 = 0.714 > Q 12/18 = 0.667 > P 12/24 = 0.5.
    const byOmw = standings(entrants, history, ['omw', 'gw']).rows.map((row) => row.entrant);
    const byGw = standings(entrants, history, ['gw', 'omw']).rows.map((row) => row.entrant);
    expect(byOmw.slice(0, 4)).toEqual(['T', 'P', 'Q', 'R']);
    expect(byGw.slice(0, 4)).toEqual(['T', 'R', 'Q', 'P']);
  });

  it('computes Buchholz as the sum of the opponents\u2019 points', () => {
    // P met R (6), T (9) and S (0).
    expect(tiebreaker(standings(entrants, history, ['buchholz']), 'P', 'buchholz')).toBe(15);
  });

  it('breaks a tie head-to-head only among the entrants still tied', () => {
    // Among P, Q and R (6 points each) only P v R was played, and P won it.
    const result = standings(entrants, history, ['head_to_head']);
    expect(result.rows.map((row) => row.entrant).slice(0, 4)).toEqual(['T', 'P', 'Q', 'R']);
    expect(tiebreaker(result, 'P', 'head_to_head')).toBe(1);
    expect(tiebreaker(result, 'R', 'head_to_head')).toBe(0);
  });

  it('orders a seeded random tiebreaker the same way every time', () => {
    const first = standings(entrants, history, ['random']).rows.map((row) => row.entrant);
    expect(standings(entrants, history, ['random']).rows.map((row) => row.entrant)).toEqual(first);
  });
});

describe('Pokémon-style resistance', () => {
  it('drops byes from the opponents\u2019 records and floors each at 25%', () => {
    const entrants: Entrant[] = ['A', 'B', 'C', 'D', 'E'].map((id) => ({ id }));
    const history: RoundRecord[] = [
      duel(1, 'A', 'B', 2, 0), duel(1, 'C', 'D', 2, 0), { kind: 'bye', round: 1, entrant: 'E' },
      duel(2, 'A', 'C', 2, 0), duel(2, 'E', 'B', 2, 0), { kind: 'bye', round: 2, entrant: 'D' },
    ];
    const result = standings(entrants, history, ['owp', 'oowp']);
    // A met B (0 of 2 played: 0%, floored to 25%) and C (1 of 2: 50%).
    expect(tiebreaker(result, 'A', 'owp')).toBeCloseTo((0.25 + 0.5) / 2, 12);
    // E met only B; E's round-1 bye is not in E's record for others, but E is no one's opponent with a bye.
    expect(tiebreaker(result, 'E', 'owp')).toBeCloseTo(0.25, 12);
    // D met C (1 of 2 played): OWP 0.5; D's bye does not count for C either.
    expect(tiebreaker(result, 'D', 'owp')).toBeCloseTo(0.5, 12);
    // OOWP of A: average of B's OWP (A 100%, E 100%: 1) and C's OWP (D 0% -> 25%, A 100%: 0.625).
    expect(tiebreaker(result, 'A', 'oowp')).toBeCloseTo((1 + 0.625) / 2, 12);
  });
});

describe('FFA3 standings', () => {
  it('gives placement points 3/1/0, shared places share the better points, and pod tiebreakers', () => {
    const entrants: Entrant[] = ['A', 'B', 'C', 'D', 'E', 'F'].map((id) => ({ id }));
    const history: RoundRecord[] = [
      { kind: 'pod', round: 1, seats: ['A', 'B', 'C'], placements: [1, 2, 3] },
      { kind: 'pod', round: 1, seats: ['D', 'E', 'F'], placements: [1, 1, 3] },
      { kind: 'pod', round: 2, seats: ['A', 'D', 'E'], placements: [2, 1, 3] },
      { kind: 'pod', round: 2, seats: ['B', 'C', 'F'], placements: [3, 1, 2] },
    ];
    const result = computeStandings({ format: 'pods', entrants, history, config: defaultPodConfig, seed: 'e' });
    if (!result.ok) throw new Error(result.error.message);
    const row = (id: string) => result.value.rows.find((candidate) => candidate.entrant === id);
    expect(row('D')?.points).toBe(6);
    expect(row('E')?.points).toBe(3);
    expect(row('A')?.points).toBe(4);
    expect(row('D')?.record).toEqual({ kind: 'pod', placements: [2, 0, 0], byes: 0 });
    expect(result.value.rows[0]?.entrant).toBe('D');
    // A's opponents: B (1 of 6), C (3 of 6), D (6 of 6), E (3 of 6): B floored to 0.33.
    const omw = row('A')?.tiebreakers.find((value) => value.id === 'omw')?.value;
    expect(omw).toBeCloseTo((0.33 + 0.5 + 1 + 0.5) / 4, 12);
    // Game-win % in pods is the share of pods won: A won 1 of 2.
    expect(row('A')?.tiebreakers.find((value) => value.id === 'gw')?.value).toBeCloseTo(0.5, 12);
  });
});

describe('War standings (CR 1.4 488, ADR 0038)', () => {
  // Round 1: a pod of four and a pod of three (7 entrants); round 2 the same shape.
  const entrants: Entrant[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((id) => ({ id }));
  const history: RoundRecord[] = [
    { kind: 'pod', round: 1, seats: ['A', 'B', 'C', 'D'], placements: [1, 2, 3, 4] },
    { kind: 'pod', round: 1, seats: ['E', 'F', 'G'], placements: [2, 1, 3] },
    { kind: 'pod', round: 2, seats: ['A', 'E', 'F', 'G'], placements: [4, 1, 1, 3] },
    { kind: 'pod', round: 2, seats: ['B', 'C', 'D'], placements: [1, 2, 2] },
  ];
  const standings = (config = defaultWarPodConfig, rows = history, people = entrants) => {
    const result = computeStandings({ format: 'pods', entrants: people, history: rows, config, seed: 'war' });
    if (!result.ok) throw new Error(result.error.message);
    return (id: string) => result.value.rows.find((candidate) => candidate.entrant === id);
  };

  it('gives placement points 3/1/0/0 by default, a shared first sharing the 3', () => {
    const row = standings();
    expect([row('A')?.points, row('E')?.points, row('F')?.points, row('G')?.points]).toEqual([3, 4, 6, 0]);
  });

  it('scores a pod of three’s 1st and 2nd like a pod of four and its last like the 4th place', () => {
    const row = standings({ ...defaultWarPodConfig, placementPoints: [5, 3, 2, 0] });
    // G finished last of three in round 1 (scored as 4th: 0) and 3rd of four in round 2 (2).
    expect(row('G')?.points).toBe(2);
    expect(row('G')?.record).toEqual({ kind: 'pod', placements: [0, 0, 1, 1], byes: 0 });
    // C: 3rd of four (2), then a shared 2nd of three (3).
    expect(row('C')?.points).toBe(5);
    expect(row('C')?.record).toEqual({ kind: 'pod', placements: [0, 1, 1, 0], byes: 0 });
  });

  it('counts every pod opponent for the tiebreakers: three in a pod of four, two in a pod of three', () => {
    const row = standings();
    // A met B, C, D (round 1) and E, F, G (round 2). Match-win % = points / (3 · pods).
    const winShare: Record<string, number> = { B: 4 / 6, C: 1 / 6, D: 1 / 6, E: 4 / 6, F: 6 / 6, G: 0 };
    const expected = Object.values(winShare).reduce((sum, share) => sum + Math.max(0.33, share), 0) / 6;
    expect(row('A')?.tiebreakers.find((value) => value.id === 'omw')?.value).toBeCloseTo(expected, 12);
    // Game-win % is the share of pods won: F won both, a shared first included.
    expect(row('F')?.tiebreakers.find((value) => value.id === 'gw')?.value).toBeCloseTo(1, 12);
  });

  it('counts a late entrant’s missed round as a 4th place', () => {
    const late = [...entrants, { id: 'H', joinedInRound: 2 }];
    const rows: RoundRecord[] = [...history.slice(0, 2), { kind: 'pod', round: 2, seats: ['A', 'B', 'C', 'H'], placements: [1, 2, 3, 4] }];
    const row = standings(defaultWarPodConfig, rows, late);
    expect(row('H')?.record).toEqual({ kind: 'pod', placements: [0, 0, 0, 2], byes: 0 });
  });

  it('refuses a pod of five, and a pod of four in an FFA3 event', () => {
    const five: RoundRecord = { kind: 'pod', round: 1, seats: ['A', 'B', 'C', 'D', 'E'], placements: [1, 2, 3, 4, 5] };
    const war = computeStandings({ format: 'pods', entrants, history: [five], config: defaultWarPodConfig, seed: 'war' });
    expect(war).toMatchObject({ ok: false, error: { code: 'pairing/invalid_result' } });
    const ffa3 = computeStandings({ format: 'pods', entrants, history: history.slice(0, 1), config: defaultPodConfig, seed: 'ffa3' });
    expect(ffa3).toMatchObject({ ok: false, error: { code: 'pairing/invalid_result' } });
  });

  it('refuses placement points without exactly one value per seat of 3 or 4', () => {
    for (const placementPoints of [[3, 1], [4, 3, 2, 1, 0]]) {
      const result = computeStandings({ format: 'pods', entrants, history: [], config: { ...defaultWarPodConfig, placementPoints }, seed: 'war' });
      expect(result).toMatchObject({ ok: false, error: { code: 'pairing/invalid_config' } });
    }
    const rising = computeStandings({ format: 'pods', entrants, history: [], config: { ...defaultWarPodConfig, placementPoints: [3, 1, 0, 1] }, seed: 'war' });
    expect(rising).toMatchObject({ ok: false, error: { code: 'pairing/invalid_config' } });
  });
});

describe('invalid input', () => {
  it('rejects an unknown entrant in the history', () => {
    const result = computeStandings({
      format: 'swiss',
      entrants: [{ id: 'A' }],
      history: [duel(1, 'A', 'Z', 2, 0)],
      config: defaultSwissConfig,
      seed: 's',
    });
    expect(result).toEqual({ ok: false, error: { code: 'pairing/unknown_entrant', message: expect.any(String) } });
  });

  it('rejects fractional points in the configuration', () => {
    const config = { ...defaultSwissConfig, points: { ...defaultSwissConfig.points, draw: 0.5 } };
    const result = computeStandings({ format: 'swiss', entrants: [], history: [], config, seed: 's' });
    expect(result.ok ? '' : result.error.code).toBe('pairing/invalid_config');
  });

  it('counts missed rounds of a late entry as losses unless configured to ignore them', () => {
    const entrants: Entrant[] = [{ id: 'A' }, { id: 'B' }, { id: 'L', joinedInRound: 2 }, { id: 'M' }];
    const history: RoundRecord[] = [duel(1, 'A', 'B', 2, 0), { kind: 'bye', round: 1, entrant: 'M' }, duel(2, 'L', 'A', 2, 0)];
    const asLoss = standings(entrants, history, ['omw']);
    const late = asLoss.rows.find((row) => row.entrant === 'L');
    expect(late?.record).toEqual({ kind: 'duel', wins: 1, draws: 0, losses: 1, byes: 0 });
    const ignoring = computeStandings({
      format: 'swiss',
      entrants,
      history,
      config: { ...defaultSwissConfig, missedRounds: 'ignore' },
      seed: 's',
    });
    if (!ignoring.ok) throw new Error(ignoring.error.message);
    expect(ignoring.value.rows.find((row) => row.entrant === 'L')?.record).toEqual({ kind: 'duel', wins: 1, draws: 0, losses: 0, byes: 0 });
  });
});

describe('standings after a given round', () => {
  it('ignores later rounds and marks entrants dropped by then', () => {
    const entrants: Entrant[] = [{ id: 'A' }, { id: 'B', droppedInRound: 1 }, { id: 'C' }, { id: 'D' }];
    const history: RoundRecord[] = [duel(1, 'A', 'B', 2, 0), duel(1, 'C', 'D', 2, 0), duel(2, 'D', 'A', 2, 0), { kind: 'bye', round: 2, entrant: 'C' }];
    const result = computeStandings({ format: 'swiss', entrants, history, config: defaultSwissConfig, seed: 's', throughRound: 1 });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.throughRound).toBe(1);
    expect(result.value.rows.find((row) => row.entrant === 'D')?.points).toBe(0);
    expect(result.value.rows.find((row) => row.entrant === 'B')?.dropped).toBe(true);
  });
});
