import { encodeDeckCode } from '@arbiter/decks';
import type { Deck } from '@arbiter/engine';
import { READY_DECKS } from '@arbiter/engine/testing';
import type { CardCount } from '../lib/events/tournament.events.js';

/** A ready legal deck of the engine as the flat list a deck code decodes to. */
export function cardList(deck: Deck, battlefields = deck.battlefields.length): CardCount[] {
  const counts = new Map<string, number>();
  const add = (id: string) => counts.set(id, (counts.get(id) ?? 0) + 1);
  [deck.legend, deck.champion, ...deck.mainDeck, ...deck.runes, ...deck.battlefields.slice(0, battlefields)].forEach(add);
  return [...counts].map(([cardCode, count]) => ({ cardCode, count }));
}

export function readyDeck(index: number): Deck {
  const deck = READY_DECKS[index % READY_DECKS.length];
  if (!deck) throw new Error('the engine has no ready decks');
  return deck;
}

/** The community deck code of a ready deck (with its chosen champion). */
export function deckCode(deck: Deck, battlefields = deck.battlefields.length): string {
  const encoded = encodeDeckCode({ mainDeck: cardList(deck, battlefields), sideboard: [], chosenChampion: deck.champion });
  if (!encoded.ok) throw new Error(encoded.error.message);
  return encoded.code;
}
