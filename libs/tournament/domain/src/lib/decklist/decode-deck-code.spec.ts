import { encodeDeckCode } from '@arbiter/decks';
import { describe, expect, it } from 'vitest';
import { decodeDeckCode } from './decode-deck-code.js';

const code = (input: Parameters<typeof encodeDeckCode>[0]) => {
  const encoded = encodeDeckCode(input);
  if (!encoded.ok) throw new Error(encoded.error.message);
  return encoded.code;
};

describe('decodeDeckCode', () => {
  it('reads Unleashed and Vendetta cards, rune printings and special printings (versions 4 and 5)', () => {
    const v5 = code({ mainDeck: [{ cardCode: 'VEN-155', count: 1 }, { cardCode: 'VEN-R05', count: 6 }, { cardCode: 'UNL-007', count: 3 }, { cardCode: 'VEN-SP1', count: 1 }], sideboard: [], chosenChampion: 'VEN-113' });
    expect(decodeDeckCode(v5)).toEqual({
      ok: true,
      cards: [{ cardCode: 'VEN-R05', count: 6 }, { cardCode: 'UNL-007', count: 3 }, { cardCode: 'VEN-155', count: 1 }, { cardCode: 'VEN-SP1', count: 1 }],
      chosenChampion: 'VEN-113',
    });
  });

  it('joins a version 6 code\'s separate list to the cards', () => {
    const v6 = code({ mainDeck: [{ cardCode: 'OGN-004', count: 3 }], sideboard: [], additionalLegends: ['OGN-280', 'OGN-288'] });
    expect(decodeDeckCode(v6)).toMatchObject({ ok: true, cards: [{ cardCode: 'OGN-004', count: 3 }, { cardCode: 'OGN-280', count: 1 }, { cardCode: 'OGN-288', count: 1 }] });
  });

  it('refuses a malformed code with DECKLIST.INVALID_CODE and the reason', () => {
    expect(decodeDeckCode('CQAAAA')).toMatchObject({ ok: false, error: { code: 'DECKLIST.INVALID_CODE', details: { reason: 'DECK_CODE.TRUNCATED' } } });
  });
});
