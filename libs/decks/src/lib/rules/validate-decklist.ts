/**
 * `validateDecklist`: every deck-construction problem of a registered list under the current
 * rules (Core Rules v1.3 101-103 and 825, Tournament Rules 2026-07-16 402, 403 and 601), one
 * violation per problem, most important first.
 */
import type { Decklist } from '../decklist/decklist.js';
import {
  checkBattlefields,
  checkChampion,
  checkCopies,
  checkLegend,
  checkMainDeck,
  checkRunes,
  checkSideboard,
  checkUnknownCards,
} from './construction-checks.js';
import { byImportance, type DeckViolation } from './deck-violation.js';
import { type DeckRules, settle } from './deck-rules.js';
import { checkFormat } from './format-checks.js';
import { resolveDeck } from './resolved-deck.js';
import { Violations } from './violations-out.js';

export function validateDecklist(decklist: Decklist, rules: DeckRules = {}): DeckViolation[] {
  const settled = settle(rules);
  const deck = resolveDeck(decklist, settled.catalog);
  const out = new Violations();
  checkUnknownCards(deck, out);
  checkLegend(deck, out);
  checkChampion(deck, out);
  checkMainDeck(deck, settled, out);
  checkCopies(deck, out);
  checkRunes(deck, out);
  checkBattlefields(deck, settled, out);
  checkSideboard(deck, settled, out);
  checkFormat(deck, decklist, settled, out);
  return byImportance(out.list);
}
