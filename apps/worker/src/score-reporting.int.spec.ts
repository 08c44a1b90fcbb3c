/**
 * Issue 7 (a)-(f) against the real flow: results stored by the tournament's command handlers
 * (as the api stores them), carried by the relay and BullMQ, and reconciled by the tournament's
 * `ScoreReportingProcessor` in a worker process started from `apps/worker/src/main.ts`.
 */
import { testDatabaseUrl } from '@arbiter/event-store/testing';
import { metricNames } from '@arbiter/platform-metrics';
import { outboxJobName } from '@arbiter/platform-queue';
import {
  TcpProxy,
  flushRedisDatabase,
  metricValue,
  redisDatabaseUrl,
  scrapeMetrics,
  waitFor,
} from '@arbiter/platform-queue/testing';
import {
  ConfirmResultCommand,
  EnterResultCommand,
  ListDisputesQuery,
  ReportResultCommand,
  SCORE_REPORTING_TOPIC,
  type ScoreReportPayload,
} from '@arbiter/tournament-application';
import { matchStreamId } from '@arbiter/tournament-domain';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { organizer, TournamentFixture, winFor, type OpenRound, type ResultsState } from './testing/tournament-fixture.js';

// Flushes Redis database 7, which only this project's fault tests use (its files run one at a time).
const redisUrl = redisDatabaseUrl(7);
let fixture: TournamentFixture | null = null;
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await fixture?.cleanup();
  fixture = null;
});

async function newFixture(name: string): Promise<TournamentFixture> {
  fixture = await TournamentFixture.create(name, redisUrl);
  return fixture;
}

/** Runs `work` for every item, eight at a time. */
async function inLanes<T>(items: readonly T[], work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: 8 }, lane));
}

const allMatches = (rounds: readonly OpenRound[]) => rounds.flatMap((round) => round.matches.map((match) => ({ round, match })));

/** The first seat reports a win for itself. */
async function reportFirstSeatWins(world: TournamentFixture, rounds: readonly OpenRound[]): Promise<void> {
  await inLanes(allMatches(rounds), ({ round, match }) =>
    world.commands.execute(new ReportResultCommand(round.actorOf(match.seats[0]?.entrantId ?? ''), match.matchId, winFor(match, 0))),
  );
}

/** The second seat confirms the first seat's report. */
async function confirmSecondSeat(world: TournamentFixture, rounds: readonly OpenRound[]): Promise<void> {
  await inLanes(allMatches(rounds), ({ round, match }) =>
    world.commands.execute(new ConfirmResultCommand(round.actorOf(match.seats[1]?.entrantId ?? ''), match.matchId)),
  );
}

async function settled(world: TournamentFixture, done: (state: ResultsState) => boolean, what: string): Promise<ResultsState> {
  const state = await waitFor(() => world.state(), done, { timeoutMs: 90_000, intervalMs: 250, what });
  await sleep(1_500);
  expect(await world.state()).toEqual(state);
  return state;
}

/** A second job for every report stored so far (a job id of its own, the same outbox row). */
async function deliverEveryJobAgain(world: TournamentFixture): Promise<number> {
  const copies = new Queue(SCORE_REPORTING_TOPIC, {
    connection: new Redis(redisUrl, { maxRetriesPerRequest: null }),
    prefix: world.config.queuePrefix,
  });
  cleanups.push(() => copies.close());
  const ids = (await world.dataSource.query(`SELECT id FROM outbox WHERE topic = $1`, [SCORE_REPORTING_TOPIC])) as { id: string }[];
  await copies.addBulk(
    ids.map(({ id }) => ({
      name: outboxJobName,
      data: { messageId: id },
      opts: { jobId: `copy-${id}`, removeOnComplete: true, removeOnFail: true, attempts: 10 },
    })),
  );
  return ids.length;
}

async function errorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe('every report job delivered twice', () => {
  it('records exactly 1,000 results, and standings count each once (issue 7 a)', async () => {
    const world = await newFixture('twice');
    const rounds = await Promise.all(Array.from({ length: 5 }, () => world.openRound(400, { resultPolicy: 'either_player' })));
    await reportFirstSeatWins(world, rounds);
    const worker = await world.startWorker();
    expect(await deliverEveryJobAgain(world)).toBe(1_000);

    const state = await settled(world, (current) => current.done === 1_000 && current.roundsCompleted === 5, 'the 1,000 results');
    expect(state).toEqual({
      done: 1_000, pending: 0, dead: 0, results: 1_000, decidedMatches: 1_000, disputes: 0, finalMatches: 1_000, roundsCompleted: 5,
    });
    for (const round of rounds) expect(await world.totalPoints(round.tournamentId)).toBe(3 * 200);
    const topic = { topic: SCORE_REPORTING_TOPIC };
    // The outbox is settled once every original is applied; the copies may still be queued behind
    // them (on a loaded machine, hundreds), so wait until the queue has delivered all of them.
    const duplicates = async (): Promise<number> => metricValue(await scrapeMetrics(worker.metricsPort), metricNames.processed, { ...topic, outcome: 'duplicate' });
    await waitFor(duplicates, (count) => count >= 1_000, { what: 'every copy delivered', timeoutMs: 60_000 });
    const metrics = await scrapeMetrics(worker.metricsPort);
    expect(metricValue(metrics, metricNames.processed, { ...topic, outcome: 'applied' })).toBe(1_000);
    // Every copy is recognised as one (at least our 1,000; the relay's own at-least-once sweep may
    // add a copy of a job it saw still pending on a loaded machine, which is recognised the same way).
    expect(metricValue(metrics, metricNames.processed, { ...topic, outcome: 'duplicate' })).toBeGreaterThanOrEqual(1_000);
    expect(metricValue(metrics, `${metricNames.deliveryLatency}_count`, topic)).toBe(1_000);
  });
});

describe('a worker killed with SIGKILL in the middle of a batch', () => {
  it('leaves every report applied once after a restart, rounds completed once (issue 7 b)', async () => {
    const world = await newFixture('kill');
    const rounds = await Promise.all(Array.from({ length: 3 }, () => world.openRound(100)));
    await reportFirstSeatWins(world, rounds);
    await confirmSecondSeat(world, rounds);
    const first = await world.startWorker();
    // Killed as soon as the first batch committed: with pending rows joining each batch (ADR
    // 0102) the rest goes through in a few transactions, faster than a slow poll would notice.
    await waitFor(() => world.state(), (state) => state.done >= 1, { what: 'a first batch done', intervalMs: 5 });
    await first.kill();
    const atKill = await world.state();
    expect(atKill.done).toBeLessThan(300);

    await world.startWorker();
    const state = await settled(world, (current) => current.done === 300 && current.roundsCompleted === 3, 'all 300 reports');
    expect(state).toMatchObject({ pending: 0, dead: 0, results: 150, decidedMatches: 150, disputes: 0, finalMatches: 150 });
    for (const round of rounds) expect(await world.totalPoints(round.tournamentId)).toBe(3 * 50);
  });
});

describe('Redis flushed with report jobs pending', () => {
  it('has every report applied once the relay has re-enqueued them (issue 7 c)', async () => {
    const world = await newFixture('flush');
    const rounds = await Promise.all(Array.from({ length: 2 }, () => world.openRound(150, { resultPolicy: 'either_player' })));
    await reportFirstSeatWins(world, rounds);
    await world.startWorker();
    // As soon as the first batch committed (pending rows join each batch, ADR 0102).
    await waitFor(() => world.state(), (state) => state.done >= 1, { what: 'a first batch done', intervalMs: 5 });
    await flushRedisDatabase(redisUrl);
    expect((await world.state()).done).toBeLessThan(150);

    const state = await settled(world, (current) => current.done === 150 && current.roundsCompleted === 2, 'all 150 reports');
    expect(state).toMatchObject({ pending: 0, results: 150, decidedMatches: 150, finalMatches: 150 });
  });
});

describe('PostgreSQL unreachable for a few seconds', () => {
  it('retries the reports and loses none, confirmations sent meanwhile included (issue 7 d)', async () => {
    const database = new URL(testDatabaseUrl);
    const proxy = await TcpProxy.start(database.hostname, Number(database.port || 5432));
    cleanups.push(() => proxy.stop());
    const world = await newFixture('pgcut');
    const rounds = await Promise.all(Array.from({ length: 2 }, () => world.openRound(100)));
    await reportFirstSeatWins(world, rounds);
    const worker = await world.startWorker({ DATABASE_URL: proxy.url(world.config.databaseUrl) });
    // Cut early and notice it at once: on an idle machine the worker finishes the first 100 jobs in
    // well under a second, and a cut after the last one would leave no job to fail and retry.
    await waitFor(() => world.state(), (state) => state.done >= 5, { what: '5 reports done', intervalMs: 5 });

    proxy.cut();
    await confirmSecondSeat(world, rounds);
    await sleep(4_000);
    proxy.restore();

    const state = await settled(world, (current) => current.done === 200 && current.roundsCompleted === 2, 'all 200 reports');
    expect(state).toMatchObject({ pending: 0, dead: 0, results: 100, decidedMatches: 100, finalMatches: 100 });
    expect(worker.child.exitCode).toBeNull();
    const metrics = await scrapeMetrics(worker.metricsPort);
    expect(metricValue(metrics, metricNames.failed, { topic: SCORE_REPORTING_TOPIC, disposition: 'retry' })).toBeGreaterThan(0);
  });
});

describe('conflicting reports', () => {
  it('end in a dispute that judges see, never in a result, however often delivered (issue 7 e)', async () => {
    const world = await newFixture('dispute');
    const round = await world.openRound(60);
    await world.startWorker();
    await inLanes(round.matches, async (match) => {
      await world.commands.execute(new ReportResultCommand(round.actorOf(match.seats[0]?.entrantId ?? ''), match.matchId, winFor(match, 0)));
      await world.commands.execute(new ReportResultCommand(round.actorOf(match.seats[1]?.entrantId ?? ''), match.matchId, winFor(match, 1)));
    });
    await deliverEveryJobAgain(world);

    const state = await settled(world, (current) => current.done === 60, 'both reports of 30 matches');
    expect(state).toMatchObject({ results: 0, disputes: 30, finalMatches: 0, roundsCompleted: 0 });
    const disputes = await world.queries.execute(new ListDisputesQuery(organizer, round.tournamentId));
    expect(disputes.map((match) => match.matchId).sort()).toEqual(round.matches.map((match) => match.matchId).sort());
    expect(await world.totalPoints(round.tournamentId)).toBe(0);

    // A judge's entry decides each dispute.
    await inLanes(round.matches, (match) => world.commands.execute(new EnterResultCommand(organizer, match.matchId, winFor(match, 1))));
    const decided = await settled(world, (current) => current.done === 90 && current.roundsCompleted === 1, 'the judges’ entries');
    expect(decided).toMatchObject({ results: 30, disputes: 30, finalMatches: 30 });
    expect(await world.queries.execute(new ListDisputesQuery(organizer, round.tournamentId))).toEqual([]);
  });
});

describe('a report for a match that is already final', () => {
  it('is refused with MATCH.ALREADY_FINAL, at the command and on the worker (issue 7 f)', async () => {
    const world = await newFixture('final');
    const round = await world.openRound(4, { resultPolicy: 'either_player' });
    const [match] = round.matches;
    if (!match) throw new Error('no match');
    await world.startWorker();
    await world.commands.execute(new ReportResultCommand(round.actorOf(match.seats[0]?.entrantId ?? ''), match.matchId, winFor(match, 0)));
    await settled(world, (current) => current.results === 1, 'the first result');

    // At the command: refused with its code, nothing written.
    const before = await world.store.streamVersion(matchStreamId(match.matchId));
    const loser = round.actorOf(match.seats[1]?.entrantId ?? '');
    expect(await errorCode(world.commands.execute(new ReportResultCommand(loser, match.matchId, winFor(match, 1))))).toBe('MATCH.ALREADY_FINAL');
    expect(await world.store.streamVersion(matchStreamId(match.matchId))).toBe(before);

    // On the worker: a report that reached the match stream after the decision (the race the
    // command's check cannot see) is rejected for good, with its code, as a dead letter.
    const reportId = randomUUID();
    const payload: ScoreReportPayload = { tournamentId: round.tournamentId, matchId: match.matchId, reportId };
    await world.store.append(
      matchStreamId(match.matchId),
      [{ type: 'ResultReported', data: { reportId, entrantId: match.seats[1]?.entrantId, accountId: loser.accountId, result: winFor(match, 1), confirms: null, at: new Date().toISOString() } }],
      before,
      { outbox: [{ id: reportId, topic: SCORE_REPORTING_TOPIC, payload }] },
    );
    const letter = await waitFor(() => world.deadLetters.get(reportId), (found) => found !== null, { what: 'the dead letter' });
    expect(letter).toMatchObject({ code: 'MATCH.ALREADY_FINAL', tournamentId: round.tournamentId, attempts: 1 });
    expect((await world.deadLetters.list({ tournamentId: round.tournamentId })).map((found) => found.id)).toEqual([reportId]);
    expect(await world.state()).toMatchObject({ results: 1, finalMatches: 1 });
  });
});
