import { request } from 'node:http';

export interface SpikeResult {
  readonly latenciesMs: readonly number[];
  readonly errors: number;
  readonly bytes: number;
}

/**
 * The round-start spike: `clients` browsers each fetch the URL once, on a fresh connection (a
 * phone opening the link), at moments spread over `windowMs` (a seeded shuffle, so both servers
 * see the same arrival pattern). Open loop: a slow server does not slow the arrivals down.
 */
export async function spike(url: string, clients: number, windowMs: number, seed: number): Promise<SpikeResult> {
  const arrivals = arrivalTimes(clients, windowMs, seed);
  const start = performance.now();
  const results = await Promise.all(
    arrivals.map(async (at) => {
      const wait = at - (performance.now() - start);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return fetchOnce(url);
    }),
  );
  const ok = results.filter((result) => result.ok);
  return {
    latenciesMs: ok.map((result) => result.ms).sort((a, b) => a - b),
    errors: results.length - ok.length,
    bytes: ok[0]?.bytes ?? 0,
  };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Arrival moments in [0, windowMs), uniformly random from a small seeded generator (mulberry32). */
function arrivalTimes(count: number, windowMs: number, seed: number): number[] {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return Array.from({ length: count }, () => next() * windowMs).sort((a, b) => a - b);
}

function fetchOnce(url: string): Promise<{ ok: boolean; ms: number; bytes: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { agent: false, headers: { 'accept-encoding': 'br, gzip', connection: 'close' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ ok: response.statusCode === 200, ms: performance.now() - started, bytes }));
      response.on('error', () => resolve({ ok: false, ms: performance.now() - started, bytes }));
    });
    req.on('error', () => resolve({ ok: false, ms: performance.now() - started, bytes: 0 }));
    req.end();
  });
}
