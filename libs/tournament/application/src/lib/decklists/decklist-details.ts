import { CATALOG } from '@arbiter/cards';
import { type DeckEntry, formatDeckText } from '@arbiter/decks';
import type { RulesetId } from '@arbiter/rulesets';
import { deckCodeOfStored, type DecklistEntry, decklistOfStored, onlineSupport } from '@arbiter/tournament-domain';

export interface DecklistCardView {
  /** The printing as registered (`OGN-202a`, `VEN-R01`). */
  readonly cardCode: string;
  /** The catalog's canonical id, `null` for a code the catalog does not know. */
  readonly cardId: string | null;
  readonly name: string | null;
  readonly count: number;
}

/** A registered list as a player reads it: sections with card names, its deck code, its text, and whether it can be played online. */
export interface DecklistDetails {
  readonly legend: readonly DecklistCardView[];
  readonly chosenChampion: DecklistCardView | null;
  readonly mainDeck: readonly DecklistCardView[];
  readonly runes: readonly DecklistCardView[];
  readonly battlefields: readonly DecklistCardView[];
  readonly sideboard: readonly DecklistCardView[];
  /** The list as a deck code: the one submitted, else encoded from the list. */
  readonly deckCode: string | null;
  /** The pasted-text form (headings Legend, Champion, Main Deck, Battlefields, Runes, Sideboard). */
  readonly text: string;
  readonly playableOnline: boolean;
  readonly unsupportedCards: readonly { readonly cardCode: string; readonly name: string | null }[];
}

export function cardView(entry: DeckEntry): DecklistCardView {
  const card = CATALOG.byCode(entry.code)?.card;
  return { cardCode: entry.code, cardId: card?.id ?? null, name: card?.name ?? null, count: entry.count };
}

export function decklistDetails(entry: DecklistEntry, ruleset: RulesetId): DecklistDetails {
  const decklist = decklistOfStored(entry);
  const support = onlineSupport(entry, ruleset);
  const views = (entries: readonly DeckEntry[]) => entries.map(cardView);
  return {
    legend: views(decklist.legend),
    chosenChampion: decklist.chosenChampion ? cardView({ code: decklist.chosenChampion, count: 1 }) : null,
    mainDeck: views([...decklist.mainDeck, ...decklist.unsorted]),
    runes: views(decklist.runes),
    battlefields: views(decklist.battlefields),
    sideboard: views(decklist.sideboard),
    deckCode: deckCodeOfStored(entry),
    text: formatDeckText(decklist),
    playableOnline: support.playableOnline,
    unsupportedCards: support.unsupportedCards.map(({ card, name }) => ({ cardCode: card, name })),
  };
}
