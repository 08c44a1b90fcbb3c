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
