/**
 * Whether the rules engine can play a deck online is a separate fact from whether the deck is
 * legal: registration checks every card that exists, online play only the cards the engine
 * implements. The caller passes the engine's list (`listSupportedCards()` of `@arbiter/engine`),
 * so this library does not depend on the engine.
 */
import { CATALOG, type CardCatalog } from '@arbiter/cards';
import type { Decklist } from './decklist/decklist.js';

export interface EngineSupport {
  /** True when the engine implements every card of the deck (sideboard included, since it can be swapped in). */
  readonly playableOnline: boolean;
  /** The cards it does not implement: canonical id (or the code, for a card the catalog does not know) and name, sorted by id. */
  readonly unsupportedCards: readonly { readonly card: string; readonly name: string | null }[];
}

/** `supported` holds canonical card ids (`listSupportedCards().map((card) => card.id)`). */
export function engineSupport(decklist: Decklist, supported: Iterable<string>, catalog: CardCatalog = CATALOG): EngineSupport {
  const known = supported instanceof Set ? (supported as ReadonlySet<string>) : new Set(supported);
  const codes = [
    ...decklist.legend,
    ...decklist.mainDeck,
    ...decklist.runes,
    ...decklist.battlefields,
    ...decklist.sideboard,
    ...decklist.unsorted,
    ...(decklist.chosenChampion ? [{ code: decklist.chosenChampion, count: 1 }] : []),
  ].map((entry) => entry.code);
  const missing = new Map<string, string | null>();
  for (const code of codes) {
    const card = catalog.byCode(code)?.card;
    const id = card?.id ?? code;
    if (!known.has(id)) missing.set(id, card?.name ?? null);
  }
  const unsupportedCards = [...missing]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([card, name]) => ({ card, name }));
  return { playableOnline: unsupportedCards.length === 0, unsupportedCards };
}
