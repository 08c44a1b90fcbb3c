import { EventStore, type EventStoreSession, type EventStoreTransaction } from '@arbiter/application';
import {
  evolveTournamentMany,
  initialTournamentState,
  type TournamentEvent,
  type TournamentState,
  tournamentStreamId,
} from '@arbiter/tournament-domain';
import { Injectable } from '@nestjs/common';
import { TournamentSnapshots } from './tournament-snapshots.js';

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
 * never wrong, because every append names the version it decided on. A process that has not
 * cached a tournament starts from its stored snapshot (`TournamentSnapshots`, ADR 0113), and
 * every state it commits is offered as the next snapshot.
 */
@Injectable()
export class TournamentRepository {
  private readonly cache = new Map<string, LoadedTournament>();
  /** Loads outside a transaction in progress, by tournament: see `load`. */
  private readonly loading = new Map<string, Promise<LoadedTournament>>();

  constructor(
    private readonly store: EventStore,
    private readonly snapshots: TournamentSnapshots,
  ) {}

  /**
   * The state at the newest version (reading only what the cache does not have: the versions come
   * from the event store, so a state cached here while another process appended is only stale,
   * and the next load reads the tail it missed). Inside a transaction the result is cached once
   * the transaction commits: before that it may still roll back.
   */
  async load(tournamentId: string, session?: EventStoreSession | EventStoreTransaction): Promise<LoadedTournament> {
    if (session) return this.read(tournamentId, session);
    // A process that has not cached the tournament yet (just started, after a kill) gets a
    // thousand players' requests at once: one of them reads the whole stream, the others wait
    // for it and then read only what was appended since (usually nothing).
    const inFlight = this.loading.get(tournamentId);
    if (inFlight) {
      await inFlight.catch(() => undefined);
      return this.read(tournamentId);
    }
    const reading = this.read(tournamentId);
    this.loading.set(tournamentId, reading);
    try {
      return await reading;
    } finally {
      if (this.loading.get(tournamentId) === reading) this.loading.delete(tournamentId);
    }
  }

  /**
   * Starts loading a tournament this process has not cached, in the background, and returns at
   * once. A worker meets a tournament first in its results; without this, the last result of the
   * round (completion) and the pairing of the next were the first to load it, and reading a
   * 2,000-player stream cold (about 4,000 events, 200 ms) fell into the round's turnaround
   * (issue 20). Errors are left to the next real load.
   */
  warm(tournamentId: string): void {
    if (this.cache.has(tournamentId) || this.loading.has(tournamentId)) return;
    this.load(tournamentId).catch(() => undefined);
  }

  private async read(tournamentId: string, session?: EventStoreSession | EventStoreTransaction): Promise<LoadedTournament> {
    const cached = this.cache.get(tournamentId);
    const start = cached ?? (await this.snapshots.read(tournamentId, session && isTransaction(session) ? session.manager : undefined)) ?? { state: initialTournamentState(), version: 0 };
    const newer = await (session ?? this.store).readStream<TournamentEvent['data']>(tournamentStreamId(tournamentId), {
      fromVersion: start.version + 1,
    });
    if (newer.length === 0) {
      // A snapshot that is the newest state is cached like a folded one.
      if (!cached && start.version > 0) this.keep(tournamentId, start, session);
      return start;
    }
    const events = newer.map((event) => ({ type: event.type, data: event.data }) as TournamentEvent);
    const loaded = { state: evolveTournamentMany(start.state, events), version: start.version + newer.length };
    this.keep(tournamentId, loaded, session);
    return loaded;
  }

  /** Caches what a load read: at once outside a transaction, once it committed inside one. */
  private keep(tournamentId: string, loaded: LoadedTournament, session?: EventStoreSession | EventStoreTransaction): void {
    if (!session) this.remember(tournamentId, loaded);
    else if (isTransaction(session)) session.afterCommit(() => this.remember(tournamentId, loaded));
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
    // Two transactions may commit out of order: keep the newer state.
    if ((this.cache.get(tournamentId)?.version ?? 0) > loaded.version) return;
    this.cache.delete(tournamentId);
    this.cache.set(tournamentId, loaded);
    if (this.cache.size > CACHE_SIZE) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }

  /** After a commit of this process: the state its events lead to, cached and offered as a snapshot. */
  committed(tournamentId: string, loaded: LoadedTournament): void {
    this.remember(tournamentId, loaded);
    this.snapshots.offer(tournamentId, loaded);
  }

  forget(tournamentId: string): void {
    this.cache.delete(tournamentId);
  }
}

function isTransaction(session: EventStoreSession | EventStoreTransaction): session is EventStoreTransaction {
  return typeof (session as Partial<EventStoreTransaction>).afterCommit === 'function';
}
