import { ConcurrencyError, EventStore, type EventStoreTransaction, GroupCommit, type NewEvent, type OutboxMessageInput } from '@arbiter/application';
import { AppError } from '@arbiter/errors';
import {
  evolveTournamentMany,
  type MatchEvent,
  TournamentFold,
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

/** One command's events for a tournament stream, in `WriteSession.appendTournamentRuns`. */
export interface TournamentRun {
  readonly events: readonly TournamentEvent[];
  readonly actorId: string | null;
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
    const next = { state: evolveTournamentMany(loaded.state, events), version: result.nextExpectedVersion };
    this.tournamentsAfterCommit.set(tournamentId, next);
    await this.openPairedMatches(next, events);
    return next;
  }

  /**
   * The events of several commands on one tournament (decided one after the other on `loaded`)
   * as one append: one statement, one projection pass. Each run keeps its own actor.
   */
  async appendTournamentRuns(tournamentId: string, loaded: LoadedTournament, runs: readonly TournamentRun[]): Promise<LoadedTournament> {
    const events = runs.flatMap((run) => run.events);
    if (events.length === 0) return loaded;
    const streamId = tournamentStreamId(tournamentId);
    const stored = runs.flatMap((run) => this.withActor(run.events, run.actorId));
    const result = await this.tx.append(streamId, stored, loaded.version);
    await this.project(streamId, events);
    const next = { state: evolveTournamentMany(loaded.state, events), version: result.nextExpectedVersion };
    this.tournamentsAfterCommit.set(tournamentId, next);
    await this.openPairedMatches(next, events);
    return next;
  }

  /**
   * A paired round opens one match stream per table, in the same transaction: all of them in one
   * statement and their read-model rows in one more (1,000 tables are two round trips, not 2,000).
   */
  private async openPairedMatches(loaded: LoadedTournament, events: readonly TournamentEvent[]): Promise<void> {
    if (loaded.state.status === 'none') return;
    const opened: MatchAppend[] = [];
    for (const event of events) {
      if (event.type !== 'RoundPaired') continue;
      for (const paired of pairedMatches(loaded.state, event)) opened.push({ matchId: paired.data.matchId, expected: 0, events: [paired] });
    }
    await this.appendMatches(opened);
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

/** Attempts of a transaction that lost a race before the caller is told to try again. */
const MAX_ATTEMPTS = 8;
/** Most commands for one tournament in one transaction. */
const MAX_BATCH = 250;

export interface TournamentChange {
  readonly before: LoadedTournament;
  readonly after: LoadedTournament;
  readonly events: readonly TournamentEvent[];
}

type TournamentDecide = (loaded: LoadedTournament) => Decision<TournamentEvent>;

interface TournamentUnit {
  readonly tournamentId: string;
  readonly actorId: string | null;
  readonly decide: TournamentDecide;
}

type UnitOutcome = { readonly ok: true; readonly change: TournamentChange } | { readonly ok: false; readonly error: unknown };

@Injectable()
export class TournamentWriter {
  /**
   * Commands on one tournament stream (a burst of registrations, drops, staff changes) are
   * grouped: those that arrive while a transaction for the tournament is running wait for it and
   * then run together, decided one after the other on one load and appended as one batch, so a
   * burst never races itself (ADR 0080, as results do in ADR 0033).
   */
  private readonly grouped = new GroupCommit<TournamentUnit, UnitOutcome>(
    {
      together: (units) => this.runUnits(units),
      alone: async (unit) => (await this.runUnits([unit]))[0] as UnitOutcome,
    },
    { lanes: 16, maxBatch: MAX_BATCH, afterFailure: 'one-by-one' },
  );

  constructor(
    private readonly store: EventStore,
    private readonly readModels: TournamentReadModels,
    private readonly tournaments: TournamentRepository,
  ) {}

  /** The common case: decide on one tournament's state and append what was decided. */
  async onTournament(tournamentId: string, actorId: string | null, decide: TournamentDecide): Promise<TournamentChange> {
    const outcome = await this.grouped.submit({ tournamentId, actorId, decide }, tournamentId);
    if (!outcome.ok) throw outcome.error;
    return outcome.change;
  }

  /**
   * Decides every unit in arrival order on the state its predecessors left, then appends each
   * tournament's events at once. A refusal is that unit's outcome and writes nothing; the
   * others still commit. Holding the tournament's write lock, another process's batch waits
   * instead of racing this one.
   */
  private runUnits(units: readonly TournamentUnit[]): Promise<UnitOutcome[]> {
    return this.transaction(null, async (session) => {
      const outcomes: UnitOutcome[] = [];
      const byTournament = new Map<string, number[]>();
      units.forEach((unit, index) => {
        const indexes = byTournament.get(unit.tournamentId);
        if (indexes) indexes.push(index);
        else byTournament.set(unit.tournamentId, [index]);
      });
      // Locks in a fixed order, so two batches that share lanes cannot deadlock.
      for (const tournamentId of [...byTournament.keys()].sort()) {
        await this.tournaments.lockForWrite(tournamentId, session.tx);
        const loaded = await this.tournaments.load(tournamentId, session.tx);
        // One fold for the whole batch: each command decides on the state its predecessors left,
        // without copying the player maps per command (ADR 0080).
        const fold = new TournamentFold(loaded.state);
        let version = loaded.version;
        const runs: TournamentRun[] = [];
        const decided: TournamentEvent[] = [];
        for (const index of byTournament.get(tournamentId) ?? []) {
          const unit = units[index] as TournamentUnit;
          try {
            const events = eventsOrThrow(unit.decide({ state: fold.current, version }));
            fold.apply(events);
            outcomes[index] = { ok: true, change: lazyChange(loaded, decided, decided.length, events) };
            runs.push({ events, actorId: unit.actorId });
            decided.push(...events);
            version += events.length;
          } catch (error) {
            outcomes[index] = { ok: false, error };
          }
        }
        await session.appendTournamentRuns(tournamentId, loaded, runs);
      }
      return outcomes;
    });
  }

  /**
   * Runs `work` in a transaction and caches the tournament states it produced once committed.
   * A lost race (`ConcurrencyError`) reruns `work` on fresh state after a short random pause:
   * deciders are pure, so deciding again is safe, and the loser's events were never written.
   * A race lost on every attempt is `SERVICE.UNAVAILABLE` with `retryable: true`: nothing was
   * written, and the same request can simply be sent again.
   */
  async transaction<T>(actorId: string | null, work: (session: WriteSession) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        let session: WriteSession | null = null;
        const result = await this.store.transaction((tx) => {
          session = new WriteSession(tx, this.readModels, actorId);
          return work(session);
        });
        for (const [id, loaded] of (session as WriteSession | null)?.committedTournaments() ?? []) this.tournaments.committed(id, loaded);
        return result;
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        if (attempt >= MAX_ATTEMPTS) throw busyError(error);
        await pause(backoffMs(attempt));
      }
    }
  }
}

/**
 * A command's change within a batch; its states are evolved only when asked for (the handlers of
 * a burst need the events, not 2,000 copies of the tournament).
 */
function lazyChange(loaded: LoadedTournament, decided: readonly TournamentEvent[], earlier: number, events: readonly TournamentEvent[]): TournamentChange {
  let before: LoadedTournament | null = null;
  let after: LoadedTournament | null = null;
  return {
    events,
    get before() {
      before ??= { state: evolveTournamentMany(loaded.state, decided.slice(0, earlier)), version: loaded.version + earlier };
      return before;
    },
    get after() {
      after ??= { state: evolveTournamentMany(this.before.state, events), version: this.before.version + events.length };
      return after;
    },
  };
}

/** Exponential backoff with full jitter: 0-5 ms after the first loss, up to 0-320 ms. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * 5 * 2 ** Math.min(attempt - 1, 6));
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function busyError(error: ConcurrencyError): AppError {
  return new AppError('SERVICE.UNAVAILABLE', 'too many changes to this tournament at once; nothing was written, try again', {
    details: { retryable: true, reason: 'lost_race', attempts: MAX_ATTEMPTS, conflict: error.code },
  });
}
