import { DELIVERY_OBSERVER, MessageQueue, QUEUE_TOPICS } from '@arbiter/platform-queue';
import { ARBITER_CONFIG, RedisConnections, type ArbiterConfig } from '@arbiter/platform-runtime';
import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Redis } from 'ioredis';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { registerBacklogGauges } from './backlog-gauges.js';
import { DeliveryMetrics } from './delivery-metrics.js';
import { startMetricsServer, type MetricsServer } from './serve-metrics.js';
import { aggregateWorkerSnapshots, WorkerSnapshotPublisher } from './worker-snapshots.js';

/** The registry of this process's own metrics (process, backlog gauges). */
export const PROCESS_REGISTRY = Symbol('PROCESS_REGISTRY');
/** The registry of the delivery counters and histogram (shared with the api through Redis). */
export const DELIVERY_REGISTRY = Symbol('DELIVERY_REGISTRY');

/** What `/metrics` answers in this application. */
@Injectable()
export class MetricsEndpoint {
  private redis: Redis | null = null;

  constructor(
    @Inject(PROCESS_REGISTRY) private readonly processRegistry: Registry,
    @Inject(DELIVERY_REGISTRY) private readonly deliveryRegistry: Registry | null,
    @Inject(ARBITER_CONFIG) private readonly config: ArbiterConfig,
    private readonly redisConnections: RedisConnections,
  ) {}

  /** The worker: its own registries. The api: its own plus the sum of the workers' snapshots. */
  async text(): Promise<string> {
    const own = await this.processRegistry.metrics();
    if (this.deliveryRegistry) return own + (await this.deliveryRegistry.metrics());
    this.redis ??= this.redisConnections.create('metrics', { maxRetriesPerRequest: 1 });
    return own + (await aggregateWorkerSnapshots(this.redis, this.config.queuePrefix));
  }
}

/** The worker's `/metrics` server and its snapshot publisher, started and stopped with the app. */
@Injectable()
class WorkerMetricsRuntime implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: MetricsServer | null = null;
  private publisher: WorkerSnapshotPublisher | null = null;

  constructor(
    private readonly endpoint: MetricsEndpoint,
    @Inject(DELIVERY_REGISTRY) private readonly deliveryRegistry: Registry,
    @Inject(ARBITER_CONFIG) private readonly config: ArbiterConfig,
    private readonly redisConnections: RedisConnections,
  ) {}

  get port(): number | null {
    return this.server?.port ?? null;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.server = await startMetricsServer(this.config.workerMetricsHost, this.config.workerMetricsPort, () =>
      this.endpoint.text(),
    );
    new Logger('Metrics').log(`metrics at http://${this.config.workerMetricsHost}:${this.server.port}/metrics`);
    this.publisher = new WorkerSnapshotPublisher(
      this.redisConnections.create('metrics-publisher'),
      this.config.queuePrefix,
      this.deliveryRegistry,
    );
    this.publisher.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.publisher?.stop();
    await this.server?.close();
  }
}

function processRegistry(queue: MessageQueue, dataSource: DataSource, topics: string[]): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerBacklogGauges(registry, queue, dataSource, topics);
  return registry;
}

const processRegistryProvider = {
  provide: PROCESS_REGISTRY,
  inject: [MessageQueue, DataSource, QUEUE_TOPICS],
  useFactory: processRegistry,
};

/**
 * Prometheus metrics for an application that has the `QueueModule` (and config, database and
 * Redis modules): process metrics, queue and outbox backlog, and the delivery counters and
 * latency histogram.
 */
@Global()
@Module({})
export class MetricsModule {
  /** The worker: serves `/metrics` on `WORKER_METRICS_HOST:WORKER_METRICS_PORT`. */
  static forWorker(): DynamicModule {
    return {
      module: MetricsModule,
      providers: [
        processRegistryProvider,
        { provide: DELIVERY_REGISTRY, useFactory: () => new Registry() },
        { provide: DeliveryMetrics, inject: [DELIVERY_REGISTRY], useFactory: (registry: Registry) => new DeliveryMetrics(registry) },
        { provide: DELIVERY_OBSERVER, useExisting: DeliveryMetrics },
        MetricsEndpoint,
        WorkerMetricsRuntime,
      ],
      exports: [MetricsEndpoint, DELIVERY_OBSERVER, DeliveryMetrics, WorkerMetricsRuntime],
    };
  }

  /** The api: `mountMetrics(app)` serves it on the api's own HTTP server. */
  static forApi(): DynamicModule {
    return {
      module: MetricsModule,
      providers: [processRegistryProvider, { provide: DELIVERY_REGISTRY, useValue: null }, MetricsEndpoint],
      exports: [MetricsEndpoint],
    };
  }
}

export { WorkerMetricsRuntime };
