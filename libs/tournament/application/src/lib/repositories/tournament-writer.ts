import { ConcurrencyError, EventStore, type EventStoreTransaction, type NewEvent, type OutboxMessageInput } from '@arbiter/application';
import {
  evolveTournament,
  type MatchEvent,
  matchStreamId,
  pairedMatches,
  type TournamentEvent,
  tournamentStreamId,
} from '@arbiter/tournament-domain';
import { Injectable } from '@nestjs/common';
import type { ProjectedEvent } from '../projections/projected-event.js';
import { TournamentReadModels } from '../projections/tournament-read-models.js';
import type { Decision } from '@arbiter/tournament-domain';
import { eventsOrThrow } from '../shared/refusal-error.js';
import { type LoadedTournament, TournamentRepository } from './tournament.repository.js';

/** One command's events for one match stream, in `WriteSession.appendMatches`. */
export interface MatchAppend {
  readonly matchId: string;
  /** The stream version the events were decided on. */
  readonly expected: number;
  readonly events: readonly MatchEvent[];
  readonly outbox?: readonly OutboxMessageInput[];
  /** Who caused them, when not the session's actor (several commands share a session). */
  readonly actorId?: string | null;
}

interface MergedAppend {
  readonly streamId: string;
  readonly expected: number;
  readonly events: NewEvent[];
  readonly outbox: OutboxMessageInput[];
}

/**
 * One transaction of a command: appends to tournament and match streams with expected versions,
 * projects every appended event into the read models in the same transaction (ADR 0010).
 */
export class WriteSession {
  private readonly tournamentsAfterCommit = new Map<string, LoadedTournament>();

  constructor(
    readonly tx: EventStoreTransaction,
    private readonly readModels: TournamentReadModels,
    private readonly actorId: string | null,
  ) {}

  async appendTournament(
    tournamentId: string,
    loaded: LoadedTournament,
    events: readonly TournamentEvent[],
    outbox: readonly OutboxMessageInput[] = [],
  ): Promise<LoadedTournament> {
    if (events.length === 0) return loaded;
    const streamId = tournamentStreamId(tournamentId);
    const result = await this.tx.append(streamId, this.withActor(events), loaded.version, { outbox });
    await this.project(streamId, events);
    const next = { state: events.reduce(evolveTournament, loaded.state), version: result.nextExpectedVersion };
    this.tournamentsAfterCommit.set(tournamentId, next);
    await this.openPairedMatches(next, events);
    return next;
  }

  /** A paired round opens one match stream per table, in the same transaction. */
  private async openPairedMatches(loaded: LoadedTournament, events: readonly TournamentEvent[]): Promise<void> {
    if (loaded.state.status === 'none') return;
    for (const event of events) {
      if (event.type !== 'RoundPaired') continue;
      for (const paired of pairedMatches(loaded.state, event)) await this.appendMatch(paired.data.matchId, 'no_stream', [paired]);
    }
  }

  async appendMatch(
    matchId: string,
    expected: number | 'no_stream',
    events: readonly MatchEvent[],
    outbox: readonly OutboxMessageInput[] = [],
  ): Promise<number> {
    if (events.length === 0) return expected === 'no_stream' ? 0 : expected;
    const streamId = matchStreamId(matchId);
    const result = await this.tx.append(streamId, this.withActor(events), expected, { outbox });
    await this.project(streamId, events);
    return result.nextExpectedVersion;
  }

  /**
   * The appends of many commands to many match streams in one statement, projected in one pass
   * (group commit, ADR 0033). Appends to the same match are merged in order; the first one's
   * expected version guards them all.
   */
  async appendMatches(appends: readonly MatchAppend[]): Promise<void> {
    const merged = new Map<string, MergedAppend>();
    const projected: ProjectedEvent[] = [];
    for (const append of appends) {
      if (append.events.length === 0) continue;
      const streamId = matchStreamId(append.matchId);
      const target = merged.get(streamId) ?? { streamId, expected: append.expected, events: [], outbox: [] };
      merged.set(streamId, target);
      target.events.push(...this.withActor(append.events, append.actorId === undefined ? this.actorId : append.actorId));
      target.outbox.push(...(append.outbox ?? []));
      projected.push(...append.events.map((event) => ({ streamId, type: event.type, data: event.data })));
    }
    if (merged.size === 0) return;
    await this.tx.appendToStreams([...merged.values()]);
    await this.readModels.apply(this.tx.manager, projected);
  }

  /** States to cache once the transaction has committed. */
  committedTournaments(): ReadonlyMap<string, LoadedTournament> {
    return this.tournamentsAfterCommit;
  }

  private withActor<TEvent extends { type: string; data: unknown }>(events: readonly TEvent[], actor: string | null = this.actorId) {
    return events.map((event) => ({ type: event.type, data: event.data, metadata: { actor } }));
  }

  private project(streamId: string, events: readonly { type: string; data: unknown }[]): Promise<void> {
    const projected: ProjectedEvent[] = events.map((event) => ({ streamId, type: event.type, data: event.data }));
    return this.readModels.apply(this.tx.manager, projected);
  }
}

const MAX_ATTEMPTS = 5;

@Injectable()
export class TournamentWriter {
  constructor(
    private readonly store: EventStore,
    private readonly readModels: TournamentReadModels,
    private readonly tournaments: TournamentRepository,
  ) {}

  /** The common case: decide on one tournament's state and append what was decided. */
  onTournament(
    tournamentId: string,
    actorId: string | null,
    decide: (loaded: LoadedTournament) => Decision<TournamentEvent>,
  ): Promise<{ readonly before: LoadedTournament; readonly after: LoadedTournament; readonly events: readonly TournamentEvent[] }> {
    return this.transaction(actorId, async (session) => {
      const before = await this.tournaments.load(tournamentId, session.tx);
      const events = eventsOrThrow(decide(before));
      const after = await session.appendTournament(tournamentId, before, events);
      return { before, after, events };
    });
  }

  /**
   * Runs `work` in a transaction and caches the tournament states it produced once committed.
   * A lost race (`ConcurrencyError`) reruns `work` on fresh state: deciders are pure, so deciding
   * again is safe, and the loser's events were never written.
   */
  async transaction<T>(actorId: string | null, work: (session: WriteSession) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        let session: WriteSession | null = null;
        const result = await this.store.transaction((tx) => {
          session = new WriteSession(tx, this.readModels, actorId);
          return work(session);
        });
        for (const [id, loaded] of (session as WriteSession | null)?.committedTournaments() ?? []) this.tournaments.remember(id, loaded);
        return result;
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }
}
