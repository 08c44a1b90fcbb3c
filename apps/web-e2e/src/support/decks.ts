import { encodeDeckCode } from '@arbiter/decks';
import { READY_DECKS, readyDeckCardList } from '@arbiter/engine/testing';

/** A legal deck of the engine's ready decks, as the deck code a player would paste. */
export function deckCode(index: number): string {
  const { cards } = readyDeckCardList(index);
  const encoded = encodeDeckCode({ mainDeck: cards, sideboard: [], chosenChampion: READY_DECKS[index % READY_DECKS.length]?.champion ?? null });
  if (!encoded.ok) throw new Error(encoded.error.message);
  return encoded.code;
}

/** The same deck as a pasted list ("3 OGN-246" lines) and its chosen champion. */
export function pastedList(index: number): { list: string; champion: string } {
  const { cards, champion } = readyDeckCardList(index);
  return { list: cards.map((card) => `${card.count} ${card.cardCode}`).join('\n'), champion };
}
