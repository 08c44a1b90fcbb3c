import { ConcurrencyError, EventStore } from '@arbiter/application';
import type { Actor } from '@arbiter/tournament-domain';
import { tournamentStreamId } from '@arbiter/tournament-domain';
import { CommandBus } from '@nestjs/cqrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf, type IntTestApp, startIntTestApp } from '../../test-support/int-test-app.js';
import { CreateTournamentCommand, RegisterPlayerCommand } from '../commands/tournament-commands.js';
import { tournamentMigrations } from '../migrations/index.js';
import { TournamentReadModels } from '../projections/tournament-read-models.js';
import { TournamentModule } from '../tournament.module.js';
import { RegisterPlayerHandler } from '../commands/tournament-command.handlers.js';
import { Clock } from '../shared/clock.js';
import { TournamentRepository } from './tournament.repository.js';
import { TournamentSnapshots } from './tournament-snapshots.js';
import { TournamentWriter } from './tournament-writer.js';

let test: IntTestApp;
let commands: CommandBus;

const organizer: Actor = { accountId: 'acc-org', organizer: true };
const player = (n: number): Actor => ({ accountId: `acc-burst-${n}`, organizer: false });
const INVITE = 'BURST';

function selfRegistration(tournamentId: string, n: number): RegisterPlayerCommand {
  return new RegisterPlayerCommand(player(n), tournamentId, { accountId: `acc-burst-${n}`, displayName: `Burst ${n}` }, null, INVITE);
}

async function openTournament(): Promise<string> {
  const { tournamentId } = await commands.execute(new CreateTournamentCommand(organizer, { name: 'Burst Open', mode: 'match', inviteCode: INVITE }));
  return tournamentId;
}

async function registeredAccounts(tournamentId: string): Promise<string[]> {
  const events = await test.store.readStream<{ accountId?: string }>(tournamentStreamId(tournamentId));
  return events.filter((event) => event.type === 'PlayerRegistered').map((event) => event.data.accountId ?? '');
}

beforeAll(async () => {
  test = await startIntTestApp('trnburst', tournamentMigrations, [TournamentModule]);
  commands = test.app.get(CommandBus);
});
afterAll(() => test.close());

describe('commands on one tournament stream under concurrency (ADR 0080)', () => {
  it('accepts 200 self-registrations sent at the same moment, each exactly once', async () => {
    const tournamentId = await openTournament();
    const outcomes = await Promise.all(Array.from({ length: 200 }, (_, n) => errorCodeOf(commands.execute(selfRegistration(tournamentId, n)))));
    expect(outcomes.filter((code) => code !== undefined)).toEqual([]);
    const accounts = await registeredAccounts(tournamentId);
    expect(accounts).toHaveLength(200);
    expect(new Set(accounts).size).toBe(200);
    const [row] = (await test.db.dataSource.query(`SELECT count(*)::int AS n FROM trn_players WHERE tournament_id = $1`, [tournamentId])) as { n: number }[];
    expect(row?.n).toBe(200);
  });

  it('accepts a burst split over two processes (two writers on one database), each exactly once', async () => {
    const tournamentId = await openTournament();
    const store = test.app.get(EventStore);
    const clock = test.app.get(Clock);
    // A second process: its own writer, lanes and aggregate cache, sharing only the database.
    const otherWriter = new TournamentWriter(store, test.app.get(TournamentReadModels), new TournamentRepository(store, new TournamentSnapshots(test.db.dataSource)));
    const other = new RegisterPlayerHandler(otherWriter, clock);
    const here = test.app.get(RegisterPlayerHandler);
    const outcomes = await Promise.all(
      Array.from({ length: 160 }, (_, n) => errorCodeOf((n % 2 === 0 ? here : other).execute(selfRegistration(tournamentId, n)))),
    );
    expect(outcomes.filter((code) => code !== undefined)).toEqual([]);
    const accounts = await registeredAccounts(tournamentId);
    expect(accounts).toHaveLength(160);
    expect(new Set(accounts).size).toBe(160);
  });

  it('refuses a repeated registration in the same burst alone: the others are accepted', async () => {
    const tournamentId = await openTournament();
    const burst = [0, 1, 1, 2, 1, 3].map((n) => errorCodeOf(commands.execute(selfRegistration(tournamentId, n))));
    const outcomes = await Promise.all(burst);
    expect(outcomes.filter((code) => code === undefined)).toHaveLength(4);
    expect(outcomes.filter((code) => code !== undefined)).toEqual(['REGISTRATION.ALREADY_REGISTERED', 'REGISTRATION.ALREADY_REGISTERED']);
    expect((await registeredAccounts(tournamentId)).sort()).toEqual(['acc-burst-0', 'acc-burst-1', 'acc-burst-2', 'acc-burst-3']);
  });

  it('turns a race lost on every attempt into SERVICE.UNAVAILABLE, retryable, and writes nothing', async () => {
    const writer = test.app.get(TournamentWriter);
    let attempts = 0;
    const failure = await writer
      .transaction(null, () => {
        attempts += 1;
        return Promise.reject(new ConcurrencyError('tournament-busy', 3, 4));
      })
      .then(
        () => null,
        (error: unknown) => error as { code?: string; details?: Record<string, unknown> },
      );
    expect(failure?.code).toBe('SERVICE.UNAVAILABLE');
    expect(failure?.details?.['retryable']).toBe(true);
    expect(attempts).toBe(8);
  });
});
