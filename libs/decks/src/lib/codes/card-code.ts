/**
 * Card codes as deck codes hold them: `SET-` + number + optional variant. The number is three
 * digits or more (`OGN-007`), `R` and two digits for a rune printing (`VEN-R01`), or `SP` and an
 * unpadded number for a special printing (`VEN-SP1`). The variant is `a`, `s` (also written `*`)
 * or `b`. In the byte stream the set and the variant are one byte each and the number is a varint,
 * preceded by a kind flag when the version asks for one.
 */

/** Set bytes (`../shared/deck-codes/README.md`): UNL = 4 from the v4 vectors, VEN = 5 and RAD = 6. */
export const SET_IDS: Readonly<Record<string, number>> = { OGN: 0, OGS: 1, ARC: 2, SFD: 3, UNL: 4, VEN: 5, RAD: 6 };
export const SETS_BY_ID: readonly string[] = ['OGN', 'OGS', 'ARC', 'SFD', 'UNL', 'VEN', 'RAD'];

/** Variant bytes: none 0, `a` 1, `s`/`*` 2, `b` 3. */
export const VARIANTS_BY_ID: readonly string[] = ['', 'a', 's', 'b'];

/** The number's kind flag (v4: normal or rune; v5 and v6 add special). */
export const NUMBER_KINDS = ['plain', 'rune', 'special'] as const;
export type NumberKind = (typeof NUMBER_KINDS)[number];

export interface CodecCard {
  readonly set: number;
  readonly variant: number;
  readonly kind: NumberKind;
  readonly number: number;
}

const CARD_CODE = /^([A-Z]{3})-(SP|R)?(\d+)([ASB*])?$/i;

/**
 * The parts of a card code, or null when a deck code cannot hold it (unknown set, token number,
 * padding that would not come back the same). `VEN-SP01` is refused: it would decode as `VEN-SP1`.
 */
export function parseCodecCard(code: string): CodecCard | null {
  const match = CARD_CODE.exec(code);
  if (!match) return null;
  const [, setText, prefix, digits, letter] = match as unknown as [string, string, string | undefined, string, string | undefined];
  const set = SET_IDS[setText.toUpperCase()];
  if (set === undefined) return null;
  const kind: NumberKind = prefix === undefined ? 'plain' : prefix.toUpperCase() === 'R' ? 'rune' : 'special';
  const number = Number(digits);
  const variantLetter = letter === undefined ? '' : letter === '*' ? 's' : letter.toLowerCase();
  const card: CodecCard = { set, variant: VARIANTS_BY_ID.indexOf(variantLetter), kind, number };
  const canonical = formatCodecCard(card, letter === '*' ? '*' : 's');
  return canonical.toUpperCase() === code.toUpperCase() && number < 2 ** 28 ? card : null;
}

/** The code of a card: `OGN-007`, `VEN-R01`, `VEN-SP1`, `OGN-202a`; the signature variant as `s` or `*`. */
export function formatCodecCard(card: CodecCard, signature: 's' | '*' = 's'): string {
  const set = SETS_BY_ID[card.set] ?? '???';
  const number =
    card.kind === 'plain' ? String(card.number).padStart(3, '0') : card.kind === 'rune' ? `R${String(card.number).padStart(2, '0')}` : `SP${card.number}`;
  const variant = card.variant === 2 ? signature : (VARIANTS_BY_ID[card.variant] ?? '');
  return `${set}-${number}${variant}`;
}

/** The order of the reference encoder inside a group: plain numbers, then runes, then specials, each by number. */
export function compareInGroup(a: CodecCard, b: CodecCard): number {
  return NUMBER_KINDS.indexOf(a.kind) - NUMBER_KINDS.indexOf(b.kind) || a.number - b.number;
}

/** The key of a card for duplicates: set, variant, kind and number. */
export function cardKey(card: CodecCard): number {
  return ((card.set * 4 + card.variant) * 4 + NUMBER_KINDS.indexOf(card.kind)) * 2 ** 28 + card.number;
}
