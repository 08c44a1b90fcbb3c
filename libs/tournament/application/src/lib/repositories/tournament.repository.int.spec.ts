import { EventStore } from '@arbiter/application';
import { type Actor, TOURNAMENT_STATE_FORMAT, tournamentStreamId } from '@arbiter/tournament-domain';
import { CommandBus } from '@nestjs/cqrs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type IntTestApp, startIntTestApp } from '../../test-support/int-test-app.js';
import { CreateTournamentCommand, RegisterPlayerCommand } from '../commands/tournament-commands.js';
import { tournamentMigrations } from '../migrations/index.js';
import { TournamentModule } from '../tournament.module.js';
import { TournamentRepository } from './tournament.repository.js';
import { TournamentSnapshots } from './tournament-snapshots.js';

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

/** A store without snapshots: every load folds the whole stream. */
const NO_SNAPSHOTS = { read: async () => null, offer: () => undefined } as unknown as TournamentSnapshots;

/** The repository of a process that has not cached anything (snapshots every `interval` events). */
function freshProcess(interval = 1_000): TournamentRepository {
  return new TournamentRepository(store, new TournamentSnapshots(test.db.dataSource, interval));
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
    const repository = freshProcess();
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
    const repository = freshProcess();
    const spy = vi.spyOn(store, 'readStream');
    const loaded = await Promise.all(Array.from({ length: 50 }, () => repository.load(tournamentId)));
    expect(new Set(loaded.map((entry) => entry.version))).toEqual(new Set([6]));
    const fromStart = spy.mock.calls.filter(([stream, range]) => stream === tournamentStreamId(tournamentId) && (range?.fromVersion ?? 1) === 1);
    expect(fromStart).toHaveLength(1);
  });

  it('warms its cache in the background, so that the next load reads only the tail', async () => {
    const { tournamentId } = await commands.execute(new CreateTournamentCommand(organizer, { name: 'Warm Cup', mode: 'match' }));
    for (let n = 1; n <= 4; n++) await register(tournamentId, n);
    const repository = freshProcess();
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
    const repository = freshProcess();
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

describe('TournamentRepository: snapshots (ADR 0113)', () => {
  const snapshotRow = async (tournamentId: string) =>
    ((await test.db.dataSource.query(`SELECT version, format FROM trn_tournament_snapshots WHERE tournament_id = $1`, [tournamentId])) as { version: number; format: number }[])[0];

  /** This process commits the newest state (as the writer does after its transaction). */
  const commitNewest = async (repository: TournamentRepository, tournamentId: string) => repository.committed(tournamentId, await repository.load(tournamentId));

  it('a process that restarts starts from the snapshot and reads only the events after it, to the same state', async () => {
    const { tournamentId } = await commands.execute(new CreateTournamentCommand(organizer, { name: 'Snapshot Cup', mode: 'match' }));
    const writerSnapshots = new TournamentSnapshots(test.db.dataSource, 4);
    const writer = new TournamentRepository(store, writerSnapshots);
    for (let n = 1; n <= 6; n++) {
      await register(tournamentId, 100 + n);
      await commitNewest(writer, tournamentId);
    }
    await writerSnapshots.settled();
    // Creation and three registrations (version 4) were the first commit 4 past none (no round
    // was paired); the last one (version 7) is not yet 4 past it.
    expect(await snapshotRow(tournamentId)).toEqual({ version: 4, format: TOURNAMENT_STATE_FORMAT });
    const restarted = freshProcess();
    const spy = vi.spyOn(store, 'readStream');
    const loaded = await restarted.load(tournamentId);
    expect(spy.mock.calls.filter(([stream]) => stream === tournamentStreamId(tournamentId)).map(([, range]) => range?.fromVersion)).toEqual([5]);
    vi.restoreAllMocks();
    // The same state as folding the whole stream, players in registration order.
    const fromScratch = await new TournamentRepository(store, NO_SNAPSHOTS).load(tournamentId);
    expect(loaded).toEqual(fromScratch);
    expect(loaded.state.status === 'none' ? [] : Object.keys(loaded.state.players)).toEqual(fromScratch.state.status === 'none' ? [] : Object.keys(fromScratch.state.players));
  });

  it('takes no snapshot of a state it only read, nor of one short of the interval, and never replaces a newer one with an older one', async () => {
    const { tournamentId } = await commands.execute(new CreateTournamentCommand(organizer, { name: 'Interval Cup', mode: 'match' }));
    for (let n = 1; n <= 8; n++) await register(tournamentId, 200 + n);
    const reader = new TournamentSnapshots(test.db.dataSource, 2);
    await new TournamentRepository(store, reader).load(tournamentId);
    const short = new TournamentSnapshots(test.db.dataSource, 10);
    await commitNewest(new TournamentRepository(store, short), tournamentId);
    await Promise.all([reader.settled(), short.settled()]);
    expect(await snapshotRow(tournamentId)).toBeUndefined();
    const late = new TournamentSnapshots(test.db.dataSource, 2);
    await commitNewest(new TournamentRepository(store, late), tournamentId);
    await late.settled();
    expect((await snapshotRow(tournamentId))?.version).toBe(9);
    // A process that is behind (it cached version 4) commits after it: the newer snapshot stays.
    const behind = new TournamentSnapshots(test.db.dataSource, 2);
    const older = await store.transaction(async (tx) => new TournamentRepository(store, NO_SNAPSHOTS).load(tournamentId, tx));
    behind.offer(tournamentId, { state: older.state, version: 4 });
    await behind.settled();
    expect((await snapshotRow(tournamentId))?.version).toBe(9);
  });

  it('caches a snapshot that is the newest state: the next load reads no snapshot again', async () => {
    const { tournamentId } = await commands.execute(new CreateTournamentCommand(organizer, { name: 'Newest Cup', mode: 'match' }));
    for (let n = 1; n <= 3; n++) await register(tournamentId, 500 + n);
    const writer = new TournamentSnapshots(test.db.dataSource, 2);
    await commitNewest(new TournamentRepository(store, writer), tournamentId);
    await writer.settled();
    const snapshots = new TournamentSnapshots(test.db.dataSource);
    const reads = vi.spyOn(snapshots, 'read');
    const restarted = new TournamentRepository(store, snapshots);
    const first = await restarted.load(tournamentId);
    const second = await restarted.load(tournamentId);
    expect(second).toBe(first);
    expect(first.version).toBe(4);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('ignores a snapshot of another format and replaces it', async () => {
    const { tournamentId } = await commands.execute(new CreateTournamentCommand(organizer, { name: 'Format Cup', mode: 'match' }));
    for (let n = 1; n <= 3; n++) await register(tournamentId, 300 + n);
    // Written by an older build whose state had another shape (here: nonsense).
    await test.db.dataSource.query(`INSERT INTO trn_tournament_snapshots (tournament_id, version, format, state) VALUES ($1, 3, $2, '{"status":"none"}')`, [
      tournamentId,
      TOURNAMENT_STATE_FORMAT - 1,
    ]);
    const snapshots = new TournamentSnapshots(test.db.dataSource, 2);
    const repository = new TournamentRepository(store, snapshots);
    const loaded = await repository.load(tournamentId);
    expect(loaded.version).toBe(4);
    expect(playerCount(loaded)).toBe(3);
    repository.committed(tournamentId, loaded);
    await snapshots.settled();
    expect(await snapshotRow(tournamentId)).toEqual({ version: 4, format: TOURNAMENT_STATE_FORMAT });
  });

  it('a snapshot that cannot be written costs a warning, never the command', async () => {
    const { tournamentId } = await commands.execute(new CreateTournamentCommand(organizer, { name: 'Failing Cup', mode: 'match' }));
    for (let n = 1; n <= 3; n++) await register(tournamentId, 400 + n);
    const failing = { query: async (text: string, values: unknown[]) => (text.startsWith('INSERT') ? Promise.reject(new Error('disk full')) : test.db.dataSource.query(text, values)) };
    const snapshots = new TournamentSnapshots(failing as never, 2);
    const repository = new TournamentRepository(store, snapshots);
    const loaded = await repository.load(tournamentId);
    expect(loaded.version).toBe(4);
    repository.committed(tournamentId, loaded);
    await snapshots.settled();
    expect(await snapshotRow(tournamentId)).toBeUndefined();
  });
});
