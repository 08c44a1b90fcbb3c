/**
 * A decklist as a player registers it (TR 2026-07-16 401.2): legend, chosen champion, main deck,
 * rune deck, battlefields and sideboard. Entries keep the printing code the player gave
 * (`OGN-202a`), so a list encodes back to the same deck code; rules read the card's facts
 * through the catalog.
 */

export interface DeckEntry {
  /** A printing code in normal form (`OGN-202a`, `VEN-R01`, `OGN-299*`), or as given when the catalog does not know it. */
  readonly code: string;
  readonly count: number;
}

export interface Decklist {
  /** Normally one entry of one card; kept as a list so that a second legend is reported, not dropped. */
  readonly legend: readonly DeckEntry[];
  /** The chosen champion: one of the main deck's copies (TR 2026-07-16 402.1), or null. */
  readonly chosenChampion: string | null;
  /** The main deck, the chosen champion's copies included. */
  readonly mainDeck: readonly DeckEntry[];
  readonly runes: readonly DeckEntry[];
  readonly battlefields: readonly DeckEntry[];
  readonly sideboard: readonly DeckEntry[];
  /**
   * Cards of a flat list (a deck code, a stored card list) that the catalog does not know, so that
   * their section cannot be told. They are reported as unknown and no other rule reads them.
   */
  readonly unsorted: readonly DeckEntry[];
}

export const DECK_SECTIONS = ['legend', 'mainDeck', 'runes', 'battlefields', 'sideboard', 'unsorted'] as const;
export type DeckSection = (typeof DECK_SECTIONS)[number];

export const EMPTY_DECKLIST: Decklist = { legend: [], chosenChampion: null, mainDeck: [], runes: [], battlefields: [], sideboard: [], unsorted: [] };

/** The number of cards in a section. */
export function cardCount(entries: readonly DeckEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.count, 0);
}

/** Entries with the same code merged (counts added), in order of first appearance. */
export function mergeEntries(entries: readonly DeckEntry[]): DeckEntry[] {
  const counts = new Map<string, number>();
  for (const { code, count } of entries) counts.set(code, (counts.get(code) ?? 0) + count);
  return [...counts].map(([code, count]) => ({ code, count }));
}
