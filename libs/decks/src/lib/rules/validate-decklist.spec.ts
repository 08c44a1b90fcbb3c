import { CATALOG } from '@arbiter/cards';
import { describe, expect, it } from 'vitest';
import { decklistFromCardList } from '../decklist/card-lists.js';
import type { DeckEntry, Decklist } from '../decklist/decklist.js';
import { defineFormat, type Format } from '../formats/format.js';
import { STANDARD } from '../formats/standard.js';
import { JINX_DECK, JINX_FILLER, JINX_SPARE } from '../../testing/jinx-deck.js';
import type { DeckRules } from './deck-rules.js';
import { validateDecklist } from './validate-decklist.js';

const JINX = JINX_DECK;
const FILLER = JINX_FILLER;
const LAST_FILLER = JINX_FILLER[12] as string;
const SPARE = JINX_SPARE;

const codes = (deck: Decklist, rules?: DeckRules) => validateDecklist(deck, rules).map((violation) => violation.code);
const only = (deck: Decklist, rules?: DeckRules) => validateDecklist(deck, rules).map(({ code, ruleRef, card }) => ({ code, ruleRef, ...(card ? { card } : {}) }));
/** The main deck with the last single filler card swapped for `entries`. */
const mainWith = (...entries: DeckEntry[]): DeckEntry[] => [...JINX.mainDeck.filter((entry) => entry.code !== LAST_FILLER), ...entries];
const spare = (index: number) => SPARE[index] as string;

describe('a legal deck', () => {
  it('Jinx with 40 main-deck cards, 12 runes, 3 battlefields validates clean in Standard', () => {
    expect(validateDecklist(JINX)).toEqual([]);
    expect(validateDecklist(JINX, { format: STANDARD, on: '2026-08-01', organizedPlayLevel: 'professional' })).toEqual([]);
  });
});

describe('the legend (CR 1.3 103.1)', () => {
  it('CR 1.3 103.1: a deck without a legend', () => {
    expect(only({ ...JINX, legend: [] })).toEqual([{ code: 'deck/no_legend', ruleRef: 'CR 1.3 103.1' }]);
  });

  it('CR 1.3 103.1: a deck with two legends', () => {
    expect(codes({ ...JINX, legend: [{ code: 'OGN-251', count: 1 }, { code: 'OGN-247', count: 1 }] })).toContain('deck/too_many_legends');
    expect(codes({ ...JINX, legend: [{ code: 'OGN-251', count: 2 }] })).toEqual(['deck/too_many_legends']);
  });

  it('CR 1.3 103.1: a unit in the legend\'s place', () => {
    expect(codes({ ...JINX, legend: [{ code: 'OGN-202', count: 1 }] })).toContain('deck/not_a_legend');
  });
});

describe('the chosen champion (CR 1.3 103.2.a)', () => {
  it('CR 1.3 103.2.a: a deck that names no chosen champion', () => {
    expect(only({ ...JINX, chosenChampion: null })).toEqual([{ code: 'deck/no_chosen_champion', ruleRef: 'CR 1.3 103.2.a' }]);
  });

  it('CR 1.3 103.2.a.2: a signature unit (Tibbers) cannot be the chosen champion', () => {
    const deck = { ...JINX, legend: [{ code: 'OGS-017', count: 1 }], chosenChampion: 'OGS-018', mainDeck: mainWith({ code: 'OGS-018', count: 1 }) };
    expect(only(deck)).toContainEqual({ code: 'deck/champion_not_champion_unit', ruleRef: 'CR 1.3 103.2.a.2', card: 'OGS-018' });
  });

  it('CR 1.3 103.2.a.2: a champion unit of another champion (Draven, Showboat for Jinx)', () => {
    const deck = { ...JINX, chosenChampion: 'OGN-028', mainDeck: mainWith({ code: 'OGN-028', count: 1 }) };
    expect(only(deck)).toEqual([{ code: 'deck/champion_tag_mismatch', ruleRef: 'CR 1.3 103.2.a.2', card: 'OGN-028' }]);
  });

  it('TR 2026-07-16 402.1: the chosen champion is one of the main deck\'s 40 cards', () => {
    const deck = { ...JINX, chosenChampion: 'OGN-030' };
    expect(only(deck)).toEqual([{ code: 'deck/champion_not_in_main_deck', ruleRef: 'TR 2026-07-16 402.1', card: 'OGN-030' }]);
  });

  it('CR 1.3 103.2.a.3: any printing of the chosen champion in the main deck is it', () => {
    expect(validateDecklist({ ...JINX, chosenChampion: 'OGN-202a' })).toEqual([]);
  });
});

describe('the main deck (CR 1.3 103.2, TR 2026-07-16 402.1, 601.1.b)', () => {
  it('TR 2026-07-16 402.1: 39 cards are too few and 41 too many', () => {
    const thirtyNine = { ...JINX, mainDeck: mainWith() };
    const fortyOne = { ...JINX, mainDeck: mainWith({ code: LAST_FILLER, count: 1 }, { code: spare(0), count: 1 }) };
    expect(only(thirtyNine)).toEqual([{ code: 'deck/main_deck_size', ruleRef: 'TR 2026-07-16 402.1' }]);
    expect(only(fortyOne)).toEqual([{ code: 'deck/main_deck_size', ruleRef: 'TR 2026-07-16 402.1' }]);
  });

  it('CR 1.3 103.2: casual online play allows more than 40, never fewer', () => {
    const fortyOne = { ...JINX, mainDeck: mainWith({ code: LAST_FILLER, count: 1 }, { code: spare(0), count: 1 }) };
    expect(validateDecklist(fortyOne, { mainDeckSize: 'atLeast' })).toEqual([]);
    expect(only({ ...JINX, mainDeck: mainWith() }, { mainDeckSize: 'atLeast' })).toEqual([{ code: 'deck/main_deck_size', ruleRef: 'CR 1.3 103.2' }]);
  });

  it('CR 1.3 103.2: a rune in the main deck is not a main-deck card', () => {
    expect(only({ ...JINX, mainDeck: mainWith({ code: 'OGN-007', count: 1 }) })).toEqual([{ code: 'deck/not_a_main_deck_card', ruleRef: 'CR 1.3 103.2', card: 'OGN-007' }]);
  });

  it('CR 1.3 182: tokens are not cards (a Sprite token, the Buff marker)', () => {
    expect(only({ ...JINX, mainDeck: mainWith({ code: 'OGN-274', count: 1 }) })).toEqual([{ code: 'deck/token_in_deck', ruleRef: 'CR 1.3 182', card: 'OGN-274' }]);
    expect(codes({ ...JINX, mainDeck: mainWith({ code: 'UNL-T04', count: 1 }) })).toEqual(['deck/token_in_deck']);
  });
});

describe('copies (CR 1.3 103.2.b, TR 2026-07-16 403.3, 601.1.c.3)', () => {
  it('CR 1.3 103.2.b: four copies of a card in the main deck', () => {
    const deck = { ...JINX, mainDeck: mainWith({ code: FILLER[0] as string, count: 1 }) };
    expect(only(deck)).toEqual([{ code: 'deck/too_many_copies', ruleRef: 'CR 1.3 103.2.b', card: FILLER[0] }]);
  });

  it('CR 1.3 103.2.b: copies are counted by card, whichever printing (OGN-202 and OGN-202a)', () => {
    const deck = { ...JINX, mainDeck: mainWith({ code: 'OGN-202a', count: 1 }) };
    expect(only(deck)).toEqual([{ code: 'deck/too_many_copies', ruleRef: 'CR 1.3 103.2.b', card: 'OGN-202' }]);
  });

  it('CR 1.3 103.2.b.1: the chosen champion counts among its three copies', () => {
    const deck = { ...JINX, mainDeck: JINX.mainDeck.map((entry) => (entry.code === 'OGN-202' ? { code: 'OGN-202', count: 4 } : entry)).filter((entry) => entry.code !== LAST_FILLER) };
    expect(codes(deck)).toEqual(['deck/too_many_copies']);
  });

  it('CR 1.3 103.2.b.2: two cards of one champion have different names (3 Jinx, Rebel and 3 Jinx, Demolitionist)', () => {
    const withoutTwoFillers = JINX.mainDeck.filter((entry) => entry.code !== FILLER[0] && entry.code !== LAST_FILLER);
    const deck = { ...JINX, mainDeck: [...withoutTwoFillers, { code: 'OGN-030', count: 3 }, { code: LAST_FILLER, count: 1 }] };
    expect(validateDecklist(deck)).toEqual([]);
  });

  it('TR 2026-07-16 601.1.c.3: three in the main deck and one in the sideboard are four copies', () => {
    const deck = { ...JINX, sideboard: [{ code: FILLER[0] as string, count: 1 }] };
    expect(only(deck)).toEqual([{ code: 'deck/too_many_copies', ruleRef: 'TR 2026-07-16 601.1.c.3', card: FILLER[0] }]);
  });
});

describe('domain identity (CR 1.3 103.1.b)', () => {
  it('CR 1.3 103.1.b.3: a Calm card in a Fury/Chaos deck', () => {
    expect(only({ ...JINX, mainDeck: mainWith({ code: 'OGN-052', count: 1 }) })).toEqual([{ code: 'deck/outside_domain_identity', ruleRef: 'CR 1.3 103.1.b.3', card: 'OGN-052' }]);
  });

  it('CR 1.3 103.1.b.4: a Fury/Mind card needs both domains (Icathian Rain in a Fury/Chaos deck)', () => {
    expect(only({ ...JINX, mainDeck: mainWith({ code: 'OGN-248', count: 1 }) })).toContainEqual({ code: 'deck/outside_domain_identity', ruleRef: 'CR 1.3 103.1.b.4', card: 'OGN-248' });
  });

  it('CR 1.3 103.1.b: battlefields have no domain and fit every identity', () => {
    expect(CATALOG.byId('OGN-275')?.domains).toEqual(['Colorless']);
    expect(validateDecklist(JINX)).toEqual([]);
  });
});

describe('signature cards (CR 1.3 103.2.d)', () => {
  it('CR 1.3 103.2.d.2: a signature card of another champion (Tibbers in a Jinx deck)', () => {
    expect(only({ ...JINX, mainDeck: mainWith({ code: 'OGS-018', count: 1 }) })).toEqual([{ code: 'deck/signature_tag_mismatch', ruleRef: 'CR 1.3 103.2.d.2', card: 'OGS-018' }]);
  });

  it('CR 1.3 103.2.d.1: three signature cards are fine, four are not', () => {
    const three = { ...JINX, mainDeck: [...JINX.mainDeck.filter((entry) => entry.code !== FILLER[0]), { code: 'OGN-252', count: 3 }] };
    expect(validateDecklist(three)).toEqual([]);
    const four = { ...JINX, mainDeck: [...JINX.mainDeck.filter((entry) => entry.code !== FILLER[0] && entry.code !== LAST_FILLER), { code: 'OGN-252', count: 3 }, { code: 'OGS-018', count: 1 }] };
    expect(only(four)).toEqual([
      { code: 'deck/too_many_signature_cards', ruleRef: 'CR 1.3 103.2.d.1' },
      { code: 'deck/signature_tag_mismatch', ruleRef: 'CR 1.3 103.2.d.2', card: 'OGS-018' },
    ]);
  });
});

describe('Unique (CR 1.3 825)', () => {
  const ornn = (signatures: DeckEntry[]): Decklist => {
    const filler = CATALOG.cards
      .filter((card) => card.set === 'SFD' && (card.type === 'Unit' || card.type === 'Spell') && card.supertype === null && card.domains.every((domain) => domain === 'Calm' || domain === 'Mind'))
      .map((card) => card.id);
    const fromSignatures = signatures.reduce((sum, entry) => sum + entry.count, 0);
    const main: DeckEntry[] = [{ code: 'SFD-058', count: 3 }, ...signatures];
    let left = 40 - 3 - fromSignatures;
    for (const code of filler) {
      if (left === 0) break;
      const count = Math.min(3, left);
      main.push({ code, count });
      left -= count;
    }
    return {
      legend: [{ code: 'SFD-189', count: 1 }],
      chosenChampion: 'SFD-058',
      mainDeck: main,
      runes: [{ code: 'OGN-042', count: 6 }, { code: 'OGN-089', count: 6 }],
      battlefields: JINX.battlefields,
      sideboard: [],
      unsorted: [],
    };
  };

  it('CR 1.3 825.2.b: three different Unique signature cards of Ornn are fine', () => {
    expect(validateDecklist(ornn([{ code: 'SFD-190', count: 1 }, { code: 'SFD-191', count: 1 }, { code: 'SFD-192', count: 1 }]))).toEqual([]);
  });

  it('CR 1.3 825.2.a: two copies of a Unique card', () => {
    expect(only(ornn([{ code: 'SFD-190', count: 2 }]))).toEqual([{ code: 'deck/unique_card_copies', ruleRef: 'CR 1.3 825.2.a', card: 'SFD-190' }]);
  });

  it('CR 1.3 825.2.a: a Unique card in main deck and sideboard together', () => {
    const deck = { ...ornn([{ code: 'SFD-190', count: 1 }]), sideboard: [{ code: 'SFD-190', count: 1 }] };
    expect(codes(deck)).toEqual(['deck/unique_card_copies']);
  });
});

describe('the rune deck (CR 1.3 103.3)', () => {
  it('CR 1.3 103.3.a: 11 runes are not 12', () => {
    expect(only({ ...JINX, runes: [{ code: 'OGN-007', count: 6 }, { code: 'OGN-166', count: 5 }] })).toEqual([{ code: 'deck/rune_count', ruleRef: 'CR 1.3 103.3.a' }]);
  });

  it('CR 1.3 103.3.a.1: a Mind rune in a Fury/Chaos deck', () => {
    expect(only({ ...JINX, runes: [{ code: 'OGN-007', count: 6 }, { code: 'OGN-166', count: 5 }, { code: 'VEN-R03', count: 1 }] })).toEqual([
      { code: 'deck/rune_outside_domain_identity', ruleRef: 'CR 1.3 103.3.a.1', card: 'OGN-089' },
    ]);
  });

  it('CR 1.3 103.3.a: a unit in the rune deck', () => {
    expect(codes({ ...JINX, runes: [{ code: 'OGN-007', count: 6 }, { code: 'OGN-166', count: 5 }, { code: spare(0), count: 1 }] })).toEqual(['deck/not_a_rune']);
  });

  it('CR 1.3 103.3.a: rune printings of later sets are runes (VEN-R01, VEN-R05)', () => {
    expect(validateDecklist({ ...JINX, runes: [{ code: 'VEN-R01', count: 6 }, { code: 'VEN-R05', count: 6 }] })).toEqual([]);
  });
});

describe('battlefields (CR 1.3 103.4, TR 2026-07-16 402.1)', () => {
  it('TR 2026-07-16 402.1: two battlefields are not three', () => {
    expect(only({ ...JINX, battlefields: JINX.battlefields.slice(0, 2) })).toEqual([{ code: 'deck/battlefield_count', ruleRef: 'TR 2026-07-16 402.1' }]);
  });

  it('CR 1.3 103.4.a: the mode decides how many battlefields a deck brings', () => {
    expect(validateDecklist({ ...JINX, battlefields: JINX.battlefields.slice(0, 1) }, { battlefields: 1 })).toEqual([]);
    expect(only(JINX, { battlefields: 2, mainDeckSize: 'atLeast' })).toEqual([{ code: 'deck/battlefield_count', ruleRef: 'CR 1.3 103.4.a' }]);
  });

  it('CR 1.3 103.4.c: two battlefields of one name', () => {
    const deck = { ...JINX, battlefields: [{ code: 'OGN-275', count: 2 }, { code: 'OGN-280', count: 1 }] };
    expect(only(deck)).toEqual([{ code: 'deck/duplicate_battlefield', ruleRef: 'CR 1.3 103.4.c', card: 'OGN-275' }]);
  });

  it('CR 1.3 103.4: a unit among the battlefields, a token battlefield', () => {
    expect(codes({ ...JINX, battlefields: [...JINX.battlefields.slice(0, 2), { code: spare(0), count: 1 }] })).toEqual(['deck/not_a_battlefield']);
    expect(codes({ ...JINX, battlefields: [...JINX.battlefields.slice(0, 2), { code: 'UNL-T01', count: 1 }] })).toEqual(['deck/token_in_deck']);
  });
});

describe('the sideboard (TR 2026-07-16 403, 601.1.c)', () => {
  const tenSpare = SPARE.slice(0, 4).map((code, index) => ({ code, count: index < 2 ? 3 : 2 }));

  it('TR 2026-07-16 601.1.c.1: ten sideboard cards are allowed, eleven are not (it was eight until July 2026)', () => {
    expect(validateDecklist({ ...JINX, sideboard: tenSpare })).toEqual([]);
    expect(only({ ...JINX, sideboard: [...tenSpare, { code: spare(4), count: 1 }] })).toEqual([{ code: 'deck/sideboard_too_large', ruleRef: 'TR 2026-07-16 601.1.c.1' }]);
  });

  it('TR 2026-07-16 601.1.c.1: a format may keep a smaller sideboard', () => {
    const eight = defineFormat({ id: 'old-standard', name: 'Standard (before July 2026)', sets: ['OGN', 'OGS', 'SFD', 'UNL', 'VEN'], sideboardSize: 8 });
    expect(eight.ok && codes({ ...JINX, sideboard: tenSpare }, { format: eight.format })).toEqual(['deck/sideboard_too_large']);
  });

  it('TR 2026-07-16 601.1.c.2: a sideboard holds only cards that could be in the main deck', () => {
    const deck = { ...JINX, sideboard: [{ code: 'OGN-052', count: 1 }, { code: 'OGS-018', count: 1 }, { code: 'OGN-274', count: 1 }, { code: 'OGN-288', count: 1 }] };
    expect(only(deck)).toEqual([
      { code: 'deck/invalid_sideboard_card', ruleRef: 'TR 2026-07-16 601.1.c.2', card: 'OGN-052' },
      { code: 'deck/invalid_sideboard_card', ruleRef: 'TR 2026-07-16 601.1.c.2', card: 'OGS-018' },
      { code: 'deck/invalid_sideboard_card', ruleRef: 'TR 2026-07-16 601.1.c.2', card: 'OGN-274' },
      { code: 'deck/invalid_sideboard_card', ruleRef: 'TR 2026-07-16 601.1.c.2', card: 'OGN-288' },
    ]);
  });

  it('TR 2026-07-16 403.2: an event without sideboards refuses one', () => {
    expect(only({ ...JINX, sideboard: tenSpare }, { sideboard: false })).toEqual([{ code: 'deck/sideboard_not_allowed', ruleRef: 'TR 2026-07-16 403.2' }]);
  });
});

describe('unknown cards (TR 2026-07-16 401.2)', () => {
  it('TR 2026-07-16 401.2: a card the catalog does not know is named once, and nothing else is inferred from it', () => {
    const flat = decklistFromCardList({
      cards: [{ cardCode: 'OGN-251', count: 1 }, ...JINX.battlefields.slice(0, 2).map(({ code, count }) => ({ cardCode: code, count })), { cardCode: 'RAD-005', count: 1 }, ...JINX.runes.map(({ code, count }) => ({ cardCode: code, count })), ...JINX.mainDeck.map(({ code, count }) => ({ cardCode: code, count }))],
      chosenChampion: 'OGN-202',
    });
    expect(flat.unsorted).toEqual([{ code: 'RAD-005', count: 1 }]);
    expect(only(flat)).toEqual([{ code: 'deck/unknown_card', ruleRef: 'TR 2026-07-16 401.2', card: 'RAD-005' }]);
  });

  it('TR 2026-07-16 401.2: unknown cards in any place, each named once, before every other violation', () => {
    const deck = { ...JINX, legend: [], mainDeck: mainWith({ code: 'OGN-999', count: 1 }), sideboard: [{ code: 'OGN-999', count: 1 }, { code: 'SFD-R02', count: 1 }] };
    const violations = validateDecklist(deck);
    expect(violations.map((violation) => violation.card ?? violation.code)).toEqual(['OGN-999', 'SFD-R02', 'deck/no_legend']);
    expect(violations[0]?.message).toContain('OGN-999');
  });

  it('TR 2026-07-16 401.2: counts are reported when no placing of the unknown cards could fix them', () => {
    const flat = decklistFromCardList({ cards: [{ cardCode: 'OGN-251', count: 1 }, { cardCode: 'XYZ-001', count: 1 }, { cardCode: 'OGN-202', count: 3 }], chosenChampion: 'OGN-202' });
    expect(codes(flat)).toEqual(['deck/unknown_card', 'deck/main_deck_size', 'deck/rune_count', 'deck/battlefield_count']);
  });
});

describe('formats (TR 2026-07-16 601.2, 601.3)', () => {
  const originsOnly = defineFormat({ id: 'origins', name: 'Origins only', sets: ['OGN', 'OGS'] });
  const vendettaOnly = defineFormat({ id: 'vendetta', name: 'Vendetta only', sets: ['VEN'] });
  const format = (result: typeof originsOnly): Format => {
    if (!result.ok) throw new Error('format');
    return result.format;
  };

  it('TR 2026-07-16 601.2.a: a card of a set outside the format', () => {
    const deck = { ...JINX, mainDeck: mainWith({ code: 'SFD-121', count: 1 }) };
    expect(only(deck, { format: format(originsOnly) })).toEqual([{ code: 'deck/card_not_in_format', ruleRef: 'TR 2026-07-16 601.2.a', card: 'SFD-121' }]);
    expect(validateDecklist(deck)).toEqual([]);
  });

  it('TR 2026-07-16 601.3.c.5.a: Vendetta is legal in Standard from its release on 2026-07-31', () => {
    const deck = { ...JINX, mainDeck: mainWith({ code: 'VEN-093', count: 1 }) };
    expect(only(deck, { on: '2026-07-30' })).toEqual([{ code: 'deck/card_not_in_format', ruleRef: 'TR 2026-07-16 601.2.a', card: 'VEN-093' }]);
    expect(validateDecklist(deck, { on: '2026-07-31' })).toEqual([]);
  });

  it('TR 2026-07-16 601.2.b, 601.3.c.4: Unleashed was legal in China from 2026-04-10, elsewhere from 2026-05-08', () => {
    const deck = { ...JINX, mainDeck: mainWith({ code: 'UNL-007', count: 1 }) };
    expect(codes(deck, { on: '2026-04-20' })).toEqual(['deck/card_not_in_format']);
    expect(validateDecklist(deck, { on: '2026-04-20', region: 'CN' })).toEqual([]);
  });

  it('TR 2026-07-16 601.2.c: a reprint outside a set\'s numbering does not make a card legal there', () => {
    const ven = format(vendettaOnly);
    expect(formatCardProblemOf('VEN-168', ven)).toMatch(/Jinx, Demolitionist \(OGN-030\) is not legal in Vendetta only: its set OGN/);
    expect(formatCardProblemOf('VEN-093', ven)).toBeNull();
  });

  it('TR 2026-07-16 601.2.a: a reprint of an Origins card keeps it legal where Origins is (VEN-SP1 is Kai\'Sa, Survivor)', () => {
    const deck = { ...JINX, mainDeck: mainWith({ code: 'VEN-SP1', count: 1 }) };
    expect(codes(deck, { format: format(originsOnly) })).toEqual([]);
  });
});

/** The format violation of the card a code names, when it is added to the Jinx deck. */
function formatCardProblemOf(code: string, format: Format): string | null {
  const id = CATALOG.byCode(code)?.card.id;
  const violations = validateDecklist({ ...JINX, mainDeck: mainWith({ code, count: 1 }) }, { format });
  return violations.find((violation) => violation.code === 'deck/card_not_in_format' && violation.card === id)?.message ?? null;
}

describe('banned cards (TR 2026-07-16 601.2.d)', () => {
  const withBans = { ...JINX, mainDeck: mainWith({ code: 'OGN-168', count: 1 }), battlefields: [...JINX.battlefields.slice(0, 2), { code: 'OGN-285', count: 1 }] };

  it('TR 2026-07-16 601.2.d: Fight or Flight and Reaver\'s Row are banned in Standard, and the violation names the ban', () => {
    const violations = validateDecklist(withBans);
    expect(violations.map(({ code, ruleRef, card }) => ({ code, ruleRef, card }))).toEqual([
      { code: 'deck/banned_card', ruleRef: 'TR 2026-07-16 601.2.d', card: 'OGN-168' },
      { code: 'deck/banned_card', ruleRef: 'TR 2026-07-16 601.2.d', card: 'OGN-285' },
    ]);
    expect(violations[1]?.message).toMatch(/Reaver's Row \(OGN-285\) is banned in Standard since 2026-04-29/);
  });

  it('TR 2026-07-16 601.2.d: a ban counts from the day it takes effect', () => {
    expect(validateDecklist(withBans, { on: '2026-04-28', region: 'CN' }).map((violation) => violation.code)).toEqual([]);
  });

  it('TR 2026-07-16 601.2.d.2: an unmodified preconstructed deck keeps its banned cards at casual OPL when the organizer allows it', () => {
    const product = { name: 'a preconstructed Jinx deck', decklist: withBans };
    const withProduct: Format = { ...STANDARD, preconstructedDecks: [product] };
    const rules: DeckRules = { format: withProduct, organizedPlayLevel: 'casual', allowPreconstructedBannedCards: true };
    expect(validateDecklist(withBans, rules)).toEqual([]);
    expect(codes({ ...withBans, sideboard: [{ code: spare(0), count: 1 }] }, rules)).toEqual(['deck/banned_card', 'deck/banned_card']);
    expect(codes(withBans, { ...rules, organizedPlayLevel: 'competitive' })).toEqual(['deck/banned_card', 'deck/banned_card']);
    expect(codes(withBans, { ...rules, allowPreconstructedBannedCards: false })).toEqual(['deck/banned_card', 'deck/banned_card']);
    const modified = { ...withBans, mainDeck: withBans.mainDeck.map((entry) => (entry.code === FILLER[0] ? { code: spare(0), count: 3 } : entry)) };
    expect(codes(modified, rules)).toEqual(['deck/banned_card', 'deck/banned_card']);
  });
});

describe('the order of violations', () => {
  it('puts the most important first: unknown cards, then the legend, then counts', () => {
    const deck = { ...JINX, legend: [], runes: [], mainDeck: mainWith({ code: 'XYZ-123', count: 1 }) };
    expect(codes(deck)).toEqual(['deck/unknown_card', 'deck/no_legend', 'deck/rune_count']);
  });
});
