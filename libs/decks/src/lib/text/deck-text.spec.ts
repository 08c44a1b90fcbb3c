import { CATALOG, CardCatalog, type CardRecord } from '@arbiter/cards';
import { describe, expect, it } from 'vitest';
import { JINX_DECK } from '../../testing/jinx-deck.js';
import { validateDecklist } from '../rules/validate-decklist.js';
import { parseDeckText } from './deck-text.js';
import { formatDeckText } from './format-deck-text.js';

const nameOf = (code: string) => CATALOG.byCode(code)?.card.name ?? code;
const lines = (entries: readonly { code: string; count: number }[]) => entries.map(({ code, count }) => `${count} ${nameOf(code)}`).join('\n');

/** The Jinx test deck as a player pastes it from a deck builder: the champion on its own, 39 under Main Deck. */
const PASTED = `Legend:
1 Jinx, Loose Cannon

Champion:
1 Jinx, Rebel

Main Deck:
2 Jinx, Rebel
${lines(JINX_DECK.mainDeck.slice(1))}

Battlefields:
${lines(JINX_DECK.battlefields)}

Runes:
6 Fury Rune
6 Chaos Rune

Sideboard:
`;

describe('pasted text lists', () => {
  it('reads the sections of the event locator: Legend, Champion, Main Deck, Battlefields, Runes, Sideboard', () => {
    const parsed = parseDeckText(PASTED);
    expect(parsed).toEqual({ ok: true, decklist: JINX_DECK });
    expect(parsed.ok && validateDecklist(parsed.decklist)).toEqual([]);
  });

  it('ignores case, accents and punctuation in names, and reads "3x" counts and heading variants', () => {
    const text = PASTED.replace('Legend:', 'LEGEND (1)').replace('Main Deck:', 'MainDeck (39):').replace('2 Jinx, Rebel', '2x jinx rebel').replace('6 Fury Rune', '6 FURY-RUNE').replace('Runes:', 'Rune Deck');
    expect(parseDeckText(text)).toEqual({ ok: true, decklist: JINX_DECK });
  });

  it('reads the Windows line ends, comments and blank lines a paste brings along', () => {
    const text = `# my Jinx list\r\n${PASTED.replace(/\n/g, '\r\n')}\r\n// end\r\n`;
    expect(parseDeckText(text)).toEqual({ ok: true, decklist: JINX_DECK });
  });

  it('takes a printing code in brackets, or a code instead of a name, and keeps the printing', () => {
    const text = PASTED.replace('6 Fury Rune', '6 Fury Rune (VEN-R01)').replace('6 Chaos Rune', '6 OGN-166a');
    const parsed = parseDeckText(text);
    expect(parsed.ok && parsed.decklist.runes).toEqual([{ code: 'VEN-R01', count: 6 }, { code: 'OGN-166a', count: 6 }]);
  });

  it('refuses an unknown name with its line number and text, and every other bad line with it', () => {
    const text = PASTED.replace('6 Chaos Rune', '6 Chaos Runes').replace('2 Jinx, Rebel', 'two Jinx, Rebel');
    const parsed = parseDeckText(text);
    expect(parsed.ok).toBe(false);
    const errors = parsed.ok ? [] : parsed.errors;
    const lineOf = (needle: string) => text.split('\n').findIndex((line) => line === needle) + 1;
    expect(errors.map(({ code, line, text: given }) => ({ code, line, text: given }))).toEqual([
      { code: 'DECK_TEXT.UNREADABLE_LINE', line: lineOf('two Jinx, Rebel'), text: 'two Jinx, Rebel' },
      { code: 'DECK_TEXT.UNKNOWN_CARD', line: lineOf('6 Chaos Runes'), text: '6 Chaos Runes' },
    ]);
    expect(errors[1]?.message).toContain('Chaos Runes');
  });

  it('refuses an ambiguous name, listing the cards it could mean', () => {
    const record = (id: string, name: string): CardRecord => ({
      id, name, set: 'OGN', number: id.slice(4), type: 'Unit', types: ['Unit'], supertype: null, domains: ['Fury'], energy: 1, power: null, might: 1, mightBonus: null, tags: [], keywords: [], abilitiesAreKeywords: true, rarity: 'Common', printings: [`${id}/298`],
    });
    const catalog = CardCatalog.fromRecords([record('OGN-001', 'Sea-Stone'), record('OGN-002', 'Seastone')]);
    const parsed = parseDeckText('Main Deck:\n3 Sea Stone', catalog);
    expect(parsed).toMatchObject({ ok: false, errors: [{ code: 'DECK_TEXT.AMBIGUOUS_CARD', line: 2, text: '3 Sea Stone', candidates: [{ id: 'OGN-001' }, { id: 'OGN-002' }] }] });
  });

  it('refuses counts out of range, card lines before the first heading and a Champion section of more than one card', () => {
    expect(parseDeckText('Main Deck:\n0 Jinx, Rebel')).toMatchObject({ ok: false, errors: [{ code: 'DECK_TEXT.INVALID_COUNT', line: 2 }] });
    expect(parseDeckText('3 Jinx, Rebel\nMain Deck:\n3 Jinx, Rebel')).toMatchObject({ ok: false, errors: [{ code: 'DECK_TEXT.CARD_BEFORE_SECTION', line: 1 }] });
    expect(parseDeckText('Champion:\n2 Jinx, Rebel')).toMatchObject({ ok: false, errors: [{ code: 'DECK_TEXT.CHAMPION_NOT_ONE_CARD', line: 2 }] });
    expect(parseDeckText('\n\n')).toMatchObject({ ok: false, errors: [{ code: 'DECK_TEXT.EMPTY' }] });
    expect(parseDeckText('x'.repeat(20_001))).toMatchObject({ ok: false, errors: [{ code: 'DECK_TEXT.TOO_LONG' }] });
  });

  it('reads a list without headings as a flat list sorted by card type, with the only possible champion chosen', () => {
    const flat = [...JINX_DECK.legend, ...JINX_DECK.mainDeck, ...JINX_DECK.runes, ...JINX_DECK.battlefields].map(({ code, count }) => `${count} ${nameOf(code)}`).join('\n');
    expect(parseDeckText(`1 Loose Cannon\n${flat.split('\n').slice(1).join('\n')}`)).toEqual({ ok: true, decklist: JINX_DECK });
  });

  it('writes a decklist as text that reads back to it, with printing codes when asked', () => {
    const varied = { ...JINX_DECK, runes: [{ code: 'VEN-R01', count: 6 }, { code: 'OGN-166a', count: 6 }], sideboard: [{ code: 'OGN-030', count: 2 }] };
    expect(parseDeckText(formatDeckText(varied, { codes: true }))).toEqual({ ok: true, decklist: varied });
    expect(formatDeckText(JINX_DECK).split('\n').slice(0, 6)).toEqual(['Legend:', '1 Jinx, Loose Cannon', '', 'Champion:', '1 Jinx, Rebel', '']);
  });
});
