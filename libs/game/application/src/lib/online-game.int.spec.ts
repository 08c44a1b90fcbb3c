import { replay as replayCr1_0 } from '@arbiter/engine-cr1-0';
import { readyDeckCardList } from '@arbiter/engine/testing';
import { gameStreamId, type OnlineGameEvent, onlineGameView, onlineLegalActions, onlineReplay } from '@arbiter/game-domain';
import { PINNED_CR1_0_ONLINE_MATCH } from '@arbiter/game-domain/testing';
import { Random } from '@arbiter/prng';
import {
  CreateTournamentCommand,
  EnterResultCommand,
  GetStandingsQuery,
  ListDisputesQuery,
  ListMatchesQuery,
  OnlineGameStops,
  PairNextRoundCommand,
  RegisterPlayerCommand,
  ReportResultCommand,
  ScoreReportingProcessor,
  StartTournamentCommand,
  SubmitDecklistCommand,
  TournamentModule,
  TournamentProcessingModule,
  tournamentMigrations,
} from '@arbiter/tournament-application';
import { errorCodeOf, type IntTestApp, startIntTestApp } from '@arbiter/tournament-application/testing';
import { type Actor, matchStreamId } from '@arbiter/tournament-domain';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConcedeGameCommand, StartMatchGameCommand, SubmitGameActionCommand } from './commands/game.commands.js';
import { GameModule } from './game.module.js';
import { OnlineGameRepository } from './online-game.repository.js';
import { GetOnlineGameQuery } from './queries/get-online-game.query.js';

let test: IntTestApp;
let commands: CommandBus;
let queries: QueryBus;
let reporting: ScoreReportingProcessor;

const organizer: Actor = { accountId: 'acc-org', organizer: true };
const player = (n: number): Actor => ({ accountId: `acc-p${n}`, organizer: false });
const stranger: Actor = { accountId: 'acc-stranger', organizer: false };

/** A started Duel event with `count` players (acc-p1...) and round 1 paired; the accounts by entrant. */
async function pairedDuel(count: number): Promise<{ tournamentId: string; accountOf: Map<string, Actor> }> {
  const { tournamentId } = await commands.execute(new CreateTournamentCommand(organizer, { name: 'Online Night', mode: 'duel', publicView: false }));
  const accountOf = new Map<string, Actor>();
  for (let n = 1; n <= count; n++) {
    const { playerId } = await commands.execute(new RegisterPlayerCommand(organizer, tournamentId, { accountId: `acc-p${n}`, displayName: `Player ${n}` }, null, null));
    accountOf.set(playerId, player(n));
    const { cards, champion } = readyDeckCardList(n);
    await commands.execute(new SubmitDecklistCommand(player(n), tournamentId, playerId, { kind: 'list', cards, chosenChampion: champion }));
  }
  await commands.execute(new StartTournamentCommand(organizer, tournamentId));
  await commands.execute(new PairNextRoundCommand(organizer, tournamentId));
  return { tournamentId, accountOf };
}

async function gameEventCount(gameId: string): Promise<number> {
  return (await test.store.readStream(gameStreamId(gameId))).length;
}

beforeAll(async () => {
  test = await startIntTestApp('game', tournamentMigrations, [TournamentModule, TournamentProcessingModule, GameModule]);
  commands = test.app.get(CommandBus);
  queries = test.app.get(QueryBus);
  reporting = test.app.get(ScoreReportingProcessor);
});
afterAll(() => test.close());

describe('an online Duel of a paired match', () => {
  let tournamentId = '';
  let accountOf = new Map<string, Actor>();
  let matchId = '';
  let seats: Actor[] = [];

  beforeAll(async () => {
    ({ tournamentId, accountOf } = await pairedDuel(4));
    const [match] = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 1));
    if (!match) throw new Error('no match');
    matchId = match.matchId;
    seats = match.seats.map((seat) => accountOf.get(seat.entrantId) ?? stranger);
  });

  it('is started by one of its players, and a second start joins the same game', async () => {
    const [first, second] = seats as [Actor, Actor];
    expect(await commands.execute(new StartMatchGameCommand(stranger, matchId)).catch((error: { code: string }) => error.code)).toBe('TOURNAMENT.NOT_FOUND');
    const started = await commands.execute(new StartMatchGameCommand(first, matchId));
    expect(started).toMatchObject({ gameId: matchId, version: 1, status: 'playing' });
    expect(await commands.execute(new StartMatchGameCommand(second, matchId))).toEqual(started);
    // A new event plays the current rules: the tournament's ruleset, recorded in the match.
    expect((await queries.execute(new GetOnlineGameQuery(organizer, matchId))).state.match.ruleset).toBe('CR 1.4');
  });

  it('shows each player their own seat and staff the whole game (127)', async () => {
    const [first, second] = seats as [Actor, Actor];
    expect((await queries.execute(new GetOnlineGameQuery(first, matchId))).viewer).toEqual({ kind: 'seat', seat: 0 });
    expect((await queries.execute(new GetOnlineGameQuery(second, matchId))).viewer).toEqual({ kind: 'seat', seat: 1 });
    expect((await queries.execute(new GetOnlineGameQuery(organizer, matchId))).viewer).toEqual({ kind: 'judge' });
    expect(await errorCodeOf(queries.execute(new GetOnlineGameQuery(stranger, matchId)))).toBe('TOURNAMENT.NOT_FOUND');
    expect(await errorCodeOf(queries.execute(new GetOnlineGameQuery(first, 'no-such-game')))).toBe('GAME.NOT_FOUND');
  });

  it('rejects an action out of turn with the rule and writes no event', async () => {
    const read = await queries.execute(new GetOnlineGameQuery(organizer, matchId));
    const waiting = onlineGameView(read.state, read.viewer).waitingFor ?? 0;
    const other = seats[1 - waiting] as Actor;
    const before = await gameEventCount(matchId);
    const refused = await commands.execute(new SubmitGameActionCommand(other, matchId, { type: 'pass' })).catch((error: { code: string; details?: unknown }) => error);
    expect(refused).toMatchObject({ code: expect.stringMatching(/^[a-z_]+\/[a-z_]+$/) });
    expect(await errorCodeOf(commands.execute(new SubmitGameActionCommand(stranger, matchId, { type: 'pass' })))).toBe('GAME.NOT_YOUR_SEAT');
    expect(await gameEventCount(matchId)).toBe(before);
  });

  it('is read from the last state folded and the events after it: the same as a fold of the whole stream, whoever appended them', async () => {
    // Another api process's repository: it folded the game once, then this process took actions.
    const other = new OnlineGameRepository(test.store);
    const earlier = await other.load(matchId);
    const random = Random.seeded('online-int-fold');
    for (let step = 0; step < 6; step++) {
      const read = await queries.execute(new GetOnlineGameQuery(organizer, matchId));
      const seat = onlineGameView(read.state, read.viewer).waitingFor ?? 0;
      await commands.execute(new SubmitGameActionCommand(seats[seat] ?? stranger, matchId, random.pick(onlineLegalActions(read.state, seat))));
    }
    const folded = await other.load(matchId);
    const whole = await new OnlineGameRepository(test.store).load(matchId);
    expect(folded.version).toBe(await gameEventCount(matchId));
    expect(folded.version).toBeGreaterThan(earlier.version);
    expect(folded).toEqual(whole);
    expect(await test.app.get(OnlineGameRepository).load(matchId)).toEqual(whole);
  });

  it('is played to the end by seeded random players, and its result reaches the standings like a report', async () => {
    const random = Random.seeded('online-int');
    for (let step = 0; step < 5_000; step++) {
      const read = await queries.execute(new GetOnlineGameQuery(organizer, matchId));
      if (read.state.status === 'finished') break;
      const seat = onlineGameView(read.state, read.viewer).waitingFor;
      if (seat === null) throw new Error('nobody must act in a game in progress');
      const action = random.pick(onlineLegalActions(read.state, seat));
      await commands.execute(new SubmitGameActionCommand(seats[seat] ?? stranger, matchId, action));
    }
    const finished = await queries.execute(new GetOnlineGameQuery(organizer, matchId));
    expect(finished.state.status).toBe('finished');
    expect(await test.drainOutbox([reporting])).toBe(1);
    const [match] = (await queries.execute(new ListMatchesQuery(organizer, tournamentId, 1))).filter((entry) => entry.matchId === matchId);
    expect(match?.status).toBe('final');
    const standings = await queries.execute(new GetStandingsQuery(organizer, tournamentId));
    expect(standings?.rows.filter((row) => row.points === 3)).toHaveLength(1);
    expect(await errorCodeOf(commands.execute(new SubmitGameActionCommand(seats[0] ?? stranger, matchId, { type: 'pass' })))).toBe('GAME.FINISHED');
  });

  it('refuses player reports while the game is played, and starts and ends it in the match stream with the game (issue 18 item 4)', async () => {
    const [, match] = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 1));
    if (!match) throw new Error('no second match');
    const players = match.seats.map((seat) => accountOf.get(seat.entrantId) ?? stranger);
    await commands.execute(new StartMatchGameCommand(players[0] ?? stranger, match.matchId));
    const started = await test.store.readStream(matchStreamId(match.matchId));
    expect(started.map((event) => event.type)).toEqual(['MatchPaired', 'OnlinePlayStarted']);
    const report = { seats: match.seats.map((seat, index) => ({ entrantId: seat.entrantId, gameWins: index === 0 ? 1 : 0 })) };
    expect(await errorCodeOf(commands.execute(new ReportResultCommand(players[0] ?? stranger, match.matchId, report)))).toBe('MATCH.ONLINE_GAME_IN_PROGRESS');
    expect(await test.store.readStream(matchStreamId(match.matchId))).toHaveLength(started.length);
  });

  it('keeps the staff decision when the game ends the other way as the entry is made, and puts both results before the judges (TR 8.2.1, issue 18 item 4)', async () => {
    const [, match] = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 1));
    if (!match) throw new Error('no second match');
    const [a, b] = match.seats;
    const players = match.seats.map((seat) => accountOf.get(seat.entrantId) ?? stranger);
    // The game's end races the entry: it commits before the entry's stop of the game would (a staff
    // entry otherwise ends the game with its result, result-integrity.e2e.spec.ts).
    const stops = test.app.get(OnlineGameStops);
    const stop = stops.afterStaffResult.bind(stops);
    stops.afterStaffResult = async () => undefined;
    try {
      await commands.execute(new EnterResultCommand(organizer, match.matchId, { seats: [{ entrantId: a?.entrantId ?? '', gameWins: 0 }, { entrantId: b?.entrantId ?? '', gameWins: 1 }] }));
    } finally {
      stops.afterStaffResult = stop;
    }
    expect(await test.drainOutbox([reporting])).toBe(1);
    // The second seat concedes: the game says the first seat won, the staff entry said the second.
    expect(await commands.execute(new ConcedeGameCommand(players[1] ?? stranger, match.matchId))).toMatchObject({ status: 'finished' });
    expect(await test.drainOutbox([reporting])).toBe(0);
    const [final] = (await queries.execute(new ListMatchesQuery(organizer, tournamentId, 1))).filter((entry) => entry.matchId === match.matchId);
    expect(final?.result?.seats.map((seat) => seat.gameWins)).toEqual([0, 1]);
    expect(final?.conflict?.gameResult.seats.map((seat) => seat.placement)).toEqual([1, 2]);
    expect(final?.conflict?.finalResult.seats.map((seat) => seat.placement)).toEqual([2, 1]);
    const disputes = await queries.execute(new ListDisputesQuery(organizer, tournamentId));
    expect(disputes.map((dispute) => dispute.matchId)).toEqual([match.matchId]);
    const types = (await test.store.readStream(matchStreamId(match.matchId))).map((event) => event.type);
    expect(types.slice(-2)).toEqual(['OnlinePlayFinished', 'OnlineResultDisputed']);
  });
});

describe('an online match stored before rulesets were recorded (Core Rules v1.0, ADR 0060)', () => {
  const gameId = 'stored-cr1-0';
  let tournamentId = '';

  beforeAll(async () => {
    ({ tournamentId } = await pairedDuel(2));
    // The pinned stream cut in the middle of game 1 (after a judge's backup), moved into this tournament.
    const { events } = PINNED_CR1_0_ONLINE_MATCH;
    const cut = events.findIndex((event) => event.type === 'GameRewound') + 20;
    const stored = events.slice(0, cut).map((event): OnlineGameEvent => (event.type === 'OnlineGameStarted' ? { ...event, data: { ...event.data, gameId, matchId: gameId, tournamentId } } : event));
    await test.store.append(gameStreamId(gameId), stored.map(({ type, data }) => ({ type, data })), 'no_stream');
  });

  it('is read from the store as CR 1.0, and a judge gets every stored hash in its replay', async () => {
    const read = await queries.execute(new GetOnlineGameQuery(organizer, gameId));
    expect(read.state.match.ruleset).toBe('CR 1.0');
    expect(onlineGameView(read.state, read.viewer).ruleset).toBe('CR 1.0');
    expect(onlineReplay(read.state, read.viewer).map((event) => event.hash)).toEqual(read.state.log.map((event) => event.hash));
    expect(replayCr1_0(read.state.log as Parameters<typeof replayCr1_0>[0]).ok).toBe(true);
  });

  it('goes on on the v1.0 engine: a player acts, and the stored log still replays with every hash', async () => {
    const before = await queries.execute(new GetOnlineGameQuery(organizer, gameId));
    const seat = onlineGameView(before.state, before.viewer).waitingFor ?? 0;
    const account = before.state.info.seats[seat]?.accountIds[0] ?? '';
    const [action] = onlineLegalActions(before.state, seat);
    await commands.execute(new SubmitGameActionCommand({ accountId: account, organizer: false }, gameId, action));
    const after = await queries.execute(new GetOnlineGameQuery(organizer, gameId));
    expect(after.state.log.length).toBeGreaterThan(before.state.log.length);
    expect(replayCr1_0(after.state.log as Parameters<typeof replayCr1_0>[0]).ok).toBe(true);
  });
});
