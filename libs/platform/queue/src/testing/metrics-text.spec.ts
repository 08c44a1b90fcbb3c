import { describe, expect, it } from 'vitest';
import { metricValue, parseMetrics } from './metrics-text.js';

const text = `# HELP jobs_total Jobs.
# TYPE jobs_total counter
jobs_total{topic="tally",outcome="applied"} 12
jobs_total{outcome="duplicate",topic="tally"} 3
latency_seconds_count{topic="tally"} 15
up 1
`;

describe('parsing a Prometheus text exposition', () => {
  it('reads every sample with its labels and skips comments', () => {
    expect(parseMetrics(text)).toHaveLength(4);
    expect(parseMetrics(text)[0]).toEqual({ name: 'jobs_total', labels: { topic: 'tally', outcome: 'applied' }, value: 12 });
  });

  it('finds a sample by labels in any order, and answers 0 for one that is absent', () => {
    expect(metricValue(text, 'jobs_total', { topic: 'tally', outcome: 'duplicate' })).toBe(3);
    expect(metricValue(text, 'up')).toBe(1);
    expect(metricValue(text, 'jobs_total', { outcome: 'missing' })).toBe(0);
  });
});
