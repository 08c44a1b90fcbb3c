import { describe, expect, it } from 'vitest';
import { JINX_DECK } from '../testing/jinx-deck.js';
import { cardListOf, decklistFromCardList } from './decklist/card-lists.js';
import type { Decklist } from './decklist/decklist.js';
import { engineSupport } from './engine-support.js';

const idsOf = (decklist: Decklist) =>
  [...decklist.legend, ...decklist.mainDeck, ...decklist.runes, ...decklist.battlefields, ...decklist.sideboard].map((entry) => entry.code);

describe('engine support, separate from legality', () => {
  it('a deck of supported cards is playable online', () => {
    expect(engineSupport(JINX_DECK, idsOf(JINX_DECK))).toEqual({ playableOnline: true, unsupportedCards: [] });
  });

  it('names every card the engine does not implement, by canonical id, once, sideboard and unknown cards included', () => {
    const decklist = { ...JINX_DECK, runes: [{ code: 'VEN-R01', count: 6 }, { code: 'OGN-166', count: 6 }], sideboard: [{ code: 'OGN-030a', count: 1 }] };
    const withUnknown = decklistFromCardList({ ...cardListOf(decklist), cards: [...cardListOf(decklist).cards, { cardCode: 'RAD-005', count: 1 }] });
    const supported = new Set(idsOf(JINX_DECK).filter((id) => id !== 'OGN-251'));
    expect(engineSupport(withUnknown, supported)).toEqual({
      playableOnline: false,
      unsupportedCards: [
        { card: 'OGN-030', name: 'Jinx, Demolitionist' },
        { card: 'OGN-251', name: 'Loose Cannon' },
        { card: 'RAD-005', name: null },
      ],
    });
  });
});
