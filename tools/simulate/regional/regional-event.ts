import { encodeDeckCode } from '@arbiter/decks';
import { READY_DECKS, readyDeckCardList } from '@arbiter/engine/testing';
import { Random } from '@arbiter/prng';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiPool, GraphqlRefusal, mapLimit, percentile } from './api-pool.js';
import type { Cluster } from './cluster.js';
import { PairingWatchers } from './pairing-watchers.js';
import { type Truth, type TrueResult, verifyEvent, type Verification } from './verify-event.js';

export interface RegionalOptions {
  readonly players: number;
  readonly rounds: number;
  readonly topCut: number;
  readonly seed: string;
  /** Rounds in which one api and one worker are killed (`kill -9`) and restarted. */
  readonly kills: number;
  /** Requests in flight in the registration burst (the pairings spike uses at most 200). */
  readonly inFlight: number;
  /**
   * Tables reporting at the same time in a round's burst of results. Each reports and then
   * confirms, so this many mutations are in flight. The issue's figure to beat is a p99 at about
   * 1,400-1,900 mutations/s; with N in flight the mean latency is N divided by the throughput
   * (Little's law), so 500 in flight measures a queue of 500 rather than the service. Default 64.
   */
  readonly reportInFlight?: number;
  readonly log: (line: string) => void;
}

export interface RegionalFigures extends Verification {
  readonly results: number;
  readonly roundTurnaroundMsMax: number;
  /** The same over the rounds without a kill. */
  readonly roundTurnaroundMsMaxWithoutKills: number;
  readonly pairingsSpikeP99Ms: number;
  /** The same over the spikes that did not follow a round with a kill (no freshly restarted api). */
  readonly pairingsSpikeP99MsWithoutKills: number;
  readonly reportP99Ms: number;
  /** The same over the rounds without a kill (no failover, no restart during the burst). */
  readonly reportP99MsWithoutKills: number;
  /** Median over the Swiss rounds without a kill of the burst's mutations per second. */
  readonly reportsPerSec: number;
  readonly reportInFlight: number;
  readonly signUpsPerSec: number;
  readonly registrationsPerSec: number;
  readonly failedRegistrations: number;
  readonly subscriptionsMissed: number;
  readonly kills: number;
  readonly failovers: number;
  /** `SERVICE.UNAVAILABLE` answers the virtual clients sent again after a jittered backoff. */
  readonly busyRetries: number;
}

interface VirtualPlayer {
  readonly index: number;
  readonly email: string;
  readonly home: number;
  token: string;
  playerId: string;
  dropped: boolean;
}

interface Table {
  readonly matchId: string;
  readonly entrants: readonly [string, string];
}

/** A latency sample and whether a kill (in its round, or for the spike the round before) could have caused it. */
interface Sample {
  readonly ms: number;
  readonly nearKill: boolean;
}

function p99Of(samples: readonly Sample[], withKills: boolean): number {
  return percentile(
    samples.filter((sample) => withKills || !sample.nearKill).map((sample) => sample.ms),
    0.99,
  );
}

/** How long each step of a round took, for the progress line (`pairings 0.1 s, spike 1.4 s, ...`). */
class StepTimes {
  private readonly steps: string[] = [];
  private last = Date.now();

  done(step: string, detail = ''): void {
    const now = Date.now();
    this.steps.push(`${step} ${((now - this.last) / 1000).toFixed(1)} s${detail ? ` (${detail})` : ''}`);
    this.last = now;
  }

  toString(): string {
    return this.steps.join(', ');
  }
}

const PASSWORD = 'regional-password-0123456789';
const INVITE = 'REGIONAL';
const q = {
  signUp: `mutation ($input: SignUpInput!) { signUp(input: $input) { accessToken } }`,
  logIn: `mutation ($e: String!, $p: String!) { logIn(email: $e, password: $p) { accessToken } }`,
  createTournament: `mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { id } }`,
  assignStaff: `mutation ($t: ID!, $email: String!) { assignStaff(tournamentId: $t, email: $email, role: judge) { id } }`,
  register: `mutation ($input: RegisterPlayerInput!) { registerPlayer(input: $input) { id } }`,
  decklist: `mutation ($input: SubmitDecklistInput!) { submitDecklist(input: $input) { id } }`,
  start: `mutation ($t: ID!) { startTournament(tournamentId: $t) { id } }`,
  pairNext: `mutation ($t: ID!) { pairNextRound(tournamentId: $t) { round } }`,
  startTopCut: `mutation ($t: ID!) { startTopCut(tournamentId: $t) { round } }`,
  finish: `mutation ($t: ID!) { finishTournament(tournamentId: $t) { status } }`,
  startClock: `mutation ($t: ID!) { startRoundClock(tournamentId: $t) { round } }`,
  drop: `mutation ($t: ID!, $p: ID!) { dropPlayer(tournamentId: $t, playerId: $p) { id } }`,
  // A phone waiting for the next round asks for that round: null until it is published. (Asking
  // for the latest round instead reads the whole current round, 1,000 tables, at every poll.)
  pairingsRound: `query ($t: ID!, $r: Int!) { pairings(tournamentId: $t, round: $r) { round } }`,
  pairings: `query ($t: ID!) { pairings(tournamentId: $t) { round phase tables { matchId entrants { id } } byes { id } } }`,
  myPairing: `query ($t: ID!) { myPairing(tournamentId: $t) { round bye match { id } } }`,
  rounds: `query ($t: ID!) { tournament(id: $t) { rounds { number phase status } } }`,
  report: `mutation ($input: ReportResultInput!) { reportResult(input: $input) { reportId } }`,
  confirm: `mutation ($m: ID!) { confirmResult(matchId: $m) { reportId } }`,
  enter: `mutation ($input: ReportResultInput!) { enterResult(input: $input) { reportId } }`,
  disputes: `query ($t: ID!) { disputes(tournamentId: $t) { id } }`,
} as const;

function deckCodeOf(index: number): string {
  const deck = READY_DECKS[index % READY_DECKS.length];
  const encoded = encodeDeckCode({ mainDeck: readyDeckCardList(index).cards, sideboard: [], chosenChampion: deck?.champion ?? null });
  if (!encoded.ok) throw new Error(encoded.error.message);
  return encoded.code;
}

function resultInput(matchId: string, entrants: readonly [string, string], result: TrueResult) {
  return {
    input: {
      matchId,
      result: {
        seats: [
          { entrantId: entrants[0], gameWins: result.wins[0] },
          { entrantId: entrants[1], gameWins: result.wins[1] },
        ],
        gameDraws: result.draws,
      },
    },
  };
}

/**
 * One Regional Qualifier driven through the public GraphQL API of `cluster` by virtual
 * organizers, judges and players (see README.md). Returns the figures of the JSON line.
 */
export async function runRegionalEvent(cluster: Cluster, options: RegionalOptions, organizer: { email: string; password: string }): Promise<RegionalFigures> {
  const random = Random.seeded(options.seed);
  const urls = cluster.graphqlUrls;
  const pool = new ApiPool(urls, options.seed);
  const log = options.log;
  const staff = { home: 0 };
  try {
    const { logIn: organizerLogIn } = await pool.request<{ logIn: { accessToken: string } }>(q.logIn, { e: organizer.email, p: organizer.password }, staff);
    const asOrganizer = { ...staff, token: organizerLogIn.accessToken };

    // Sign-ups (argon2 hashing dominates) and a judge.
    const signUpStarted = Date.now();
    const tag = random.nextInt(1e9).toString(36);
    const players: VirtualPlayer[] = await mapLimit(
      Array.from({ length: options.players }, (_, index) => index),
      Math.min(options.inFlight, 64),
      async (index) => {
        const email = `regional-${tag}-${index}@example.org`;
        const home = index % urls.length;
        const { signUp } = await pool.request<{ signUp: { accessToken: string } }>(q.signUp, { input: { email, password: PASSWORD, displayName: `Player ${index + 1}` } }, { home });
        return { index, email, home, token: signUp.accessToken, playerId: '', dropped: false };
      },
    );
    const signUpsPerSec = Math.round((players.length / (Date.now() - signUpStarted)) * 1_000);
    log(`signed up ${players.length} players: ${signUpsPerSec}/s`);
    const judgeEmail = `regional-${tag}-judge@example.org`;
    const { signUp: judgeSignUp } = await pool.request<{ signUp: { accessToken: string } }>(q.signUp, { input: { email: judgeEmail, password: PASSWORD, displayName: 'Head of Floor' } }, staff);
    const asJudge = { home: urls.length - 1, token: judgeSignUp.accessToken };
    // On the day, a tenth of the players log in again on another phone.
    await mapLimit(players.filter((player) => player.index % 10 === 0), 16, async (player) => {
      const { logIn } = await pool.request<{ logIn: { accessToken: string } }>(q.logIn, { e: player.email, p: PASSWORD }, { home: player.home });
      player.token = logIn.accessToken;
    });

    const { createTournament } = await pool.request<{ createTournament: { id: string } }>(
      q.createTournament,
      { input: { name: `Regional Qualifier ${tag}`, mode: 'match', swissRounds: options.rounds, topCut: options.topCut, pairing: 'automatic', inviteCode: INVITE } },
      asOrganizer,
    );
    const tournamentId = createTournament.id;
    await pool.request(q.assignStaff, { t: tournamentId, email: judgeEmail }, asOrganizer);

    // Everyone registers at once, then submits a deck code.
    const registrationStarted = Date.now();
    let failedRegistrations = 0;
    await mapLimit(players, options.inFlight, async (player) => {
      try {
        const { registerPlayer } = await pool.request<{ registerPlayer: { id: string } }>(q.register, { input: { tournamentId, inviteCode: INVITE } }, player);
        player.playerId = registerPlayer.id;
      } catch (error) {
        failedRegistrations++;
        log(`registration failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    const registrationsPerSec = Math.round((players.length / (Date.now() - registrationStarted)) * 1_000);
    log(`registered ${players.length - failedRegistrations}/${players.length}: ${registrationsPerSec}/s`);
    const registered = players.filter((player) => player.playerId !== '');
    const decklistsStarted = Date.now();
    await mapLimit(registered, options.inFlight, (player) => pool.request(q.decklist, { input: { tournamentId, deckCode: deckCodeOf(player.index) } }, player));
    log(`submitted ${registered.length} deck codes in ${((Date.now() - decklistsStarted) / 1000).toFixed(1)} s; ${pool.retried} busy answers retried so far`);
    const byEntrant = new Map(registered.map((player) => [player.playerId, player]));

    const watchers = new PairingWatchers(urls, tournamentId);
    watchers.open(registered.filter((_, index) => index % 20 === 0).map((player) => player.token));
    await pool.request(q.start, { t: tournamentId }, asOrganizer);
    await sleep(300);
    await pool.request(q.pairNext, { t: tournamentId }, asOrganizer);

    const truth: Truth = { results: new Map(), byes: [], swissRounds: options.rounds };
    const spikeMs: Sample[] = [];
    const reportMs: Sample[] = [];
    const turnarounds: { ms: number; killed: boolean }[] = [];
    const burstRates: number[] = [];
    const reportInFlight = options.reportInFlight ?? 64;
    let subscriptionsMissed = 0;
    let kills = 0;
    const topCutRounds = options.topCut > 0 ? Math.round(Math.log2(options.topCut)) : 0;
    const totalRounds = options.rounds + topCutRounds;
    const killRounds = new Set<number>();
    while (killRounds.size < Math.min(options.kills, options.rounds)) killRounds.add(1 + random.nextInt(options.rounds));

    for (let round = 1; round <= totalRounds; round++) {
      const phase = round <= options.rounds ? 'swiss' : 'top_cut';
      const roundStarted = Date.now();
      const steps = new StepTimes();
      const killRound = killRounds.has(round);
      const afterKill = killRounds.has(round - 1);
      // The organizer's document: every table and bye of the round.
      const { pairings } = await pool.request<{ pairings: { round: number; tables: { matchId: string; entrants: { id: string }[] }[]; byes: { id: string }[] } }>(
        q.pairings,
        { t: tournamentId },
        asOrganizer,
      );
      if (pairings.round !== round) throw new Error(`expected the pairings of round ${round}, got ${pairings.round}`);
      const tables: Table[] = pairings.tables.map((table) => ({ matchId: table.matchId, entrants: [table.entrants[0]?.id ?? '', table.entrants[1]?.id ?? ''] }));
      if (phase === 'swiss') truth.byes.push(...pairings.byes.map((bye) => ({ round, entrantId: bye.id })));
      // The organizer starts the round's clock (compressed time: nobody waits for it to run out).
      await pool.request(q.startClock, { t: tournamentId }, asOrganizer);
      steps.done('pairings and clock');

      // The spike: every player still in the event asks for their table within seconds.
      const seated = new Set(tables.flatMap((table) => table.entrants));
      const asking = registered.filter((player) => !player.dropped || seated.has(player.playerId));
      const spikeStart = spikeMs.length;
      await mapLimit(asking, Math.min(options.inFlight, 200), async (player) => {
        const started = Date.now();
        const { myPairing } = await pool.request<{ myPairing: { round: number; bye: boolean; match: { id: string } | null } | null }>(q.myPairing, { t: tournamentId }, player);
        spikeMs.push({ ms: Date.now() - started, nearKill: afterKill });
        if (seated.has(player.playerId) && myPairing?.round !== round) throw new Error(`player ${player.index} does not see round ${round}`);
      });
      steps.done('spike', `${asking.length} players, p99 ${p99Of(spikeMs.slice(spikeStart), true)} ms`);

      // A few players drop after this round (Swiss only, not in the last round).
      if (phase === 'swiss' && round < options.rounds) {
        const leaving = registered.filter((player) => !player.dropped && random.nextInt(200) === 0);
        await mapLimit(leaving, 8, async (player) => {
          await pool.request(q.drop, { t: tournamentId, p: player.playerId }, asOrganizer);
          player.dropped = true;
        });
      }

      // Results: a few early, the rest in a burst at the end of the round; some disputed.
      const plan = tables.map((table) => {
        const draw = phase === 'swiss' && random.nextInt(20) === 0;
        const firstWins = random.nextInt(2) === 0;
        const close = random.nextInt(2) === 0;
        const result: TrueResult = draw ? { wins: [1, 1], draws: 1 } : firstWins ? { wins: [2, close ? 1 : 0], draws: 0 } : { wins: [close ? 1 : 0, 2], draws: 0 };
        const reporterSeat = random.nextInt(2);
        const disputed = random.nextInt(100) === 0;
        truth.results.set(table.matchId, { round, phase, entrants: table.entrants, result });
        return { table, result, reporterSeat, disputed, early: random.nextInt(10) === 0 };
      });
      let lastResultAt = 0;
      const settle = async (entry: (typeof plan)[number]): Promise<void> => {
        const { table, result, reporterSeat } = entry;
        const reporter = byEntrant.get(table.entrants[reporterSeat] as string);
        const opponent = byEntrant.get(table.entrants[1 - reporterSeat] as string);
        if (!reporter || !opponent) throw new Error(`table ${table.matchId} has an unknown player`);
        const timed = async (query: string, variables: Record<string, unknown>, as: { home: number; token: string }): Promise<void> => {
          const started = Date.now();
          try {
            await pool.request(query, variables, as);
          } catch (error) {
            // Sent again after a failover, a confirmation may find the match final already.
            if (!(error instanceof GraphqlRefusal && error.code === 'MATCH.ALREADY_FINAL')) throw error;
          }
          reportMs.push({ ms: Date.now() - started, nearKill: killRound });
        };
        await timed(q.report, resultInput(table.matchId, table.entrants, result), reporter);
        if (entry.disputed) {
          const other: TrueResult = { wins: [result.wins[1], result.wins[0]], draws: result.draws };
          const swapped = result.wins[0] === result.wins[1] ? { wins: [2, 0] as [number, number], draws: 0 } : other;
          await timed(q.report, resultInput(table.matchId, table.entrants, swapped), opponent);
        } else {
          await timed(q.confirm, { m: table.matchId }, opponent);
        }
        lastResultAt = Math.max(lastResultAt, Date.now());
      };
      steps.done('drops');
      const early = plan.filter((entry) => entry.early && !entry.disputed);
      await mapLimit(early, 4, settle);
      steps.done('early results', `${early.length}`);
      log(`round ${round}: pairings read by ${asking.length} players, ${early.length} early results, burst of ${plan.length - early.length} starting`);

      const burst = plan.filter((entry) => !early.includes(entry));
      let killing: Promise<void> = Promise.resolve();
      let killAt = -1;
      if (killRound) killAt = Math.floor(burst.length * (0.1 + random.nextInt(60) / 100));
      const { processCount } = cluster;
      const apiToKill = random.nextInt(processCount.apis);
      const workerToKill = random.nextInt(processCount.workers);
      let done = 0;
      const burstStart = reportMs.length;
      const burstStartedAt = Date.now();
      await mapLimit(burst, reportInFlight, async (entry) => {
        await settle(entry);
        done++;
        if (done === killAt) {
          kills++;
          log(`round ${round}: kill -9 api ${apiToKill} and worker ${workerToKill} after ${done}/${burst.length} results; both restart while the burst goes on`);
          const killedAt = Date.now();
          // Not awaited: the burst goes on against the other processes while these come back.
          killing = Promise.all([cluster.killAndRestartApi(apiToKill), cluster.killAndRestartWorker(workerToKill)]).then(() =>
            log(`round ${round}: api ${apiToKill} and worker ${workerToKill} back ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`),
          );
        }
      });
      const burstRate = Math.round(((reportMs.length - burstStart) * 1000) / Math.max(1, Date.now() - burstStartedAt));
      if (!killRound && phase === 'swiss' && burst.length >= 100) burstRates.push(burstRate);
      steps.done('burst', `${burst.length} tables, ${reportInFlight} in flight, ${burstRate} mutations/s, p99 ${p99Of(reportMs.slice(burstStart), true)} ms`);

      // Judges settle the disputes once the worker has seen them.
      const disputed = plan.filter((entry) => entry.disputed).map((entry) => entry.table.matchId);
      if (disputed.length > 0) {
        const deadline = Date.now() + 60_000;
        for (;;) {
          const { disputes } = await pool.request<{ disputes: { id: string }[] }>(q.disputes, { t: tournamentId }, asJudge);
          const open = new Set(disputes.map((dispute) => dispute.id));
          if (disputed.every((matchId) => open.has(matchId))) break;
          if (Date.now() > deadline) throw new Error(`disputes not open after 60 s: ${disputed.filter((id) => !open.has(id)).join(', ')}`);
          await sleep(100);
        }
        await mapLimit(disputed, 4, async (matchId) => {
          const record = truth.results.get(matchId);
          if (!record) return;
          const started = Date.now();
          await pool.request(q.enter, resultInput(matchId, record.entrants, record.result), asJudge);
          reportMs.push({ ms: Date.now() - started, nearKill: killRound });
          lastResultAt = Math.max(lastResultAt, Date.now());
        });
      }
      steps.done('disputes', `${disputed.length}`);
      log(`round ${round}: ${plan.length} results in, ${disputed.length} disputes settled, ${((Date.now() - roundStarted) / 1000).toFixed(1)} s: ${steps}`);

      // Next round: paired by the worker (automatic), the top cut started by the organizer.
      // The restarted processes come back while the round completes (not awaited before it).
      if (round === totalRounds) {
        await waitForRound(pool, tournamentId, round, 'completed', asOrganizer);
        await killing;
        break;
      }
      let completedAt: number;
      let readableAt: number;
      if (round === options.rounds) {
        completedAt = await waitForRound(pool, tournamentId, round, 'completed', asOrganizer);
        await pool.request(q.startTopCut, { t: tournamentId }, asOrganizer);
        readableAt = await waitForPairings(pool, tournamentId, round + 1, urls.length);
      } else {
        // Both watched at once: how the turnaround splits into completing the round and pairing the next.
        [completedAt, readableAt] = await Promise.all([
          waitForRound(pool, tournamentId, round, 'completed', asOrganizer),
          waitForPairings(pool, tournamentId, round + 1, urls.length),
        ]);
      }
      const turnaround = readableAt - lastResultAt;
      await killing;
      turnarounds.push({ ms: turnaround, killed: killRound });
      await sleep(1_000);
      // Held since before the last result: the publication comes after it. (When the round
      // turned readable is too late a mark: a watcher that reconnected after a kill between the
      // publication and that moment could not have heard it, and counted as a miss.)
      const missed = watchers.missed(round + 1, lastResultAt);
      subscriptionsMissed += missed;
      log(
        `round ${round + 1} readable on every api ${turnaround} ms after the last result (round ${round} seen completed after ${completedAt - lastResultAt} ms); ` +
          `${watchers.heard(round + 1)}/${watchers.size} subscribers told (${missed} missed)`,
      );
    }
    await pool.request(q.finish, { t: tournamentId }, asOrganizer);
    watchers.close();

    const verification = await verifyEvent(pool, tournamentId, truth, asOrganizer, cluster);
    return {
      results: truth.results.size,
      ...verification,
      roundTurnaroundMsMax: Math.max(0, ...turnarounds.map((entry) => entry.ms)),
      roundTurnaroundMsMaxWithoutKills: Math.max(0, ...turnarounds.filter((entry) => !entry.killed).map((entry) => entry.ms)),
      pairingsSpikeP99Ms: p99Of(spikeMs, true),
      pairingsSpikeP99MsWithoutKills: p99Of(spikeMs, false),
      reportP99Ms: p99Of(reportMs, true),
      reportP99MsWithoutKills: p99Of(reportMs, false),
      reportsPerSec: burstRates.length === 0 ? 0 : ([...burstRates].sort((a, b) => a - b)[Math.floor(burstRates.length / 2)] ?? 0),
      reportInFlight,
      signUpsPerSec,
      registrationsPerSec,
      failedRegistrations,
      subscriptionsMissed,
      kills,
      failovers: pool.failovers,
      busyRetries: pool.retried,
    };
  } finally {
    pool.close();
  }
}

/** When the organizer's view first showed `round` with `status` (polled every 25 ms). */
async function waitForRound(pool: ApiPool, tournamentId: string, round: number, status: string, as: { home: number; token: string }): Promise<number> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { tournament } = await pool.request<{ tournament: { rounds: { number: number; status: string }[] } }>(q.rounds, { t: tournamentId }, as);
    if (tournament.rounds.some((entry) => entry.number === round && entry.status === status)) return Date.now();
    if (Date.now() > deadline) throw new Error(`round ${round} not ${status} after 120 s`);
    await sleep(25);
  }
}

/** When the pairings of `round` were readable on every api process (each polled on its own). */
async function waitForPairings(pool: ApiPool, tournamentId: string, round: number, apis: number): Promise<number> {
  const deadline = Date.now() + 120_000;
  const readable = await Promise.all(
    Array.from({ length: apis }, async (_, home) => {
      for (;;) {
        const { pairings } = await pool.request<{ pairings: { round: number } | null }>(q.pairingsRound, { t: tournamentId, r: round }, { home, pin: true });
        if ((pairings?.round ?? 0) >= round) return Date.now();
        if (Date.now() > deadline) throw new Error(`round ${round} not paired after 120 s`);
        await sleep(10);
      }
    }),
  );
  return Math.max(...readable);
}
