/**
 * The card coverage of the rules engine (issue 23), computed from the catalog and a "does the
 * engine play this card" answer. Pure: `coverage.ts` prints it. A card counts once however many
 * printings it has: the engine reads every printing of a card (alternate arts, overnumbered
 * reprints, cards it plays as one such as the three Recruit tokens) as one definition.
 */
import { CATALOG_SETS, type CatalogSet } from '@arbiter/cards/facts';

export interface CoverageCard {
  readonly id: string;
  readonly name: string;
  readonly set: CatalogSet;
}

export interface SetCoverage {
  readonly set: CatalogSet;
  readonly supported: number;
  readonly total: number;
  /** Unsupported cards of the set, in catalog order. */
  readonly unsupported: readonly CoverageCard[];
}

export interface Coverage {
  readonly supported: number;
  readonly total: number;
  readonly sets: readonly SetCoverage[];
}

export function computeCoverage(cards: readonly CoverageCard[], isSupported: (id: string) => boolean): Coverage {
  const sets = CATALOG_SETS.map((set): SetCoverage => {
    const ofSet = cards.filter((card) => card.set === set);
    const unsupported = ofSet.filter((card) => !isSupported(card.id));
    return { set, supported: ofSet.length - unsupported.length, total: ofSet.length, unsupported };
  });
  return {
    supported: sets.reduce((sum, set) => sum + set.supported, 0),
    total: sets.reduce((sum, set) => sum + set.total, 0),
    sets,
  };
}

/** The closing line: `{"cards":"coverage","supported":…,"total":…,"bySet":{"OGN":[s,t],…}}`. */
export function coverageLine(coverage: Coverage): string {
  const bySet = Object.fromEntries(coverage.sets.map((set) => [set.set, [set.supported, set.total]]));
  return JSON.stringify({ cards: 'coverage', supported: coverage.supported, total: coverage.total, bySet });
}

const percent = (part: number, whole: number): string => (whole === 0 ? '0.0' : ((100 * part) / whole).toFixed(1));

/** The whole report: a line per set, then the unsupported cards of each set, then the JSON line. */
export function coverageReport(coverage: Coverage, note: (card: CoverageCard) => string = () => ''): string[] {
  const lines = ['card coverage of the rules engine (supported / total cards; printings of one card count once)'];
  for (const set of coverage.sets) lines.push(`  ${set.set}: ${set.supported} / ${set.total} (${percent(set.supported, set.total)} %)`);
  lines.push(`  all: ${coverage.supported} / ${coverage.total} (${percent(coverage.supported, coverage.total)} %)`);
  for (const set of coverage.sets) {
    if (set.unsupported.length === 0) continue;
    lines.push('', `unsupported ${set.set} cards (${set.unsupported.length}):`);
    for (const card of set.unsupported) {
      const extra = note(card);
      lines.push(`  ${card.id} ${card.name}${extra ? ` (${extra})` : ''}`);
    }
  }
  lines.push('', coverageLine(coverage));
  return lines;
}
