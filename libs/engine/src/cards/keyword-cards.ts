/**
 * Cards built from their facts alone (ADR 0090): a card whose abilities are exactly its printed
 * keywords (the catalog's `abilitiesAreKeywords`, a vanilla unit included) needs no hand-written
 * definition when the engine plays every one of those keywords. A keyword the engine does not play
 * yet keeps the card unsupported; nothing is approximated.
 */
import { CATALOG, type CardFacts } from '@arbiter/cards';
import type { CardDefinition, Keywords } from '../model/card-definition.js';
import { gear, spell, unit } from './define-card.js';

/** The printed keywords the engine plays from the keyword alone, with the rule that defines each. */
const PLAYED_KEYWORDS: Readonly<Record<string, (value: number) => Keywords>> = {
  Accelerate: () => ({ accelerate: true }), // CR 1.4 805
  Action: () => ({ action: true }), // CR 1.4 806
  Assault: (value) => ({ assault: value }), // CR 1.4 807
  Deflect: (value) => ({ deflect: value }), // CR 1.4 809
  Ganking: () => ({ ganking: true }), // CR 1.4 810
  Hidden: () => ({ hidden: true }), // CR 1.4 811
  Reaction: () => ({ reaction: true }), // CR 1.4 813
  Shield: (value) => ({ shield: value }), // CR 1.4 814
  Tank: () => ({ tank: true }), // CR 1.4 815
  Vision: () => ({ vision: true }), // CR 1.4 817
};

/** The sets whose keyword-only cards are derived (issue 23: Origins and Proving Grounds). */
export const DERIVED_SETS: readonly string[] = ['OGN', 'OGS'];

/** `Assault 2` → Assault, 2; a keyword printed without a value has the value 1 (CR 1.4 807.1.b.3, 809.1.b.3, 814.1.b.3). */
function parseKeyword(printed: string): { readonly name: string; readonly value: number } {
  const match = /^(.*\S)\s+(\d+)$/.exec(printed);
  return match?.[1] !== undefined && match[2] !== undefined ? { name: match[1], value: Number(match[2]) } : { name: printed, value: 1 };
}

export type KeywordCardPlan =
  | { readonly derivable: true; readonly keywords: Keywords }
  /** `missing`: printed keywords the engine does not play yet. */
  | { readonly derivable: false; readonly missing: readonly string[] };

/**
 * Whether the engine can build this card from its facts: a main-deck unit, gear or spell of a
 * derived set whose abilities are exactly keywords the engine plays. Tokens, legends,
 * battlefields and runes are always hand-written (they come with setup rules of their own).
 */
export function keywordCardPlan(card: CardFacts): KeywordCardPlan | null {
  if (!DERIVED_SETS.includes(card.set) || !card.abilitiesAreKeywords || card.supertype === 'Token') return null;
  if (card.type !== 'Unit' && card.type !== 'Gear' && card.type !== 'Spell') return null;
  // A card that is two things at once has rules beyond its keywords.
  if (card.types.length !== 1) return null;
  let keywords: Keywords = {};
  const missing: string[] = [];
  for (const printed of card.keywords) {
    const { name, value } = parseKeyword(printed);
    const played = PLAYED_KEYWORDS[name];
    if (played) keywords = { ...keywords, ...played(value) };
    else missing.push(printed);
  }
  return missing.length > 0 ? { derivable: false, missing } : { derivable: true, keywords };
}

function definitionFor(card: CardFacts, keywords: Keywords): CardDefinition {
  if (card.type === 'Gear') return gear(card.id, { keywords });
  // A keyword-only spell does nothing when it resolves; its keywords are its timing.
  if (card.type === 'Spell') return spell(card.id, { targets: [], steps: [] }, { keywords });
  return unit(card.id, { keywords });
}

/**
 * The definitions derived for every derivable card of the catalog that `known` does not name
 * (a hand-written definition, or a printing one already covers, always wins).
 */
export function deriveKeywordCards(known: (code: string) => boolean): readonly CardDefinition[] {
  const derived: CardDefinition[] = [];
  for (const card of CATALOG.cards) {
    if (known(card.id) || card.printings.some((printing) => known(printing.code))) continue;
    const plan = keywordCardPlan(card);
    if (plan?.derivable) derived.push(definitionFor(card, plan.keywords));
  }
  return derived;
}
