import { EventStore, type EventStoreSession, type EventStoreTransaction, type StoredEvent } from '@arbiter/application';
import {
  evolveTournament,
  initialTournamentState,
  type TournamentEvent,
  type TournamentState,
  tournamentStreamId,
} from '@arbiter/tournament-domain';
import { Injectable } from '@nestjs/common';

export interface LoadedTournament {
  readonly state: TournamentState;
  readonly version: number;
}

const CACHE_SIZE = 256;
/** The first key of the tournaments' advisory write locks (the second is the stream's hash). */
const WRITE_LOCK_SPACE = 0x74726e;

/**
 * Loads tournament aggregates. A large event has thousands of events in its stream, so states are
 * kept in memory by version and only the events after it are read: the cache can be stale but
 * never wrong, because every append names the version it decided on.
 */
@Injectable()
export class TournamentRepository {
  private readonly cache = new Map<string, LoadedTournament>();

  constructor(private readonly store: EventStore) {}

  /**
   * The state at the newest version (reading only what the cache does not have). Inside a
   * transaction (`session`) the result is not cached: the transaction may still roll back.
   */
  async load(tournamentId: string, session?: EventStoreSession): Promise<LoadedTournament> {
    const cached = this.cache.get(tournamentId) ?? { state: initialTournamentState(), version: 0 };
    const newer = await (session ?? this.store).readStream<TournamentEvent['data']>(tournamentStreamId(tournamentId), {
      fromVersion: cached.version + 1,
    });
    if (newer.length === 0) return cached;
    const loaded = { state: newer.reduce(applyStored, cached.state), version: cached.version + newer.length };
    if (!session) this.remember(tournamentId, loaded);
    return loaded;
  }

  /**
   * Takes the tournament's write lock until the transaction ends: writers of one tournament in
   * any process then wait for each other instead of racing and retrying. Taken before loading.
   */
  async lockForWrite(tournamentId: string, tx: EventStoreTransaction): Promise<void> {
    await tx.manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [WRITE_LOCK_SPACE, tournamentStreamId(tournamentId)]);
  }

  /** After a commit: the state the appended events lead to. */
  remember(tournamentId: string, loaded: LoadedTournament): void {
    this.cache.delete(tournamentId);
    this.cache.set(tournamentId, loaded);
    if (this.cache.size > CACHE_SIZE) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }

  forget(tournamentId: string): void {
    this.cache.delete(tournamentId);
  }
}

function applyStored(state: TournamentState, event: StoredEvent<TournamentEvent['data']>): TournamentState {
  return evolveTournament(state, { type: event.type, data: event.data } as TournamentEvent);
}
