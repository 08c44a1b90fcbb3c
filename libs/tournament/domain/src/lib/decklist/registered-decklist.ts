import { CATALOG } from '@arbiter/cards';
import { cardListOf, type DeckEntry, type Decklist, decklistFromCardList, type DeckRules, deckCodeOf, parseDeckText, readDeckCode, validateDecklist } from '@arbiter/decks';
import { refusal, type Refusal } from '../decision.js';
import type { CardCount, StoredDecklist } from '../events/tournament.events.js';
import { resolveFormat } from '../settings/deck-format.js';
import { modeFacts } from '../settings/modes.js';
import type { TournamentSettings } from '../settings/tournament-settings.js';

/** How a list arrives: a community deck code, the flat list a code holds, or a pasted text list. */
export type DecklistSource =
  | { readonly kind: 'code'; readonly deckCode: string }
  | {
      readonly kind: 'list';
      /** Legend, runes, battlefields and main deck in one list. */
      readonly cards: readonly CardCount[];
      readonly sideboard?: readonly CardCount[];
      readonly chosenChampion: string | null;
    }
  | { readonly kind: 'text'; readonly text: string };

export type ReadDecklist = { readonly ok: true; readonly decklist: Decklist; readonly deckCode: string | null } | { readonly ok: false; readonly error: Refusal };

const MAX_ENTRIES = 200;
const MAX_COUNT = 12;

/** Reads a source into a decklist; nothing about legality yet (that is `checkDecklist`). */
export function readDecklistSource(source: DecklistSource): ReadDecklist {
  switch (source.kind) {
    case 'code': {
      const read = readDeckCode(source.deckCode);
      if (!read.ok) {
        return {
          ok: false,
          error: refusal('DECKLIST.INVALID_CODE', `the deck code cannot be read: ${read.error.message}`, { details: { reason: read.error.code } }),
        };
      }
      return { ok: true, decklist: read.decklist, deckCode: source.deckCode.trim() };
    }
    case 'list': {
      const shape = checkShape(source.cards, source.sideboard ?? []);
      if (shape) return { ok: false, error: shape };
      return { ok: true, decklist: decklistFromCardList({ cards: source.cards, sideboard: source.sideboard ?? [], chosenChampion: source.chosenChampion }), deckCode: null };
    }
    case 'text': {
      const parsed = parseDeckText(source.text);
      if (parsed.ok) return { ok: true, decklist: parsed.decklist, deckCode: null };
      const [first] = parsed.errors;
      const where = first && first.line > 0 ? `line ${first.line} ("${first.text}"): ` : '';
      return {
        ok: false,
        error: refusal('DECKLIST.INVALID_TEXT', `the list cannot be read: ${where}${first?.message ?? 'no cards'}`, {
          ruleRef: 'TR 2026-07-16 401.2',
          details: { lines: parsed.errors.map((error) => ({ ...error })) },
        }),
      };
    }
    default: {
      const unreachable: never = source;
      throw new Error(`unknown decklist source ${JSON.stringify(unreachable)}`);
    }
  }
}

function checkShape(cards: readonly CardCount[], sideboard: readonly CardCount[]): Refusal | null {
  const entries = [...cards, ...sideboard];
  const valid = entries.every(
    (card) => card.cardCode.trim().length > 0 && card.cardCode.length <= 16 && Number.isInteger(card.count) && card.count > 0 && card.count <= MAX_COUNT,
  );
  if (!valid || cards.length === 0 || entries.length > MAX_ENTRIES) {
    return refusal('DECKLIST.INVALID_LIST', `a decklist lists card codes with counts from 1 to ${MAX_COUNT}`, { ruleRef: 'TR 2026-07-16 401.2' });
  }
  return null;
}

/**
 * The deck rules of the tournament: its format on the event's day (`startsOn`; an event without a
 * date: the day of the submission, `now`), so a card banned from a later day stays legal in an
 * event before it, and a set legal from a later day is not (TR 2026-07-16 601.3.c); the mode's battlefield count,
 * a sideboard only where matches have several games (TR 2026-07-16 403.1), exactly 40 main-deck
 * cards (TR 2026-07-16 402.1), the event's organized-play level and its choice on preconstructed
 * decks (TR 2026-07-16 601.2.d.2).
 */
export function deckRulesOf(settings: TournamentSettings, now: string): DeckRules {
  const resolved = resolveFormat(settings.format);
  if (!resolved.ok) throw new Error(`the stored format cannot be resolved: ${resolved.message}`);
  const mode = modeFacts[settings.mode];
  return {
    format: resolved.format,
    on: settings.startsOn ?? now.slice(0, 10),
    battlefields: mode.battlefieldsPerDeck,
    sideboard: mode.bestOf > 1,
    mainDeckSize: 'exactly',
    organizedPlayLevel: settings.organizedPlayLevel,
    allowPreconstructedBannedCards: settings.allowPreconstructedBannedCards,
  };
}

/** Deck construction by the catalog's facts; the refusal's headline is the most important violation. */
export function checkDecklist(decklist: Decklist, settings: TournamentSettings, now: string): Refusal | null {
  const violations = validateDecklist(decklist, deckRulesOf(settings, now));
  const [first] = violations;
  if (!first) return null;
  return refusal('DECKLIST.ILLEGAL', `the deck breaks ${violations.length} deck-construction rule(s): ${first.message}`, {
    ruleRef: first.ruleRef,
    details: {
      violations: violations.map((violation) => ({
        code: violation.code,
        ruleRef: violation.ruleRef,
        message: violation.message,
        ...(violation.card ? { card: violation.card } : {}),
        ...(violation.cardName ? { cardName: violation.cardName } : {}),
      })),
      // What the code or text was read as, with card names: a player sees what they sent (issue 21).
      decklist: decodedSections(decklist),
    },
  });
}

/** A card of a refused list as read, with its catalog id and name (null for a code the catalog does not know). */
export interface DecodedCard {
  readonly cardCode: string;
  readonly cardId: string | null;
  readonly name: string | null;
  readonly count: number;
}

/** The list's sections as read from the code or text, each card named from the catalog. */
export function decodedSections(decklist: Decklist): Record<'legend' | 'mainDeck' | 'runes' | 'battlefields' | 'sideboard', readonly DecodedCard[]> & { chosenChampion: DecodedCard | null } {
  const named = (entry: DeckEntry): DecodedCard => {
    const card = CATALOG.byCode(entry.code)?.card;
    return { cardCode: entry.code, cardId: card?.id ?? null, name: card?.name ?? null, count: entry.count };
  };
  return {
    legend: decklist.legend.map(named),
    chosenChampion: decklist.chosenChampion ? named({ code: decklist.chosenChampion, count: 1 }) : null,
    mainDeck: [...decklist.mainDeck, ...decklist.unsorted].map(named),
    runes: decklist.runes.map(named),
    battlefields: decklist.battlefields.map(named),
    sideboard: decklist.sideboard.map(named),
  };
}

/** The list as stored in events: flat cards, sideboard, champion, and the code it came from. */
export function storedDecklistOf(decklist: Decklist, deckCode: string | null): StoredDecklist {
  const { cards, sideboard, chosenChampion } = cardListOf(decklist);
  return { cards, sideboard, chosenChampion, deckCode };
}

/** A stored list back as a decklist (sections by card type). */
export function decklistOfStored(stored: { readonly cards: readonly CardCount[]; readonly sideboard?: readonly CardCount[]; readonly chosenChampion: string | null }): Decklist {
  return decklistFromCardList({ cards: stored.cards, sideboard: stored.sideboard ?? [], chosenChampion: stored.chosenChampion });
}

/** The deck code of a stored list: the one it was submitted with, else one encoded from it (null if it cannot be). */
export function deckCodeOfStored(stored: { readonly cards: readonly CardCount[]; readonly sideboard?: readonly CardCount[]; readonly chosenChampion: string | null; readonly deckCode: string | null }): string | null {
  if (stored.deckCode) return stored.deckCode;
  const encoded = deckCodeOf(decklistOfStored(stored));
  return encoded.ok ? encoded.code : null;
}
