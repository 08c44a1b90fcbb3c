/**
 * The community deck-code format (Piltover Archive), versions 1 to 6, written from the format
 * description in `../shared/deck-codes/README.md` and checked against its golden vectors.
 *
 * - v1: main section, copy counts walked from 12 down to 1; v2 adds a sideboard walked 3 to 1;
 *   v3 adds the chosen-champion trailer; v4 puts a kind flag before every number (`R` runes).
 * - v5: one deck-level flag byte, then sparse sections (only the counts present, any count) and
 *   `SP` numbers; v6 is the v5 body plus a trailer of single cards (`additionalLegends`).
 *
 * The encoder picks the lowest of v3 to v6 that holds the deck, as the reference encoder does (v6
 * only when `additionalLegends` is given); `version` asks for a given one. Neither function
 * throws: every problem is a result with a stable code.
 */
import { base32Decode, base32Encode } from './base32.js';
import { ByteReader, ByteStreamError, ByteWriter } from './bytes.js';
import { type CodecCard, cardKey, compareInGroup, formatCodecCard, NUMBER_KINDS, parseCodecCard, SETS_BY_ID, VARIANTS_BY_ID } from './card-code.js';

export interface CardCount {
  readonly cardCode: string;
  readonly count: number;
}

/** What a deck code holds. */
export interface DeckCodeContent {
  /** Every card outside the sideboard: legend, battlefields, runes and main deck in common practice. */
  readonly mainDeck: readonly CardCount[];
  readonly sideboard: readonly CardCount[];
  /** v3 and later: the chosen champion (one of the main-deck copies), or null. */
  readonly chosenChampion?: string | null;
  /** v6 only: single cards in a list of their own, in order (what it means is not established). */
  readonly additionalLegends?: readonly string[];
}

export interface DecodedDeckCode {
  readonly version: number;
  readonly mainDeck: readonly CardCount[];
  readonly sideboard: readonly CardCount[];
  readonly chosenChampion: string | null;
  /** Present exactly for v6 codes. */
  readonly additionalLegends?: readonly string[];
}

export type DeckCodeErrorCode =
  | 'DECK_CODE.EMPTY'
  | 'DECK_CODE.TOO_LONG'
  | 'DECK_CODE.NOT_BASE32'
  | 'DECK_CODE.UNKNOWN_FORMAT'
  | 'DECK_CODE.UNSUPPORTED_VERSION'
  | 'DECK_CODE.TRUNCATED'
  | 'DECK_CODE.NUMBER_TOO_LONG'
  | 'DECK_CODE.UNKNOWN_SET'
  | 'DECK_CODE.UNKNOWN_VARIANT'
  | 'DECK_CODE.UNKNOWN_FLAG'
  | 'DECK_CODE.INVALID_COUNT'
  | 'DECK_CODE.DUPLICATE_CARD'
  | 'DECK_CODE.TRAILING_DATA'
  | 'DECK_CODE.INVALID_CARD_CODE'
  | 'DECK_CODE.VERSION_TOO_LOW';

export interface DeckCodeError {
  readonly code: DeckCodeErrorCode;
  readonly message: string;
  /** The card code an encoding problem is about. */
  readonly cardCode?: string;
}

export type DecodeResult = { readonly ok: true; readonly deck: DecodedDeckCode } | { readonly ok: false; readonly error: DeckCodeError };
export type EncodeResult = { readonly ok: true; readonly code: string; readonly version: number } | { readonly ok: false; readonly error: DeckCodeError };

export interface DecodeOptions {
  /** How the signature variant (byte 2) is written: `s` (default, as the reference decoder) or `*` (as the card gallery). */
  readonly signatureVariant?: 's' | '*';
}

export interface EncodeOptions {
  /** A version from 1 to 6; refused when the deck needs a later one. Default: the lowest of 3 to 6 that holds the deck. */
  readonly version?: number;
}

export const MAX_DECK_CODE_LENGTH = 2_000;
export const LATEST_VERSION = 6;
const FORMAT = 1;
const MAIN_WALK = 12;
const SIDEBOARD_WALK = 3;
/** No real deck holds more copies of a card; a larger count is a broken code. */
export const MAX_COPIES_IN_CODE = 999;

class DeckCodeFailure extends Error {
  constructor(readonly failure: DeckCodeError) {
    super(failure.message);
  }
}

const fail = (code: DeckCodeErrorCode, message: string, cardCode?: string): never => {
  throw new DeckCodeFailure({ code, message, ...(cardCode === undefined ? {} : { cardCode }) });
};

// ---------------------------------------------------------------------------------------------
// Decoding
// ---------------------------------------------------------------------------------------------

export function decodeDeckCode(code: string, options: DecodeOptions = {}): DecodeResult {
  try {
    return { ok: true, deck: decode(code, options.signatureVariant ?? 's') };
  } catch (error) {
    if (error instanceof DeckCodeFailure) return { ok: false, error: error.failure };
    if (error instanceof ByteStreamError) {
      return { ok: false, error: { code: error.kind === 'truncated' ? 'DECK_CODE.TRUNCATED' : 'DECK_CODE.NUMBER_TOO_LONG', message: `the deck code cannot be read: ${error.message}` } };
    }
    throw error;
  }
}

interface DecodeContext {
  readonly reader: ByteReader;
  readonly version: number;
  /** Whether every number carries a kind flag (v4 always; v5 and v6 when the deck flag is 1). */
  readonly flagged: boolean;
  readonly signature: 's' | '*';
}

function decode(text: string, signature: 's' | '*'): DecodedDeckCode {
  const trimmed = text.trim();
  if (trimmed.length === 0) fail('DECK_CODE.EMPTY', 'the deck code is empty');
  if (trimmed.length > MAX_DECK_CODE_LENGTH) fail('DECK_CODE.TOO_LONG', `the deck code is longer than ${MAX_DECK_CODE_LENGTH} characters`);
  const decoded = base32Decode(trimmed);
  if ('badCharacterAt' in decoded) {
    const at = decoded.badCharacterAt;
    fail('DECK_CODE.NOT_BASE32', `character ${at + 1} (${JSON.stringify(trimmed[at])}) cannot be in a deck code (letters A-Z and digits 2-7 only)`);
  }
  const reader = new ByteReader((decoded as { bytes: Uint8Array }).bytes);
  const header = reader.byte();
  const format = header >> 4;
  const version = header & 0x0f;
  if (format !== FORMAT) fail('DECK_CODE.UNKNOWN_FORMAT', `format ${format} is not a deck-code format (1 expected)`);
  if (version < 1 || version > LATEST_VERSION) fail('DECK_CODE.UNSUPPORTED_VERSION', `version ${version} is not supported (1 to ${LATEST_VERSION})`);

  let flagged = version === 4;
  if (version >= 5) {
    const deckFlag = reader.byte();
    if (deckFlag > 1) fail('DECK_CODE.UNKNOWN_FLAG', `the deck flag is ${deckFlag} (0 or 1 expected)`);
    flagged = deckFlag === 1;
  }
  const ctx: DecodeContext = { reader, version, flagged, signature };
  const mainDeck = version >= 5 ? readSparseSection(ctx, 'main deck') : readWalkedSection(ctx, MAIN_WALK, 'main deck');
  const sideboard = version >= 5 ? readSparseSection(ctx, 'sideboard') : version >= 2 ? readWalkedSection(ctx, SIDEBOARD_WALK, 'sideboard') : [];
  const chosenChampion = version >= 3 ? readChampion(ctx) : null;
  const additionalLegends = version >= 6 ? readSingles(ctx) : undefined;
  if (reader.remaining > 0) fail('DECK_CODE.TRAILING_DATA', `${reader.remaining} byte(s) follow the end of the deck`);
  return { version, mainDeck, sideboard, chosenChampion, ...(additionalLegends ? { additionalLegends } : {}) };
}

function readCard(ctx: DecodeContext, set: number, variant: number): CodecCard {
  const kindFlag = ctx.flagged ? ctx.reader.byte() : 0;
  const maxFlag = ctx.version >= 5 ? 2 : 1;
  if (kindFlag > maxFlag) fail('DECK_CODE.UNKNOWN_FLAG', `card number flag ${kindFlag} is not known in version ${ctx.version}`);
  return { set, variant, kind: NUMBER_KINDS[kindFlag] as CodecCard['kind'], number: ctx.reader.varint() };
}

function readSetAndVariant(ctx: DecodeContext): { set: number; variant: number } {
  const set = ctx.reader.byte();
  if (set >= SETS_BY_ID.length) fail('DECK_CODE.UNKNOWN_SET', `set byte ${set} names no known set (${SETS_BY_ID.map((name, id) => `${id} ${name}`).join(', ')})`);
  const variant = ctx.reader.byte();
  if (variant >= VARIANTS_BY_ID.length) fail('DECK_CODE.UNKNOWN_VARIANT', `variant byte ${variant} is not known (0 to ${VARIANTS_BY_ID.length - 1})`);
  return { set, variant };
}

/** The groups of one copy count: (set, variant) groups of card numbers. */
function readGroups(ctx: DecodeContext, count: number, out: CardCount[], seen: Set<number>, section: string): void {
  const groups = ctx.reader.varint();
  for (let group = 0; group < groups; group++) {
    const size = ctx.reader.varint();
    const { set, variant } = readSetAndVariant(ctx);
    for (let index = 0; index < size; index++) {
      const card = readCard(ctx, set, variant);
      const cardCode = formatCodecCard(card, ctx.signature);
      const key = cardKey(card);
      if (seen.has(key)) fail('DECK_CODE.DUPLICATE_CARD', `${cardCode} appears twice in the ${section}`, cardCode);
      seen.add(key);
      out.push({ cardCode, count });
    }
  }
}

function readWalkedSection(ctx: DecodeContext, highest: number, section: string): CardCount[] {
  const out: CardCount[] = [];
  const seen = new Set<number>();
  for (let count = highest; count >= 1; count--) readGroups(ctx, count, out, seen, section);
  return out;
}

function readSparseSection(ctx: DecodeContext, section: string): CardCount[] {
  const out: CardCount[] = [];
  const seen = new Set<number>();
  const counts = ctx.reader.varint();
  let previous = Infinity;
  for (let index = 0; index < counts; index++) {
    const count = ctx.reader.varint();
    if (count < 1 || count > MAX_COPIES_IN_CODE) fail('DECK_CODE.INVALID_COUNT', `the ${section} holds a card ${count} times (1 to ${MAX_COPIES_IN_CODE})`);
    if (count >= previous) fail('DECK_CODE.INVALID_COUNT', `the ${section}'s copy counts are not in descending order`);
    previous = count;
    readGroups(ctx, count, out, seen, section);
  }
  return out;
}

function readChampion(ctx: DecodeContext): string | null {
  const present = ctx.reader.byte();
  if (present === 0) return null;
  if (present !== 1) fail('DECK_CODE.UNKNOWN_FLAG', `the chosen-champion flag is ${present} (0 or 1 expected)`);
  const { set, variant } = readSetAndVariant(ctx);
  return formatCodecCard(readCard(ctx, set, variant), ctx.signature);
}

function readSingles(ctx: DecodeContext): string[] {
  const size = ctx.reader.varint();
  const out: string[] = [];
  for (let index = 0; index < size; index++) {
    const { set, variant } = readSetAndVariant(ctx);
    out.push(formatCodecCard(readCard(ctx, set, variant), ctx.signature));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Encoding
// ---------------------------------------------------------------------------------------------

export function encodeDeckCode(deck: DeckCodeContent, options: EncodeOptions = {}): EncodeResult {
  try {
    const { bytes, version } = encode(deck, options.version);
    return { ok: true, code: base32Encode(bytes), version };
  } catch (error) {
    if (error instanceof DeckCodeFailure) return { ok: false, error: error.failure };
    throw error;
  }
}

interface ParsedCount {
  readonly card: CodecCard;
  readonly count: number;
}

function parseCard(cardCode: string, where: string): CodecCard {
  const card = typeof cardCode === 'string' ? parseCodecCard(cardCode.trim()) : null;
  if (!card) {
    return fail('DECK_CODE.INVALID_CARD_CODE', `${JSON.stringify(cardCode)} (${where}) is not a card code a deck code can hold (SET-007, SET-R01 or SET-SP1, variant a, s, * or b; sets ${SETS_BY_ID.join(', ')})`, String(cardCode));
  }
  return card;
}

function parseSection(entries: readonly CardCount[], section: string): ParsedCount[] {
  const seen = new Set<number>();
  return entries.map(({ cardCode, count }) => {
    const card = parseCard(cardCode, section);
    if (!Number.isInteger(count) || count < 1 || count > MAX_COPIES_IN_CODE) {
      fail('DECK_CODE.INVALID_COUNT', `${cardCode} is held ${count} times in the ${section} (a whole number from 1 to ${MAX_COPIES_IN_CODE})`, cardCode);
    }
    const key = cardKey(card);
    if (seen.has(key)) fail('DECK_CODE.DUPLICATE_CARD', `${cardCode} is listed twice in the ${section}; give it once with its count`, cardCode);
    seen.add(key);
    return { card, count };
  });
}

/** The lowest version that holds the deck (v3 at least, v6 only for `additionalLegends`). */
function neededVersion(main: readonly ParsedCount[], side: readonly ParsedCount[], singles: readonly CodecCard[] | null, champion: CodecCard | null): number {
  const cards = [...main.map((entry) => entry.card), ...side.map((entry) => entry.card), ...(champion ? [champion] : []), ...(singles ?? [])];
  if (singles) return 6;
  if (main.some((entry) => entry.count > MAIN_WALK) || side.some((entry) => entry.count > SIDEBOARD_WALK) || cards.some((card) => card.kind === 'special')) return 5;
  if (cards.some((card) => card.kind === 'rune')) return 4;
  return 3;
}

/** Why `version` cannot hold the deck, or null. */
function versionProblem(version: number, main: readonly ParsedCount[], side: readonly ParsedCount[], singles: readonly CodecCard[] | null, champion: CodecCard | null): string | null {
  const cards = [...main.map((entry) => entry.card), ...side.map((entry) => entry.card), ...(champion ? [champion] : []), ...(singles ?? [])];
  if (singles && version < 6) return 'additionalLegends needs version 6';
  if (version < 5 && main.some((entry) => entry.count > MAIN_WALK)) return `more than ${MAIN_WALK} copies in the main deck need version 5`;
  if (version < 5 && side.some((entry) => entry.count > SIDEBOARD_WALK)) return `more than ${SIDEBOARD_WALK} copies in the sideboard need version 5`;
  if (version < 5 && cards.some((card) => card.kind === 'special')) return 'SP numbers need version 5';
  if (version < 4 && cards.some((card) => card.kind === 'rune')) return 'R numbers need version 4';
  if (version < 3 && champion) return 'a chosen champion needs version 3';
  if (version < 2 && side.length > 0) return 'a sideboard needs version 2';
  return null;
}

function encode(deck: DeckCodeContent, requested: number | undefined): { bytes: Uint8Array; version: number } {
  const main = parseSection(deck.mainDeck ?? [], 'main deck');
  const side = parseSection(deck.sideboard ?? [], 'sideboard');
  const champion = deck.chosenChampion ? parseCard(deck.chosenChampion, 'chosen champion') : null;
  const singles = deck.additionalLegends ? deck.additionalLegends.map((code) => parseCard(code, 'additionalLegends')) : null;
  let version = neededVersion(main, side, singles, champion);
  if (requested !== undefined) {
    if (!Number.isInteger(requested) || requested < 1 || requested > LATEST_VERSION) fail('DECK_CODE.UNSUPPORTED_VERSION', `version ${requested} is not supported (1 to ${LATEST_VERSION})`);
    const problem = versionProblem(requested, main, side, singles, champion);
    if (problem) fail('DECK_CODE.VERSION_TOO_LOW', `version ${requested} cannot hold this deck: ${problem}`);
    version = requested;
  }
  const cards = [...main.map((entry) => entry.card), ...side.map((entry) => entry.card), ...(champion ? [champion] : []), ...(singles ?? [])];
  const flagged = version === 4 || (version >= 5 && cards.some((card) => card.kind !== 'plain'));
  const writer = new ByteWriter().byte((FORMAT << 4) | version);
  if (version >= 5) writer.byte(flagged ? 1 : 0);
  const writeNumber = (card: CodecCard) => {
    if (flagged) writer.byte(NUMBER_KINDS.indexOf(card.kind));
    writer.varint(card.number);
  };
  const writeGroups = (entries: readonly ParsedCount[]) => {
    const groups = groupBySetAndVariant(entries.map((entry) => entry.card));
    writer.varint(groups.length);
    for (const group of groups) {
      writer.varint(group.length).byte((group[0] as CodecCard).set).byte((group[0] as CodecCard).variant);
      for (const card of group) writeNumber(card);
    }
  };
  const writeSection = (entries: readonly ParsedCount[], walk: number) => {
    if (version >= 5) {
      const counts = [...new Set(entries.map((entry) => entry.count))].sort((a, b) => b - a);
      writer.varint(counts.length);
      for (const count of counts) {
        writer.varint(count);
        writeGroups(entries.filter((entry) => entry.count === count));
      }
    } else {
      for (let count = walk; count >= 1; count--) writeGroups(entries.filter((entry) => entry.count === count));
    }
  };
  writeSection(main, MAIN_WALK);
  if (version >= 2) writeSection(side, SIDEBOARD_WALK);
  if (version >= 3) {
    if (!champion) writer.byte(0);
    else {
      writer.byte(1).byte(champion.set).byte(champion.variant);
      writeNumber(champion);
    }
  }
  if (version >= 6) {
    writer.varint((singles ?? []).length);
    for (const card of singles ?? []) {
      writer.byte(card.set).byte(card.variant);
      writeNumber(card);
    }
  }
  return { bytes: writer.toBytes(), version };
}

/** Groups of one set and variant, ordered by set then variant; numbers ordered inside a group. */
function groupBySetAndVariant(cards: readonly CodecCard[]): CodecCard[][] {
  const groups = new Map<number, CodecCard[]>();
  for (const card of cards) {
    const key = card.set * VARIANTS_BY_ID.length + card.variant;
    const group = groups.get(key);
    if (group) group.push(card);
    else groups.set(key, [card]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, group]) => group.sort(compareInGroup));
}
