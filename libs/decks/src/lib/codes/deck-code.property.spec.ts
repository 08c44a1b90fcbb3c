import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base32Encode } from './base32.js';
import { type CardCount, type DeckCodeContent, decodeDeckCode, encodeDeckCode } from './deck-code.js';

const SETS = ['OGN', 'OGS', 'ARC', 'SFD', 'UNL', 'VEN', 'RAD'] as const;

/** A card code in its normal form: plain, rune (R) or special (SP) number, any variant. */
const cardCode = fc
  .tuple(
    fc.constantFrom(...SETS),
    fc.oneof(
      fc.integer({ min: 1, max: 1_200 }).map((n) => String(n).padStart(3, '0')),
      fc.integer({ min: 1, max: 99 }).map((n) => `R${String(n).padStart(2, '0')}`),
      fc.integer({ min: 1, max: 40 }).map((n) => `SP${n}`),
    ),
    fc.constantFrom('', 'a', 's', 'b'),
  )
  .map(([set, number, variant]) => `${set}-${number}${variant}`);

const section = (maxCount: number) =>
  fc.uniqueArray(fc.record({ cardCode, count: fc.integer({ min: 1, max: maxCount }) }), { selector: (entry) => entry.cardCode, maxLength: 40 });

const deck: fc.Arbitrary<DeckCodeContent> = fc.record({
  mainDeck: section(30),
  sideboard: section(5),
  chosenChampion: fc.option(cardCode, { nil: null }),
  additionalLegends: fc.option(fc.array(cardCode, { maxLength: 5 }), { nil: undefined }),
}).map(({ additionalLegends, ...rest }) => (additionalLegends === undefined ? rest : { ...rest, additionalLegends }));

const sorted = (entries: readonly CardCount[]) => [...entries].sort((a, b) => (a.cardCode < b.cardCode ? -1 : a.cardCode > b.cardCode ? 1 : 0));

describe('deck codes round-trip (property)', () => {
  it('decoding an encoded deck gives back every card with its count, the champion and the v6 list in order', () => {
    fc.assert(
      fc.property(deck, (input) => {
        const encoded = encodeDeckCode(input);
        expect(encoded.ok).toBe(true);
        if (!encoded.ok) return;
        const decoded = decodeDeckCode(encoded.code);
        expect(decoded.ok).toBe(true);
        if (!decoded.ok) return;
        expect(decoded.deck.version).toBe(encoded.version);
        expect(sorted(decoded.deck.mainDeck)).toEqual(sorted(input.mainDeck));
        expect(sorted(decoded.deck.sideboard)).toEqual(sorted(input.sideboard));
        expect(decoded.deck.chosenChampion).toBe(input.chosenChampion ?? null);
        expect(decoded.deck.additionalLegends).toEqual(input.additionalLegends);
      }),
      { numRuns: 500 },
    );
  });

  it('a decoded code encodes to the same code again', () => {
    fc.assert(
      fc.property(deck, (input) => {
        const encoded = encodeDeckCode(input);
        if (!encoded.ok) throw new Error(encoded.error.message);
        const decoded = decodeDeckCode(encoded.code);
        if (!decoded.ok) throw new Error(decoded.error.message);
        expect(encodeDeckCode(decoded.deck, { version: decoded.deck.version })).toEqual(encoded);
      }),
      { numRuns: 300 },
    );
  });

  it('every version from the lowest that holds a deck up to 6 round-trips it', () => {
    const plainDeck = fc.record({ mainDeck: section(12), sideboard: section(3) });
    fc.assert(
      fc.property(plainDeck, fc.integer({ min: 1, max: 6 }), (input, version) => {
        const hasSpecial = [...input.mainDeck, ...input.sideboard].some((entry) => entry.cardCode.includes('-SP'));
        const hasRune = [...input.mainDeck, ...input.sideboard].some((entry) => /-R\d/.test(entry.cardCode));
        const lowest = hasSpecial ? 5 : hasRune ? 4 : input.sideboard.length > 0 ? 2 : 1;
        const encoded = encodeDeckCode(input, { version });
        if (version < lowest) {
          expect(encoded).toMatchObject({ ok: false, error: { code: 'DECK_CODE.VERSION_TOO_LOW' } });
          return;
        }
        expect(encoded).toMatchObject({ ok: true, version });
        const decoded = encoded.ok ? decodeDeckCode(encoded.code) : null;
        expect(decoded?.ok && sorted(decoded.deck.mainDeck)).toEqual(sorted(input.mainDeck));
        expect(decoded?.ok && sorted(decoded.deck.sideboard)).toEqual(sorted(input.sideboard));
      }),
      { numRuns: 300 },
    );
  });
});

describe('deck codes never throw (property)', () => {
  it('any text decodes to a deck or a stable error code', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const result = decodeDeckCode(text);
        if (!result.ok) expect(result.error.code).toMatch(/^DECK_CODE\.[A-Z0-9_]+$/);
      }),
      { numRuns: 1_000 },
    );
  });

  it('any bytes behind a deck-code header decode to a deck or a stable error code', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0x11, max: 0x16 }), fc.uint8Array({ maxLength: 120 }), (header, body) => {
        const result = decodeDeckCode(base32Encode(Uint8Array.of(header, ...body)));
        if (!result.ok) expect(result.error.code).toMatch(/^DECK_CODE\.[A-Z0-9_]+$/);
      }),
      { numRuns: 2_000 },
    );
  });

  it('any card list encodes to a code or a stable error code', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ cardCode: fc.string({ maxLength: 12 }), count: fc.integer({ min: -2, max: 1_500 }) }), { maxLength: 10 }), (mainDeck) => {
        const result = encodeDeckCode({ mainDeck, sideboard: [] });
        if (!result.ok) expect(result.error.code).toMatch(/^DECK_CODE\.[A-Z0-9_]+$/);
      }),
      { numRuns: 1_000 },
    );
  });
});
