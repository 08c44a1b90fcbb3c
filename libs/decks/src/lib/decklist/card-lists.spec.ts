import { describe, expect, it } from 'vitest';
import { inCodeOrder, JINX_DECK } from '../../testing/jinx-deck.js';
import { encodeDeckCode } from '../codes/deck-code.js';
import goldenV3V4 from '../codes/golden/golden-v3-v4.json' with { type: 'json' };
import goldenV6 from '../codes/golden/golden-v6.json' with { type: 'json' };
import { validateDecklist } from '../rules/validate-decklist.js';
import { cardListOf, deckCodeOf, decklistFromCardList, readDeckCode } from './card-lists.js';

const flat = cardListOf(JINX_DECK);

describe('flat card lists and decklists', () => {
  it('a flat list is legend, battlefields, runes and main deck in one, as deck codes hold it', () => {
    expect(flat.cards.slice(0, 6)).toEqual([
      { cardCode: 'OGN-251', count: 1 },
      { cardCode: 'OGN-275', count: 1 },
      { cardCode: 'OGN-280', count: 1 },
      { cardCode: 'OGN-283', count: 1 },
      { cardCode: 'OGN-007', count: 6 },
      { cardCode: 'OGN-166', count: 6 },
    ]);
    expect(flat.cards.reduce((sum, card) => sum + card.count, 0)).toBe(56);
  });

  it('sorts a flat list back into its sections by card type', () => {
    expect(decklistFromCardList(flat)).toEqual(JINX_DECK);
  });

  it('normalises codes and merges a card listed twice under one code (ogn-202 and OGN-202)', () => {
    const list = decklistFromCardList({ cards: [...flat.cards.filter((card) => card.cardCode !== 'OGN-202'), { cardCode: 'ogn-202', count: 2 }, { cardCode: 'OGN-202', count: 1 }], chosenChampion: 'ogn-202' });
    expect(list.mainDeck.find((entry) => entry.code === 'OGN-202')).toEqual({ code: 'OGN-202', count: 3 });
    expect(list.chosenChampion).toBe('OGN-202');
  });

  it('chooses the champion only when one champion unit of the legend\'s tag is in the list', () => {
    expect(decklistFromCardList({ cards: flat.cards }).chosenChampion).toBe('OGN-202');
    const two = decklistFromCardList({ cards: [...flat.cards, { cardCode: 'OGN-030', count: 1 }] });
    expect(two.chosenChampion).toBeNull();
  });

  it('keeps unknown cards apart, unplaced, and the alternate printings as given', () => {
    const list = decklistFromCardList({ cards: [{ cardCode: 'RAD-005', count: 1 }, { cardCode: 'OGN-202a', count: 2 }, { cardCode: 'ogn-299s', count: 1 }] });
    expect(list).toMatchObject({ legend: [{ code: 'OGN-299*', count: 1 }], mainDeck: [{ code: 'OGN-202a', count: 2 }], unsorted: [{ code: 'RAD-005', count: 1 }] });
  });
});

describe('deck codes to decklists and back', () => {
  it('a decklist encodes to a code that reads back to the same list', () => {
    const encoded = deckCodeOf(JINX_DECK);
    expect(encoded).toMatchObject({ ok: true, version: 3 });
    const read = encoded.ok ? readDeckCode(encoded.code) : null;
    expect(read?.ok && inCodeOrder(read.decklist)).toEqual(inCodeOrder(JINX_DECK));
  });

  it('a stored flat list (the tournament keeps cards and chosen champion) encodes back to its code', () => {
    const code = encodeDeckCode({ mainDeck: flat.cards, sideboard: [], chosenChampion: flat.chosenChampion });
    expect(code.ok && code.code).toBe(deckCodeOf(JINX_DECK).ok && (deckCodeOf(JINX_DECK) as { code: string }).code);
  });

  it('reads the README\'s Kai\'Sa deck (golden v3-large): 40 cards, sideboard of 8, one problem: its chosen champion is no champion unit', () => {
    const large = goldenV3V4.find((vector) => vector.name.startsWith('v3-large'));
    const read = readDeckCode(large?.code ?? '');
    if (!read.ok) throw new Error(read.error.message);
    expect(read.decklist.legend).toEqual([{ code: 'OGN-247', count: 1 }]);
    expect(read.decklist.chosenChampion).toBe('OGN-103');
    expect(read.decklist.battlefields.map((entry) => entry.code)).toEqual(['OGN-280', 'OGN-288', 'OGN-292']);
    expect(read.decklist.sideboard.reduce((sum, entry) => sum + entry.count, 0)).toBe(8);
    expect(validateDecklist(read.decklist).map(({ code, card }) => [code, card])).toEqual([['deck/champion_not_champion_unit', 'OGN-103']]);
  });

  it('reads a v6 code\'s additional list as cards of the deck, and names the ones the catalog does not know', () => {
    const highCopy = goldenV6.find((vector) => vector.name.startsWith('v6-high-copy'));
    const read = readDeckCode(highCopy?.code ?? '');
    if (!read.ok) throw new Error(read.error.message);
    expect(read.decklist.battlefields).toEqual([{ code: 'OGN-280', count: 1 }]);
    expect(read.decklist.mainDeck).toContainEqual({ code: 'VEN-SP1', count: 1 });
    expect(read.decklist.unsorted).toEqual([{ code: 'RAD-005', count: 1 }]);
    expect(validateDecklist(read.decklist).filter((violation) => violation.code === 'deck/unknown_card').map((violation) => violation.card)).toEqual(['RAD-005']);
  });

  it('passes on a malformed code\'s error', () => {
    expect(readDeckCode('not a deck code')).toMatchObject({ ok: false, error: { code: 'DECK_CODE.NOT_BASE32' } });
  });
});
