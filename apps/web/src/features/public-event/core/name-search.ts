/**
 * Name search over a round's pairings, in memory (style H.43): typing sends nothing. Case and
 * accents are ignored ("zoe" finds "Zoë"), so a player finds their table however they type.
 * Each word typed must begin a word of the name ("smi" finds "Zoë Smith", "mith" does not): a
 * letter found anywhere would make "player a" match every "Player …".
 */
const collator = new Intl.Collator('en', { sensitivity: 'base', usage: 'search' });

/** Lower case without accents, for matching. */
export function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

export interface SeatRow {
  /** The entrant's name as shown. */
  readonly name: string;
  readonly entrantId: string;
  /** `null` for a bye. */
  readonly table: number | null;
  readonly opponents: readonly string[];
}

export interface PairingsDocumentShape {
  readonly round: number;
  readonly tables: readonly { readonly table: number; readonly matchId: string; readonly entrants: readonly { readonly id: string; readonly name: string }[] }[];
  readonly byes: readonly { readonly id: string; readonly name: string }[];
}

/** One row per entrant, sorted by name: the "pairings by name" list. */
export function seatsByName(document: PairingsDocumentShape): SeatRow[] {
  const rows: SeatRow[] = [];
  for (const table of document.tables) {
    for (const entrant of table.entrants) {
      rows.push({
        name: entrant.name,
        entrantId: entrant.id,
        table: table.table,
        opponents: table.entrants.filter((other) => other.id !== entrant.id).map((other) => other.name),
      });
    }
  }
  for (const bye of document.byes) rows.push({ name: bye.name, entrantId: bye.id, table: null, opponents: [] });
  return rows.sort((a, b) => collator.compare(a.name, b.name) || (a.table ?? 0) - (b.table ?? 0));
}

/** Whatever is neither a letter nor a digit: the space, hyphen, apostrophe or dot between words. */
const separator = /[^\p{L}\p{N}]+/u;

/**
 * The words of a folded name, each with a space before it, so that "starts a word" is one
 * `includes(' ' + typed)`. A hyphenated or apostrophised word counts whole and by its parts:
 * "Jean-Luc O'Neil" is found by "jean-luc", "jeanluc", "luc", "o'neil", "oneil" and "neil".
 */
function nameWords(name: string): string {
  const words = fold(name)
    .split(/\s+/)
    .flatMap((word) => {
      const parts = word.split(separator).filter(Boolean);
      return parts.length > 1 ? [parts.join(''), ...parts] : parts;
    });
  return words.map((word) => ` ${word}`).join('');
}

/** The words typed, folded, with the hyphens and apostrophes inside them dropped ("o'neil" → "oneil"). */
function queryWords(query: string): string[] {
  return fold(query)
    .split(/\s+/)
    .map((word) => word.split(separator).join(''))
    .filter(Boolean);
}

/** The words of each name, computed once per document, so each keystroke is one pass of `includes` a word typed. */
export function searchIndex(rows: readonly SeatRow[]): readonly string[] {
  return rows.map((row) => nameWords(row.name));
}

/** Rows in which every word typed begins a word of the name (in any order). An empty query keeps all. */
export function searchSeats(rows: readonly SeatRow[], index: readonly string[], query: string): SeatRow[] {
  const starts = queryWords(query).map((word) => ` ${word}`);
  if (starts.length === 0) return [...rows];
  return rows.filter((_, position) => starts.every((start) => index[position]?.includes(start)));
}
