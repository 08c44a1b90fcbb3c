import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { DeliveryMetrics } from './delivery-metrics.js';
import { metricNames } from './metric-names.js';

describe('delivery metrics', () => {
  it('count outcomes and failures per topic and time applied deliveries only (issue 7: metrics)', async () => {
    const registry = new Registry();
    const metrics = new DeliveryMetrics(registry);
    metrics.delivered('score-reporting', 'applied', 40);
    metrics.delivered('score-reporting', 'applied', 300);
    metrics.delivered('score-reporting', 'duplicate', null);
    metrics.failed('score-reporting', 'retry');
    metrics.failed('score-reporting', 'dead');

    const text = await registry.metrics();
    expect(text).toContain(`${metricNames.processed}{topic="score-reporting",outcome="applied"} 2`);
    expect(text).toContain(`${metricNames.processed}{topic="score-reporting",outcome="duplicate"} 1`);
    expect(text).toContain(`${metricNames.failed}{topic="score-reporting",disposition="retry"} 1`);
    expect(text).toContain(`${metricNames.deliveryLatency}_count{topic="score-reporting"} 2`);
    expect(text).toContain(`${metricNames.deliveryLatency}_bucket{le="0.05",topic="score-reporting"} 1`);
    expect(text).toContain(`${metricNames.deliveryLatency}_bucket{le="0.5",topic="score-reporting"} 2`);
  });
});
