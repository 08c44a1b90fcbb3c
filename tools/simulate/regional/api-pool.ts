import { Random } from '@arbiter/prng';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

interface GraphqlResponse<TData> {
  readonly data?: TData | null;
  readonly errors?: readonly { message: string; extensions?: { code?: string; details?: Record<string, unknown> } }[];
}

/** A GraphQL error the platform answered with (a refusal): its code, e.g. `MATCH.ALREADY_FINAL`. */
export class GraphqlRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly retryable: boolean,
  ) {
    super(`${code}: ${message}`);
    this.name = 'GraphqlRefusal';
  }
}

export interface RequestOptions {
  readonly token?: string;
  /** The api process this client prefers when the balancer has no better choice. */
  readonly home?: number;
  /** Ask `home` itself (while it is up), to see what that one process answers. */
  readonly pin?: boolean;
}

/** How often a request is sent again when the answer says `retryable`. */
const ATTEMPTS = 40;
/**
 * How long a request keeps looking for an api that answers. With one api process, a kill leaves
 * none until it has restarted, which on a loaded machine takes half a minute: a count of attempts
 * (40, about 18 s) gave up before it was back and failed the event.
 */
const NO_API_PATIENCE_MS = 120_000;
/** How long an api that refused a connection is left alone before it is tried again. */
const DOWN_MS = 1_000;
/** The first retry of a busy answer waits up to this long; each further one up to twice as long. */
const BUSY_BACKOFF_BASE_MS = 25;
const BUSY_BACKOFF_CAP_MS = 1_000;

/**
 * The pause before sending a busy (`retryable`) request again: exponential backoff with full
 * jitter, as a real client does, so that the clients a burst turned away do not all come back at
 * the same moment and make the next burst. `draw` is a number in [0, 1) from a seeded generator.
 */
export function busyBackoffMs(attempt: number, draw: number): number {
  const ceiling = Math.min(BUSY_BACKOFF_CAP_MS, BUSY_BACKOFF_BASE_MS * 2 ** Math.min(attempt - 1, 10));
  return Math.floor(draw * ceiling);
}

/**
 * The virtual clients' view of several api processes behind a load balancer: a request goes to
 * the api with the fewest requests in flight (nginx's `least_conn`, docker/nginx.conf; the
 * client's own api on a tie), so a process that restarted cold, or is busy, gets fewer until it
 * keeps up. An api that is down (killed, restarting) gets none, as a real balancer's health check
 * and a client's retry would do. A refusal that says `retryable`
 * (`SERVICE.UNAVAILABLE`) is sent again after a jittered, growing pause (`busyBackoffMs`, drawn
 * from a generator seeded by the simulation's seed: no `Math.random`). Keep-alive connections on `node:http`: the clients run on the
 * same two cores as the platform and must cost little.
 */
export class ApiPool {
  private readonly agents: http.Agent[];
  /** Requests that found their api down and went to another one. */
  failovers = 0;
  /** Refusals with `retryable: true` that were sent again. */
  retried = 0;
  private readonly jitter: Random;
  /** Until when each api counts as down (0: up): a balancer's health check stops sending requests
   * to a process that refused a connection, and probes it again after `DOWN_MS`. */
  private readonly downUntil: number[];
  /** Requests each api has in hand (sent, not yet answered). */
  private readonly inFlight: number[];

  constructor(
    readonly urls: readonly string[],
    seed = 'api-pool',
  ) {
    this.agents = urls.map(() => new http.Agent({ keepAlive: true, maxSockets: 256 }));
    this.jitter = Random.seeded(`${seed}/backoff`);
    this.downUntil = urls.map(() => 0);
    this.inFlight = urls.map(() => 0);
  }

  /**
   * The api that is up with the fewest requests in flight, looking from the client's own api on
   * (pinned: the client's own if it is up). All down: the client's own, as a probe.
   */
  private route(home: number, pin: boolean): number {
    const now = Date.now();
    let best = -1;
    for (let step = 0; step < this.urls.length; step++) {
      const target = (home + step) % this.urls.length;
      if ((this.downUntil[target] ?? 0) > now) continue;
      if (pin) return target;
      if (best < 0 || (this.inFlight[target] ?? 0) < (this.inFlight[best] ?? 0)) best = target;
    }
    return best < 0 ? home : best;
  }

  async request<TData>(query: string, variables: Record<string, unknown> = {}, options: RequestOptions = {}): Promise<TData> {
    const body = JSON.stringify({ query, variables });
    const home = (options.home ?? 0) % this.urls.length;
    const pin = options.pin === true;
    const started = Date.now();
    let failures = 0;
    for (let attempt = 1; ; attempt++) {
      const target = this.route(home, pin);
      let text: string;
      this.inFlight[target] = (this.inFlight[target] ?? 0) + 1;
      try {
        text = await this.post(target, body, options.token);
        this.downUntil[target] = 0;
      } catch (error) {
        if (Date.now() - started >= NO_API_PATIENCE_MS) throw error;
        this.failovers++;
        failures++;
        this.downUntil[target] = Date.now() + DOWN_MS;
        // Another api that is up takes the request at once, as a balancer retries on the next
        // upstream; only when every one is down is there a pause before probing again.
        if (this.route(home, pin) === target) await sleep(Math.min(50 * failures, 500));
        continue;
      } finally {
        this.inFlight[target] = (this.inFlight[target] ?? 0) - 1;
      }
      const parsed = JSON.parse(text) as GraphqlResponse<TData>;
      const [error] = parsed.errors ?? [];
      if (!error && parsed.data) return parsed.data;
      const code = error?.extensions?.code ?? 'NO_DATA';
      const retryable = error?.extensions?.details?.['retryable'] === true;
      if (retryable && attempt < ATTEMPTS) {
        this.retried++;
        await sleep(busyBackoffMs(attempt, this.jitter.nextFloat()));
        continue;
      }
      throw new GraphqlRefusal(code, error?.message ?? 'no data', retryable);
    }
  }

  close(): void {
    for (const agent of this.agents) agent.destroy();
  }

  private post(target: number, body: string, token: string | undefined): Promise<string> {
    const url = new URL(this.urls[target] as string);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          agent: this.agents[target],
          timeout: 60_000,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            // A proxy or a dying process may answer with something that is not GraphQL.
            if (!text.startsWith('{')) reject(new Error(`HTTP ${response.statusCode}: ${text.slice(0, 200)}`));
            else resolve(text);
          });
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('request timed out')));
      request.on('error', reject);
      request.end(body);
    });
  }
}

/** Runs `work` for every item with at most `limit` in flight; resolves with the results in order. */
export async function mapLimit<TItem, TResult>(items: readonly TItem[], limit: number, work: (item: TItem, index: number) => Promise<TResult>): Promise<TResult[]> {
  const results: TResult[] = new Array<TResult>(items.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as TItem, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}

/** The `q`-quantile (0-1) of `values`, nearest rank; 0 for none. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}
