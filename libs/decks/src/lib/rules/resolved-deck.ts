/**
 * A decklist with every entry looked up in the catalog once, and the facts the rules share: the
 * legend, its domain identity and its champion tag (each null when the list does not settle it).
 */
import type { CardCatalog, CardFacts, Domain } from '@arbiter/cards';
import type { DeckEntry, Decklist } from '../decklist/decklist.js';
import { entryCode } from '../decklist/card-lists.js';

export interface ResolvedEntry {
  readonly code: string;
  readonly count: number;
  /** Undefined when the catalog does not know the code. */
  readonly card: CardFacts | undefined;
}

export interface ResolvedDeck {
  readonly legend: readonly ResolvedEntry[];
  readonly mainDeck: readonly ResolvedEntry[];
  readonly runes: readonly ResolvedEntry[];
  readonly battlefields: readonly ResolvedEntry[];
  readonly sideboard: readonly ResolvedEntry[];
  readonly unsorted: readonly ResolvedEntry[];
  readonly chosenChampion: ResolvedEntry | null;
  /** The deck's legend, when it names one card and that card is a legend (a second copy is reported on its own). */
  readonly legendCard: CardFacts | null;
  /** CR 1.3 103.1.b.2: the legend's domains. */
  readonly identity: readonly Domain[] | null;
  readonly championTag: string | null;
}

export function resolveDeck(decklist: Decklist, catalog: CardCatalog): ResolvedDeck {
  const resolve = (entries: readonly DeckEntry[]): ResolvedEntry[] =>
    entries.map(({ code, count }) => ({ code: entryCode(code), count, card: catalog.byCode(code)?.card }));
  const legend = resolve(decklist.legend);
  const [only, ...others] = legend;
  const legendCard = only && others.length === 0 && only.card?.type === 'Legend' ? only.card : null;
  const champion = decklist.chosenChampion;
  return {
    legend,
    mainDeck: resolve(decklist.mainDeck),
    runes: resolve(decklist.runes),
    battlefields: resolve(decklist.battlefields),
    sideboard: resolve(decklist.sideboard),
    unsorted: resolve(decklist.unsorted),
    chosenChampion: champion ? { code: entryCode(champion), count: 1, card: catalog.byCode(champion)?.card } : null,
    legendCard,
    identity: legendCard ? legendCard.domains.filter((domain): domain is Domain => domain !== 'Colorless') : null,
    championTag: legendCard ? catalog.championTag(legendCard) : null,
  };
}

/** CR 1.3 103.1.b.3-4: every domain of the card is in the identity (battlefields and tokens have none). */
export function withinIdentity(card: CardFacts, identity: readonly Domain[]): boolean {
  return card.domains.every((domain) => domain === 'Colorless' || identity.includes(domain));
}

export function isMainDeckType(card: CardFacts): boolean {
  return card.type === 'Unit' || card.type === 'Spell' || card.type === 'Gear';
}
