/**
 * Name search over a round's pairings, in memory (style H.43): typing sends nothing. Case and
 * accents are ignored ("zoe" finds "Zoë"), so a player finds their table however they type.
 */
const collator = new Intl.Collator('en', { sensitivity: 'base', usage: 'search' });

/** Lower case without accents, for substring matching. */
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

/** Folded names, computed once per document, so each keystroke is one pass of `includes`. */
export function searchIndex(rows: readonly SeatRow[]): readonly string[] {
  return rows.map((row) => fold(row.name));
}

/** Rows whose name contains every word of the query (in any order). An empty query keeps all. */
export function searchSeats(rows: readonly SeatRow[], index: readonly string[], query: string): SeatRow[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((_, position) => words.every((word) => index[position]?.includes(word)));
}
