import { READY_DECKS } from '@arbiter/engine/testing';
import type { Actor, MatchResultInput } from '@arbiter/tournament-domain';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startIntTestApp, type IntTestApp } from '../test-support/int-test-app.js';
import { SubmitDecklistCommand, PairNextRoundCommand, StartTournamentCommand, StartTopCutCommand, FinishTournamentCommand } from './commands/lifecycle-commands.js';
import { ConfirmResultCommand, CorrectResultCommand, EnterResultCommand, ReportResultCommand } from './commands/match-commands.js';
import { AnswerTeamInvitationCommand, LeaveTeamCommand, WithdrawRegistrationCommand } from './commands/registration/registration.commands.js';
import { CreateTournamentCommand, RegisterPlayerCommand, RegisterTeamCommand, RepairRoundCommand } from './commands/tournament-commands.js';
import { tournamentMigrations } from './migrations/index.js';
import { PairingProcessor } from './processors/pairing.processor.js';
import { ScoreReportingProcessor } from './processors/score-reporting.processor.js';
import { rebuildReadModels } from './projections/rebuild-read-models.js';
import { TournamentReadModels } from './projections/tournament-read-models.js';
import { GetStandingsQuery } from './queries/standings.query.js';
import { GetPairingsQuery, ListDisputesQuery, ListMatchesQuery } from './queries/tournament-queries.js';
import { TournamentModule, TournamentProcessingModule } from './tournament.module.js';
import { tournamentReadModelTables } from './migrations/index.js';
import { TournamentRepository } from './repositories/tournament.repository.js';
import { TournamentSnapshots } from './repositories/tournament-snapshots.js';

let test: IntTestApp;
let commands: CommandBus;
let queries: QueryBus;
let processors: [ScoreReportingProcessor, PairingProcessor];

const organizer: Actor = { accountId: 'acc-org', organizer: true };
const player = (n: number): Actor => ({ accountId: `acc-p${n}`, organizer: false });

function cardsOf(index: number) {
  const deck = READY_DECKS[index % READY_DECKS.length];
  if (!deck) throw new Error('no ready deck');
  const counts = new Map<string, number>();
  for (const id of [deck.legend, deck.champion, ...deck.mainDeck, ...deck.runes, ...deck.battlefields]) counts.set(id, (counts.get(id) ?? 0) + 1);
  return { cards: [...counts].map(([cardCode, count]) => ({ cardCode, count })), champion: deck.champion };
}

async function errorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

/** A tournament with `count` registered players (accounts acc-p1...), decklists in, started. */
async function startedTournament(count: number, settings: Record<string, unknown> = {}): Promise<{ tournamentId: string; players: Map<string, number> }> {
  const { tournamentId } = await commands.execute(new CreateTournamentCommand(organizer, { name: 'Int Cup', mode: 'match', ...settings }));
  const players = new Map<string, number>();
  for (let n = 1; n <= count; n++) {
    const { playerId } = await commands.execute(
      new RegisterPlayerCommand(organizer, tournamentId, { accountId: `acc-p${n}`, displayName: `Player ${n}` }, null, null),
    );
    players.set(playerId, n);
    const { cards, champion } = cardsOf(n);
    await commands.execute(new SubmitDecklistCommand(player(n), tournamentId, playerId, { kind: 'list', cards, chosenChampion: champion }));
  }
  await commands.execute(new StartTournamentCommand(organizer, tournamentId));
  return { tournamentId, players };
}

/** Every table of the round: the first seat reports 2-0, the second confirms. */
async function playRound(tournamentId: string, round: number, players: Map<string, number>): Promise<void> {
  const matches = await queries.execute(new ListMatchesQuery(organizer, tournamentId, round));
  for (const match of matches.filter((candidate) => candidate.status !== 'final')) {
    const [a, b] = match.seats;
    if (!a || !b) throw new Error('a two-seat match expected');
    const result: MatchResultInput = { seats: [{ entrantId: a.entrantId, gameWins: 2 }, { entrantId: b.entrantId, gameWins: 0 }] };
    await commands.execute(new ReportResultCommand(player(players.get(a.entrantId) ?? 0), match.matchId, result));
    await commands.execute(new ConfirmResultCommand(player(players.get(b.entrantId) ?? 0), match.matchId));
  }
  await test.drainOutbox(processors);
}

beforeAll(async () => {
  test = await startIntTestApp('tournament', tournamentMigrations, [TournamentModule, TournamentProcessingModule]);
  commands = test.app.get(CommandBus);
  queries = test.app.get(QueryBus);
  processors = [test.app.get(ScoreReportingProcessor), test.app.get(PairingProcessor)];
});
afterAll(() => test.close());

describe('an 8-player Match event run through the handlers and processors', () => {
  let tournamentId = '';
  let players = new Map<string, number>();

  it('pairs, takes reports, confirms them on the worker side and completes the round', async () => {
    ({ tournamentId, players } = await startedTournament(8, { topCut: 4 }));
    expect(await commands.execute(new PairNextRoundCommand(organizer, tournamentId))).toEqual({ round: 1 });
    const pairings = await queries.execute(new GetPairingsQuery(null, tournamentId, 1));
    expect(pairings?.tables).toHaveLength(4);
    // The paired round was snapshotted by the process that committed it (ADR 0113): a process
    // that starts now reads that one row, to the state the stream folds to.
    await test.app.get(TournamentSnapshots).settled();
    const snapshot = await new TournamentSnapshots(test.db.dataSource).read(tournamentId);
    const folded = await test.store.transaction((tx) => new TournamentRepository(test.store, { read: async () => null } as unknown as TournamentSnapshots).load(tournamentId, tx));
    expect(snapshot).toEqual(folded);
    await playRound(tournamentId, 1, players);
    const matches = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 1));
    expect(matches.map((match) => match.status)).toEqual(['final', 'final', 'final', 'final']);
    const standings = await queries.execute(new GetStandingsQuery(null, tournamentId));
    expect(standings?.rows.filter((row) => row.points === 3)).toHaveLength(4);
  });

  it('changes nothing when a report is delivered a second time', async () => {
    const [match] = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 1));
    const reportId = match?.reports?.[0]?.reportId ?? '';
    const before = await test.store.readAll(0, 100_000);
    await test.store.transaction((tx) =>
      processors[0].process({ id: reportId, topic: 'score-reporting', payload: { tournamentId, matchId: match?.matchId ?? '', reportId }, attempt: 2 }, tx),
    );
    expect(await test.store.readAll(0, 100_000)).toHaveLength(before.length);
  });

  it('refuses a report for a final match and writes no event', async () => {
    const [match] = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 1));
    const seat = match?.seats[0];
    const before = await test.store.readAll(0, 100_000);
    const code = await errorCode(
      commands.execute(new ReportResultCommand(player(players.get(seat?.entrantId ?? '') ?? 0), match?.matchId ?? '', { seats: [] })),
    );
    expect(code).toBe('MATCH.ALREADY_FINAL');
    expect(await test.store.readAll(0, 100_000)).toHaveLength(before.length);
  });

  it('turns conflicting reports into a dispute that a judge decides', async () => {
    await commands.execute(new PairNextRoundCommand(organizer, tournamentId));
    const [match] = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 2));
    const [a, b] = match?.seats ?? [];
    if (!match || !a || !b) throw new Error('no match');
    const aWins = { seats: [{ entrantId: a.entrantId, gameWins: 2 }, { entrantId: b.entrantId, gameWins: 1 }] };
    const bWins = { seats: [{ entrantId: a.entrantId, gameWins: 0 }, { entrantId: b.entrantId, gameWins: 2 }] };
    await commands.execute(new ReportResultCommand(player(players.get(a.entrantId) ?? 0), match.matchId, aWins));
    await commands.execute(new ReportResultCommand(player(players.get(b.entrantId) ?? 0), match.matchId, bWins));
    await test.drainOutbox(processors);
    expect((await queries.execute(new ListDisputesQuery(organizer, tournamentId))).map((m) => m.matchId)).toEqual([match.matchId]);
    expect(await errorCode(queries.execute(new ListDisputesQuery(player(1), tournamentId)))).toBe('AUTH.FORBIDDEN');
    await commands.execute(new EnterResultCommand(organizer, match.matchId, aWins));
    await test.drainOutbox(processors);
    expect(await queries.execute(new ListDisputesQuery(organizer, tournamentId))).toEqual([]);
  });

  it('finishes the Swiss, cuts to the top 4 and crowns a champion', async () => {
    await playRound(tournamentId, 2, players);
    await commands.execute(new PairNextRoundCommand(organizer, tournamentId));
    await playRound(tournamentId, 3, players);
    expect(await commands.execute(new StartTopCutCommand(organizer, tournamentId))).toEqual({ round: 4 });
    await playRound(tournamentId, 4, players);
    await commands.execute(new PairNextRoundCommand(organizer, tournamentId));
    await playRound(tournamentId, 5, players);
    await commands.execute(new FinishTournamentCommand(organizer, tournamentId));
    const [row] = (await test.db.dataSource.query(`SELECT status, champions FROM trn_tournaments WHERE tournament_id = $1`, [tournamentId])) as {
      status: string;
      champions: string[];
    }[];
    expect(row).toMatchObject({ status: 'finished', champions: [expect.any(String)] });
  });
});

describe('automatic pairing', () => {
  it('pairs the next round on the worker once the last match is final', async () => {
    const { tournamentId, players } = await startedTournament(4, { pairing: 'automatic', resultPolicy: 'either_player', swissRounds: 2 });
    await commands.execute(new PairNextRoundCommand(organizer, tournamentId));
    await playRound(tournamentId, 1, players);
    const round2 = await queries.execute(new GetPairingsQuery(organizer, tournamentId, 2));
    expect(round2?.tables).toHaveLength(2);
  });
});

describe('group commit (ADR 0033)', () => {
  it('takes a burst of reports in shared transactions; a refused report fails alone and writes nothing', async () => {
    const { tournamentId, players } = await startedTournament(16, { resultPolicy: 'either_player' });
    await commands.execute(new PairNextRoundCommand(organizer, tournamentId));
    const matches = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 1));
    expect(matches).toHaveLength(8);
    const before = (await test.store.readAll(0, 100_000)).length;
    // All at once: the first report runs alone, the others wait and share transactions. The
    // fourth comes from a player who does not sit at that table.
    const outcomes = await Promise.all(
      matches.map((match, index) => {
        const [a, b] = match.seats;
        if (!a || !b) throw new Error('a two-seat match expected');
        const reporter = index === 3 ? player(players.get((matches[0]?.seats[0]?.entrantId) ?? '') ?? 0) : player(players.get(a.entrantId) ?? 0);
        const result: MatchResultInput = { seats: [{ entrantId: a.entrantId, gameWins: 2 }, { entrantId: b.entrantId, gameWins: 1 }] };
        return errorCode(commands.execute(new ReportResultCommand(reporter, match.matchId, result)));
      }),
    );
    expect(outcomes.filter((code, index) => index !== 3)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(outcomes[3]).toEqual(expect.any(String));
    expect((await test.store.readAll(0, 100_000)).length).toBe(before + 7);
    const reported = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 1));
    expect(reported.map((match) => match.reports?.length ?? 0)).toEqual([1, 1, 1, 0, 1, 1, 1, 1]);
    await test.drainOutbox(processors);
  });

  it('refuses a report of a batch on its own: the rest of the batch commits in its one transaction', async () => {
    const { tournamentId, players } = await startedTournament(32, { resultPolicy: 'either_player' });
    await commands.execute(new PairNextRoundCommand(organizer, tournamentId));
    const matches = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 1));
    expect(matches).toHaveLength(16);
    const transactions = vi.spyOn(test.store, 'transaction');
    try {
      // All at once: in the writer's lane the first runs alone and the others share a batch; every
      // third report comes from a player who does not sit at that table.
      const outcomes = await Promise.all(
        matches.map((match, index) => {
          const [a, b] = match.seats;
          if (!a || !b) throw new Error('a two-seat match expected');
          const stranger = index > 0 && index % 3 === 0;
          const reporter = player(players.get(stranger ? (matches[0]?.seats[0]?.entrantId ?? '') : a.entrantId) ?? 0);
          const result: MatchResultInput = { seats: [{ entrantId: a.entrantId, gameWins: 2 }, { entrantId: b.entrantId, gameWins: 0 }] };
          return errorCode(commands.execute(new ReportResultCommand(reporter, match.matchId, result)));
        }),
      );
      expect(outcomes.filter((code) => code !== undefined)).toHaveLength(5);
      // One transaction for the first report and one for the batch: no report of the batch was
      // sent back to a transaction of its own (one by one, that would be about fifteen more).
      expect(transactions.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      transactions.mockRestore();
    }
    const reported = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 1));
    expect(reported.map((match) => match.reports?.length ?? 0)).toEqual(matches.map((_, index) => (index > 0 && index % 3 === 0 ? 0 : 1)));
    await test.drainOutbox(processors);
  });

  it('applies a batch of deliveries on the worker as one by one would, duplicates included', async () => {
    const { tournamentId, players } = await startedTournament(8, { resultPolicy: 'either_player' });
    await commands.execute(new PairNextRoundCommand(organizer, tournamentId));
    const matches = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 1));
    for (const match of matches) {
      const [a, b] = match.seats;
      if (!a || !b) throw new Error('a two-seat match expected');
      const result: MatchResultInput = { seats: [{ entrantId: a.entrantId, gameWins: 2 }, { entrantId: b.entrantId, gameWins: 0 }] };
      await commands.execute(new ReportResultCommand(player(players.get(a.entrantId) ?? 0), match.matchId, result));
    }
    const reported = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 1));
    const deliveries = reported.map((match) => {
      const reportId = match.reports?.[0]?.reportId ?? '';
      return { id: reportId, topic: 'score-reporting', payload: { tournamentId, matchId: match.matchId, reportId }, attempt: 1 };
    });
    // Every delivery twice in the same batch, the second copies in reverse order.
    await test.store.transaction((tx) => processors[0].processBatch([...deliveries, ...[...deliveries].reverse()], tx));
    // The outbox rows are still pending: delivering them all again changes nothing.
    const eventsBefore = (await test.store.readAll(0, 100_000)).length;
    await test.drainOutbox(processors);
    const completed = (await test.store.readStream(`tournament-${tournamentId}`)).filter((event) => event.type === 'RoundCompleted');
    expect(completed).toHaveLength(1);
    expect((await test.store.readAll(0, 100_000)).length).toBe(eventsBefore);
    const final = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 1));
    expect(final.map((match) => match.status)).toEqual(['final', 'final', 'final', 'final']);
    const standings = await queries.execute(new GetStandingsQuery(null, tournamentId));
    expect(standings?.rows.map((row) => row.points).sort()).toEqual([0, 0, 0, 0, 3, 3, 3, 3]);
    const [round] = (await test.db.dataSource.query(`SELECT open_matches FROM trn_rounds WHERE tournament_id = $1 AND round = 1`, [tournamentId])) as {
      open_matches: number;
    }[];
    expect(round?.open_matches).toBe(0);
  });
});

describe('corrections, team invitations and withdrawals (issue 18), so the rebuild below covers them', () => {
  it('recomputes standings after a correction of a closed round, and keeps it in the match history', async () => {
    const { tournamentId, players } = await startedTournament(4);
    await commands.execute(new PairNextRoundCommand(organizer, tournamentId));
    await playRound(tournamentId, 1, players);
    const [match] = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 1));
    const [a, b] = match?.seats ?? [];
    if (!match || !a || !b) throw new Error('a two-seat match expected');
    const reversed: MatchResultInput = { seats: [{ entrantId: a.entrantId, gameWins: 0 }, { entrantId: b.entrantId, gameWins: 2 }] };
    await commands.execute(new CorrectResultCommand(organizer, match.matchId, reversed, 'the slip was signed the wrong way round'));
    const standings = await queries.execute(new GetStandingsQuery(null, tournamentId));
    expect(standings?.rows.find((row) => row.entrantId === b.entrantId)?.points).toBe(3);
    expect(standings?.rows.find((row) => row.entrantId === a.entrantId)?.points).toBe(0);
    const [after] = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 1));
    expect(after?.reports?.at(-1)).toMatchObject({ kind: 'correction', reason: 'the slip was signed the wrong way round' });
    const stream = (await test.store.readStream(`tournament-${tournamentId}`)).map((event) => event.type);
    expect(stream.at(-1)).toBe('RoundResultCorrected');
  });

  it('recomputes the tiebreakers of later rounds after a correction of an earlier one (issue 18 item 5)', async () => {
    const { tournamentId, players } = await startedTournament(8);
    for (const round of [1, 2]) {
      await commands.execute(new PairNextRoundCommand(organizer, tournamentId));
      await playRound(tournamentId, round, players);
    }
    const omw = async (entrantId: string) => {
      const standings = await queries.execute(new GetStandingsQuery(null, tournamentId));
      return standings?.rows.find((row) => row.entrantId === entrantId)?.tiebreakers.find((value) => value.id === 'omw')?.value;
    };
    const [match] = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 1));
    const [a, b] = match?.seats ?? [];
    if (!match || !a || !b) throw new Error('a two-seat match expected');
    // The round-2 opponents of the round-1 winner (a) and loser (b), whose opponents' records the correction swaps.
    const round2 = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 2));
    const opponentIn2 = (entrantId: string) => round2.find((entry) => entry.seats.some((seat) => seat.entrantId === entrantId))?.seats.find((seat) => seat.entrantId !== entrantId)?.entrantId ?? '';
    const [facedA, facedB] = [opponentIn2(a.entrantId), opponentIn2(b.entrantId)];
    const before = [await omw(facedA), await omw(facedB)];
    await commands.execute(new CorrectResultCommand(organizer, match.matchId, { seats: [{ entrantId: a.entrantId, gameWins: 0 }, { entrantId: b.entrantId, gameWins: 2 }] }, 'the slip was signed the wrong way round'));
    const after = [await omw(facedA), await omw(facedB)];
    // a now has one win fewer and b one more: the OMW of whoever a faced in round 2 falls, of whoever b faced rises.
    expect(after[0]).toBeLessThan(before[0] ?? Number.NaN);
    expect(after[1]).toBeGreaterThan(before[1] ?? Number.NaN);
  });

  it('pairs the current round again after a correction, voiding the withdrawn matches (ADR 0046)', async () => {
    const { tournamentId, players } = await startedTournament(4);
    await commands.execute(new PairNextRoundCommand(organizer, tournamentId));
    await playRound(tournamentId, 1, players);
    await commands.execute(new PairNextRoundCommand(organizer, tournamentId));
    const withdrawn = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 2));
    const [match] = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 1));
    const [a, b] = match?.seats ?? [];
    if (!match || !a || !b) throw new Error('a two-seat match expected');
    await commands.execute(new CorrectResultCommand(organizer, match.matchId, { seats: [{ entrantId: a.entrantId, gameWins: 0 }, { entrantId: b.entrantId, gameWins: 2 }] }, 'the slip was signed the wrong way round'));
    await commands.execute(new RepairRoundCommand(organizer, tournamentId, 2));
    const repaired = await queries.execute(new ListMatchesQuery(organizer, tournamentId, 2));
    expect(repaired).toHaveLength(2);
    expect(repaired.some((entry) => withdrawn.some((old) => old.matchId === entry.matchId))).toBe(false);
    const voided = withdrawn[0];
    const [seat] = voided?.seats ?? [];
    if (!voided || !seat) throw new Error('a withdrawn match expected');
    const report = new ReportResultCommand(player(players.get(seat.entrantId) ?? 0), voided.matchId, { seats: voided.seats.map((entry) => ({ entrantId: entry.entrantId, gameWins: entry === seat ? 2 : 0 })) });
    expect(await errorCode(commands.execute(report))).toBe('MATCH.VOIDED');
    const stream = (await test.store.readStream(`match-${voided.matchId}`)).map((event) => event.type);
    expect(stream).toEqual(['MatchPaired', 'MatchVoided']);
  });

  it('forms teams by invitation, dissolves them, and removes withdrawn registrations', async () => {
    const { tournamentId } = await commands.execute(new CreateTournamentCommand(organizer, { name: 'Pairs', mode: 'magma_chamber', decklistRequired: false }));
    const ids: string[] = [];
    for (let n = 1; n <= 5; n++) {
      const { playerId } = await commands.execute(new RegisterPlayerCommand(organizer, tournamentId, { accountId: `acc-p${n}`, displayName: `Player ${n}` }, null, null));
      ids.push(playerId);
    }
    const [p1, p2, p3, p4, p5] = ids as [string, string, string, string, string];
    const { teamId, formed } = await commands.execute(new RegisterTeamCommand(player(1), tournamentId, 'Embers', [p1, p2]));
    expect(formed).toBe(false);
    expect(await commands.execute(new AnswerTeamInvitationCommand(player(2), tournamentId, teamId, true))).toEqual({ formed: true });
    const declined = await commands.execute(new RegisterTeamCommand(player(3), tournamentId, 'Cinders', [p3, p4]));
    await commands.execute(new AnswerTeamInvitationCommand(player(4), tournamentId, declined.teamId, false));
    await commands.execute(new RegisterTeamCommand(organizer, tournamentId, 'Cinders', [p3, p4]));
    await commands.execute(new LeaveTeamCommand(player(3), tournamentId));
    await commands.execute(new RegisterTeamCommand(organizer, tournamentId, 'Ashes', [p3, p4]));
    await commands.execute(new WithdrawRegistrationCommand(player(5), tournamentId, p5));
    await commands.execute(new WithdrawRegistrationCommand(organizer, tournamentId, p1));
    const [row] = (await test.db.dataSource.query(`SELECT player_count, entrant_count FROM trn_tournaments WHERE tournament_id = $1`, [tournamentId])) as {
      player_count: number;
      entrant_count: number;
    }[];
    expect(row).toEqual({ player_count: 3, entrant_count: 1 });
    const teamless = (await test.db.dataSource.query(`SELECT player_id FROM trn_players WHERE tournament_id = $1 AND team_id IS NULL`, [tournamentId])) as { player_id: string }[];
    expect(teamless.map((entry) => entry.player_id)).toEqual([p2]);
  });
});

describe('the read models', () => {
  it('are rebuilt from the log exactly as the handlers and processors wrote them', async () => {
    const dump = async () => {
      const tables: Record<string, unknown[]> = {};
      for (const table of tournamentReadModelTables) {
        tables[table] = (await test.db.dataSource.query(`SELECT to_jsonb(t) AS row FROM ${table} t ORDER BY to_jsonb(t)::text`)) as unknown[];
      }
      return tables;
    };
    const live = await dump();
    expect(live['trn_matches']?.length).toBeGreaterThan(0);
    const report = await test.store.transaction((tx) => rebuildReadModels(tx, [test.app.get(TournamentReadModels)]));
    const [total] = (await test.db.dataSource.query(`SELECT count(*)::int AS n FROM events`)) as { n: number }[];
    expect(report.events).toBe(total?.n);
    expect(await dump()).toEqual(live);
  });
});
