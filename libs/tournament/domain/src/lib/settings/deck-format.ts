import { defineFormat, type Format, MAX_DECK_CODE_LENGTH, type PreconstructedDeck, readDeckCode, STANDARD } from '@arbiter/decks';

/**
 * The format a tournament names (TR 2026-07-16 601.3): Standard, or one the organizer defines
 * (legal sets, banned cards with the day each ban takes effect, sideboard size). Stored as data
 * in the settings; `@arbiter/decks` turns it into the `Format` the deck rules read.
 */
export interface FormatSetting {
  /** `standard`, or the organizer's own id (lower-case letters, digits, dashes). */
  readonly id: string;
  readonly name?: string;
  /** Legal sets (OGN, OGS, SFD, UNL, VEN...); absent for Standard. */
  readonly sets?: readonly string[];
  /** Banned cards by printing code or name, and the day each ban takes effect (`YYYY-MM-DD`). */
  readonly bans?: readonly { readonly card: string; readonly from: string }[];
  /** The largest sideboard (default 10, TR 2026-07-16 601.1.c.1). */
  readonly sideboardSize?: number;
  /** Preconstructed deck products by name and deck code, for TR 2026-07-16 601.2.d.2; absent in older events. */
  readonly preconstructedDecks?: readonly PreconstructedDeckSetting[];
}

export interface PreconstructedDeckSetting {
  readonly name: string;
  readonly deckCode: string;
}

export const MAX_PRECONSTRUCTED_DECKS = 50;

export const STANDARD_FORMAT: FormatSetting = { id: STANDARD.id };

export type ResolvedFormat = { readonly ok: true; readonly format: Format } | { readonly ok: false; readonly message: string };

/** The `Format` of a setting: Standard as the rules ship it, or the organizer's definition checked against the catalog. */
export function resolveFormat(setting: FormatSetting): ResolvedFormat {
  const products = preconstructedDecksOf(setting.preconstructedDecks ?? []);
  if (!products.ok) return products;
  if (setting.id === STANDARD.id && setting.sets === undefined) return { ok: true, format: { ...STANDARD, preconstructedDecks: products.decks } };
  const defined = defineFormat({
    id: setting.id,
    name: setting.name ?? setting.id,
    source: 'organizer',
    sets: setting.sets ?? [],
    bans: setting.bans ?? [],
    ...(setting.sideboardSize === undefined ? {} : { sideboardSize: setting.sideboardSize }),
    preconstructedDecks: products.decks,
  });
  if (!defined.ok) return { ok: false, message: defined.errors.map((error) => error.message).join('; ') };
  if (defined.format.id === STANDARD.id) return { ok: false, message: 'the id standard is the Standard format of the tournament rules; give your format another id' };
  return { ok: true, format: defined.format };
}

type ReadProducts = { readonly ok: true; readonly decks: readonly PreconstructedDeck[] } | { readonly ok: false; readonly message: string };

/** The products' deck codes decoded through the catalog; a name or code that cannot be used is refused. */
function preconstructedDecksOf(settings: readonly PreconstructedDeckSetting[]): ReadProducts {
  if (settings.length > MAX_PRECONSTRUCTED_DECKS) return { ok: false, message: `a format lists at most ${MAX_PRECONSTRUCTED_DECKS} preconstructed decks` };
  const decks: PreconstructedDeck[] = [];
  for (const product of settings) {
    const name = product.name.trim();
    if (name.length === 0 || name.length > 100) return { ok: false, message: 'a preconstructed deck needs a name of at most 100 characters' };
    if (product.deckCode.length > MAX_DECK_CODE_LENGTH) return { ok: false, message: `the deck code of ${name} is too long` };
    const read = readDeckCode(product.deckCode);
    if (!read.ok) return { ok: false, message: `the deck code of ${name} cannot be read: ${read.error.message}` };
    decks.push({ name, decklist: read.decklist });
  }
  return { ok: true, decks };
}
