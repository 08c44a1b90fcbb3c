import { GetPairingsVersionQuery, TOURNAMENT_PUBSUB, TournamentNotifier, type TournamentPubSub } from '@arbiter/tournament-application';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';

export interface CachedResponse {
  readonly body: Buffer;
  readonly contentType: string;
}

interface Entry extends CachedResponse {
  readonly tournamentId: string;
  readonly round: number;
  readonly version: number;
  checkedAt: number;
}

const MAX_ENTRIES = 1_000;
/** How long an entry is served without asking the database whether its round was reseated. */
const REVALIDATE_MS = 1_000;

/**
 * Serialized responses of the `pairings` query of public tournaments (ADR 0012). Published
 * pairings change only when an override reseats tables, which moves the round's pairings
 * version: an entry remembers the version read before its response was computed and is dropped
 * when a `pairingsPublished` notification for its tournament arrives (at once for this api's own
 * override, over Redis for any other process's) and, as a safety net, when a check at most once a second finds the
 * version moved. Staleness is therefore bounded by a second even if a notification is lost.
 */
@Injectable()
export class PairingsResponseCache implements OnApplicationShutdown {
  private readonly entries = new Map<string, Entry>();
  private readonly watched = new Map<string, AsyncIterator<unknown>>();
  private readonly stopListening: () => void;

  constructor(
    private readonly queries: QueryBus,
    @Inject(TOURNAMENT_PUBSUB) private readonly pubSub: TournamentPubSub,
    notifier: TournamentNotifier,
  ) {
    // This process's own overrides invalidate at once, before its mutation answers.
    this.stopListening = notifier.listenLocally((topic, tournamentId) => {
      if (topic === 'pairingsPublished') this.forget(tournamentId);
    });
  }

  /** The cached response, if it is still the current one. */
  async get(key: string): Promise<CachedResponse | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (Date.now() - entry.checkedAt <= REVALIDATE_MS) return entry;
    const current = await this.queries.execute(new GetPairingsVersionQuery(entry.tournamentId, entry.round));
    if (current?.version !== entry.version || !current.publicView) {
      this.entries.delete(key);
      return null;
    }
    entry.checkedAt = Date.now();
    return entry;
  }

  /** The version to store a response under (read before computing it), or `null`: not cacheable. */
  async versionFor(tournamentId: string, round: number): Promise<number | null> {
    const current = await this.queries.execute(new GetPairingsVersionQuery(tournamentId, round));
    return current?.publicView ? current.version : null;
  }

  put(key: string, tag: { tournamentId: string; round: number; version: number }, response: CachedResponse): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { ...response, ...tag, checkedAt: Date.now() });
    this.watch(tag.tournamentId);
  }

  private watch(tournamentId: string): void {
    if (this.watched.has(tournamentId)) return;
    const iterator = this.pubSub.subscribe('pairingsPublished', tournamentId)[Symbol.asyncIterator]();
    this.watched.set(tournamentId, iterator);
    const next = (): void => {
      iterator.next().then(
        (result) => {
          if (result.done) return;
          this.forget(tournamentId);
          next();
        },
        () => this.watched.delete(tournamentId),
      );
    };
    next();
  }

  private forget(tournamentId: string): void {
    for (const [key, entry] of this.entries) if (entry.tournamentId === tournamentId) this.entries.delete(key);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopListening();
    await Promise.all([...this.watched.values()].map((iterator) => iterator.return?.() ?? Promise.resolve()));
    this.watched.clear();
  }
}
