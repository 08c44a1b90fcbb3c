import { EventStore, type OutboxProcessor } from '@arbiter/application';
import { NotificationListener, OutboxStore } from '@arbiter/event-store';
import { ARBITER_CONFIG, type ArbiterConfig } from '@arbiter/platform-runtime';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  Optional,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MessageQueue } from '../message-queue.port.js';
import { OutboxRelay } from '../relay/outbox-relay.js';
import type { DeliveryObserver } from '../runner/delivery-observer.js';
import { OutboxProcessorRunner } from '../runner/outbox-processor-runner.js';
import { DELIVERY_OBSERVER, OUTBOX_PROCESSORS } from './queue.tokens.js';

/**
 * The worker's score-reporting transport: on start-up a consumer per processor topic and the
 * outbox relay; on shutdown the relay stops, then the consumers finish the jobs in hand (their
 * transactions commit) before the database pool closes.
 */
@Injectable()
export class QueueWorkerRuntime implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('QueueWorker');
  readonly runner: OutboxProcessorRunner;
  readonly relay: OutboxRelay;

  constructor(
    @Inject(ARBITER_CONFIG) config: ArbiterConfig,
    store: EventStore,
    outbox: OutboxStore,
    dataSource: DataSource,
    notifications: NotificationListener,
    private readonly queue: MessageQueue,
    @Inject(OUTBOX_PROCESSORS) processors: OutboxProcessor[],
    @Optional() @Inject(DELIVERY_OBSERVER) observer: DeliveryObserver | null,
  ) {
    this.runner = new OutboxProcessorRunner(store, outbox, processors, {
      ...(observer ? { observer } : {}),
      joinPending: config.workerJoinPending,
      onError: (message, error) => this.logger.warn(`${message}: ${describe(error)}`),
    });
    this.relay = new OutboxRelay(dataSource, queue, {
      topics: this.runner.topics,
      // Without notifications (embedded PGlite) the poll is all the relay has: keep it short.
      pollIntervalMs: config.embeddedDatabase ? Math.min(config.outboxRelayPollMs, 200) : config.outboxRelayPollMs,
      sweepIntervalMs: config.outboxRelaySweepMs,
      wakeUps: notifications,
      // New results wait while this process's runner takes pending ones on anyway (ADR 0110).
      hold: { topics: this.runner.joinedTopics, active: () => this.runner.busy },
      onError: (error) => this.logger.warn(`outbox relay pass failed: ${describe(error)}`),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const topic of this.runner.topics) {
      await this.queue.consume(topic, async (delivery) => void (await this.runner.run(delivery)));
    }
    this.relay.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.relay.stop();
    await this.queue.close();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
