import { waitFor } from '@arbiter/platform-queue/testing';
import { OnlineGameStops } from '@arbiter/tournament-application';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizer, signUp, type Session } from '../testing/graphql-client.js';
import { startPlatformHarness, type PlatformHarness } from '../testing/platform-harness.js';
import { subscribe } from '../testing/sse-subscription.js';
import { deckCodeOf, type MatchRecord, ops, roundCompleted, roundMatches } from '../testing/tournament-driver.js';

/** Issue 18 items 4-6: no result is silently dropped, every final result can be corrected, a resent report is a success. */
const START = `mutation($m: ID!) { startMatchGame(matchId: $m) { gameId status } }`;
const CONCEDE = `mutation($g: ID!) { concedeGame(gameId: $g) { status } }`;
const GAME = `query($g: ID!) { onlineGame(id: $g) { status result { seats { entrantId gameWins placement } } } }`;
const RESULT = `result { gameDraws seats { entrantId gameWins placement } }`;
const MATCH = `query($m: ID!) { match(id: $m) { id status ${RESULT} onlineConflict { gameId gameResult { seats { entrantId placement } } finalResult { seats { entrantId placement } } } reports { id kind reason previousResult { seats { entrantId placement } } ${RESULT} } } }`;
const DISPUTES = `query($t: ID!) { disputes(tournamentId: $t) { id status onlineConflict { gameId } } }`;
const CORRECT = `mutation($input: CorrectResultInput!) { correctResult(input: $input) { id status ${RESULT} reports { kind reason } } }`;
const MATCH_UPDATED = `subscription($m: ID!) { matchUpdated(matchId: $m) { id status ${RESULT} } }`;
const STANDINGS = `subscription($t: ID!) { standingsUpdated(tournamentId: $t) { rows { entrant { id } points } } }`;

interface SeatResult {
  readonly entrantId: string;
  readonly gameWins: number;
  readonly placement: number;
}
interface MatchView {
  readonly id: string;
  readonly status: string;
  readonly result: { seats: SeatResult[] } | null;
  readonly onlineConflict: { gameId: string; gameResult: { seats: { entrantId: string; placement: number }[] }; finalResult: { seats: { entrantId: string; placement: number }[] } } | null;
  readonly reports: { id: string; kind: string; reason: string | null; previousResult: { seats: { entrantId: string; placement: number }[] } | null }[] | null;
}

let platform: PlatformHarness;
let org: Session;

beforeAll(async () => {
  platform = await startPlatformHarness('result-integrity');
  org = await organizer(platform, 'org@integrity.test');
});
afterAll(() => platform.stop());

const matchOf = async (session: Session, matchId: string): Promise<MatchView> => (await session.ok<{ match: MatchView }>(MATCH, { m: matchId })).match;
const winFor = (match: MatchRecord, winner: string) => ({
  matchId: match.id,
  result: { seats: match.entrants.map((entrant) => ({ entrantId: entrant.id, gameWins: entrant.id === winner ? 1 : 0 })) },
});
const winnerOf = (match: MatchView): string | undefined => match.result?.seats.find((seat) => seat.placement === 1)?.entrantId;
const untilFinal = (session: Session, matchId: string) =>
  waitFor(() => matchOf(session, matchId), (match) => match.status === 'final', { timeoutMs: 30_000, intervalMs: 50, what: `match ${matchId} to be final` });

/** A started Duel event of `players` accounts with round 1 paired; returns the sessions by entrant id. */
async function pairedEvent(name: string, resultPolicy: string, players: number, extra: Record<string, unknown> = {}) {
  const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
    input: { name, mode: 'duel', inviteCode: name.toUpperCase().replace(/\W/g, ''), swissRounds: 2, resultPolicy, ...extra },
  });
  const t = createTournament.id;
  const byEntrant = new Map<string, Session>();
  for (let n = 0; n < players; n++) {
    const session = await signUp(platform, `${name.replace(/\W/g, '').toLowerCase()}${n}@integrity.test`, `${name} ${n}`);
    const { registerPlayer } = await session.ok<{ registerPlayer: { entrantId: string } }>(ops.registerPlayer, {
      input: { tournamentId: t, inviteCode: name.toUpperCase().replace(/\W/g, '') },
    });
    await session.ok(ops.submitDecklist, { input: { tournamentId: t, deckCode: deckCodeOf(n) } });
    byEntrant.set(registerPlayer.entrantId, session);
  }
  await org.ok(ops.startTournament, { t });
  await org.ok(ops.pairNextRound, { t });
  return { t, byEntrant, matches: await roundMatches(org, t, 1) };
}

describe('a match played online (issue 18 item 4)', () => {
  it('refuses players reports while its game is played; a staff entry decides and ends the game', async () => {
    const { t, byEntrant, matches } = await pairedEvent('Online Either', 'either_player', 2);
    const [match] = matches as [MatchRecord];
    const [a, b] = match.entrants.map((entrant) => entrant.id) as [string, string];
    const sessionA = byEntrant.get(a) as Session;
    const sessionB = byEntrant.get(b) as Session;
    await sessionA.ok(START, { m: match.id });
    // Half-way through the game a player reports; the game is still being played.
    expect(await sessionA.fails(ops.reportResult, { input: winFor(match, a) })).toBe('MATCH.ONLINE_GAME_IN_PROGRESS');
    expect(await sessionB.fails(ops.confirmResult, { m: match.id })).toBe('MATCH.ONLINE_GAME_IN_PROGRESS');
    expect((await matchOf(org, match.id)).reports).toEqual([]);

    // Staff entry still decides: the organizer enters a win for A, and the game ends there with it.
    await org.ok(ops.enterResult, { input: winFor(match, a) });
    expect(winnerOf(await untilFinal(org, match.id))).toBe(a);
    const { onlineGame } = await sessionA.ok<{ onlineGame: { status: string; result: { seats: SeatResult[] } } }>(GAME, { g: match.id });
    expect(onlineGame.status).toBe('finished');
    expect(onlineGame.result.seats.find((seat) => seat.placement === 1)?.entrantId).toBe(a);
    expect(await sessionB.fails(CONCEDE, { g: match.id })).toBe('GAME.FINISHED');
    expect(await org.ok<{ disputes: unknown[] }>(DISPUTES, { t })).toEqual({ disputes: [] });
    expect((await matchOf(org, match.id)).reports?.map((report) => report.kind)).toEqual(['staff']);
  });

  it('puts a game result that differs from a staff entry before the judges, never dropping or replacing either', async () => {
    const { t, byEntrant, matches } = await pairedEvent('Online Race', 'either_player', 2);
    const [match] = matches as [MatchRecord];
    const [a, b] = match.entrants.map((entrant) => entrant.id) as [string, string];
    const sessionA = byEntrant.get(a) as Session;
    await sessionA.ok(START, { m: match.id });
    // The game ends the other way in the moment between the staff entry's commit and the game's
    // stop: the game's own end commits first (as the api does when a last action races the entry).
    const stops = platform.api.app.get(OnlineGameStops);
    const withheld = stops.afterStaffResult.bind(stops);
    stops.afterStaffResult = async () => undefined;
    try {
      await org.ok(ops.enterResult, { input: winFor(match, a) });
    } finally {
      stops.afterStaffResult = withheld;
    }
    const { concedeGame } = await sessionA.ok<{ concedeGame: { status: string } }>(CONCEDE, { g: match.id });
    expect(concedeGame.status).toBe('finished');
    const disputed = await untilFinal(org, match.id);
    expect(winnerOf(disputed)).toBe(a);
    expect(disputed).toMatchObject({ onlineConflict: { gameId: match.id } });
    expect(disputed.onlineConflict?.gameResult.seats.find((seat) => seat.placement === 1)?.entrantId).toBe(b);
    expect(disputed.onlineConflict?.finalResult.seats.find((seat) => seat.placement === 1)?.entrantId).toBe(a);
    const { disputes } = await org.ok<{ disputes: { id: string; onlineConflict: { gameId: string } | null }[] }>(DISPUTES, { t });
    expect(disputes.map((dispute) => dispute.id)).toEqual([match.id]);
    // Players see the final result, not the judges' file.
    expect((await matchOf(sessionA, match.id)).onlineConflict).toBeNull();

    // The organizer (no head judge here) decides for the game's result; the dispute closes.
    const { correctResult } = await org.ok<{ correctResult: MatchView }>(CORRECT, {
      input: { ...winFor(match, b), reason: 'the online game was conceded by A as the entry was made' },
    });
    expect(winnerOf(correctResult)).toBe(b);
    expect((await org.ok<{ disputes: unknown[] }>(DISPUTES, { t })).disputes).toEqual([]);
  });
});

describe('correcting a final result (issue 18 item 5)', () => {
  let t = '';
  let byEntrant = new Map<string, Session>();
  let matches: MatchRecord[] = [];
  let headJudge: Session;
  let judge: Session;

  beforeAll(async () => {
    ({ t, byEntrant, matches } = await pairedEvent('Corrected Cup', 'both_confirm', 4));
    headJudge = await signUp(platform, 'hj@integrity.test', 'Head Judge');
    judge = await signUp(platform, 'judge@integrity.test', 'Floor Judge');
    await org.ok(ops.assignStaff, { t, email: headJudge.email, role: 'head_judge' });
    await org.ok(ops.assignStaff, { t, email: judge.email, role: 'judge' });
    for (const match of matches) {
      const [winner, loser] = match.entrants.map((entrant) => entrant.id) as [string, string];
      await (byEntrant.get(winner) as Session).ok(ops.reportResult, { input: winFor(match, winner) });
      await (byEntrant.get(loser) as Session).ok(ops.confirmResult, { m: match.id });
    }
    await roundCompleted(org, t, 1);
  });

  it('answers a resent report or confirmation with the original receipt (issue 18 item 6)', async () => {
    const match = matches[0] as MatchRecord;
    const [winner, loser] = match.entrants.map((entrant) => entrant.id) as [string, string];
    const reports = (await matchOf(org, match.id)).reports ?? [];
    const again = await (byEntrant.get(winner) as Session).ok<{ reportResult: { reportId: string } }>(ops.reportResult, { input: winFor(match, winner) });
    const confirmedAgain = await (byEntrant.get(loser) as Session).ok<{ confirmResult: { reportId: string } }>(ops.confirmResult, { m: match.id });
    expect([again.reportResult.reportId, confirmedAgain.confirmResult.reportId]).toEqual(reports.map((report) => report.id));
    // Nothing new was stored; a different report is still refused.
    expect((await matchOf(org, match.id)).reports).toHaveLength(2);
    expect(await (byEntrant.get(winner) as Session).fails(ops.reportResult, { input: winFor(match, loser) })).toBe('MATCH.ALREADY_FINAL');
  });

  it('is refused to floor judges and to enterResult, and made by the head judge with a reason', async () => {
    const match = matches[0] as MatchRecord;
    const [first, second] = match.entrants.map((entrant) => entrant.id) as [string, string];
    const input = { ...winFor(match, second), reason: 'the players signed the slip the wrong way round' };
    expect(await headJudge.fails(ops.enterResult, { input: winFor(match, second) })).toBe('MATCH.ALREADY_FINAL');
    expect(await judge.fails(CORRECT, { input })).toBe('AUTH.FORBIDDEN');
    expect(await (byEntrant.get(second) as Session).fails(CORRECT, { input })).toBe('AUTH.FORBIDDEN');
    expect(await headJudge.fails(CORRECT, { input: { ...input, reason: ' ' } })).toBe('CORRECTION.INVALID_REASON');

    const before = await org.ok<{ standings: { rows: { entrant: { id: string }; points: number }[] } }>(ops.standings, { t });
    const pointsIn = (standings: typeof before, entrant: string) => standings.standings.rows.find((row) => row.entrant.id === entrant)?.points;
    expect([pointsIn(before, first), pointsIn(before, second)]).toEqual([3, 0]);

    // The players hear about it through the standings subscription they already hold.
    const updates = await subscribe<{ standingsUpdated: { rows: { entrant: { id: string }; points: number }[] } }>(
      platform,
      STANDINGS,
      { t },
      (byEntrant.get(second) as Session).token,
    );
    // ... and their "my match" page through the match subscription.
    const matchUpdates = await subscribe<{ matchUpdated: { id: string; status: string; result: { seats: SeatResult[] } | null } }>(
      platform,
      MATCH_UPDATED,
      { m: match.id },
      (byEntrant.get(first) as Session).token,
    );
    const { correctResult } = await headJudge.ok<{ correctResult: MatchView }>(CORRECT, { input });
    expect(winnerOf(correctResult)).toBe(second);
    const pushed = (await updates.next(5_000)).data?.standingsUpdated;
    expect(pushed?.rows.find((row) => row.entrant.id === second)?.points).toBe(3);
    updates.close();
    const matchPushed = (await matchUpdates.next(5_000)).data?.matchUpdated;
    expect(matchPushed).toMatchObject({ id: match.id, status: 'final' });
    expect(matchPushed?.result?.seats.find((seat) => seat.placement === 1)?.entrantId).toBe(second);
    matchUpdates.close();

    const after = await org.ok<{ standings: { rows: { entrant: { id: string }; points: number }[] } }>(ops.standings, { t });
    expect([pointsIn(after, first), pointsIn(after, second)]).toEqual([0, 3]);
    // Staff see the correction in the match's history, with the result before and the reason.
    const history = (await matchOf(org, match.id)).reports ?? [];
    expect(history.at(-1)).toMatchObject({ kind: 'correction', reason: input.reason });
    expect(history.at(-1)?.previousResult?.seats.find((seat) => seat.placement === 1)?.entrantId).toBe(first);
    // The player sees the changed result.
    expect(winnerOf(await matchOf(byEntrant.get(first) as Session, match.id))).toBe(second);
    // Round 2 is paired from the corrected standings: the two round-1 winners meet.
    const winners = new Set([second, ...(matches.slice(1).map((entry) => entry.entrants[0]?.id ?? ''))]);
    await org.ok(ops.pairNextRound, { t });
    const round2 = await roundMatches(org, t, 2);
    expect(round2.some((entry) => entry.entrants.every((entrant) => winners.has(entrant.id)))).toBe(true);
  });
});

describe('staff who would play in their own event (issue 18 item 8, TR 8.2)', () => {
  it('keeps the organizer out of the field unless the setting allows it', async () => {
    const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, { input: { name: 'No Staff Play', mode: 'duel' } });
    expect(await org.fails(ops.registerPlayer, { input: { tournamentId: createTournament.id } })).toBe('REGISTRATION.STAFF_CANNOT_PLAY');
  });

  it('lets staff play when allowed, but never decide their own match (STAFF.IS_A_PARTY)', async () => {
    const { createTournament } = await org.ok<{ createTournament: { id: string; settings: { staffMayPlay: boolean } } }>(
      `mutation($input: CreateTournamentInput!) { createTournament(input: $input) { id settings { staffMayPlay } } }`,
      { input: { name: 'Staff Play', mode: 'duel', decklistRequired: false, swissRounds: 1, staffMayPlay: true } },
    );
    expect(createTournament.settings.staffMayPlay).toBe(true);
    const t = createTournament.id;
    const referee = await signUp(platform, 'referee@integrity.test', 'Referee');
    await org.ok(ops.assignStaff, { t, email: referee.email, role: 'judge' });
    const own = await org.ok<{ registerPlayer: { entrantId: string } }>(ops.registerPlayer, { input: { tournamentId: t } });
    const rival = await signUp(platform, 'rival@integrity.test', 'Rival');
    await org.ok(ops.registerPlayer, { input: { tournamentId: t, email: rival.email } });
    await org.ok(ops.startTournament, { t });
    await org.ok(ops.pairNextRound, { t });
    const [match] = (await roundMatches(org, t, 1)) as [MatchRecord];
    expect(await org.fails(ops.enterResult, { input: winFor(match, own.registerPlayer.entrantId) })).toBe('STAFF.IS_A_PARTY');
    await referee.ok(ops.enterResult, { input: winFor(match, own.registerPlayer.entrantId) });
    expect(winnerOf(await untilFinal(org, match.id))).toBe(own.registerPlayer.entrantId);
  });
});
