import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold, searchIndex, searchSeats, seatsByName, type PairingsDocumentShape, type SeatRow } from './name-search.js';

const round: PairingsDocumentShape = {
  round: 2,
  tables: [
    { table: 1, matchId: 'm1', entrants: [{ id: 'a', name: 'Zoë Kaur' }, { id: 'b', name: 'Ann Lee' }] },
    { table: 2, matchId: 'm2', entrants: [{ id: 'c', name: 'Óscar Ruiz' }, { id: 'd', name: 'zoe chen' }] },
  ],
  byes: [{ id: 'e', name: 'Bo Park' }],
};

/** A round whose entrants have the given names, two a table (and a bye for an odd one out). */
function roundOf(names: readonly string[]): SeatRow[] {
  const entrants = names.map((name, n) => ({ id: `e${n}`, name }));
  const tables = Array.from({ length: Math.floor(entrants.length / 2) }, (_, n) => ({
    table: n + 1,
    matchId: `m${n}`,
    entrants: entrants.slice(2 * n, 2 * n + 2),
  }));
  return seatsByName({ round: 1, tables, byes: entrants.length % 2 === 1 ? entrants.slice(-1) : [] });
}

function search(rows: readonly SeatRow[], query: string): string[] {
  return searchSeats(rows, searchIndex(rows), query).map((row) => row.name);
}

describe('pairings searched by name in the browser', () => {
  it('lists every entrant once by name, with table and opponent, byes included', () => {
    const rows = seatsByName(round);
    expect(rows.map((row) => row.name)).toEqual(['Ann Lee', 'Bo Park', 'Óscar Ruiz', 'zoe chen', 'Zoë Kaur']);
    expect(rows[0]).toEqual({ name: 'Ann Lee', entrantId: 'b', table: 1, opponents: ['Zoë Kaur'] });
    expect(rows[1]).toMatchObject({ name: 'Bo Park', table: null, opponents: [] });
  });

  it('ignores case and accents, and needs every word typed to begin a word of the name', () => {
    const rows = seatsByName(round);
    const index = searchIndex(rows);
    expect(searchSeats(rows, index, 'ZOE').map((row) => row.entrantId).sort()).toEqual(['a', 'd']);
    expect(searchSeats(rows, index, 'oscar').map((row) => row.entrantId)).toEqual(['c']);
    expect(searchSeats(rows, index, 'kaur zo').map((row) => row.entrantId)).toEqual(['a']);
    expect(searchSeats(rows, index, '   ')).toHaveLength(5);
    expect(searchSeats(rows, index, 'nobody')).toEqual([]);
    // Inside a word is not the start of one: "e" begins no word of "Zoë Kaur" or "Bo Park".
    expect(searchSeats(rows, index, 'e').map((row) => row.entrantId)).toEqual([]);
    expect(fold('Zoë')).toBe('zoe');
  });

  it('finds only "Player A" for "playér a", not every player whose name has an "a" in it', () => {
    const rows = roundOf(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((letter) => `Player ${letter}`));
    expect(search(rows, 'playér a')).toEqual(['Player A']);
    expect(search(rows, 'player')).toHaveLength(8);
    expect(search(rows, 'layer')).toEqual([]);
  });

  it('matches the start of a first or last name, never its middle', () => {
    const rows = roundOf(['Zoë Smith', 'Ann Lee', 'Jean-Luc O’Neil', "Mary-Kate D'Arcy"]);
    expect(search(rows, 'zo')).toEqual(['Zoë Smith']);
    expect(search(rows, 'smi')).toEqual(['Zoë Smith']);
    expect(search(rows, 'SMITH zoë')).toEqual(['Zoë Smith']);
    expect(search(rows, 'mith')).toEqual([]);
    expect(search(rows, 'oë')).toEqual([]);
  });

  it('takes a hyphenated or apostrophised name whole or by its parts', () => {
    const rows = roundOf(['Zoë Smith', 'Ann Lee', 'Jean-Luc O’Neil', "Mary-Kate D'Arcy"]);
    for (const query of ['luc', 'neil', 'jean-luc', 'jeanluc', 'jean luc', "o'neil", 'o’neil', 'oneil', 'o neil', 'JEAN-L'])
      expect(search(rows, query), query).toEqual(['Jean-Luc O’Neil']);
    for (const query of ['kate', 'arcy', "d'arcy", 'darcy', 'mary-k']) expect(search(rows, query), query).toEqual(["Mary-Kate D'Arcy"]);
    expect(search(rows, 'uc')).toEqual([]);
    expect(search(rows, "'")).toHaveLength(4);
  });

  it('finds every name with a word starting as typed among 2,048 entrants', () => {
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
    // "1204" does not start with 204.
    expect(searchSeats(rows, index, '204').map((row) => row.name)).toEqual(
      ['Player 204', 'Player 2040', 'Player 2041', 'Player 2042', 'Player 2043', 'Player 2044', 'Player 2045', 'Player 2046', 'Player 2047'],
    );
  });
});

describe('name search properties', () => {
  // Letters with and without accents, in both cases, so folding is exercised too.
  const letter = fc.constantFrom(...'abcdeéëfgijlmnñoöprsštuüzABCÇDEÉFGIJLMNOÖPRSTUZ');
  const part = fc.string({ unit: letter, minLength: 1, maxLength: 6 });
  // A word of a name: one part, or parts joined by a hyphen or an apostrophe ("Jean-Luc", "O'Neil").
  const word = fc.tuple(part, fc.array(fc.tuple(fc.constantFrom('-', "'", '’'), part), { maxLength: 2 })).map(([first, rest]) => first + rest.map(([mark, next]) => mark + next).join(''));
  const name = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
  const names = fc.uniqueArray(name, { minLength: 1, maxLength: 12 });

  /** What a player can type to mean a word of a name: each part, and the whole word without its marks. */
  function wordsOf(fullName: string): string[] {
    return fold(fullName)
      .split(' ')
      .flatMap((whole) => [whole.replace(/['’-]/g, ''), ...whole.split(/['’-]/)]);
  }

  it('finds every name by any start of any of its words, however it is cased or accented', () => {
    fc.assert(
      fc.property(names, fc.nat(), fc.nat(), fc.integer({ min: 1, max: 20 }), fc.boolean(), (all, pick, wordPick, length, upper) => {
        const target = all[pick % all.length] ?? '';
        const words = target.split(/[ '’-]/);
        const typed = (words[wordPick % words.length] ?? '').slice(0, length);
        const rows = roundOf(all);
        expect(search(rows, upper ? typed.toUpperCase() : fold(typed))).toContain(target);
      }),
    );
  });

  it('matches nothing for a word typed that begins no word of any name', () => {
    fc.assert(
      fc.property(names, fc.string({ unit: letter, minLength: 1, maxLength: 4 }), (all, typed) => {
        fc.pre(!all.some((one) => wordsOf(one).some((candidate) => candidate.startsWith(fold(typed)))));
        expect(search(roundOf(all), typed)).toEqual([]);
      }),
    );
  });

  it('keeps exactly the names in which every word typed begins a word, in the listed order', () => {
    fc.assert(
      fc.property(names, fc.array(fc.string({ unit: letter, minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }), (all, typed) => {
        const rows = roundOf(all);
        const expected = rows
          .map((row) => row.name)
          .filter((one) => typed.every((query) => wordsOf(one).some((candidate) => candidate.startsWith(fold(query)))));
        expect(search(rows, typed.join(' '))).toEqual(expected);
      }),
    );
  });
});
