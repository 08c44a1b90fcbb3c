/**
 * Encoding community deck codes (see `deck-code.ts` for the format): the lowest of v3 to v6 that
 * holds the deck, as the reference encoder picks, or the version asked for. Never throws.
 */
import { base32Encode } from './base32.js';
import { ByteWriter } from './bytes.js';
import { type CodecCard, cardKey, compareInGroup, NUMBER_KINDS, parseCodecCard, SETS_BY_ID, VARIANTS_BY_ID } from './card-code.js';
import {
  type CardCount,
  type DeckCodeContent,
  DeckCodeFailure,
  type EncodeOptions,
  type EncodeResult,
  fail,
  FORMAT,
  LATEST_VERSION,
  MAIN_WALK,
  MAX_COPIES_IN_CODE,
  SIDEBOARD_WALK,
} from './deck-code-model.js';

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
