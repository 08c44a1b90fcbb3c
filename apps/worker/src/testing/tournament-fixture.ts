import { EventStore } from '@arbiter/application';
import { testDatabaseUrl } from '@arbiter/event-store/testing';
import { identityMigrations } from '@arbiter/identity-application';
import { DeadLetterStore } from '@arbiter/platform-queue';
import { deleteRedisKeys, startWorkerProcess, uniqueQueuePrefix, type WorkerProcess } from '@arbiter/platform-queue/testing';
import { ConfigModule, DatabaseModule, loadConfig, type ArbiterConfig } from '@arbiter/platform-runtime';
import {
  CreateTournamentCommand,
  GetStandingsQuery,
  ListMatchesQuery,
  PairNextRoundCommand,
  RegisterPlayerCommand,
  SCORE_REPORTING_TOPIC,
  StartTournamentCommand,
  TournamentModule,
  tournamentMigrations,
  type MatchView,
} from '@arbiter/tournament-application';
import type { Actor, MatchResultInput, TournamentSettingsInput } from '@arbiter/tournament-domain';
import { type DynamicModule, type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommandBus, CqrsModule, QueryBus } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { faultTestQueueEnv } from './fault-test-env.js';

/** The api's application layer without GraphQL: commands are stored exactly as the api stores them. */
@Module({})
class CommandSideModule {
  static forRoot(config: ArbiterConfig): DynamicModule {
    return {
      module: CommandSideModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot({
          applicationName: 'arbiter-fault-test',
          migrations: [...identityMigrations, ...tournamentMigrations],
        }),
        CqrsModule.forRoot(),
        TournamentModule,
      ],
    };
  }
}

export const organizer: Actor = { accountId: 'acc-organizer', organizer: true };

/** An open round: its matches and who plays in them. */
export interface OpenRound {
  readonly tournamentId: string;
  readonly matches: readonly MatchView[];
  /** The account of an entrant (players are registered with accounts `acc-<n>`). */
  actorOf(entrantId: string): Actor;
}

/** Where the results stand, counted from the event log and the read models. */
export interface ResultsState {
  /** `score-reporting` outbox rows by status. */
  readonly done: number;
  readonly pending: number;
  readonly dead: number;
  /** `MatchResultRecorded` events, and the matches they decide. */
  readonly results: number;
  readonly decidedMatches: number;
  readonly disputes: number;
  readonly finalMatches: number;
  readonly roundsCompleted: number;
}

/**
 * One score-reporting fault test's world: a PostgreSQL schema, a queue prefix, the tournament
 * commands running in the test process (as in the api) and workers as child processes running
 * the product's `apps/worker/src/main.ts`.
 */
export class TournamentFixture {
  readonly commands: CommandBus;
  readonly queries: QueryBus;
  readonly store: EventStore;
  readonly dataSource: DataSource;
  readonly deadLetters: DeadLetterStore;
  private readonly workers: WorkerProcess[] = [];

  private constructor(
    private readonly app: INestApplicationContext,
    readonly config: ArbiterConfig,
  ) {
    this.commands = app.get(CommandBus);
    this.queries = app.get(QueryBus);
    this.store = app.get(EventStore);
    this.dataSource = app.get(DataSource);
    this.deadLetters = new DeadLetterStore(this.dataSource);
  }

  static async create(name: string, redisUrl: string): Promise<TournamentFixture> {
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: testDatabaseUrl,
      DATABASE_SCHEMA: `fault_${name}_${randomBytes(4).toString('hex')}`,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: uniqueQueuePrefix(name),
    });
    const app = await NestFactory.createApplicationContext(CommandSideModule.forRoot(config), { logger: ['error'] });
    await app.init();
    return new TournamentFixture(app, config);
  }

  workerEnv(overrides: Record<string, string> = {}): Record<string, string> {
    return {
      DATABASE_URL: this.config.databaseUrl,
      DATABASE_SCHEMA: this.config.databaseSchema ?? '',
      REDIS_URL: this.config.redisUrl,
      QUEUE_PREFIX: this.config.queuePrefix,
      ...faultTestQueueEnv,
      ...overrides,
    };
  }

  async startWorker(overrides: Record<string, string> = {}): Promise<WorkerProcess> {
    const worker = await startWorkerProcess({ env: this.workerEnv(overrides) });
    this.workers.push(worker);
    return worker;
  }

  /** A started tournament of `players` players (no decklists) with round 1 paired. */
  async openRound(players: number, settings: Partial<TournamentSettingsInput> = {}): Promise<OpenRound> {
    const { tournamentId } = await this.commands.execute(
      new CreateTournamentCommand(organizer, { name: 'Fault Cup', mode: 'match', decklistRequired: false, ...settings }),
    );
    const accounts = new Map<string, Actor>();
    for (let n = 1; n <= players; n++) {
      const accountId = `acc-${n}`;
      const { playerId } = await this.commands.execute(
        new RegisterPlayerCommand(organizer, tournamentId, { accountId, displayName: `Player ${n}` }, null, null),
      );
      accounts.set(playerId, { accountId, organizer: false });
    }
    await this.commands.execute(new StartTournamentCommand(organizer, tournamentId));
    await this.commands.execute(new PairNextRoundCommand(organizer, tournamentId));
    const matches = await this.queries.execute(new ListMatchesQuery(organizer, tournamentId, 1));
    return {
      tournamentId,
      matches,
      actorOf(entrantId) {
        const actor = accounts.get(entrantId);
        if (!actor) throw new Error(`no account for entrant ${entrantId}`);
        return actor;
      },
    };
  }

  /** Standings points of a tournament, summed over every row. */
  async totalPoints(tournamentId: string): Promise<number> {
    const standings = await this.queries.execute(new GetStandingsQuery(organizer, tournamentId));
    return (standings?.rows ?? []).reduce((sum, row) => sum + row.points, 0);
  }

  async state(): Promise<ResultsState> {
    const [row] = (await this.dataSource.query(
      `SELECT
         (SELECT count(*) FROM outbox WHERE topic = $1 AND status = 'done')::int AS done,
         (SELECT count(*) FROM outbox WHERE topic = $1 AND status = 'pending')::int AS pending,
         (SELECT count(*) FROM outbox WHERE topic = $1 AND status = 'dead')::int AS dead,
         (SELECT count(*) FROM events WHERE type = 'MatchResultRecorded')::int AS results,
         (SELECT count(DISTINCT stream_id) FROM events WHERE type = 'MatchResultRecorded')::int AS "decidedMatches",
         (SELECT count(*) FROM events WHERE type = 'MatchDisputed')::int AS disputes,
         (SELECT count(*) FROM trn_matches WHERE status = 'final')::int AS "finalMatches",
         (SELECT count(*) FROM events WHERE type = 'RoundCompleted')::int AS "roundsCompleted"`,
      [SCORE_REPORTING_TOPIC],
    )) as ResultsState[];
    if (!row) throw new Error('no state row');
    return row;
  }

  async cleanup(): Promise<void> {
    for (const worker of this.workers) {
      if (worker.child.exitCode === null && worker.child.signalCode === null) await worker.kill();
    }
    await this.dataSource.query(`DROP SCHEMA IF EXISTS "${this.config.databaseSchema ?? ''}" CASCADE`);
    await this.app.close();
    await deleteRedisKeys(this.config.redisUrl, this.config.queuePrefix).catch(() => undefined);
  }
}

/** A 2-0 (best of three) for seat `winner` of a two-seat match. */
export function winFor(match: MatchView, winner: 0 | 1): MatchResultInput {
  const [a, b] = match.seats;
  if (!a || !b) throw new Error('a two-seat match expected');
  return {
    seats: [
      { entrantId: a.entrantId, gameWins: winner === 0 ? 2 : 0 },
      { entrantId: b.entrantId, gameWins: winner === 1 ? 2 : 0 },
    ],
  };
}
