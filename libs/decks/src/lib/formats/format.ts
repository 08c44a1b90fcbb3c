/**
 * Formats as data (TR 2026-07-16 601.2, 601.3): the sets that are legal, from when, and the
 * banned cards with the date each ban takes effect. A tournament names its format; organizers
 * define their own with `defineFormat`.
 */
import { CATALOG, CATALOG_SETS, type CardCatalog } from '@arbiter/cards';
import type { Decklist } from '../decklist/decklist.js';

export interface FormatSet {
  readonly set: string;
  /** The day the set becomes legal (ISO `YYYY-MM-DD`), if that is a rule of the format. */
  readonly legalFrom?: string;
  /** Other legal dates by region (TR 2026-07-16 601.2.b), e.g. `{ CN: '2026-04-10' }`. */
  readonly legalFromByRegion?: Readonly<Record<string, string>>;
}

export interface Ban {
  /** The banned card's canonical id. */
  readonly card: string;
  readonly name: string;
  /** The day the ban takes effect (ISO `YYYY-MM-DD`). */
  readonly from: string;
  /** Where the ban comes from. */
  readonly source: string;
}

/** A preconstructed deck product, for the banned-card exception of TR 2026-07-16 601.2.d.2. */
export interface PreconstructedDeck {
  readonly name: string;
  readonly decklist: Decklist;
}

export interface Format {
  readonly id: string;
  readonly name: string;
  /** Where the format is defined (`TR 2026-07-16 601.3.c`), or who defined it. */
  readonly source: string;
  readonly sets: readonly FormatSet[];
  readonly bans: readonly Ban[];
  /** The largest sideboard (TR 2026-07-16 601.1.c.1: 10; it was 8 until July 2026). */
  readonly sideboardSize: number;
  readonly preconstructedDecks: readonly PreconstructedDeck[];
}

export interface FormatInput {
  readonly id: string;
  readonly name: string;
  readonly source?: string;
  readonly sets: readonly (string | FormatSet)[];
  /** Banned cards by printing code or by name, with the day each ban takes effect. */
  readonly bans?: readonly { readonly card: string; readonly from: string; readonly source?: string }[];
  readonly sideboardSize?: number;
  readonly preconstructedDecks?: readonly PreconstructedDeck[];
}

export interface FormatError {
  readonly code: 'FORMAT.INVALID_ID' | 'FORMAT.INVALID_NAME' | 'FORMAT.UNKNOWN_SET' | 'FORMAT.NO_SETS' | 'FORMAT.INVALID_DATE' | 'FORMAT.UNKNOWN_CARD' | 'FORMAT.AMBIGUOUS_CARD' | 'FORMAT.DUPLICATE' | 'FORMAT.INVALID_SIDEBOARD_SIZE';
  readonly message: string;
}

export type DefineFormatResult = { readonly ok: true; readonly format: Format } | { readonly ok: false; readonly errors: readonly FormatError[] };

export const DEFAULT_SIDEBOARD_SIZE = 10;
const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function isIsoDay(value: string): boolean {
  return ISO_DAY.test(value);
}

/** Checks an organizer's format and resolves its bans through the catalog. */
export function defineFormat(input: FormatInput, catalog: CardCatalog = CATALOG): DefineFormatResult {
  const errors: FormatError[] = [];
  const problem = (code: FormatError['code'], message: string) => errors.push({ code, message });
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(input.id)) problem('FORMAT.INVALID_ID', 'a format id is 1 to 64 lower-case letters, digits and dashes');
  if (input.name.trim().length === 0 || input.name.length > 100) problem('FORMAT.INVALID_NAME', 'a format needs a name of at most 100 characters');
  const sets = input.sets.map((entry) => (typeof entry === 'string' ? { set: entry } : entry)).map((entry) => ({ ...entry, set: entry.set.trim().toUpperCase() }));
  if (sets.length === 0) problem('FORMAT.NO_SETS', 'a format needs at least one legal set');
  for (const entry of sets) {
    if (!(CATALOG_SETS as readonly string[]).includes(entry.set)) problem('FORMAT.UNKNOWN_SET', `${entry.set} is not a set of the catalog (${CATALOG_SETS.join(', ')})`);
    for (const day of [entry.legalFrom, ...Object.values(entry.legalFromByRegion ?? {})]) {
      if (day !== undefined && !isIsoDay(day)) problem('FORMAT.INVALID_DATE', `${entry.set}: ${day} is not a date (YYYY-MM-DD)`);
    }
  }
  if (new Set(sets.map((entry) => entry.set)).size !== sets.length) problem('FORMAT.DUPLICATE', 'a set is listed twice');
  const bans: Ban[] = [];
  for (const ban of input.bans ?? []) {
    if (!isIsoDay(ban.from)) problem('FORMAT.INVALID_DATE', `the ban of ${ban.card}: ${ban.from} is not a date (YYYY-MM-DD)`);
    const byCode = catalog.byCode(ban.card)?.card;
    const byName = byCode ? null : catalog.byName(ban.card);
    const card = byCode ?? (byName?.kind === 'found' ? byName.card : undefined);
    if (byName?.kind === 'ambiguous') problem('FORMAT.AMBIGUOUS_CARD', `${ban.card} could be ${byName.candidates.map((candidate) => candidate.id).join(' or ')}; name it by code`);
    else if (!card) problem('FORMAT.UNKNOWN_CARD', `${ban.card} is not a card of the catalog`);
    else if (bans.some((known) => known.card === card.id)) problem('FORMAT.DUPLICATE', `${card.name} is banned twice`);
    else bans.push({ card: card.id, name: card.name, from: ban.from, source: ban.source ?? input.source ?? input.name });
  }
  const sideboardSize = input.sideboardSize ?? DEFAULT_SIDEBOARD_SIZE;
  if (!Number.isInteger(sideboardSize) || sideboardSize < 0 || sideboardSize > 40) problem('FORMAT.INVALID_SIDEBOARD_SIZE', 'a sideboard holds 0 to 40 cards');
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    format: { id: input.id, name: input.name.trim(), source: input.source ?? 'organizer', sets, bans, sideboardSize, preconstructedDecks: input.preconstructedDecks ?? [] },
  };
}

/** The day a set becomes legal in a region (the format's general date when the region has none). */
export function setLegalFrom(entry: FormatSet, region: string | undefined): string | undefined {
  return (region ? entry.legalFromByRegion?.[region] : undefined) ?? entry.legalFrom;
}

/** Whether a ban is in effect on a day; with no day, every ban of the format counts. */
export function banInEffect(ban: Ban, on: string | undefined): boolean {
  return on === undefined || ban.from <= on;
}
