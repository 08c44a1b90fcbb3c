import { AppError } from '@arbiter/errors';
import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Injection token of the throttle's settings and Redis connection (the app provides them). */
export const LOGIN_THROTTLE_OPTIONS = Symbol('LOGIN_THROTTLE_OPTIONS');

export interface LoginThrottleLimit {
  /** Failed log-ins allowed within the window; the next attempt waits. */
  readonly failures: number;
  readonly windowSeconds: number;
}

export interface LoginThrottleOptions {
  readonly redis: Redis;
  /**
   * Namespace of the keys, so installations (and test schemas) sharing one Redis never count
   * each other's failures.
   */
  readonly keyPrefix: string;
  readonly perAccount: LoginThrottleLimit;
  readonly perAddress: LoginThrottleLimit;
}

/** 5 failures per account and 20 per client address within 15 minutes (a hall shares one address). */
export const DEFAULT_LOGIN_LIMITS = {
  perAccount: { failures: 5, windowSeconds: 15 * 60 },
  perAddress: { failures: 20, windowSeconds: 15 * 60 },
} as const satisfies Pick<LoginThrottleOptions, 'perAccount' | 'perAddress'>;

/**
 * Milliseconds to wait before the next attempt under one key (0: go ahead). Failures are a sorted
 * set scored by Redis's own clock, so every api process counts against one clock; entries older
 * than the window drop out, and the wait lasts until the oldest failure that keeps the count at
 * the limit leaves the window.
 */
const WAIT_SCRIPT = `
local now = redis.call('TIME')
local nowMs = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
local windowMs = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', nowMs - windowMs)
local limit = tonumber(ARGV[1])
local count = redis.call('ZCARD', KEYS[1])
if count < limit then return 0 end
local blocking = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')
return tonumber(blocking[2]) + windowMs - nowMs
`;

/** Records one failure under a key, scored by Redis's clock; the key expires with its window. */
const FAIL_SCRIPT = `
local now = redis.call('TIME')
local nowMs = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
redis.call('ZADD', KEYS[1], nowMs, ARGV[2])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]))
return 1
`;

/**
 * Throttles log-in per account (the normalized e-mail, known or not, so the answer says nothing
 * about whether an account exists) and per client address, in Redis so that every api process
 * shares the counts. A refused attempt does not check the password and does not count.
 */
@Injectable()
export class LoginThrottle {
  constructor(@Inject(LOGIN_THROTTLE_OPTIONS) private readonly options: LoginThrottleOptions) {}

  /** Throws `AUTH.TOO_MANY_ATTEMPTS` (with `retryAfterSeconds`) while either key must wait. */
  async assertMayTry(email: string, clientAddress: string | null): Promise<void> {
    const waits = await Promise.all(this.keys(email, clientAddress).map(({ key, limit }) => this.waitMs(key, limit)));
    const waitMs = Math.max(0, ...waits);
    if (waitMs <= 0) return;
    const retryAfterSeconds = Math.ceil(waitMs / 1000);
    throw new AppError('AUTH.TOO_MANY_ATTEMPTS', `too many failed log-ins; try again in ${retryAfterSeconds} s`, {
      details: { retryAfterSeconds },
    });
  }

  async recordFailure(email: string, clientAddress: string | null): Promise<void> {
    // A unique member: two failures in the same millisecond, from any process, are two failures.
    const member = randomUUID();
    await Promise.all(
      this.keys(email, clientAddress).map(({ key, limit }) =>
        this.options.redis.eval(FAIL_SCRIPT, 1, key, String(limit.windowSeconds * 1000), member),
      ),
    );
  }

  private async waitMs(key: string, limit: LoginThrottleLimit): Promise<number> {
    return Number(await this.options.redis.eval(WAIT_SCRIPT, 1, key, String(limit.failures), String(limit.windowSeconds * 1000)));
  }

  private keys(email: string, clientAddress: string | null): { key: string; limit: LoginThrottleLimit }[] {
    const prefix = `${this.options.keyPrefix}:login-failures`;
    return [
      // Hashed: keys stay short whatever is sent, and Redis holds no e-mail addresses.
      { key: `${prefix}:account:${createHash('sha256').update(email).digest('hex')}`, limit: this.options.perAccount },
      ...(clientAddress ? [{ key: `${prefix}:address:${clientAddress}`, limit: this.options.perAddress }] : []),
    ];
  }
}
