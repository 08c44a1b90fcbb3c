import { describe, expect, it } from 'vitest';
import { simulateRegional } from './simulate-regional.js';

/**
 * The CI-sized Regional Qualifier (issue 20): two api and two worker processes, one of each
 * killed with SIGKILL during a round's result burst and restarted. Every change runs it, so that
 * what holds for one process of each also holds for several.
 */
describe('a Regional Qualifier on two api and two worker processes', () => {
  it('loses, doubles and miscounts no result across a kill -9 of an api and a worker', { timeout: 900_000 }, async () => {
    const lines: string[] = [];
    const result = await simulateRegional({
      players: 96,
      rounds: 4,
      topCut: 4,
      apiProcesses: 2,
      workerProcesses: 2,
      kills: 1,
      inFlight: 48,
      seed: 'ci',
      log: (line) => lines.push(line),
    });
    const summary = `${JSON.stringify(result)}\n${lines.join('\n')}`;
    // The figures of this run, for the CI log.
    console.log(JSON.stringify(result));
    expect(result.kills, summary).toBe(1);
    expect(result.failedRegistrations, summary).toBe(0);
    // Four Swiss rounds of up to 48 tables (fewer after drops) and a top 4.
    expect(result.results, summary).toBeGreaterThan(180);
    expect(result.lostResults, summary).toBe(0);
    expect(result.doubledResults, summary).toBe(0);
    expect(result.standingsMismatches, summary).toBe(0);
    expect(result.subscriptionsMissed, summary).toBe(0);
    expect(result.rebuildClean, summary).toBe(true);
  });
});
