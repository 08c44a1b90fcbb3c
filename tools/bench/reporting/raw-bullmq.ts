import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';

export interface RawRunOptions {
  readonly redisUrl: string;
  readonly prefix: string;
  readonly jobs: number;
  /** Jobs added at the same time (like concurrent mutations at the api). */
  readonly producers: number;
  /** The consumer's concurrency (like the worker's). */
  readonly concurrency: number;
}

/**
 * Raw BullMQ: `jobs` no-op jobs, each added on its own by one of `producers` concurrent
 * producers (like one report per mutation) and processed by a worker of the given concurrency,
 * with the same job options as the product (`removeOnComplete`, attempts). Returns jobs per
 * second from the first add to the last completion.
 */
export async function rawNoOpJobsPerSec(options: RawRunOptions): Promise<number> {
  const connection = (): Redis => new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue('bench-raw', {
    connection: connection(),
    prefix: options.prefix,
    defaultJobOptions: { attempts: 8, removeOnComplete: true, removeOnFail: true },
  });
  let completed = 0;
  let allDone: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (allDone = resolve));
  const worker = new Worker('bench-raw', async () => undefined, {
    connection: connection(),
    prefix: options.prefix,
    concurrency: options.concurrency,
  });
  worker.on('completed', () => {
    if (++completed === options.jobs) allDone();
  });
  await worker.waitUntilReady();

  const started = performance.now();
  let next = 0;
  const producer = async (): Promise<void> => {
    while (next < options.jobs) {
      const index = next++;
      await queue.add('noop', { index }, { jobId: `raw-${index}` });
    }
  };
  await Promise.all(Array.from({ length: options.producers }, producer));
  await finished;
  const elapsedMs = performance.now() - started;
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  return Math.round((options.jobs / elapsedMs) * 1_000);
}
