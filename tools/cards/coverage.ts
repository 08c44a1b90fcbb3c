/**
 * `npm run cards:coverage`: which cards of the catalog the rules engine plays (a hand-written
 * definition, or one built from the card's keywords, ADR 0090), per set, and the unsupported ones
 * by code and name. The last line is one JSON object (`coverage-report.ts`). Exits 0 whatever the
 * coverage: CI prints it, it does not gate on it.
 */
import { CATALOG } from '@arbiter/cards';
import { canonicalCardCode, keywordCardPlan, listSupportedCards } from '@arbiter/engine';
import { computeCoverage, type CoverageCard, coverageReport } from './coverage-report.js';

const supportedIds = new Set(listSupportedCards().map((card) => card.id));
const isSupported = (id: string): boolean => supportedIds.has(canonicalCardCode(id));

/** For a keyword-only card the engine cannot build yet, the keywords it lacks. */
function note(card: CoverageCard): string {
  const facts = CATALOG.byId(card.id);
  const plan = facts ? keywordCardPlan(facts) : null;
  return plan && !plan.derivable ? `keywords only; the engine lacks ${plan.missing.join(', ')}` : '';
}

const coverage = computeCoverage(CATALOG.cards, isSupported);
for (const line of coverageReport(coverage, note)) console.log(line);
