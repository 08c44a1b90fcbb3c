import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import { mkdirSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { SessionQueue } from './session-queue.js';

export interface EmbeddedPostgres {
  readonly url: string;
  stop(): Promise<void>;
}

type HandlerQueue = ConstructorParameters<typeof PGLiteSocketHandler>[0]['queryQueue'];

/**
 * PGlite (PostgreSQL compiled to WebAssembly) persisted in `dataDir`, served over the PostgreSQL
 * wire protocol, so the apps use exactly the same pg/TypeORM code path as with a real server.
 * PGlite is one session: pglite-socket's connection handlers parse the wire messages, and a
 * `SessionQueue` gives the session to one connection for a whole exchange or transaction.
 * Port 0 picks a free port.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, maxConnections = 32): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  // The handler declares pglite-socket's own queue class; ours has the same public shape.
  const queryQueue = new SessionQueue(db) as unknown as HandlerQueue;
  const handlers = new Set<PGLiteSocketHandler>();
  const server = createServer((socket: Socket) => {
    if (handlers.size >= maxConnections) {
      socket.end('Too many connections\n');
      return;
    }
    const handler = new PGLiteSocketHandler({ queryQueue, closeOnDetach: true });
    handlers.add(handler);
    const forget = (): boolean => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(socket).catch(() => {
      forget();
      socket.destroy();
    });
  });
  server.maxConnections = maxConnections;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `postgres://postgres@127.0.0.1:${bound}/postgres`,
    async stop() {
      await Promise.all([...handlers].map((handler) => handler.detach(true)));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
