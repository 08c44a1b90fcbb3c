/**
 * Decoding community deck codes, versions 1 to 6 (see `deck-code.ts` for the format). Never
 * throws: every problem is a result with a stable `DECK_CODE.*` code.
 */
import { base32Decode } from './base32.js';
import { ByteReader, ByteStreamError } from './bytes.js';
import { type CodecCard, cardKey, formatCodecCard, NUMBER_KINDS, SETS_BY_ID, VARIANTS_BY_ID } from './card-code.js';
import {
  type CardCount,
  type DecodedDeckCode,
  type DecodeOptions,
  type DecodeResult,
  DeckCodeFailure,
  fail,
  FORMAT,
  LATEST_VERSION,
  MAIN_WALK,
  MAX_COPIES_IN_CODE,
  MAX_DECK_CODE_LENGTH,
  SIDEBOARD_WALK,
} from './deck-code-model.js';

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
