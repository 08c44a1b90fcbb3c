/**
 * The facts of a Riftbound card: what deck registration, formats and the rules engine need to
 * know about it, and nothing of its rules text (the card data's licence allows facts only, see
 * the README).
 */

/** The sets the catalog holds (the English card gallery of 2026-07-20). */
export const CATALOG_SETS = ['OGN', 'OGS', 'SFD', 'UNL', 'VEN'] as const;
export type CatalogSet = (typeof CATALOG_SETS)[number];

/** The six domains (CR 1.3 134). Battlefields and tokens have none; the card data calls that `Colorless`. */
export const DOMAINS = ['Fury', 'Calm', 'Mind', 'Body', 'Chaos', 'Order'] as const;
export type Domain = (typeof DOMAINS)[number];
export type CardDomain = Domain | 'Colorless';

export const CARD_TYPES = ['Unit', 'Spell', 'Gear', 'Legend', 'Battlefield', 'Rune'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const SUPERTYPES = ['Champion', 'Signature', 'Token'] as const;
export type Supertype = (typeof SUPERTYPES)[number];

export const RARITIES = ['Common', 'Uncommon', 'Rare', 'Epic'] as const;
export type Rarity = (typeof RARITIES)[number];

/**
 * One card as the generated data module stores it: the reference record's facts, with its
 * printings as printed (`OGN-202a/298`, `VEN-R01`, `VEN-SP1/006`), the canonical one first.
 */
export interface CardRecord {
  readonly id: string;
  readonly name: string;
  readonly set: CatalogSet;
  readonly number: string;
  /** `null` for the two Unleashed marker cards (Buff, XP Tracker) that have no type. */
  readonly type: CardType | null;
  /** Every type of the type line; more than one only for a card that is two things at once. */
  readonly types: readonly CardType[];
  readonly supertype: Supertype | null;
  readonly domains: readonly CardDomain[];
  readonly energy: number | null;
  /** The number of power icons in the cost (the data does not give their domains). */
  readonly power: number | null;
  readonly might: number | null;
  /** The Might an Equipment gives (CR 1.3 137). */
  readonly mightBonus: number | null;
  readonly tags: readonly string[];
  /** Keyword names as printed in brackets, with their value (`Assault 2`); no reminder text. */
  readonly keywords: readonly string[];
  /**
   * Whether the card's abilities are exactly its keywords (a vanilla card: no keywords, no text).
   * Derived when the catalog is generated from the reference text, which itself never ships; the
   * engine builds such cards from their facts (ADR 0090).
   */
  readonly abilitiesAreKeywords: boolean;
  readonly rarity: Rarity;
  readonly printings: readonly string[];
}

/** The variant letter of a printing: none, alternate art `a`, signature `*` (deck codes say `s`), `b`. */
export type PrintingVariant = '' | 'a' | '*' | 'b';

/** One printing of a card, parsed from its printed code. */
export interface Printing {
  /** The code without the set size, as deck codes and lists name it: `OGN-202a`, `VEN-R01`, `OGN-299*`. */
  readonly code: string;
  /** As printed: `OGN-202a/298`. */
  readonly printed: string;
  readonly set: string;
  /** `202`, `R01` (rune printing), `SP1` (special printing), `T04` (token). */
  readonly number: string;
  readonly variant: PrintingVariant;
  /** The printed set size (`298` of `OGN-202/298`), or null when the code prints none. */
  readonly setSize: number | null;
  /**
   * Whether the collector number lies within the set's normal numbering. A reprint outside it
   * (overnumbered `UNL-220/219`, `VEN-SP1`, `VEN-R01`) does not make a card legal in a format
   * (TR 2026-07-16 601.2.c).
   */
  readonly inSetNumbering: boolean;
}

/** A card of the catalog: its facts and every printing that maps to it. */
export interface CardFacts extends Omit<CardRecord, 'printings'> {
  readonly printings: readonly Printing[];
}
