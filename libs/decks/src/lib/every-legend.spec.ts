/**
 * A realistic legal deck of each legend of every set (49 legends of OGN, OGS, SFD, UNL, VEN),
 * built from the catalog's facts, validates clean, and still does after a trip through a deck
 * code and through pasted text.
 */
import { CATALOG } from '@arbiter/cards';
import { describe, expect, it } from 'vitest';
import { inCodeOrder } from '../testing/jinx-deck.js';
import { deckOfEachLegend } from '../testing/realistic-decks.js';
import { cardCount } from './decklist/decklist.js';
import { deckCodeOf, readDeckCode } from './decklist/card-lists.js';
import { validateDecklist } from './rules/validate-decklist.js';
import { formatDeckText } from './text/format-deck-text.js';
import { parseDeckText } from './text/deck-text.js';

const decks = deckOfEachLegend({ seed: 'every-legend' });
const varied = deckOfEachLegend({ seed: 'every-legend/varied', printings: 'varied', sideboard: 10 });
const named = (list: typeof decks) => list.map(({ legend, decklist }) => [`${legend.set} ${legend.name} (${CATALOG.championTag(legend)})`, decklist] as const);

describe('a realistic legal deck of each legend of every set', () => {
  it('covers all 49 legends of the five sets', () => {
    expect(decks).toHaveLength(49);
    expect(new Set(decks.map(({ legend }) => legend.set))).toEqual(new Set(['OGN', 'OGS', 'SFD', 'UNL', 'VEN']));
  });

  it.each(named(decks))('%s: 1 legend, 40 main-deck cards, 12 runes, 3 battlefields, validates clean in Standard', (_name, decklist) => {
    expect([cardCount(decklist.legend), cardCount(decklist.mainDeck), cardCount(decklist.runes), cardCount(decklist.battlefields)]).toEqual([1, 40, 12, 3]);
    expect(validateDecklist(decklist, { on: '2026-08-01', organizedPlayLevel: 'competitive' })).toEqual([]);
  });

  it.each(named(varied))('%s with varied printings and a sideboard of 10: validates clean, and again after its deck code is read back', (_name, decklist) => {
    expect(validateDecklist(decklist)).toEqual([]);
    const encoded = deckCodeOf(decklist);
    if (!encoded.ok) throw new Error(encoded.error.message);
    const read = readDeckCode(encoded.code);
    if (!read.ok) throw new Error(read.error.message);
    expect(inCodeOrder(read.decklist)).toEqual(inCodeOrder(decklist));
    expect(validateDecklist(read.decklist)).toEqual([]);
  });

  it.each(named(decks))('%s: validates clean after a trip through pasted text', (_name, decklist) => {
    const parsed = parseDeckText(formatDeckText(decklist));
    if (!parsed.ok) throw new Error(parsed.errors.map((error) => `${error.line}: ${error.message}`).join('\n'));
    expect(parsed.decklist).toEqual(decklist);
    expect(validateDecklist(parsed.decklist)).toEqual([]);
  });
});
