import { EventStore } from '@arbiter/application';
import { type Actor, tournamentStreamId } from '@arbiter/tournament-domain';
import { CommandBus } from '@nestjs/cqrs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type IntTestApp, startIntTestApp } from '../../test-support/int-test-app.js';
import { CreateTournamentCommand, RegisterPlayerCommand } from '../commands/tournament-commands.js';
import { tournamentMigrations } from '../migrations/index.js';
import { TournamentModule } from '../tournament.module.js';
import { TournamentRepository } from './tournament.repository.js';

let test: IntTestApp;
let commands: CommandBus;
let store: EventStore;

const organizer: Actor = { accountId: 'acc-org', organizer: true };

async function register(tournamentId: string, n: number): Promise<void> {
  await commands.execute(new RegisterPlayerCommand(organizer, tournamentId, { accountId: `acc-c${n}`, displayName: `Cached ${n}` }, null, null));
}

function playerCount(loaded: Awaited<ReturnType<TournamentRepository['load']>>): number {
  return loaded.state.status === 'none' ? 0 : Object.keys(loaded.state.players).length;
}

beforeAll(async () => {
  test = await startIntTestApp('trncache', tournamentMigrations, [TournamentModule]);
  commands = test.app.get(CommandBus);
  store = test.app.get(EventStore);
});
afterAll(() => test.close());
// The spies on the shared store are taken off after each test, whether it passed or not.
afterEach(() => vi.restoreAllMocks());

describe('TournamentRepository: aggregates cached by stream version', () => {
  it('caches a state loaded inside a transaction once it committed: the next load reads only the tail', async () => {
    const { tournamentId } = await commands.execute(new CreateTournamentCommand(organizer, { name: 'Cache Cup', mode: 'match' }));
    for (let n = 1; n <= 5; n++) await register(tournamentId, n);
    // A worker process: its own repository, which has never seen this tournament.
    const repository = new TournamentRepository(store);
    const reads: number[] = [];
    const loadInTransaction = () =>
      store.transaction(async (tx) => {
        const spy = vi.spyOn(tx, 'readStream');
        const loaded = await repository.load(tournamentId, tx);
        reads.push(...spy.mock.calls.map(([, range]) => range?.fromVersion ?? 1));
        return loaded;
      });
    const first = await loadInTransaction();
    expect(first.version).toBe(6);
    const second = await loadInTransaction();
    expect(second).toEqual(first);
    // Another process appends two registrations: only they are read.
    await register(tournamentId, 6);
    await register(tournamentId, 7);
    const third = await loadInTransaction();
    expect(third.version).toBe(8);
    expect(playerCount(third)).toBe(7);
    expect(reads).toEqual([1, 7, 7]);
  });

  it('reads the whole stream once when many requests load a tournament it has not cached yet', async () => {
    const { tournamentId } = await commands.execute(new CreateTournamentCommand(organizer, { name: 'Cold Cup', mode: 'match' }));
    for (let n = 1; n <= 5; n++) await register(tournamentId, n);
    // An api process just restarted: its own, empty repository, and 50 players asking at once.
    const repository = new TournamentRepository(store);
    const spy = vi.spyOn(store, 'readStream');
    const loaded = await Promise.all(Array.from({ length: 50 }, () => repository.load(tournamentId)));
    expect(new Set(loaded.map((entry) => entry.version))).toEqual(new Set([6]));
    const fromStart = spy.mock.calls.filter(([stream, range]) => stream === tournamentStreamId(tournamentId) && (range?.fromVersion ?? 1) === 1);
    expect(fromStart).toHaveLength(1);
  });

  it('warms its cache in the background, so that the next load reads only the tail', async () => {
    const { tournamentId } = await commands.execute(new CreateTournamentCommand(organizer, { name: 'Warm Cup', mode: 'match' }));
    for (let n = 1; n <= 4; n++) await register(tournamentId, n);
    const repository = new TournamentRepository(store);
    const spy = vi.spyOn(store, 'readStream');
    repository.warm(tournamentId);
    repository.warm(tournamentId);
    await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    // The read settles, then the state is cached in the same turn.
    await spy.mock.results[0]?.value;
    await register(tournamentId, 5);
    const loaded = await store.transaction(async (tx) => {
      const inTx = vi.spyOn(tx, 'readStream');
      const result = await repository.load(tournamentId, tx);
      expect(inTx.mock.calls.map(([, range]) => range?.fromVersion)).toEqual([6]);
      return result;
    });
    expect(loaded.version).toBe(6);
    expect(playerCount(loaded)).toBe(5);
    // Warm already: nothing more is read.
    repository.warm(tournamentId);
    expect(spy.mock.calls.filter(([stream]) => stream === tournamentStreamId(tournamentId))).toHaveLength(1);
  });

  it('never caches what a transaction that rolled back read or wrote', async () => {
    const { tournamentId } = await commands.execute(new CreateTournamentCommand(organizer, { name: 'Rollback Cup', mode: 'match' }));
    await register(tournamentId, 1);
    const repository = new TournamentRepository(store);
    await store
      .transaction(async (tx) => {
        await tx.append(
          tournamentStreamId(tournamentId),
          [{ type: 'PlayerRegistered', data: { playerId: 'ghost', accountId: null, displayName: 'Ghost', joinedInRound: 1, at: new Date().toISOString() } }],
          2,
        );
        const inside = await repository.load(tournamentId, tx);
        expect(playerCount(inside)).toBe(2);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await register(tournamentId, 2);
    const after = await repository.load(tournamentId);
    expect(after.version).toBe(3);
    expect(after.state.status === 'none' ? [] : Object.values(after.state.players).map((player) => (player as { displayName: string }).displayName)).toEqual(['Cached 1', 'Cached 2']);
  });
});
