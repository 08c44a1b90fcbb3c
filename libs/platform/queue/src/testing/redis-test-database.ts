import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';

/** The Redis server that integration tests use. */
export const testRedisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/**
 * A Redis URL on database `index` of the test server. Tests that flush Redis use a database index
 * of their own: other test files use database 0 at the same time.
 */
export function redisDatabaseUrl(index: number): string {
  const url = new URL(testRedisUrl);
  url.pathname = `/${index}`;
  return url.toString();
}

/** A key prefix no other test run uses, so queues of parallel runs never meet. */
export function uniqueQueuePrefix(name: string): string {
  return `test-${name}-${randomBytes(4).toString('hex')}`;
}

/** FLUSHDB on one database index; refuses database 0, which everybody shares. */
export async function flushRedisDatabase(url: string): Promise<void> {
  const index = Number(new URL(url).pathname.slice(1) || '0');
  if (index === 0) throw new Error('refusing to flush Redis database 0: it is shared by other tests');
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

/** Deletes every key under a prefix (cleanup after a test file). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
