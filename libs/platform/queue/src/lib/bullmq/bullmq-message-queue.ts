import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  MessageQueue,
  PermanentFailure,
  type DeliveryHandler,
  type QueueDelivery,
  type QueueDepth,
} from '../message-queue.port.js';
import { outboxJobName, type BullMqSettings, type OutboxJobData, type RedisConnectionFactory } from './bullmq-settings.js';

/**
 * The queue port on BullMQ: one BullMQ queue per outbox topic, job id = outbox row id.
 *
 * Finished jobs are removed (completed and failed alike): the outbox row records the outcome, and
 * a removed job frees its id, so a row that is still pending (Redis lost the job, or recording
 * its failure did not reach the database) can get a new job from the relay.
 */
export class BullMqMessageQueue extends MessageQueue {
  private readonly queues = new Map<string, Queue<OutboxJobData>>();
  private readonly workers: Worker<OutboxJobData>[] = [];
  private readonly connections: Redis[] = [];
  private control: Redis | null = null;

  constructor(
    private readonly connect: RedisConnectionFactory,
    private readonly settings: BullMqSettings,
    private readonly onError: (error: Error) => void = () => undefined,
  ) {
    super();
  }

  async enqueue(topic: string, messageIds: readonly string[]): Promise<void> {
    if (messageIds.length === 0) return;
    await this.queue(topic).addBulk(
      messageIds.map((messageId) => ({ name: outboxJobName, data: { messageId }, opts: { jobId: messageId } })),
    );
  }

  async consume(topic: string, handler: DeliveryHandler): Promise<void> {
    const worker = new Worker<OutboxJobData>(topic, (job) => this.deliver(topic, job, handler), {
      connection: this.connection(`worker-${topic}`),
      prefix: this.settings.prefix,
      concurrency: this.settings.concurrency,
      lockDuration: this.settings.lockDurationMs,
      stalledInterval: this.settings.stalledIntervalMs,
      maxStalledCount: this.settings.maxStalledCount ?? 3,
      // Short idle blocks keep shutdown quick; an idle worker costs one Redis call per second.
      drainDelay: 1,
    });
    worker.on('error', (error) => this.onError(error));
    this.workers.push(worker);
    await worker.waitUntilReady();
  }

  async depth(topic: string): Promise<QueueDepth> {
    const counts = await this.queue(topic).getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    return {
      waiting: (counts['waiting'] ?? 0) + (counts['prioritized'] ?? 0),
      active: counts['active'] ?? 0,
      delayed: counts['delayed'] ?? 0,
    };
  }

  async lostState(topic: string): Promise<boolean> {
    this.control ??= this.connection('queue-control');
    // The marker lives as long as Redis keeps its data; finding it gone means the jobs are gone too.
    const created = await this.control.set(`${this.settings.prefix}:outbox-relay:${topic}`, String(Date.now()), 'NX');
    return created === 'OK';
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await Promise.all(this.connections.map((connection) => connection.quit().catch(() => connection.disconnect())));
    this.workers.length = 0;
    this.queues.clear();
    this.connections.length = 0;
    this.control = null;
  }

  /** The BullMQ queue of a topic, made on first use (the api only reads depths, for example). */
  queue(topic: string): Queue<OutboxJobData> {
    let queue = this.queues.get(topic);
    if (!queue) {
      queue = new Queue<OutboxJobData>(topic, {
        connection: this.connection(`queue-${topic}`),
        prefix: this.settings.prefix,
        defaultJobOptions: {
          attempts: this.settings.attempts,
          backoff: { type: 'exponential', delay: this.settings.backoffMs, jitter: 0.5 },
          removeOnComplete: true,
          removeOnFail: true,
        },
      });
      queue.on('error', (error) => this.onError(error));
      this.queues.set(topic, queue);
    }
    return queue;
  }

  private async deliver(topic: string, job: Job<OutboxJobData>, handler: DeliveryHandler): Promise<void> {
    const attempts = job.opts.attempts ?? 1;
    const delivery: QueueDelivery = {
      messageId: job.data.messageId,
      topic,
      attempt: Math.max(job.attemptsStarted, 1),
      finalAttempt: job.attemptsMade + 1 >= attempts,
    };
    try {
      await handler(delivery);
    } catch (error) {
      if (error instanceof PermanentFailure) throw new UnrecoverableError(error.message);
      throw error;
    }
  }

  private connection(name: string): Redis {
    const connection = this.connect(name);
    this.connections.push(connection);
    return connection;
  }
}
