import { describe, expect, it } from 'vitest';
import { DUEL, LEE_SIN_COUNTERS, READY_DECKS, SETT_BUFFS, VIKTOR_RESCUE, VIKTOR_TOKENS } from '../testing/index.js';
import type { Deck } from './deck.js';
import { deckFromCardList } from './deck-from-card-list.js';
import { validateDeck } from './validate-deck.js';

const codes = (deck: Deck): string[] => validateDeck(DUEL, deck).map((violation) => violation.code);
const replaceOne = (list: readonly string[], from: string, to: string): string[] => {
  const index = list.indexOf(from);
  return [...list.slice(0, index), to, ...list.slice(index + 1)];
};

describe('the ready decks', () => {
  it('are legal 40-card decks with 12 runes and 3 battlefields (103)', () => {
    for (const deck of [...READY_DECKS, LEE_SIN_COUNTERS, VIKTOR_RESCUE]) expect(validateDeck(DUEL, deck)).toEqual([]);
  });
});

describe('deck construction (103)', () => {
  it('needs at least 40 main-deck cards counting the chosen champion (103.2)', () => {
    expect(codes({ ...VIKTOR_TOKENS, mainDeck: VIKTOR_TOKENS.mainDeck.slice(1) })).toEqual(['deck/main_deck_too_small']);
  });

  it('allows 3 copies including the chosen champion, not 4 (103.2.b, 103.2.b.1)', () => {
    const four = { ...VIKTOR_TOKENS, mainDeck: replaceOne(VIKTOR_TOKENS.mainDeck, 'OGN-210', 'OGN-246') };
    expect(validateDeck(DUEL, four)).toEqual([expect.objectContaining({ code: 'deck/too_many_copies', ruleRef: 'CR 1.4 103.2.b', cardId: 'OGN-246' })]);
  });

  it('keeps every card inside the legend domain identity (103.1.b.1, 103.1.b.4)', () => {
    const outside = { ...VIKTOR_TOKENS, mainDeck: replaceOne(VIKTOR_TOKENS.mainDeck, 'OGN-210', 'OGN-142') };
    expect(validateDeck(DUEL, outside)).toEqual([expect.objectContaining({ code: 'deck/outside_domain_identity', cardId: 'OGN-142' })]);
  });

  it('needs a chosen champion unit that shares the legend tag (103.2.a.2)', () => {
    expect(codes({ ...VIKTOR_TOKENS, champion: 'OGN-240' })).toContain('deck/champion_tag_mismatch');
    expect(codes({ ...VIKTOR_TOKENS, champion: 'OGN-210' })).toContain('deck/champion_not_champion_unit');
  });

  it('allows at most 3 signature cards, all with the legend tag (103.2.d.1, 103.2.d.2)', () => {
    const fourSignatures = { ...SETT_BUFFS, mainDeck: replaceOne(SETT_BUFFS.mainDeck, 'OGN-210', 'OGN-270') };
    expect(codes(fourSignatures)).toEqual(expect.arrayContaining(['deck/too_many_signature_cards', 'deck/too_many_copies']));
    const wrongTag = { ...SETT_BUFFS, mainDeck: replaceOne(SETT_BUFFS.mainDeck, 'OGN-210', 'OGN-266') };
    expect(validateDeck(DUEL, wrongTag)).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'deck/signature_tag_mismatch', ruleRef: 'CR 1.4 103.2.d.2', cardId: 'OGN-266' })]),
    );
  });

  it('needs exactly 12 runes of the domain identity (103.3.a, 103.3.a.1)', () => {
    expect(codes({ ...VIKTOR_TOKENS, runes: VIKTOR_TOKENS.runes.slice(1) })).toEqual(['deck/rune_count']);
    expect(codes({ ...VIKTOR_TOKENS, runes: replaceOne(VIKTOR_TOKENS.runes, 'OGN-089', 'OGN-007') })).toEqual(['deck/rune_outside_domain_identity']);
  });

  it('needs the number of battlefields the mode asks for (103.4.a)', () => {
    expect(validateDeck({ battlefieldsPerDeck: 1 }, VIKTOR_TOKENS)).toEqual([expect.objectContaining({ code: 'deck/battlefield_count', ruleRef: 'CR 1.4 103.4.a' })]);
  });

  it('refuses cards the engine does not support with their own code', () => {
    const unknown = { ...VIKTOR_TOKENS, mainDeck: replaceOne(VIKTOR_TOKENS.mainDeck, 'OGN-210', 'UNL-036') };
    expect(validateDeck(DUEL, unknown)).toEqual([expect.objectContaining({ code: 'deck/unsupported_card', cardId: 'UNL-036' })]);
  });

  it('reports one violation per problem, all of them at once', () => {
    const broken: Deck = { legend: 'OGN-265', champion: 'OGN-240', mainDeck: ['OGN-142', 'UNL-036'], runes: ['OGN-007'], battlefields: [] };
    expect(codes(broken).sort()).toEqual(
      ['deck/battlefield_count', 'deck/champion_tag_mismatch', 'deck/main_deck_too_small', 'deck/outside_domain_identity', 'deck/rune_count', 'deck/rune_outside_domain_identity', 'deck/unsupported_card'].sort(),
    );
  });

  it('refuses runes, legends and tokens in the main deck (132.4, 176)', () => {
    expect(codes({ ...VIKTOR_TOKENS, mainDeck: replaceOne(VIKTOR_TOKENS.mainDeck, 'OGN-210', 'OGN-089') })).toEqual(['deck/not_a_main_deck_card']);
    expect(codes({ ...VIKTOR_TOKENS, mainDeck: replaceOne(VIKTOR_TOKENS.mainDeck, 'OGN-210', 'OGN-271') })).toEqual(['deck/token_in_deck']);
  });
});

describe('decks from a flat card list (Piltover Archive deck codes)', () => {
  const flat = [
    { cardCode: 'OGN-265', count: 1 },
    { cardCode: 'OGN-089', count: 6 },
    { cardCode: 'OGN-214a', count: 6 },
    { cardCode: 'OGN-280', count: 1 },
    { cardCode: 'OGN-275', count: 1 },
    { cardCode: 'OGN-294', count: 1 },
    ...[...new Set(VIKTOR_TOKENS.mainDeck)].map((cardCode) => ({ cardCode, count: VIKTOR_TOKENS.mainDeck.filter((id) => id === cardCode).length })),
    { cardCode: 'OGN-246a', count: 1 },
  ];

  it('sorts legend, runes, battlefields and main deck and takes out the chosen champion', () => {
    const deck = deckFromCardList(flat, 'OGN-246');
    expect(deck.legend).toBe('OGN-265');
    expect(deck.champion).toBe('OGN-246');
    expect(deck.runes).toHaveLength(12);
    expect(deck.battlefields).toHaveLength(3);
    expect(validateDeck(DUEL, deck)).toEqual([]);
  });

  it('maps variant printings to their card and picks the champion when none is named', () => {
    const deck = deckFromCardList(flat);
    expect(deck.runes.filter((id) => id === 'OGN-214')).toHaveLength(6);
    expect(deck.champion).toBe('OGN-246');
  });

  it('keeps unknown cards so that validation reports them', () => {
    const deck = deckFromCardList([...flat, { cardCode: 'SFD-001', count: 1 }]);
    expect(validateDeck(DUEL, deck)).toEqual([expect.objectContaining({ code: 'deck/unsupported_card', cardId: 'SFD-001' })]);
  });
});
