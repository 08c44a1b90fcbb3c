import { randomBytes } from 'node:crypto';

/**
 * Every setting Arbiter reads from the environment, parsed once at start-up. A bad value stops the
 * process with a message that names the variable, instead of failing later in some request.
 */
export interface ArbiterConfig {
  /** PostgreSQL URL. `npm start` sets it to its embedded PGlite server when it is unset. */
  readonly databaseUrl: string;
  /** True when the database is the embedded PGlite server (one session; no LISTEN/NOTIFY). */
  readonly embeddedDatabase: boolean;
  /** A schema to work in instead of `public` (tests run each file in a schema of its own). */
  readonly databaseSchema: string | undefined;
  readonly databasePoolSize: number;
  readonly redisUrl: string;
  /** Prefix of every BullMQ key, so several installations can share one Redis. */
  readonly queuePrefix: string;
  readonly apiHost: string;
  readonly apiPort: number;
  /** Requests the api runs through itself before it opens its port (0: none); see `warmUp`. */
  readonly apiWarmUpRequests: number;
  /** Where the api finds the built web pages (`undefined`: apps/web/dist of this checkout). */
  readonly webDistDir: string | undefined;
  readonly workerMetricsPort: number;
  /** Interface the worker's `/metrics` server binds to (`0.0.0.0` in a container). */
  readonly workerMetricsHost: string;
  /** Jobs one worker process works on at the same time, per topic. */
  readonly workerConcurrency: number;
  /** Pending outbox rows a worker's transaction takes on besides its jobs' own (ADR 0102; 0: none). */
  readonly workerJoinPending: number;
  /**
   * The nice value a worker process runs at (0-19; ADR 0109): where api and worker processes share
   * cores, the api's requests get the CPU first and the worker's deliveries catch up around them.
   */
  readonly workerNice: number;
  /** Deliveries a failing job gets before it is dead-lettered. */
  readonly queueAttempts: number;
  /** First retry delay; each further retry waits twice as long (with jitter). */
  readonly queueBackoffMs: number;
  /** How long a job's lock lasts without renewal; a killed worker's jobs are recovered after it. */
  readonly queueLockDurationMs: number;
  /** How often workers look for stalled jobs (locks that expired) and put them back in the queue. */
  readonly queueStalledIntervalMs: number;
  /** Fallback poll of the outbox relay (database notifications wake it sooner). */
  readonly outboxRelayPollMs: number;
  /** How often the relay re-enqueues every pending outbox row whose job is gone. */
  readonly outboxRelaySweepMs: number;
  /** Secret that signs access tokens (HS256). */
  readonly jwtSecret: string;
  /**
   * True when JWT_SECRET was unset and the secret was drawn at random for this process only
   * (development and tests): its tokens end with the process.
   */
  readonly jwtSecretEphemeral: boolean;
  readonly jwtTtlSeconds: number;
  readonly runMigrationsOnStart: boolean;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The Redis key namespace of one installation's own state (such as log-in failures): the queue
 * prefix plus the database schema, so installations and test schemas sharing a Redis never
 * read each other's keys.
 */
export function installationKeyPrefix(config: Pick<ArbiterConfig, 'queuePrefix' | 'databaseSchema'>): string {
  return `${config.queuePrefix}:${config.databaseSchema ?? 'public'}`;
}

export function loadConfig(env: Env = process.env): ArbiterConfig {
  const databaseUrl = env['DATABASE_URL'];
  if (!databaseUrl) {
    throw new ConfigError(
      'DATABASE_URL is not set. `npm start` sets it to an embedded PGlite database; to run an app directly, point it at PostgreSQL (e.g. postgres://postgres@127.0.0.1:5432/arbiter).',
    );
  }
  const embeddedDatabase = env['ARBITER_EMBEDDED_DATABASE'] === 'true';
  return {
    databaseUrl,
    embeddedDatabase,
    databaseSchema: env['DATABASE_SCHEMA'] || undefined,
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', embeddedDatabase ? 2 : 10),
    redisUrl: env['REDIS_URL'] ?? 'redis://127.0.0.1:6379',
    queuePrefix: env['QUEUE_PREFIX'] ?? 'arbiter',
    apiHost: env['API_HOST'] ?? '127.0.0.1',
    apiPort: integer(env, 'API_PORT', 4000),
    apiWarmUpRequests: integer(env, 'API_WARM_UP_REQUESTS', 300),
    webDistDir: env['WEB_DIST_DIR'] || undefined,
    workerMetricsPort: integer(env, 'WORKER_METRICS_PORT', 4001),
    workerMetricsHost: env['WORKER_METRICS_HOST'] ?? '127.0.0.1',
    workerConcurrency: integer(env, 'WORKER_CONCURRENCY', 32),
    workerJoinPending: integer(env, 'WORKER_JOIN_PENDING', 64),
    workerNice: niceValue(env, 'WORKER_NICE', 5),
    queueAttempts: integer(env, 'QUEUE_ATTEMPTS', 8),
    queueBackoffMs: integer(env, 'QUEUE_BACKOFF_MS', 500),
    queueLockDurationMs: integer(env, 'QUEUE_LOCK_DURATION_MS', 30_000),
    queueStalledIntervalMs: integer(env, 'QUEUE_STALLED_INTERVAL_MS', 15_000),
    outboxRelayPollMs: integer(env, 'OUTBOX_RELAY_POLL_MS', 1_000),
    outboxRelaySweepMs: integer(env, 'OUTBOX_RELAY_SWEEP_MS', 10_000),
    ...jwtSecret(env),
    jwtTtlSeconds: integer(env, 'JWT_TTL_SECONDS', 12 * 3600),
    runMigrationsOnStart: env['RUN_MIGRATIONS_ON_START'] !== 'false',
  };
}

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

/** A nice value: 0 (the default priority) to 19 (the lowest); a process may lower its own priority, never raise it. */
function niceValue(env: Env, name: string, fallback: number): number {
  const value = integer(env, name, fallback);
  if (value > 19) throw new ConfigError(`${name} must be a nice value from 0 to 19, got "${env[name]}"`);
  return value;
}

/** The shortest JWT_SECRET accepted: 32 characters, as HS256 wants a key of at least 256 bits. */
export const MIN_JWT_SECRET_LENGTH = 32;

function jwtSecret(env: Env): { jwtSecret: string; jwtSecretEphemeral: boolean } {
  const secret = env['JWT_SECRET'];
  if (secret !== undefined && secret !== '' && secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new ConfigError(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long (it has ${secret.length})`);
  }
  if (secret) return { jwtSecret: secret, jwtSecretEphemeral: false };
  if (env['NODE_ENV'] === 'production') {
    throw new ConfigError(
      `JWT_SECRET must be set in production: a random secret of at least ${MIN_JWT_SECRET_LENGTH} characters (for example: openssl rand -base64 48)`,
    );
  }
  // Never a secret written in the source: anyone could sign tokens with it. Without one, this
  // process draws its own (`npm start` instead generates one into the data folder and sets it).
  return { jwtSecret: randomBytes(48).toString('base64url'), jwtSecretEphemeral: true };
}
