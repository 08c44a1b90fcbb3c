import { describe, expect, it } from 'vitest';
import { defaultSwissConfig, defaultTeamConfig } from '../model/config.js';
import type { Entrant } from '../model/entrant.js';
import type { RoundRecord } from '../model/round-record.js';
import { pairSwissRound } from './pair-swiss-round.js';
import type { SwissPairing, SwissRoundInput } from './swiss.types.js';

const ids = (count: number): Entrant[] => Array.from({ length: count }, (_, i) => ({ id: `e${i + 1}` }));
const base = (overrides: Partial<SwissRoundInput> = {}): SwissRoundInput => ({
  round: 1,
  entrants: ids(8),
  history: [],
  config: defaultSwissConfig,
  seed: 'event/round-1',
  ...overrides,
});

function pair(input: SwissRoundInput): SwissPairing {
  const result = pairSwissRound(input);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

const seated = (pairing: SwissPairing): string[] =>
  [...pairing.tables.flatMap((table) => table.entrants), ...pairing.byes.map((bye) => bye.entrant)].sort();

describe('round 1', () => {
  it('pairs at random, seeded: another seed gives another pairing', () => {
    const first = pair(base());
    expect(pair(base())).toEqual(first);
    const others = ['a', 'b', 'c', 'd'].map((seed) => pair(base({ seed })).tables.map((t) => t.entrants));
    expect(others.some((tables) => JSON.stringify(tables) !== JSON.stringify(first.tables.map((t) => t.entrants)))).toBe(true);
  });

  it('pairs the top half against the bottom half when ratings are given', () => {
    const entrants = ids(6).map((entrant, i) => ({ ...entrant, rating: 2000 - i * 100 }));
    const pairing = pair(base({ entrants }));
    expect(pairing.tables.map((table) => table.entrants)).toEqual([
      ['e1', 'e4'],
      ['e2', 'e5'],
      ['e3', 'e6'],
    ]);
  });

  it('gives the bye of an odd field to the lowest-rated entrant', () => {
    const entrants = ids(5).map((entrant, i) => ({ ...entrant, rating: 1500 + i }));
    expect(pair(base({ entrants })).byes).toEqual([{ entrant: 'e1', fixed: false }]);
  });
});

describe('organizer overrides', () => {
  it('keeps pinned pairings and fixed byes, and pairs everyone else', () => {
    const pairing = pair(base({ entrants: ids(9), pins: [['e1', 'e2']], fixedByes: ['e3'] }));
    expect(pairing.tables.find((table) => table.pinned)?.entrants).toEqual(expect.arrayContaining(['e1', 'e2']));
    expect(pairing.byes).toContainEqual({ entrant: 'e3', fixed: true });
    expect(pairing.byes).toHaveLength(1);
    expect(seated(pairing)).toEqual(ids(9).map((e) => e.id).sort());
  });

  it('reports a pinned rematch but keeps it', () => {
    const history: RoundRecord[] = [
      { kind: 'duel', round: 1, entrants: ['e1', 'e2'], gameWins: [2, 0], gameDraws: 0 },
      { kind: 'duel', round: 1, entrants: ['e3', 'e4'], gameWins: [2, 0], gameDraws: 0 },
    ];
    const pairing = pair(base({ round: 2, entrants: ids(4), history, pins: [['e1', 'e2']] }));
    expect(pairing.relaxations).toContainEqual({ code: 'pairing/rematch', entrants: ['e1', 'e2'], timesMetBefore: 1, pinned: true });
  });
});

describe('drops and late entries', () => {
  it('leaves dropped entrants out and pairs late entrants from the round they join', () => {
    const entrants: Entrant[] = [...ids(4), { id: 'late', joinedInRound: 2 }, { id: 'gone', droppedInRound: 1 }];
    const history: RoundRecord[] = [
      { kind: 'duel', round: 1, entrants: ['e1', 'e2'], gameWins: [2, 0], gameDraws: 0 },
      { kind: 'duel', round: 1, entrants: ['e3', 'gone'], gameWins: [2, 1], gameDraws: 0 },
      { kind: 'bye', round: 1, entrant: 'e4' },
    ];
    const pairing = pair(base({ round: 2, entrants, history }));
    expect(seated(pairing)).toEqual(['e1', 'e2', 'e3', 'e4', 'late']);
    // The late entrant has a missed round (a loss): it is the lowest-ranked without a bye.
    expect(pairing.byes).toEqual([{ entrant: 'late', fixed: false }]);
  });
});

describe('2v2 teams', () => {
  it('pairs fixed teams as single entrants', () => {
    const teams: Entrant[] = [
      { id: 'red', members: ['ana', 'ben'] },
      { id: 'blue', members: ['cho', 'dev'] },
      { id: 'green', members: ['eli', 'fay'] },
      { id: 'gold', members: ['gus', 'hal'] },
    ];
    const pairing = pair(base({ entrants: teams, config: defaultTeamConfig }));
    expect(pairing.tables).toHaveLength(2);
    expect(seated(pairing)).toEqual(['blue', 'gold', 'green', 'red']);
  });

  it('rejects a player listed in two teams', () => {
    const teams: Entrant[] = [
      { id: 'red', members: ['ana', 'ben'] },
      { id: 'blue', members: ['ben', 'dev'] },
    ];
    expect(pairSwissRound(base({ entrants: teams }))).toMatchObject({ ok: false, error: { code: 'pairing/team_member_conflict' } });
  });
});

describe('expected failures are returned, never thrown', () => {
  it.each([
    ['fewer than 2 active entrants', base({ entrants: ids(1) }), 'pairing/not_enough_entrants'],
    ['a pin naming a dropped entrant', base({ entrants: [...ids(3), { id: 'x', droppedInRound: 0 }], pins: [['e1', 'x']] }), 'pairing/pin_not_active'],
    ['a pin naming an unknown entrant', base({ pins: [['e1', 'nobody']] }), 'pairing/unknown_entrant'],
    ['an entrant pinned twice', base({ pins: [['e1', 'e2'], ['e1', 'e3']] }), 'pairing/pin_conflict'],
    ['a pinned entrant with a fixed bye', base({ pins: [['e1', 'e2']], fixedByes: ['e2'] }), 'pairing/pin_conflict'],
    ['a history record from the round being paired', base({ history: [{ kind: 'bye', round: 1, entrant: 'e1' }] }), 'pairing/invalid_round'],
    ['a round number below 1', base({ round: 0 }), 'pairing/invalid_round'],
    ['a duplicate entrant', base({ entrants: [...ids(2), { id: 'e1' }] }), 'pairing/duplicate_entrant'],
    [
      'an entrant twice in one round',
      base({
        round: 2,
        history: [
          { kind: 'bye', round: 1, entrant: 'e1' },
          { kind: 'duel', round: 1, entrants: ['e1', 'e2'], gameWins: [2, 0], gameDraws: 0 },
        ],
      }),
      'pairing/entrant_twice_in_round',
    ],
    [
      'negative game wins',
      base({ round: 2, history: [{ kind: 'duel', round: 1, entrants: ['e1', 'e2'], gameWins: [-1, 0], gameDraws: 0 }] }),
      'pairing/invalid_result',
    ],
    ['a pod result in a 1v1 event', base({ round: 2, history: [{ kind: 'pod', round: 1, seats: ['e1', 'e2', 'e3'], placements: [1, 2, 3] }] }), 'pairing/invalid_result'],
  ])('rejects %s', (_name, input, code) => {
    expect(pairSwissRound(input)).toMatchObject({ ok: false, error: { code } });
  });
});

describe('tiny pools around organizer decisions', () => {
  it('gives the bye to the only entrant left when the others are pinned', () => {
    const pairing = pair(base({ entrants: ids(3), pins: [['e1', 'e3']] }));
    expect(pairing.byes).toEqual([{ entrant: 'e2', fixed: false }]);
    expect(pairing.tables).toEqual([{ table: 1, entrants: ['e1', 'e3'], pinned: true }]);
  });

  it('reports a second bye when every active entrant already had one', () => {
    const history: RoundRecord[] = [
      { kind: 'bye', round: 1, entrant: 'e1' },
      { kind: 'duel', round: 1, entrants: ['e2', 'e3'], gameWins: [2, 0], gameDraws: 0 },
      { kind: 'bye', round: 2, entrant: 'e3' },
      { kind: 'duel', round: 2, entrants: ['e1', 'e2'], gameWins: [2, 0], gameDraws: 0 },
      { kind: 'bye', round: 3, entrant: 'e2' },
      { kind: 'duel', round: 3, entrants: ['e1', 'e3'], gameWins: [2, 0], gameDraws: 0 },
    ];
    const pairing = pair(base({ round: 4, entrants: ids(3), history }));
    expect(pairing.relaxations).toContainEqual(expect.objectContaining({ code: 'pairing/second_bye', byesBefore: 1 }));
    expect(pairing.relaxations).toContainEqual(expect.objectContaining({ code: 'pairing/rematch' }));
  });
});
