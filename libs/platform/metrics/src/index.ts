export { registerBacklogGauges } from './lib/backlog-gauges.js';
export { DeliveryMetrics } from './lib/delivery-metrics.js';
export { deliveryLatencyBuckets, metricNames } from './lib/metric-names.js';
export {
  DELIVERY_REGISTRY,
  MetricsEndpoint,
  MetricsModule,
  PROCESS_REGISTRY,
  WorkerMetricsRuntime,
} from './lib/metrics.module.js';
export { mountMetrics } from './lib/mount-metrics.js';
export { metricsPath, serveMetrics, startMetricsServer, type MetricsServer, type MetricsSource } from './lib/serve-metrics.js';
export { aggregateWorkerSnapshots, snapshotKey, WorkerSnapshotPublisher } from './lib/worker-snapshots.js';
