import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import { exited } from './spawn-entry.js';

/**
 * A Redis server of the test's own (the `redis-server` binary), without persistence, so a test
 * can kill it and start it again empty: a real "Redis restarted and lost everything".
 */
export class RedisServerProcess {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<RedisServerProcess> {
    const server = new RedisServerProcess(await freePort());
    await server.restart();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server (again) on the same port, empty. */
  async restart(): Promise<void> {
    if (this.child) throw new Error('redis-server is running already');
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    this.child = spawn('redis-server', args, { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (await answers(this.url)) return;
      await sleep(50);
    }
    throw new Error(`redis-server did not start on port ${this.port}`);
  }

  /** `kill -9`: everything in memory is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child) return;
    child.kill('SIGKILL');
    await exited(child);
  }
}

async function answers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
