import { CATALOG } from '@arbiter/cards';
import { decklistFromCardList, encodeDeckCode, formatDeckText } from '@arbiter/decks';
import { READY_DECKS, readyDeckCardList } from '@arbiter/engine/testing';

/** A legal deck of the engine's ready decks, as the deck code a player would paste. */
export function deckCode(index: number): string {
  const { cards } = readyDeckCardList(index);
  const encoded = encodeDeckCode({ mainDeck: cards, sideboard: [], chosenChampion: READY_DECKS[index % READY_DECKS.length]?.champion ?? null });
  if (!encoded.ok) throw new Error(encoded.error.message);
  return encoded.code;
}

/** The same deck as the text a deck builder exports (section headings, "N Card Name" lines). */
export function pastedText(index: number): string {
  const { cards, champion } = readyDeckCardList(index);
  return formatDeckText(decklistFromCardList({ cards, sideboard: [], chosenChampion: champion }));
}

/**
 * A main-deck card of ready deck `index` that no other ready deck holds, by name (as an organizer
 * types a ban), so a format can ban it without touching the others' lists.
 */
export function cardOnlyIn(index: number): { code: string; name: string } {
  const others = new Set(READY_DECKS.flatMap((_, other) => (other === index ? [] : readyDeckCardList(other).cards.map((card) => card.cardCode))));
  const { cards, champion } = readyDeckCardList(index);
  for (const { cardCode } of cards) {
    const card = CATALOG.byCode(cardCode)?.card;
    if (!card || others.has(cardCode) || cardCode === champion || card.type === 'Legend' || card.type === 'Battlefield' || card.type === 'Rune') continue;
    const named = CATALOG.byName(card.name);
    if (named?.kind === 'found') return { code: card.id, name: card.name };
  }
  throw new Error(`ready deck ${index} has no card of its own`);
}

/** The sets the ready decks draw on: a format for the flows must make them legal. */
export function readyDeckSets(): string[] {
  return [...new Set(READY_DECKS.flatMap((_, index) => readyDeckCardList(index).cards.map((card) => CATALOG.byCode(card.cardCode)?.card.set ?? '?')))].sort();
}
