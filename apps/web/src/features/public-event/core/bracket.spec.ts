import { describe, expect, it } from 'vitest';
import { bracketColumns, winnerOf } from './bracket.js';
import { resultText } from './result-text.js';

const seat = (entrantId: string, gameWins: number, placement: number) => ({ entrantId, gameWins, placement });
const entrants = [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bo' }, { id: 'c', name: 'Cy' }];

describe('the top-cut bracket and result lines', () => {
  it('groups matches into one column per round, by table, with the winner of each final match', () => {
    const columns = bracketColumns([
      { id: 'f', round: 5, table: 1, status: 'open', entrants: entrants.slice(0, 2), result: null },
      { id: 's2', round: 4, table: 2, status: 'final', entrants: entrants.slice(1), result: { seats: [seat('b', 0, 2), seat('c', 2, 1)] } },
      { id: 's1', round: 4, table: 1, status: 'final', entrants: entrants.slice(0, 2), result: { seats: [seat('a', 2, 1), seat('b', 1, 2)] } },
    ]);
    expect(columns.map((column) => [column.round, column.matches.map((match) => [match.id, match.winnerId])])).toEqual([
      [4, [['s1', 'a'], ['s2', 'c']]],
      [5, [['f', null]]],
    ]);
    expect(winnerOf({ id: 'x', round: 1, table: 1, status: 'reported', entrants, result: { seats: [seat('a', 2, 1)] } })).toBeNull();
  });

  it('writes game wins in seat order, draws after, and places for free-for-all pods', () => {
    expect(resultText('match', entrants.slice(0, 2), { seats: [seat('b', 1, 2), seat('a', 2, 1)], gameDraws: 0 })).toBe('2–1');
    expect(resultText('match', entrants.slice(0, 2), { seats: [seat('a', 1, 1), seat('b', 1, 1)], gameDraws: 1 })).toBe('1–1–1');
    expect(resultText('ffa3', entrants, { seats: [seat('c', 0, 2), seat('a', 0, 1), seat('b', 0, 3)], gameDraws: 0 })).toBe('1st Ann, 2nd Cy, 3rd Bo');
    expect(resultText('duel', entrants, null)).toBe('');
  });
});
