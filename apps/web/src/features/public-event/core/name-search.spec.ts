import { describe, expect, it } from 'vitest';
import { fold, searchIndex, searchSeats, seatsByName, type PairingsDocumentShape } from './name-search.js';

const round: PairingsDocumentShape = {
  round: 2,
  tables: [
    { table: 1, matchId: 'm1', entrants: [{ id: 'a', name: 'Zoë Kaur' }, { id: 'b', name: 'Ann Lee' }] },
    { table: 2, matchId: 'm2', entrants: [{ id: 'c', name: 'Óscar Ruiz' }, { id: 'd', name: 'zoe chen' }] },
  ],
  byes: [{ id: 'e', name: 'Bo Park' }],
};

describe('pairings searched by name in the browser', () => {
  it('lists every entrant once by name, with table and opponent, byes included', () => {
    const rows = seatsByName(round);
    expect(rows.map((row) => row.name)).toEqual(['Ann Lee', 'Bo Park', 'Óscar Ruiz', 'zoe chen', 'Zoë Kaur']);
    expect(rows[0]).toEqual({ name: 'Ann Lee', entrantId: 'b', table: 1, opponents: ['Zoë Kaur'] });
    expect(rows[1]).toMatchObject({ name: 'Bo Park', table: null, opponents: [] });
  });

  it('ignores case and accents, and needs every word somewhere in the name', () => {
    const rows = seatsByName(round);
    const index = searchIndex(rows);
    expect(searchSeats(rows, index, 'ZOE').map((row) => row.entrantId).sort()).toEqual(['a', 'd']);
    expect(searchSeats(rows, index, 'oscar').map((row) => row.entrantId)).toEqual(['c']);
    expect(searchSeats(rows, index, 'kaur zo').map((row) => row.entrantId)).toEqual(['a']);
    expect(searchSeats(rows, index, '   ')).toHaveLength(5);
    expect(searchSeats(rows, index, 'nobody')).toEqual([]);
    expect(fold('Zoë')).toBe('zoe');
  });

  it('finds every name containing what was typed among 2,048 entrants', () => {
    const big: PairingsDocumentShape = {
      round: 1,
      tables: Array.from({ length: 1024 }, (_, n) => ({
        table: n + 1,
        matchId: `m${n}`,
        entrants: [{ id: `p${2 * n}`, name: `Player ${2 * n}` }, { id: `p${2 * n + 1}`, name: `Player ${2 * n + 1}` }],
      })),
      byes: [],
    };
    const rows = seatsByName(big);
    const index = searchIndex(rows);
    expect(searchSeats(rows, index, 'player 2047')).toHaveLength(1);
    expect(searchSeats(rows, index, '204').map((row) => row.name)).toEqual(
      ['Player 1204', 'Player 204', 'Player 2040', 'Player 2041', 'Player 2042', 'Player 2043', 'Player 2044', 'Player 2045', 'Player 2046', 'Player 2047'],
    );
  });
});
