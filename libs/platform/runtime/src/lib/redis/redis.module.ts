import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import type { ArbiterConfig } from '../config/arbiter-config.js';
import { ARBITER_CONFIG } from '../config/config.module.js';

/**
 * Hands out Redis connections. BullMQ workers block on their connection, so every worker and
 * queue gets its own; all are closed on shutdown.
 */
@Injectable()
export class RedisConnections implements OnApplicationShutdown {
  private readonly open = new Set<Redis>();

  constructor(@Inject(ARBITER_CONFIG) private readonly config: ArbiterConfig) {}

  /** A new connection, configured the way BullMQ requires (no per-command retry limit). */
  create(name: string, options: RedisOptions = {}): Redis {
    const connection = new Redis(this.config.redisUrl, {
      connectionName: `arbiter-${name}`,
      maxRetriesPerRequest: null,
      ...options,
    });
    this.open.add(connection);
    connection.once('end', () => this.open.delete(connection));
    return connection;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.open].map((connection) => connection.quit().catch(() => connection.disconnect())));
  }
}

@Global()
@Module({ providers: [RedisConnections], exports: [RedisConnections] })
export class RedisModule {}
