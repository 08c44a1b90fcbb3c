import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle, type LoginThrottleOptions } from './login-throttle.js';

/** The throttle on the real Redis server, with short windows so a window can run out in a test. */
let redis: Redis;
beforeAll(() => {
  redis = new Redis(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379');
});
afterAll(async () => {
  await redis.quit();
});

function throttle(overrides: Partial<LoginThrottleOptions> = {}): LoginThrottle {
  return new LoginThrottle({
    redis,
    keyPrefix: `test-throttle-${randomBytes(4).toString('hex')}`,
    perAccount: { failures: 3, windowSeconds: 2 },
    perAddress: { failures: 5, windowSeconds: 2 },
    ...overrides,
  });
}

async function refusal(attempt: Promise<void>): Promise<{ code: string; retryAfterSeconds: unknown } | 'allowed'> {
  try {
    await attempt;
    return 'allowed';
  } catch (error) {
    const { code, details } = error as { code: string; details?: { retryAfterSeconds?: unknown } };
    return { code, retryAfterSeconds: details?.retryAfterSeconds };
  }
}

describe('log-in throttle on Redis', () => {
  it('lets an account try until its failures reach the limit, then says how many seconds to wait', async () => {
    const limiter = throttle();
    for (let i = 0; i < 3; i++) {
      expect(await refusal(limiter.assertMayTry('ana@example.org', '10.0.0.1'))).toBe('allowed');
      await limiter.recordFailure('ana@example.org', '10.0.0.1');
    }
    expect(await refusal(limiter.assertMayTry('ana@example.org', '10.0.0.2'))).toEqual({ code: 'AUTH.TOO_MANY_ATTEMPTS', retryAfterSeconds: 2 });
    expect(await refusal(limiter.assertMayTry('bo@example.org', '10.0.0.1'))).toBe('allowed');
  });

  it('lets the account try again once the window has passed', async () => {
    const limiter = throttle();
    for (let i = 0; i < 3; i++) await limiter.recordFailure('cy@example.org', null);
    expect(await refusal(limiter.assertMayTry('cy@example.org', null))).toMatchObject({ code: 'AUTH.TOO_MANY_ATTEMPTS' });
    await sleep(2_100);
    expect(await refusal(limiter.assertMayTry('cy@example.org', null))).toBe('allowed');
  });

  it('throttles a client address across accounts', async () => {
    const limiter = throttle();
    for (let i = 0; i < 5; i++) await limiter.recordFailure(`user${i}@example.org`, '192.0.2.7');
    expect(await refusal(limiter.assertMayTry('fresh@example.org', '192.0.2.7'))).toMatchObject({ code: 'AUTH.TOO_MANY_ATTEMPTS' });
    expect(await refusal(limiter.assertMayTry('fresh@example.org', '192.0.2.8'))).toBe('allowed');
  });

  it('shares the counts between api processes (two throttles on one Redis)', async () => {
    const keyPrefix = `test-throttle-${randomBytes(4).toString('hex')}`;
    const first = throttle({ keyPrefix });
    const second = throttle({ keyPrefix });
    await first.recordFailure('dee@example.org', null);
    await second.recordFailure('dee@example.org', null);
    await first.recordFailure('dee@example.org', null);
    expect(await refusal(second.assertMayTry('dee@example.org', null))).toMatchObject({ code: 'AUTH.TOO_MANY_ATTEMPTS' });
  });

  it('counts every one of a burst of concurrent failures', async () => {
    const limiter = throttle({ perAccount: { failures: 30, windowSeconds: 60 } });
    await Promise.all(Array.from({ length: 29 }, () => limiter.recordFailure('eve@example.org', null)));
    expect(await refusal(limiter.assertMayTry('eve@example.org', null))).toBe('allowed');
    await limiter.recordFailure('eve@example.org', null);
    expect(await refusal(limiter.assertMayTry('eve@example.org', null))).toMatchObject({ code: 'AUTH.TOO_MANY_ATTEMPTS' });
  });
});
