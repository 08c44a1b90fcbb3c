import type { PGlite } from '@electric-sql/pglite';

interface QueuedMessage {
  readonly handlerId: number;
  readonly message: Uint8Array;
  readonly onData: (data: Uint8Array) => void;
  readonly resolve: (bytes: number) => void;
  readonly reject: (error: unknown) => void;
}

/** The protocol version of a startup message (PostgreSQL protocol 3.0). */
const PROTOCOL_3_0 = 196_608;
/** Simple query ('Q'), Sync ('S') and Terminate ('X') end an exchange; every other message is part of one. */
const EXCHANGE_ENDS = new Set(['Q'.charCodeAt(0), 'S'.charCodeAt(0), 'X'.charCodeAt(0)]);

/** A startup message has no type byte: its second word is the protocol version. */
function isStartup(message: Uint8Array): boolean {
  if (message.length < 8) return false;
  return new DataView(message.buffer, message.byteOffset, message.byteLength).getInt32(4) === PROTOCOL_3_0;
}

export function endsExchange(message: Uint8Array): boolean {
  return isStartup(message) || EXCHANGE_ENDS.has(message[0] ?? 0);
}

/**
 * Feeds the wire messages of several client connections to PGlite, which is one PostgreSQL
 * session. A connection keeps the session from its first message until its exchange ends: a
 * simple query, or the Sync that closes an extended-protocol sequence (Parse, Bind, Describe,
 * Execute), and, inside a transaction block, until the block ends. pglite-socket's own queue
 * (0.2.x) switches connections between any two messages outside a `BEGIN` block, so one client's
 * Parse of the unnamed statement could be followed by another's, and the first client's Bind then
 * failed with "unnamed prepared statement does not exist" (ADR 0047).
 *
 * It has the shape pglite-socket's `PGLiteSocketHandler` expects of its queue.
 */
export class SessionQueue {
  private readonly queue: QueuedMessage[] = [];
  private owner: number | null = null;
  private running = false;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.pump();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  /** A connection that closed: its queued messages go. */
  clearQueueForHandler(handlerId: number): void {
    for (let index = this.queue.length - 1; index >= 0; index--) {
      const entry = this.queue[index];
      if (entry?.handlerId !== handlerId) continue;
      this.queue.splice(index, 1);
      entry.reject(new Error('the connection closed'));
    }
  }

  /** A connection that closed while it held the session: undo its open transaction and let the others on. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    this.owner = null;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    await this.pump();
  }

  private next(): QueuedMessage | undefined {
    const index = this.owner === null ? 0 : this.queue.findIndex((entry) => entry.handlerId === this.owner);
    return index < 0 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let entry = this.next(); entry; entry = this.next()) {
        const current = entry;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(current.message, {
              onRawData: (data) => {
                bytes += data.length;
                current.onData(data);
              },
            }),
          );
        } catch (error) {
          this.owner = null;
          current.reject(error);
          continue;
        }
        this.owner = endsExchange(current.message) && !this.db.isInTransaction() ? null : current.handlerId;
        current.resolve(bytes);
      }
    } finally {
      this.running = false;
    }
  }
}
