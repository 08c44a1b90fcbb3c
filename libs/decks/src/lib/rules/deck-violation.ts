/**
 * A deck problem: one violation per problem, with a stable code, the rule it breaks (naming the
 * document and its version), a message a player understands, and the card when there is one.
 */

/** The documents deck construction rests on: Core Rules v1.3 and the Tournament Rules of 2026-07-16. */
export const CR = 'CR 1.3';
export const TR = 'TR 2026-07-16';

export type DeckViolationCode =
  | 'deck/unknown_card'
  | 'deck/card_not_in_format'
  | 'deck/banned_card'
  | 'deck/no_legend'
  | 'deck/too_many_legends'
  | 'deck/not_a_legend'
  | 'deck/no_chosen_champion'
  | 'deck/champion_not_champion_unit'
  | 'deck/champion_tag_mismatch'
  | 'deck/champion_not_in_main_deck'
  | 'deck/main_deck_size'
  | 'deck/not_a_main_deck_card'
  | 'deck/token_in_deck'
  | 'deck/too_many_copies'
  | 'deck/outside_domain_identity'
  | 'deck/too_many_signature_cards'
  | 'deck/signature_tag_mismatch'
  | 'deck/unique_card_copies'
  | 'deck/rune_count'
  | 'deck/not_a_rune'
  | 'deck/rune_outside_domain_identity'
  | 'deck/battlefield_count'
  | 'deck/not_a_battlefield'
  | 'deck/duplicate_battlefield'
  | 'deck/sideboard_not_allowed'
  | 'deck/sideboard_too_large'
  | 'deck/invalid_sideboard_card'
  | 'deck/sideboarding_not_allowed'
  | 'deck/legend_changed'
  | 'deck/runes_changed'
  | 'deck/battlefields_changed'
  | 'deck/sideboard_not_one_for_one';

export interface DeckViolation {
  readonly code: DeckViolationCode;
  /** `CR 1.3 103.2.b`, `TR 2026-07-16 601.1.c.1`. */
  readonly ruleRef: string;
  readonly message: string;
  /** The card's canonical id, or the code as given for a card the catalog does not know. */
  readonly card?: string;
  readonly cardName?: string;
}

/**
 * How much a violation tells a player, most first: a list that names unknown cards cannot be
 * read further, format problems come before construction, the legend and champion before counts.
 * The first violation of a sorted list is the refusal's headline.
 */
const IMPORTANCE: readonly DeckViolationCode[] = [
  'deck/unknown_card',
  'deck/sideboarding_not_allowed',
  'deck/legend_changed',
  'deck/runes_changed',
  'deck/battlefields_changed',
  'deck/sideboard_not_one_for_one',
  'deck/no_legend',
  'deck/too_many_legends',
  'deck/not_a_legend',
  'deck/banned_card',
  'deck/card_not_in_format',
  'deck/no_chosen_champion',
  'deck/champion_not_champion_unit',
  'deck/champion_tag_mismatch',
  'deck/champion_not_in_main_deck',
  'deck/main_deck_size',
  'deck/outside_domain_identity',
  'deck/too_many_copies',
  'deck/unique_card_copies',
  'deck/too_many_signature_cards',
  'deck/signature_tag_mismatch',
  'deck/not_a_main_deck_card',
  'deck/token_in_deck',
  'deck/rune_count',
  'deck/not_a_rune',
  'deck/rune_outside_domain_identity',
  'deck/battlefield_count',
  'deck/not_a_battlefield',
  'deck/duplicate_battlefield',
  'deck/sideboard_not_allowed',
  'deck/sideboard_too_large',
  'deck/invalid_sideboard_card',
];

/** Violations ordered by importance (stable within one code). */
export function byImportance(violations: readonly DeckViolation[]): DeckViolation[] {
  return violations
    .map((violation, index) => ({ violation, index, rank: IMPORTANCE.indexOf(violation.code) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ violation }) => violation);
}
