/**
 * Flat card lists and decklists. A deck code (and the list the tournament stores) holds
 * everything outside the sideboard in one list: legend, battlefields, runes and main deck. The
 * catalog's card type tells the sections apart; a card the catalog does not know goes to
 * `unsorted`, and nothing is inferred from it.
 */
import { CATALOG, type CardCatalog, type CardFacts, normalizePrintingCode } from '@arbiter/cards';
import { type CardCount, type DecodedDeckCode, type EncodeOptions, type EncodeResult, type DeckCodeError, decodeDeckCode, encodeDeckCode } from '../codes/deck-code.js';
import { type DeckEntry, type Decklist, mergeEntries } from './decklist.js';

export interface CardList {
  /** Legend, battlefields, runes and main deck (the chosen champion's copies included). */
  readonly cards: readonly CardCount[];
  readonly sideboard?: readonly CardCount[];
  /** The chosen champion; when absent, the one champion unit of the legend's tag in the list, if there is exactly one. */
  readonly chosenChampion?: string | null;
}

/** The normal form of a code (`ogn-299s` → `OGN-299*`), or the code trimmed when it is not a printing code. */
export function entryCode(code: string, catalog: CardCatalog = CATALOG): string {
  return catalog.byCode(code)?.code ?? normalizePrintingCode(code) ?? code.trim();
}

function entriesOf(cards: readonly CardCount[], catalog: CardCatalog): DeckEntry[] {
  return mergeEntries(cards.map((card) => ({ code: entryCode(card.cardCode, catalog), count: card.count })));
}

/** Sorts a flat card list into the sections of a decklist by the catalog's card types. */
export function decklistFromCardList(list: CardList, catalog: CardCatalog = CATALOG): Decklist {
  const legend: DeckEntry[] = [];
  const mainDeck: DeckEntry[] = [];
  const runes: DeckEntry[] = [];
  const battlefields: DeckEntry[] = [];
  const unsorted: DeckEntry[] = [];
  for (const entry of entriesOf(list.cards, catalog)) {
    const card = catalog.byCode(entry.code)?.card;
    if (!card) unsorted.push(entry);
    else if (card.type === 'Legend') legend.push(entry);
    else if (card.type === 'Rune') runes.push(entry);
    else if (card.type === 'Battlefield') battlefields.push(entry);
    else mainDeck.push(entry);
  }
  const given = list.chosenChampion ? entryCode(list.chosenChampion, catalog) : null;
  const chosenChampion = given ?? onlyChampionCandidate(legend, mainDeck, catalog);
  return { legend, chosenChampion, mainDeck, runes, battlefields, sideboard: entriesOf(list.sideboard ?? [], catalog), unsorted };
}

/** The one champion unit of the legend's champion tag in the main deck (several or none: null). */
function onlyChampionCandidate(legend: readonly DeckEntry[], mainDeck: readonly DeckEntry[], catalog: CardCatalog): string | null {
  const [only, ...others] = legend;
  const legendCard = only && others.length === 0 ? catalog.byCode(only.code)?.card : undefined;
  const tag = legendCard ? catalog.championTag(legendCard) : null;
  if (!tag) return null;
  const candidates = new Map<string, string>();
  for (const entry of mainDeck) {
    const card = catalog.byCode(entry.code)?.card;
    if (card && isChampionUnit(card) && card.tags.includes(tag) && !candidates.has(card.id)) candidates.set(card.id, entry.code);
  }
  return candidates.size === 1 ? ([...candidates.values()][0] as string) : null;
}

export function isChampionUnit(card: CardFacts): boolean {
  return card.type === 'Unit' && card.supertype === 'Champion';
}

/**
 * The decklist of a decoded deck code. A v6 code's `additionalLegends` are cards of the deck too
 * (the vectors put battlefields there); they join the flat list one copy each.
 */
export function decklistFromDeckCode(decoded: DecodedDeckCode, catalog: CardCatalog = CATALOG): Decklist {
  const singles = (decoded.additionalLegends ?? []).map((cardCode) => ({ cardCode, count: 1 }));
  return decklistFromCardList({ cards: [...decoded.mainDeck, ...singles], sideboard: decoded.sideboard, chosenChampion: decoded.chosenChampion }, catalog);
}

export type ReadDeckCodeResult =
  | { readonly ok: true; readonly decklist: Decklist; readonly decoded: DecodedDeckCode }
  | { readonly ok: false; readonly error: DeckCodeError };

/** Decodes a deck code and sorts it into a decklist. */
export function readDeckCode(code: string, catalog: CardCatalog = CATALOG): ReadDeckCodeResult {
  const decoded = decodeDeckCode(code, { signatureVariant: '*' });
  return decoded.ok ? { ok: true, decoded: decoded.deck, decklist: decklistFromDeckCode(decoded.deck, catalog) } : decoded;
}

/** The flat form of a decklist, as deck codes and the tournament's stored lists hold it. */
export function cardListOf(decklist: Decklist): { readonly cards: CardCount[]; readonly sideboard: CardCount[]; readonly chosenChampion: string | null } {
  const flat = mergeEntries([...decklist.legend, ...decklist.battlefields, ...decklist.runes, ...decklist.mainDeck, ...decklist.unsorted]);
  return {
    cards: flat.map(({ code, count }) => ({ cardCode: code, count })),
    sideboard: mergeEntries(decklist.sideboard).map(({ code, count }) => ({ cardCode: code, count })),
    chosenChampion: decklist.chosenChampion,
  };
}

/** The deck code of a decklist (the lowest version that holds it, v3 at least). */
export function deckCodeOf(decklist: Decklist, options: EncodeOptions = {}): EncodeResult {
  const { cards, sideboard, chosenChampion } = cardListOf(decklist);
  return encodeDeckCode({ mainDeck: cards, sideboard, chosenChampion }, options);
}
