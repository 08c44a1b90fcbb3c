import { defineFormat, type Format, STANDARD } from '@arbiter/decks';

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
}

export const STANDARD_FORMAT: FormatSetting = { id: STANDARD.id };

export type ResolvedFormat = { readonly ok: true; readonly format: Format } | { readonly ok: false; readonly message: string };

/** The `Format` of a setting: Standard as the rules ship it, or the organizer's definition checked against the catalog. */
export function resolveFormat(setting: FormatSetting): ResolvedFormat {
  if (setting.id === STANDARD.id && setting.sets === undefined) return { ok: true, format: STANDARD };
  const defined = defineFormat({
    id: setting.id,
    name: setting.name ?? setting.id,
    source: 'organizer',
    sets: setting.sets ?? [],
    bans: setting.bans ?? [],
    ...(setting.sideboardSize === undefined ? {} : { sideboardSize: setting.sideboardSize }),
  });
  if (!defined.ok) return { ok: false, message: defined.errors.map((error) => error.message).join('; ') };
  if (defined.format.id === STANDARD.id) return { ok: false, message: 'the id standard is the Standard format of the tournament rules; give your format another id' };
  return { ok: true, format: defined.format };
}
