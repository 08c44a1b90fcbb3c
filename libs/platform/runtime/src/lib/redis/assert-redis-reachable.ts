import { Redis } from 'ioredis';

/**
 * Start-up check: Redis must answer before anything else starts, and when it does not, the
 * message says how to get one running.
 */
export async function assertRedisReachable(redisUrl: string, timeoutMs = 3_000): Promise<void> {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  // `connectTimeout` ends at the TCP connect; a port that accepts and never answers (not a
  // Redis, or a hung one) would otherwise hold start-up forever, so the whole check has a deadline.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([
      (async () => {
        await probe.connect();
        await probe.ping();
      })(),
      deadline,
    ]);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      [
        `Redis is not reachable at ${redisUrl} (${reason}).`,
        'Arbiter needs Redis for its job queues. Start one, then run again:',
        '  redis-server --daemonize yes --port 6379            (a local Redis)',
        '  docker compose -f docker/compose.yml up -d redis   (or the compose file)',
        'or point REDIS_URL at a running Redis.',
      ].join('\n'),
      { cause: error },
    );
  } finally {
    clearTimeout(timer);
    probe.disconnect();
  }
}
