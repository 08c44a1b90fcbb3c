import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { TOURNAMENT_PUBSUB, type TournamentPubSub, type TournamentTopics } from './tournament-pubsub.js';

/**
 * Publishes tournament notifications. Without a pub/sub (a process that serves no
 * subscriptions and was not wired to Redis) it publishes nothing: notifications are a courtesy,
 * the read models stay the truth.
 */
@Injectable()
export class TournamentNotifier {
  private readonly logger = new Logger('TournamentNotifier');
  private readonly local = new Set<(topic: keyof TournamentTopics, tournamentId: string) => void>();

  constructor(@Optional() @Inject(TOURNAMENT_PUBSUB) private readonly pubSub: TournamentPubSub | null) {}

  /**
   * Hears this process's own notifications synchronously, before anything goes over Redis (a
   * cache in the same process must not serve stale data to the request that follows a mutation).
   */
  listenLocally(listener: (topic: keyof TournamentTopics, tournamentId: string) => void): () => void {
    this.local.add(listener);
    return () => this.local.delete(listener);
  }

  publish<TTopic extends keyof TournamentTopics>(topic: TTopic, ...args: TournamentTopics[TTopic]): void {
    for (const listener of this.local) listener(topic, args[0]);
    if (!this.pubSub) return;
    try {
      this.pubSub.publish(topic, ...args);
    } catch (error) {
      this.logger.warn(`could not publish ${topic}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
