import pg from 'pg';
import { eventsChannel } from '../append.sql.js';

/**
 * Listens for the NOTIFY that every append sends, on a connection of its own (a pooled
 * connection would be handed to other work between notifications). Subscriptions use it only to
 * wake early: if it is down they still poll, so a lost notification delays but never loses an event.
 */
export class NotificationListener {
  private client: pg.Client | null = null;
  private readonly listeners = new Set<() => void>();
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly schemaSearchPath?: string,
  ) {}

  async start(): Promise<void> {
    this.closed = false;
    await this.connect();
  }

  onWakeUp(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async stop(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      ...(this.schemaSearchPath ? { options: `-c search_path=${this.schemaSearchPath}` } : {}),
    });
    client.on('notification', () => {
      for (const listener of this.listeners) listener();
    });
    client.on('error', () => this.reconnectLater(client));
    client.on('end', () => this.reconnectLater(client));
    await client.connect();
    await client.query(`LISTEN ${eventsChannel}`);
    this.client = client;
  }

  private reconnectLater(failed: pg.Client): void {
    if (this.closed || this.client !== failed) return;
    this.client = null;
    const retry = (): void => {
      if (this.closed) return;
      this.connect().catch(() => setTimeout(retry, 1_000).unref());
    };
    setTimeout(retry, 250).unref();
  }
}
