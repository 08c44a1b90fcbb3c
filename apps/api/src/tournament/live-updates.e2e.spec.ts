import { randomUUID } from 'node:crypto';
import { waitFor } from '@arbiter/platform-queue/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, organizer, signUp, type Session } from '../testing/graphql-client.js';
import { startPlatformHarness, type PlatformHarness } from '../testing/platform-harness.js';
import { subscribe } from '../testing/sse-subscription.js';
import { ops, roundCompleted, roundMatches } from '../testing/tournament-driver.js';

let platform: PlatformHarness;
let org: Session;
let judge: Session;
const players = new Map<string, Session>();
let t = '';

beforeAll(async () => {
  platform = await startPlatformHarness('live');
  org = await organizer(platform, 'org@live.test');
  judge = await signUp(platform, 'judge@live.test', 'Judge');
  const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
    input: { name: 'Live Cup', mode: 'duel', decklistRequired: false, swissRounds: 2 },
  });
  t = createTournament.id;
  await org.ok(ops.assignStaff, { t, email: 'judge@live.test', role: 'judge' });
  for (let n = 1; n <= 4; n++) {
    const account = await signUp(platform, `p${n}@live.test`, `P${n}`);
    const { registerPlayer } = await org.ok<{ registerPlayer: { id: string } }>(ops.registerPlayer, { input: { tournamentId: t, email: account.email } });
    players.set(registerPlayer.id, account);
  }
  await org.ok(ops.startTournament, { t });
});
afterAll(() => platform.stop());

const onePoint = (a: string, b: string) => ({ seats: [{ entrantId: a, gameWins: 1 }, { entrantId: b, gameWins: 0 }] });

describe('live updates over server-sent events', () => {
  it('tells visitors when pairings are published and when the round clock starts', async () => {
    const pairings = await subscribe<{ pairingsPublished: { round: number; tables: unknown[] } }>(
      platform,
      `subscription($t: ID!) { pairingsPublished(tournamentId: $t) { round tables { table entrants { name } } } }`,
      { t },
    );
    const clock = await subscribe<{ roundClock: { round: number; status: string } }>(
      platform,
      `subscription($t: ID!) { roundClock(tournamentId: $t) { round status remainingSeconds } }`,
      { t },
    );
    await org.ok(ops.pairNextRound, { t });
    expect((await pairings.next()).data?.pairingsPublished).toMatchObject({ round: 1, tables: [expect.anything(), expect.anything()] });
    await org.ok(ops.startRoundClock, { t });
    expect((await clock.next()).data?.roundClock).toEqual({ round: 1, status: 'running', remainingSeconds: expect.any(Number) });
    pairings.close();
    clock.close();
  });

  it('shows judges a dispute as it opens, lists it, and lets a judge decide it', async () => {
    const disputes = await subscribe<{ disputeOpened: { id: string; status: string } }>(
      platform,
      `subscription($t: ID!) { disputeOpened(tournamentId: $t) { id status table } }`,
      { t },
      judge.token,
    );
    const refused = await subscribe(platform, `subscription($t: ID!) { disputeOpened(tournamentId: $t) { id } }`, { t }, [...players.values()][0]?.token);
    expect((await refused.next()).errors?.[0]?.extensions?.['code']).toBe('AUTH.FORBIDDEN');
    refused.close();
    const [match] = await roundMatches(org, t, 1);
    const [a, b] = match?.entrants ?? [];
    if (!match || !a || !b) throw new Error('no match');
    await players.get(a.id)?.ok(ops.reportResult, { input: { matchId: match.id, result: onePoint(a.id, b.id) } });
    await players.get(b.id)?.ok(ops.reportResult, { input: { matchId: match.id, result: onePoint(b.id, a.id) } });
    expect((await disputes.next()).data?.disputeOpened).toMatchObject({ id: match.id, status: 'disputed' });
    const listed = await judge.ok<{ disputes: { id: string; reports: { entrantId: string }[] }[] }>(
      `query($t: ID!) { disputes(tournamentId: $t) { id reports { entrantId kind } } }`,
      { t },
    );
    expect(listed.disputes).toMatchObject([{ id: match.id, reports: [{ entrantId: a.id }, { entrantId: b.id }] }]);
    expect(await (players.get(a.id) as Session).fails(`query($t: ID!) { disputes(tournamentId: $t) { id } }`, { t })).toBe('AUTH.FORBIDDEN');
    await judge.ok(ops.enterResult, { input: { matchId: match.id, result: onePoint(a.id, b.id) } });
    disputes.close();
    await waitFor(
      () => judge.ok<{ match: { status: string } }>(`query($m: ID!) { match(id: $m) { status } }`, { m: match.id }),
      (data) => data.match.status === 'final',
      { what: 'the judge decision to be recorded' },
    );
  });

  it('pushes standings after results and hides match reports from visitors', async () => {
    const standings = await subscribe<{ standingsUpdated: { rows: { points: number }[] } }>(
      platform,
      `subscription($t: ID!) { standingsUpdated(tournamentId: $t) { throughRound rows { rank points entrant { name } } } }`,
      { t },
    );
    const matches = await roundMatches(org, t, 1);
    const open = matches.find((match) => match.status !== 'final');
    const [a, b] = open?.entrants ?? [];
    if (!open || !a || !b) throw new Error('no open match');
    await players.get(a.id)?.ok(ops.reportResult, { input: { matchId: open.id, result: onePoint(a.id, b.id) } });
    await players.get(b.id)?.ok(ops.confirmResult, { m: open.id });
    const update = await standings.next();
    expect(update.data?.standingsUpdated.rows.filter((row) => row.points === 3).length).toBeGreaterThanOrEqual(1);
    standings.close();
    await roundCompleted(org, t, 1);
    const visitor = await anonymous(platform).ok<{ matches: { reports: unknown }[] }>(`query($t: ID!) { matches(tournamentId: $t) { reports { id } } }`, { t });
    expect(visitor.matches.every((match) => match.reports === null)).toBe(true);
  });

  it('follows one match: its player sees a report, more time and the result as they happen; a visitor never sees the reports', async () => {
    await org.ok(ops.pairNextRound, { t });
    const [match] = await roundMatches(org, t, 2);
    const [a, b] = match?.entrants ?? [];
    if (!match || !a || !b) throw new Error('no round 2 match');
    type Update = { matchUpdated: { id: string; status: string; extensionMinutes: number; reports: { entrantId: string }[] | null } };
    const query = `subscription($m: ID!) { matchUpdated(matchId: $m) { id status extensionMinutes reports { entrantId } } }`;
    const followed = await subscribe<Update>(platform, query, { m: match.id }, players.get(b.id)?.token);
    const visitor = await subscribe<Update>(platform, query, { m: match.id });
    const unknown = await subscribe(platform, query, { m: randomUUID() });
    expect((await unknown.next()).errors?.[0]?.extensions?.['code']).toBe('MATCH.NOT_FOUND');
    unknown.close();

    await players.get(a.id)?.ok(ops.reportResult, { input: { matchId: match.id, result: onePoint(a.id, b.id) } });
    expect((await followed.next()).data?.matchUpdated).toMatchObject({ id: match.id, status: 'reported', reports: [{ entrantId: a.id }] });
    expect((await visitor.next()).data?.matchUpdated).toMatchObject({ id: match.id, status: 'reported', reports: null });
    await judge.ok(`mutation($m: ID!) { extendMatchTime(matchId: $m, minutes: 3) { id } }`, { m: match.id });
    expect((await followed.next()).data?.matchUpdated).toMatchObject({ extensionMinutes: 3 });
    await players.get(b.id)?.ok(ops.confirmResult, { m: match.id });
    // The confirmation as stored, then the worker's decision: the second update shows the result.
    await followed.next();
    expect((await followed.next()).data?.matchUpdated.status).toBe('final');
    followed.close();
    visitor.close();
  });
});
