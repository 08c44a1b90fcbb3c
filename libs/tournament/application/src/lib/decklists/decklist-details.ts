import { formatDeckText } from '@arbiter/decks';
import type { RulesetId } from '@arbiter/rulesets';
import { type DecodedCard, decodedSections, deckCodeOfStored, type DecklistEntry, decklistOfStored, onlineSupport } from '@arbiter/tournament-domain';

/** A card of a registered list: the printing as registered, the catalog's id and name (null for a code the catalog does not know). */
export type DecklistCardView = DecodedCard;

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

export function decklistDetails(entry: DecklistEntry, ruleset: RulesetId): DecklistDetails {
  const decklist = decklistOfStored(entry);
  const support = onlineSupport(entry, ruleset);
  return {
    ...decodedSections(decklist),
    deckCode: deckCodeOfStored(entry),
    text: formatDeckText(decklist),
    playableOnline: support.playableOnline,
    unsupportedCards: support.unsupportedCards.map(({ card, name }) => ({ cardCode: card, name })),
  };
}
