import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode } from './base32.js';
import { type CardCount, type DeckCodeContent, decodeDeckCode, encodeDeckCode } from './deck-code.js';
import goldenV3V4 from './golden/golden-v3-v4.json' with { type: 'json' };
import goldenV6 from './golden/golden-v6.json' with { type: 'json' };

interface GoldenVector {
  readonly name: string;
  readonly input: DeckCodeContent;
  readonly code: string;
  readonly decoded: { readonly mainDeck: CardCount[]; readonly sideboard: CardCount[]; readonly chosenChampion?: string; readonly additionalLegends?: string[] };
}

const GOLDEN: readonly GoldenVector[] = [...(goldenV3V4 as GoldenVector[]), ...(goldenV6 as GoldenVector[])];

/** The v5 oracle vectors the upstream tests carry beyond the golden files (quoted in ../shared/deck-codes/README.md). */
const V5_VECTORS: readonly GoldenVector[] = [
  { name: '13x VEN-097', input: { mainDeck: [{ cardCode: 'VEN-097', count: 13 }], sideboard: [] }, code: 'CUAACDIBAECQAYIAAA', decoded: { mainDeck: [{ cardCode: 'VEN-097', count: 13 }], sideboard: [] } },
  { name: 'VEN-SP1 x3', input: { mainDeck: [{ cardCode: 'VEN-SP1', count: 3 }], sideboard: [] }, code: 'CUAQCAYBAECQAAQBAAAA', decoded: { mainDeck: [{ cardCode: 'VEN-SP1', count: 3 }], sideboard: [] } },
];

function decodedShape(code: string) {
  const result = decodeDeckCode(code);
  if (!result.ok) throw new Error(result.error.message);
  const { mainDeck, sideboard, chosenChampion, additionalLegends } = result.deck;
  return { mainDeck, sideboard, ...(chosenChampion ? { chosenChampion } : {}), ...(additionalLegends ? { additionalLegends } : {}) };
}

describe('golden vectors (../shared/deck-codes, both files, every vector)', () => {
  it('has all ten vectors: four v3, two v4, four v6', () => {
    expect(GOLDEN.map((vector) => vector.code.slice(0, 2))).toEqual(['CM', 'CM', 'CM', 'CQ', 'CQ', 'CM', 'CY', 'CY', 'CY', 'CY']);
  });

  it.each(GOLDEN.map((vector) => [vector.name, vector] as const))('encodes %s to its code', (_name, vector) => {
    expect(encodeDeckCode(vector.input)).toMatchObject({ ok: true, code: vector.code });
  });

  it.each(GOLDEN.map((vector) => [vector.name, vector] as const))('decodes %s to its list, in order', (_name, vector) => {
    expect(decodedShape(vector.code)).toEqual(vector.decoded);
  });
});

describe('v5 vectors (high copy counts, SP numbers)', () => {
  it.each(V5_VECTORS.map((vector) => [vector.name, vector] as const))('encodes and decodes %s', (_name, vector) => {
    expect(encodeDeckCode(vector.input)).toEqual({ ok: true, code: vector.code, version: 5 });
    expect(decodedShape(vector.code)).toEqual(vector.decoded);
  });
});

describe('versions', () => {
  const deck: DeckCodeContent = { mainDeck: [{ cardCode: 'OGN-007', count: 6 }, { cardCode: 'OGN-202a', count: 3 }], sideboard: [{ cardCode: 'OGN-022', count: 2 }], chosenChampion: 'OGN-202a' };

  it('chooses v3 for plain cards, v4 for a rune printing, v5 for an SP printing or a high count, v6 for additionalLegends', () => {
    expect(encodeDeckCode(deck)).toMatchObject({ ok: true, version: 3 });
    expect(encodeDeckCode({ ...deck, mainDeck: [...deck.mainDeck, { cardCode: 'VEN-R01', count: 6 }] })).toMatchObject({ ok: true, version: 4 });
    expect(encodeDeckCode({ ...deck, mainDeck: [...deck.mainDeck, { cardCode: 'VEN-SP1', count: 1 }] })).toMatchObject({ ok: true, version: 5 });
    expect(encodeDeckCode({ ...deck, sideboard: [{ cardCode: 'OGN-022', count: 4 }] })).toMatchObject({ ok: true, version: 5 });
    expect(encodeDeckCode({ ...deck, additionalLegends: [] })).toMatchObject({ ok: true, version: 6 });
  });

  it('writes and reads v1 (main deck only) and v2 (with sideboard) when asked', () => {
    const v1 = encodeDeckCode({ mainDeck: deck.mainDeck, sideboard: [] }, { version: 1 });
    const v2 = encodeDeckCode({ mainDeck: deck.mainDeck, sideboard: deck.sideboard }, { version: 2 });
    expect(v1).toMatchObject({ ok: true, version: 1 });
    expect(v2).toMatchObject({ ok: true, version: 2 });
    expect(v1.ok && v1.code.slice(0, 2)).toBe('CE');
    expect(v2.ok && v2.code.slice(0, 2)).toBe('CI');
    expect(v1.ok && decodeDeckCode(v1.code)).toEqual({ ok: true, deck: { version: 1, mainDeck: [{ cardCode: 'OGN-007', count: 6 }, { cardCode: 'OGN-202a', count: 3 }], sideboard: [], chosenChampion: null } });
    expect(v2.ok && decodeDeckCode(v2.code)).toMatchObject({ ok: true, deck: { version: 2, sideboard: [{ cardCode: 'OGN-022', count: 2 }], chosenChampion: null } });
  });

  it('refuses a version too low for the deck, naming what needs the later one', () => {
    expect(encodeDeckCode(deck, { version: 2 })).toMatchObject({ ok: false, error: { code: 'DECK_CODE.VERSION_TOO_LOW', message: expect.stringContaining('chosen champion') } });
    expect(encodeDeckCode({ mainDeck: [{ cardCode: 'VEN-R01', count: 12 }], sideboard: [] }, { version: 3 })).toMatchObject({ ok: false, error: { code: 'DECK_CODE.VERSION_TOO_LOW' } });
    expect(encodeDeckCode(deck, { version: 7 })).toMatchObject({ ok: false, error: { code: 'DECK_CODE.UNSUPPORTED_VERSION' } });
  });

  it('encodes every set of the format (OGN OGS ARC SFD UNL VEN RAD) and every variant (a, s, *, b)', () => {
    const codes = ['OGN-001', 'OGS-002', 'ARC-003', 'SFD-004', 'UNL-005', 'VEN-006', 'RAD-007', 'OGN-010a', 'OGN-011s', 'OGN-012b', 'UNL-R05a', 'VEN-SP6'];
    const result = encodeDeckCode({ mainDeck: codes.map((cardCode) => ({ cardCode, count: 1 })), sideboard: [] });
    expect(result.ok).toBe(true);
    const decoded = result.ok ? decodeDeckCode(result.code) : null;
    expect(decoded?.ok && decoded.deck.mainDeck.map((card) => card.cardCode).sort()).toEqual([...codes].sort());
    expect(encodeDeckCode({ mainDeck: [{ cardCode: 'OGN-011*', count: 1 }], sideboard: [] })).toEqual(encodeDeckCode({ mainDeck: [{ cardCode: 'OGN-011s', count: 1 }], sideboard: [] }));
  });

  it('writes the signature variant as * when asked, as the card gallery does', () => {
    const result = encodeDeckCode({ mainDeck: [{ cardCode: 'OGN-299*', count: 1 }], sideboard: [] });
    expect(result.ok && decodeDeckCode(result.code, { signatureVariant: '*' })).toMatchObject({ ok: true, deck: { mainDeck: [{ cardCode: 'OGN-299*', count: 1 }] } });
  });
});

describe('malformed codes get a clear error, never an exception', () => {
  const cases: readonly (readonly [string, string, string])[] = [
    ['empty', '   ', 'DECK_CODE.EMPTY'],
    ['too long', 'C'.repeat(2_001), 'DECK_CODE.TOO_LONG'],
    ['not base32', 'CMAAAA1AAA', 'DECK_CODE.NOT_BASE32'],
    ['a URL', 'https://piltoverarchive.com/decks/view/1234', 'DECK_CODE.NOT_BASE32'],
    ['format 2', base32Encode(Uint8Array.of(0x23, 0, 0)), 'DECK_CODE.UNKNOWN_FORMAT'],
    ['version 7', base32Encode(Uint8Array.of(0x17, 0, 0)), 'DECK_CODE.UNSUPPORTED_VERSION'],
    ['version 0', base32Encode(Uint8Array.of(0x10)), 'DECK_CODE.UNSUPPORTED_VERSION'],
    ['cut short', 'CMAAAAAAAAAA', 'DECK_CODE.TRUNCATED'],
    ['set byte 9', base32Encode(Uint8Array.of(0x11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 9, 0, 7, 0, 0)), 'DECK_CODE.UNKNOWN_SET'],
    ['variant byte 4', base32Encode(Uint8Array.of(0x11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 4, 7, 0, 0)), 'DECK_CODE.UNKNOWN_VARIANT'],
    ['deck flag 2', base32Encode(Uint8Array.of(0x15, 2, 0, 0, 0)), 'DECK_CODE.UNKNOWN_FLAG'],
    ['number flag 2 in v4', base32Encode(Uint8Array.of(0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 2, 7, 0, 0, 0, 0)), 'DECK_CODE.UNKNOWN_FLAG'],
    ['count 0 in v5', base32Encode(Uint8Array.of(0x15, 0, 1, 0, 0, 0, 0)), 'DECK_CODE.INVALID_COUNT'],
    ['counts rising in v5', base32Encode(Uint8Array.of(0x15, 0, 2, 1, 1, 1, 0, 0, 7, 2, 1, 1, 0, 0, 8, 0, 0)), 'DECK_CODE.INVALID_COUNT'],
    ['one card twice', base32Encode(Uint8Array.of(0x11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 7, 1, 1, 0, 0, 7)), 'DECK_CODE.DUPLICATE_CARD'],
    ['bytes after the end', base32Encode(Uint8Array.of(0x11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 42)), 'DECK_CODE.TRAILING_DATA'],
    ['a five-byte number', base32Encode(Uint8Array.of(0x11, 0x80, 0x80, 0x80, 0x80, 1)), 'DECK_CODE.NUMBER_TOO_LONG'],
  ];

  it.each(cases)('%s', (_name, code, expected) => {
    const result = decodeDeckCode(code);
    expect(result).toMatchObject({ ok: false, error: { code: expected } });
    expect(result.ok ? '' : result.error.message.length).toBeGreaterThan(10);
  });

  it('refuses to encode what a deck code cannot hold, naming the card', () => {
    const encode = (cardCode: string, count = 1) => encodeDeckCode({ mainDeck: [{ cardCode, count }], sideboard: [] });
    for (const cardCode of ['UNL-T05', 'XYZ-001', 'OGN-7', 'VEN-SP01', 'OGN-007c', 'Fury Rune', '']) {
      expect(encode(cardCode), cardCode).toMatchObject({ ok: false, error: { code: 'DECK_CODE.INVALID_CARD_CODE', cardCode } });
    }
    for (const count of [0, -1, 1.5, 1_000, Number.NaN]) expect(encode('OGN-007', count), String(count)).toMatchObject({ ok: false, error: { code: 'DECK_CODE.INVALID_COUNT' } });
    expect(encodeDeckCode({ mainDeck: [{ cardCode: 'OGN-007', count: 1 }, { cardCode: 'ogn-007', count: 2 }], sideboard: [] })).toMatchObject({ ok: false, error: { code: 'DECK_CODE.DUPLICATE_CARD' } });
  });
});

describe('base32', () => {
  it('round-trips bytes and reports the first character outside the alphabet', () => {
    const bytes = Uint8Array.of(0x13, 0, 255, 7, 128);
    const text = base32Encode(bytes);
    expect(base32Decode(text)).toEqual({ bytes });
    expect(base32Decode(text.toLowerCase())).toEqual({ bytes });
    expect(base32Decode('AB=C')).toEqual({ badCharacterAt: 2 });
  });
});
