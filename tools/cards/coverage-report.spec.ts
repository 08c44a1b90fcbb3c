import { describe, expect, it } from 'vitest';
import { computeCoverage, type CoverageCard, coverageLine, coverageReport } from './coverage-report.js';

const cards: CoverageCard[] = [
  { id: 'OGN-001', name: 'Alpha', set: 'OGN' },
  { id: 'OGN-002', name: 'Beta', set: 'OGN' },
  { id: 'OGN-003', name: 'Gamma', set: 'OGN' },
  { id: 'OGS-001', name: 'Delta', set: 'OGS' },
  { id: 'VEN-001', name: 'Epsilon', set: 'VEN' },
];
const supported = new Set(['OGN-001', 'OGN-003', 'VEN-001']);

describe('card coverage', () => {
  it('counts supported and total cards per set and overall, listing the unsupported ones in order', () => {
    const coverage = computeCoverage(cards, (id) => supported.has(id));
    expect(coverage.supported).toBe(3);
    expect(coverage.total).toBe(5);
    expect(coverage.sets.map((set) => [set.set, set.supported, set.total])).toEqual([
      ['OGN', 2, 3],
      ['OGS', 0, 1],
      ['SFD', 0, 0],
      ['UNL', 0, 0],
      ['VEN', 1, 1],
    ]);
    expect(coverage.sets[0]?.unsupported.map((card) => card.id)).toEqual(['OGN-002']);
  });

  it('ends the report with exactly the JSON line of the issue, every set present', () => {
    const coverage = computeCoverage(cards, (id) => supported.has(id));
    const line = '{"cards":"coverage","supported":3,"total":5,"bySet":{"OGN":[2,3],"OGS":[0,1],"SFD":[0,0],"UNL":[0,0],"VEN":[1,1]}}';
    expect(coverageLine(coverage)).toBe(line);
    const report = coverageReport(coverage, (card) => (card.id === 'OGN-002' ? 'why' : ''));
    expect(report.at(-1)).toBe(line);
    expect(report).toContain('  OGN-002 Beta (why)');
    expect(report).toContain('  OGS-001 Delta');
    expect(report).toContain('  OGN: 2 / 3 (66.7 %)');
  });

  it('asks about each card once, by its catalog id', () => {
    const asked: string[] = [];
    computeCoverage(cards, (id) => (asked.push(id), true));
    expect(asked.sort()).toEqual(cards.map((card) => card.id).sort());
  });
});
