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

/** A known card of a section with all its copies (a card listed under two printings counts once, with both counts). */
export interface KnownCard {
  readonly card: CardFacts;
  readonly count: number;
}

type Section = 'legend' | 'mainDeck' | 'runes' | 'battlefields' | 'sideboard';

export interface ResolvedDeck {
  readonly legend: readonly ResolvedEntry[];
  readonly mainDeck: readonly ResolvedEntry[];
  readonly runes: readonly ResolvedEntry[];
  readonly battlefields: readonly ResolvedEntry[];
  readonly sideboard: readonly ResolvedEntry[];
  readonly unsorted: readonly ResolvedEntry[];
  readonly chosenChampion: ResolvedEntry | null;
  /** The known cards of each section, merged by card. */
  readonly known: Readonly<Record<Section, readonly KnownCard[]>>;
  /** The deck's legend, when it names one card and that card is a legend (a second copy is reported on its own). */
  readonly legendCard: CardFacts | null;
  /** CR 1.3 103.1.b.2: the legend's domains. */
  readonly identity: readonly Domain[] | null;
  readonly championTag: string | null;
}

export function resolveDeck(decklist: Decklist, catalog: CardCatalog): ResolvedDeck {
  const resolve = (entries: readonly DeckEntry[]): ResolvedEntry[] =>
    entries.map(({ code, count }) => ({ code: entryCode(code, catalog), count, card: catalog.byCode(code)?.card }));
  const legend = resolve(decklist.legend);
  const [only, ...others] = legend;
  const legendCard = only && others.length === 0 && only.card?.type === 'Legend' ? only.card : null;
  const champion = decklist.chosenChampion;
  const mainDeck = resolve(decklist.mainDeck);
  const runes = resolve(decklist.runes);
  const battlefields = resolve(decklist.battlefields);
  const sideboard = resolve(decklist.sideboard);
  return {
    legend,
    mainDeck,
    runes,
    battlefields,
    sideboard,
    known: { legend: knownCards(legend), mainDeck: knownCards(mainDeck), runes: knownCards(runes), battlefields: knownCards(battlefields), sideboard: knownCards(sideboard) },
    unsorted: resolve(decklist.unsorted),
    chosenChampion: champion ? { code: entryCode(champion, catalog), count: 1, card: catalog.byCode(champion)?.card } : null,
    legendCard,
    identity: legendCard ? legendCard.domains.filter((domain): domain is Domain => domain !== 'Colorless') : null,
    championTag: legendCard ? catalog.championTag(legendCard) : null,
  };
}

/** The known cards of some entries, merged by card. */
export function knownCards(entries: readonly ResolvedEntry[]): KnownCard[] {
  const byId = new Map<string, { card: CardFacts; count: number }>();
  for (const { card, count } of entries) {
    if (!card) continue;
    const known = byId.get(card.id);
    if (known) known.count += count;
    else byId.set(card.id, { card, count });
  }
  return [...byId.values()];
}

/** CR 1.3 103.1.b.3-4: every domain of the card is in the identity (battlefields and tokens have none). */
export function withinIdentity(card: CardFacts, identity: readonly Domain[]): boolean {
  return card.domains.every((domain) => domain === 'Colorless' || identity.includes(domain));
}

export function isMainDeckType(card: CardFacts): boolean {
  return card.type === 'Unit' || card.type === 'Spell' || card.type === 'Gear';
}
