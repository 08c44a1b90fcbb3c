import type { OutboxProcessor } from '@arbiter/application';
import { ARBITER_CONFIG, RedisConnections, type ArbiterConfig } from '@arbiter/platform-runtime';
import {
  type DynamicModule,
  Logger,
  Module,
  type ModuleMetadata,
  type OnApplicationShutdown,
  type Provider,
  type Type,
  Injectable,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BullMqMessageQueue } from '../bullmq/bullmq-message-queue.js';
import { DeadLetterStore } from '../dead-letters/dead-letter.store.js';
import { MessageQueue } from '../message-queue.port.js';
import { bullMqSettings } from './queue-settings.js';
import { QueueWorkerRuntime } from './queue-worker.runtime.js';
import { OUTBOX_PROCESSORS, QUEUE_TOPICS } from './queue.tokens.js';

export interface QueueWorkerOptions {
  /** Modules that provide the processors (e.g. the tournament's processing module). */
  readonly imports?: ModuleMetadata['imports'];
  /** Processor classes, injected from `imports` (or provided here when not exported there). */
  readonly processors: readonly Type<OutboxProcessor>[];
  /** Extra providers (a `DELIVERY_OBSERVER`, for example). */
  readonly providers?: readonly Provider[];
}

export interface QueueApiOptions {
  /** Topics whose queue depth the application reports. */
  readonly topics: readonly string[];
}

const logger = new Logger('Queue');

/** Closes the api's queue connections (the worker's runtime closes its own, in order). */
@Injectable()
class QueueShutdown implements OnApplicationShutdown {
  constructor(private readonly queue: MessageQueue) {}

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}

const messageQueueProvider: Provider = {
  provide: MessageQueue,
  inject: [RedisConnections, ARBITER_CONFIG],
  useFactory: (redis: RedisConnections, config: ArbiterConfig) =>
    new BullMqMessageQueue((name) => redis.create(name), bullMqSettings(config), (error) =>
      logger.warn(`Redis: ${error.message}`),
    ),
};

const deadLetterProvider: Provider = {
  provide: DeadLetterStore,
  inject: [DataSource],
  useFactory: (dataSource: DataSource) => new DeadLetterStore(dataSource),
};

/**
 * The queue for a Nest application (global, so the metrics module sees its queue and topics).
 * Needs `ConfigModule`, `DatabaseModule` and `RedisModule` (all global) in the application.
 */
@Module({})
export class QueueModule {
  /** The worker: consumers for the given processors' topics and the outbox relay. */
  static forWorker(options: QueueWorkerOptions): DynamicModule {
    return {
      module: QueueModule,
      global: true,
      imports: [...(options.imports ?? [])],
      providers: [
        messageQueueProvider,
        deadLetterProvider,
        {
          provide: OUTBOX_PROCESSORS,
          inject: [...options.processors],
          useFactory: (...processors: OutboxProcessor[]) => processors,
        },
        {
          provide: QUEUE_TOPICS,
          inject: [OUTBOX_PROCESSORS],
          useFactory: (processors: OutboxProcessor[]) => processors.map((processor) => processor.topic).sort(),
        },
        ...(options.providers ?? []),
        QueueWorkerRuntime,
      ],
      exports: [MessageQueue, DeadLetterStore, QUEUE_TOPICS, QueueWorkerRuntime],
    };
  }

  /** The api: queue depths and dead letters, no consumers and no relay. */
  static forApi(options: QueueApiOptions): DynamicModule {
    return {
      module: QueueModule,
      global: true,
      providers: [
        messageQueueProvider,
        deadLetterProvider,
        { provide: QUEUE_TOPICS, useValue: [...options.topics].sort() },
        QueueShutdown,
      ],
      exports: [MessageQueue, DeadLetterStore, QUEUE_TOPICS],
    };
  }
}
