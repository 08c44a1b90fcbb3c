import { Random } from '@arbiter/prng';
import { describe, expect, it } from 'vitest';
import { busyBackoffMs } from './api-pool.js';

describe('the virtual clients’ backoff after a busy answer', () => {
  it('waits a jittered time under a ceiling that doubles per attempt up to a second', () => {
    expect(busyBackoffMs(1, 0.999)).toBeLessThan(25);
    expect(busyBackoffMs(2, 0.999)).toBeLessThan(50);
    expect(busyBackoffMs(3, 0.999)).toBeGreaterThanOrEqual(99);
    expect(busyBackoffMs(30, 0.999)).toBe(999);
    expect(busyBackoffMs(5, 0)).toBe(0);
  });

  it('spreads the clients a burst turned away instead of sending them back together', () => {
    const random = Random.seeded('spread');
    const pauses = Array.from({ length: 500 }, () => busyBackoffMs(4, random.nextFloat()));
    // 500 clients on their fourth attempt: pauses spread over 0-199 ms, none of the 200 slots holds many.
    const perSlot = new Map<number, number>();
    for (const pause of pauses) perSlot.set(pause, (perSlot.get(pause) ?? 0) + 1);
    expect(Math.max(...perSlot.values())).toBeLessThan(15);
    expect(Math.min(...pauses)).toBeLessThan(20);
    expect(Math.max(...pauses)).toBeGreaterThan(180);
  });

  it('draws the same pauses from the same seed (a run can be repeated)', () => {
    const draw = (seed: string) => {
      const random = Random.seeded(seed);
      return Array.from({ length: 10 }, (_, attempt) => busyBackoffMs(attempt + 1, random.nextFloat()));
    };
    expect(draw('regional')).toEqual(draw('regional'));
    expect(draw('regional')).not.toEqual(draw('other'));
  });
});

describe('the virtual clients’ load balancing across api processes', () => {
  it('sends a request whose api is down to the next one at once, and keeps away from the dead one for a while', async () => {
    const http = await import('node:http');
    let answered = 0;
    const up = http.createServer((_, response) => {
      answered++;
      response.setHeader('content-type', 'application/json');
      response.end('{"data":{"ok":true}}');
    });
    await new Promise<void>((resolve) => up.listen(0, '127.0.0.1', resolve));
    // A port nothing listens on: a refused connection, as after a kill -9.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { ApiPool } = await import('./api-pool.js');
    const pool = new ApiPool([`http://127.0.0.1:${deadPort}/graphql`, `http://127.0.0.1:${(up.address() as { port: number }).port}/graphql`]);
    try {
      const started = Date.now();
      await expect(pool.request('{ ok }', {}, { home: 0 })).resolves.toEqual({ ok: true });
      expect(pool.failovers).toBe(1);
      // Marked down: the next requests of that api's clients go straight to the live one.
      await pool.request('{ ok }', {}, { home: 0 });
      await pool.request('{ ok }', {}, { home: 0 });
      expect(pool.failovers).toBe(1);
      expect(answered).toBe(3);
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      pool.close();
      await new Promise<void>((resolve) => up.close(() => resolve()));
    }
  });

  it('sends requests past an api that still has one in hand to the one with the fewest in flight (least_conn)', async () => {
    const http = await import('node:http');
    const answers = [0, 0];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = (index: number, wait: Promise<void> | null) =>
      http.createServer((_, response) => {
        answers[index] = (answers[index] ?? 0) + 1;
        void (wait ?? Promise.resolve()).then(() => {
          response.setHeader('content-type', 'application/json');
          response.end('{"data":{"ok":true}}');
        });
      });
    // The first api holds its answers (a process that restarted cold), the second answers at once.
    const servers = [answer(0, held), answer(1, null)];
    for (const server of servers) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { ApiPool } = await import('./api-pool.js');
    const pool = new ApiPool(servers.map((server) => `http://127.0.0.1:${(server.address() as { port: number }).port}/graphql`));
    try {
      const slow = pool.request('{ ok }', {}, { home: 0 });
      for (let i = 0; i < 5; i++) await pool.request('{ ok }', {}, { home: 0 });
      expect(answers).toEqual([1, 5]);
      // Pinned: a client that asks one process what it answers gets that process.
      const pinned = pool.request('{ ok }', {}, { home: 0, pin: true });
      release();
      await Promise.all([slow, pinned]);
      expect(answers).toEqual([2, 5]);
    } finally {
      pool.close();
      for (const server of servers) await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
