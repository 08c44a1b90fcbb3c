import { describe, expect, it } from 'vitest';
import type { Result } from '../model/result.js';
import { recommendedSwissRounds, recommendedTopCut } from './recommend.js';
import { createTopCut, recordTopCutWinner } from './top-cut.js';
import type { EliminationBracket, PodBracket, TopCutBracket } from './top-cut.types.js';

const seeds = (count: number): string[] => Array.from({ length: count }, (_, i) => `s${i + 1}`);

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

const elimination = (bracket: TopCutBracket): EliminationBracket => {
  if (bracket.kind !== 'single_elimination') throw new Error('expected single elimination');
  return bracket;
};
const pods = (bracket: TopCutBracket): PodBracket => {
  if (bracket.kind !== 'pod_elimination') throw new Error('expected pods');
  return bracket;
};

describe('single-elimination top cut', () => {
  it('seeds a top 8 as 1-8, 4-5, 2-7, 3-6', () => {
    const bracket = elimination(unwrap(createTopCut('swiss', seeds(8))));
    expect(bracket.rounds[0]?.map((match) => match.seeds)).toEqual([
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ]);
    expect(bracket.rounds.map((round) => round.length)).toEqual([4, 2, 1]);
  });

  it('advances winners so that seeds 1 and 2 can meet only in the final', () => {
    let bracket: TopCutBracket = unwrap(createTopCut('swiss', seeds(8)));
    for (const [id, winner] of [
      ['r1-m1', 's1'], ['r1-m2', 's5'], ['r1-m3', 's2'], ['r1-m4', 's3'],
      ['r2-m1', 's1'], ['r2-m2', 's2'],
    ] as const) {
      bracket = unwrap(recordTopCutWinner(bracket, id, winner));
    }
    expect(elimination(bracket).rounds[1]?.[0]?.entrants).toEqual(['s1', 's5']);
    expect(elimination(bracket).rounds[2]?.[0]?.entrants).toEqual(['s1', 's2']);
    bracket = unwrap(recordTopCutWinner(bracket, 'r3-m1', 's2'));
    expect(bracket.champion).toBe('s2');
  });

  it('gives the best seeds byes when the cut is not a power of two', () => {
    const bracket = elimination(unwrap(createTopCut('swiss', seeds(6))));
    expect(bracket.rounds[0]?.filter((match) => match.winner !== null).map((match) => match.winner)).toEqual(['s1', 's2']);
    expect(bracket.rounds[1]?.[0]?.entrants).toEqual(['s1', null]);
  });

  it('works for teams exactly as for players', () => {
    const bracket = elimination(unwrap(createTopCut('swiss', ['red', 'blue', 'green', 'gold'])));
    expect(bracket.rounds[0]?.map((match) => match.entrants)).toEqual([
      ['red', 'gold'],
      ['blue', 'green'],
    ]);
  });

  it('rejects a winner who is not in the match, an unknown match and a cut of one', () => {
    const bracket = unwrap(createTopCut('swiss', seeds(4)));
    expect(recordTopCutWinner(bracket, 'r1-m1', 's2')).toMatchObject({ ok: false, error: { code: 'pairing/invalid_winner' } });
    expect(recordTopCutWinner(bracket, 'r9-m9', 's1')).toMatchObject({ ok: false, error: { code: 'pairing/unknown_match' } });
    expect(recordTopCutWinner(bracket, 'r2-m1', 's1')).toMatchObject({ ok: false, error: { code: 'pairing/invalid_winner' } });
    expect(createTopCut('swiss', ['solo'])).toMatchObject({ ok: false, error: { code: 'pairing/invalid_top_cut' } });
  });
});

describe('FFA3 top cut', () => {
  it('seeds 9 entrants into snake pods (1,6,7) (2,5,8) (3,4,9) and sends the winners to a final pod', () => {
    let bracket: TopCutBracket = unwrap(createTopCut('pods', seeds(9)));
    expect(pods(bracket).rounds[0]?.map((pod) => pod.seeds)).toEqual([
      [1, 6, 7],
      [2, 5, 8],
      [3, 4, 9],
    ]);
    bracket = unwrap(recordTopCutWinner(bracket, 'r1-p1', 's7'));
    bracket = unwrap(recordTopCutWinner(bracket, 'r1-p2', 's2'));
    expect(pods(bracket).rounds).toHaveLength(1);
    bracket = unwrap(recordTopCutWinner(bracket, 'r1-p3', 's4'));
    expect(pods(bracket).rounds[1]?.[0]?.seats).toEqual(['s2', 's4', 's7']);
    bracket = unwrap(recordTopCutWinner(bracket, 'r2-p1', 's4'));
    expect(bracket.champion).toBe('s4');
  });

  it('accepts only 3, 9, 27 or 81 entrants', () => {
    expect(createTopCut('pods', seeds(6))).toMatchObject({ ok: false, error: { code: 'pairing/invalid_top_cut' } });
    expect(pods(unwrap(createTopCut('pods', seeds(27)))).rounds[0]).toHaveLength(9);
  });
});

describe('War top cut (pods of four, CR 1.4 488)', () => {
  it('seeds 16 entrants into snake pods (1,8,9,16) (2,7,10,15) (3,6,11,14) (4,5,12,13) and sends the winners to a final pod of four', () => {
    let bracket: TopCutBracket = unwrap(createTopCut('pods', seeds(16), 4));
    expect(pods(bracket).podSize).toBe(4);
    expect(pods(bracket).rounds[0]?.map((pod) => pod.seeds)).toEqual([
      [1, 8, 9, 16],
      [2, 7, 10, 15],
      [3, 6, 11, 14],
      [4, 5, 12, 13],
    ]);
    for (const [pod, winner] of [['r1-p1', 's9'], ['r1-p2', 's2'], ['r1-p3', 's14'], ['r1-p4', 's5']] as const) {
      bracket = unwrap(recordTopCutWinner(bracket, pod, winner));
    }
    expect(pods(bracket).rounds[1]?.[0]?.seats).toEqual(['s2', 's5', 's9', 's14']);
    bracket = unwrap(recordTopCutWinner(bracket, 'r2-p1', 's5'));
    expect(bracket.champion).toBe('s5');
  });

  it('plays a top 4 as one final pod, and accepts only 4, 16 or 64 entrants', () => {
    expect(pods(unwrap(createTopCut('pods', seeds(4), 4))).rounds).toEqual([[{ id: 'r1-p1', seats: seeds(4), seeds: [1, 2, 3, 4], winner: null }]]);
    for (const size of [3, 8, 9, 12]) {
      expect(createTopCut('pods', seeds(size), 4)).toMatchObject({ ok: false, error: { code: 'pairing/invalid_top_cut' } });
    }
    expect(pods(unwrap(createTopCut('pods', seeds(64), 4))).rounds[0]).toHaveLength(16);
  });
});

describe('recommendations', () => {
  it.each([
    [2, 1], [4, 2], [8, 3], [9, 4], [16, 4], [33, 6], [512, 9], [1_500, 11], [10_000, 14],
  ])('recommends ⌈log2 n⌉ Swiss rounds for %i entrants: %i', (entrants, rounds) => {
    expect(recommendedSwissRounds(entrants, 'swiss')).toBe(rounds);
  });

  it('recommends ⌈log3 n⌉ rounds for FFA3 pods', () => {
    expect([3, 9, 10, 27, 100].map((n) => recommendedSwissRounds(n, 'pods'))).toEqual([1, 2, 3, 3, 5]);
  });

  it.each([
    [7, 0], [8, 4], [16, 8], [512, 8], [1_000, 16], [1_600, 32], [7_500, 64],
  ])('recommends a top cut for %i entrants: top %i', (entrants, cut) => {
    expect(recommendedTopCut(entrants, 'swiss')).toBe(cut);
  });

  it('recommends pod top cuts of 3, 9 and 27', () => {
    expect([5, 6, 27, 300].map((n) => recommendedTopCut(n, 'pods'))).toEqual([0, 3, 9, 27]);
  });

  it('recommends ⌈log4 n⌉ rounds for War pods (one in four wins a pod)', () => {
    expect([3, 4, 5, 16, 17, 64, 100].map((n) => recommendedSwissRounds(n, 'pods', 4))).toEqual([1, 1, 2, 2, 3, 3, 4]);
  });

  it('recommends War top cuts of 4 from 8 entrants, 16 from 64 and 64 from 1,024', () => {
    expect([7, 8, 63, 64, 1_023, 1_024].map((n) => recommendedTopCut(n, 'pods', 4))).toEqual([0, 4, 4, 16, 16, 64]);
  });
});
