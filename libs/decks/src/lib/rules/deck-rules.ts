/**
 * What deck construction depends on besides the list: the format, the event's day and region,
 * the mode's battlefield count, whether the event has sideboards, the organized-play level and
 * the organizer's choice on preconstructed decks.
 */
import { CATALOG, type CardCatalog } from '@arbiter/cards';
import type { Format } from '../formats/format.js';
import { STANDARD } from '../formats/standard.js';

/** TR 2026-07-16 205: casual is low OPL, competitive and professional are high. */
export type OrganizedPlayLevel = 'casual' | 'competitive' | 'professional';

export interface DeckRules {
  /** Default: Standard. */
  readonly format?: Format;
  /** The event's day (`YYYY-MM-DD`) for set dates and bans; without it every set and ban of the format counts. */
  readonly on?: string;
  /** A region with its own set dates (TR 2026-07-16 601.2.b), e.g. `CN`. */
  readonly region?: string;
  /** The mode's battlefield count (CR 1.3 103.4.a); default 3 (TR 2026-07-16 402.1). */
  readonly battlefields?: number;
  /** Whether the event allows a sideboard (TR 2026-07-16 403.1-403.2); default true. */
  readonly sideboard?: boolean;
  /**
   * `exactly` (default): a main deck of exactly 40 cards, as every constructed event asks (TR
   * 2026-07-16 402.1, 601.1.b); `atLeast`: at least 40 (CR 1.3 103.2), for casual online play.
   */
  readonly mainDeckSize?: 'exactly' | 'atLeast';
  /** Default: casual. */
  readonly organizedPlayLevel?: OrganizedPlayLevel;
  /**
   * The organizer allows an unmodified preconstructed deck to keep its banned cards (TR 2026-07-16
   * 601.2.d.2; casual OPL only, no sideboard, the deck matches one of the format's products).
   */
  readonly allowPreconstructedBannedCards?: boolean;
  readonly catalog?: CardCatalog;
}

export interface SettledRules {
  readonly format: Format;
  readonly on: string | undefined;
  readonly region: string | undefined;
  readonly battlefields: number;
  readonly sideboard: boolean;
  readonly mainDeckSize: 'exactly' | 'atLeast';
  readonly organizedPlayLevel: OrganizedPlayLevel;
  readonly allowPreconstructedBannedCards: boolean;
  readonly catalog: CardCatalog;
}

export const MAIN_DECK_SIZE = 40;
export const RUNE_DECK_SIZE = 12;
export const DEFAULT_BATTLEFIELDS = 3;
export const MAX_COPIES = 3;
export const MAX_SIGNATURE_CARDS = 3;

export function settle(rules: DeckRules): SettledRules {
  return {
    format: rules.format ?? STANDARD,
    on: rules.on,
    region: rules.region,
    battlefields: rules.battlefields ?? DEFAULT_BATTLEFIELDS,
    sideboard: rules.sideboard ?? true,
    mainDeckSize: rules.mainDeckSize ?? 'exactly',
    organizedPlayLevel: rules.organizedPlayLevel ?? 'casual',
    allowPreconstructedBannedCards: rules.allowPreconstructedBannedCards ?? false,
    catalog: rules.catalog ?? CATALOG,
  };
}
