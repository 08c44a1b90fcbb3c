import { TOURNAMENT_STATE_FORMAT, type TournamentState } from '@arbiter/tournament-domain';
import { Injectable, Logger, Optional } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * Events between two snapshots of one tournament, besides the snapshot after each paired round.
 * Registration appends two events per player (registration and list); a round only a handful, but
 * two of them hold every table and every result.
 */
export const TOURNAMENT_SNAPSHOT_INTERVAL = 1_000;

/** Tournaments whose last snapshot version this process remembers. */
const KNOWN_LIMIT = 1_024;

export interface TournamentSnapshot {
  readonly state: TournamentState;
  readonly version: number;
}

/** What this process knows of a tournament's newest snapshot. */
interface KnownSnapshot {
  readonly version: number;
  readonly rounds: number;
}

const roundsOf = (state: TournamentState): number => (state.status === 'none' ? 0 : state.rounds.length);

/**
 * Snapshots of tournament aggregates in `trn_tournament_snapshots` (ADR 0113). The stream stays
 * the truth: a snapshot is a state this process committed, written after the commit, and a load
 * reads the events after it. A 2,000-player event has 4,000 registrations and lists in its
 * stream, and each round adds its tables and results; a worker or api process started after a
 * crash read and folded all of it on its first result or command, 0.5-0.8 s of CPU on a machine
 * at its busiest (the regional simulation's kill rounds, in the middle of a burst of results).
 * With a snapshot it reads one row and the few events after it.
 *
 * A snapshot carries the domain's `TOURNAMENT_STATE_FORMAT`: one of another format is ignored (and
 * replaced as the event goes on), so a process never starts from a state the current code would
 * not build.
 *
 * The process that commits a state writes its snapshot when a round was paired since the last
 * one it knows of, or when the interval has passed; in the background, after the commit, and a
 * failed write costs only a warning and a longer read for the next process that starts. A newer
 * snapshot is never replaced by an older one.
 */
@Injectable()
export class TournamentSnapshots {
  private readonly logger = new Logger(TournamentSnapshots.name);
  /** The newest snapshot this process read or wrote, by tournament. */
  private readonly known = new Map<string, KnownSnapshot>();
  /** Snapshots being written, by tournament (one at a time each). */
  private readonly writing = new Map<string, Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    // Nest provides nothing here (the default); tests pass a small interval.
    @Optional() private readonly interval: number = TOURNAMENT_SNAPSHOT_INTERVAL,
  ) {}

  /** The newest snapshot of the current format, read in `manager`'s transaction when given. */
  async read(tournamentId: string, manager?: EntityManager): Promise<TournamentSnapshot | null> {
    const rows = (await (manager ?? this.dataSource).query(
      `SELECT version, state FROM trn_tournament_snapshots WHERE tournament_id = $1 AND format = $2`,
      [tournamentId, TOURNAMENT_STATE_FORMAT],
    )) as { version: number; state: string }[];
    const [row] = rows;
    if (!row) return null;
    const state = JSON.parse(row.state) as TournamentState;
    if (row.version > (this.known.get(tournamentId)?.version ?? 0)) this.remember(tournamentId, { version: row.version, rounds: roundsOf(state) });
    return { state, version: row.version };
  }

  /**
   * A state this process committed: written as the tournament's snapshot (in the background) when
   * a round was paired since the last snapshot this process knows of, or the interval has passed.
   */
  offer(tournamentId: string, snapshot: TournamentSnapshot): void {
    if (snapshot.state.status === 'none' || this.writing.has(tournamentId)) return;
    const last = this.known.get(tournamentId) ?? { version: 0, rounds: 0 };
    if (snapshot.version <= last.version) return;
    const rounds = roundsOf(snapshot.state);
    if (rounds === last.rounds && snapshot.version - last.version < this.interval) return;
    this.remember(tournamentId, { version: snapshot.version, rounds });
    const written = this.write(tournamentId, snapshot)
      .catch((error: unknown) => {
        // Only a longer read for the next process that starts; try again at the next commit.
        this.remember(tournamentId, last);
        this.logger.warn(`snapshot of tournament ${tournamentId} at version ${snapshot.version} not written: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => this.writing.delete(tournamentId));
    this.writing.set(tournamentId, written);
  }

  /** Resolves once the snapshots being written now are stored or given up (tests). */
  async settled(): Promise<void> {
    await Promise.all(this.writing.values());
  }

  private async write(tournamentId: string, snapshot: TournamentSnapshot): Promise<void> {
    // After the commit's own continuation (a round's publication goes first); the state is
    // immutable, so serializing it a turn later writes the same text.
    await new Promise((resolve) => setImmediate(resolve));
    await this.dataSource.query(
      `INSERT INTO trn_tournament_snapshots (tournament_id, version, format, state) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tournament_id) DO UPDATE SET version = EXCLUDED.version, format = EXCLUDED.format, state = EXCLUDED.state, taken_at = now()
       WHERE trn_tournament_snapshots.version < EXCLUDED.version OR trn_tournament_snapshots.format <> EXCLUDED.format`,
      [tournamentId, snapshot.version, TOURNAMENT_STATE_FORMAT, JSON.stringify(snapshot.state)],
    );
  }

  private remember(tournamentId: string, snapshot: KnownSnapshot): void {
    this.known.delete(tournamentId);
    this.known.set(tournamentId, snapshot);
    if (this.known.size > KNOWN_LIMIT) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
  }
}
