import { testDatabaseUrl } from '@arbiter/event-store/testing';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlResponse } from '../testing/api-test-harness.js';
import { anonymous, organizer, signUp, type Session } from '../testing/graphql-client.js';
import { startPlatformHarness, type PlatformHarness } from '../testing/platform-harness.js';
import { deckCodeOf, ops, roundCompleted, roundMatches } from '../testing/tournament-driver.js';

/**
 * Every tournament mutation under every role: organizer, head judge, judge, the player concerned
 * (seated at the match, or the player named), another account, and an anonymous visitor. Only
 * the roles of the permission table succeed; every other one gets AUTH.FORBIDDEN or
 * AUTH.UNAUTHENTICATED (AUTH.ORGANIZER_ROLE_REQUIRED for creating a tournament) and writes no event.
 */
type Role = 'organizer' | 'head_judge' | 'judge' | 'player' | 'outsider' | 'anonymous';
const roles: readonly Role[] = ['organizer', 'head_judge', 'judge', 'player', 'outsider', 'anonymous'];
type Stage = 'registration' | 'magma' | 'round' | 'reported' | 'clock' | 'paused' | 'dropped' | 'round_done' | 'swiss_done';

interface Fixture {
  readonly t: string;
  /** The player concerned (player 1) and the opponent at its table. */
  readonly playerId: string;
  readonly opponentId: string;
  readonly matchId: string | null;
  readonly tables: readonly { table: number; entrantIds: string[] }[];
  readonly teamMates: readonly string[];
}

interface Case {
  readonly mutation: string;
  readonly stage: Stage;
  readonly allowed: readonly Role[];
  run(as: Session, f: Fixture): Promise<GraphqlResponse>;
}

let platform: PlatformHarness;
let db: DataSource;
let sessions: Record<Role, Session>;
let players: Session[];
let outsiderEmail = '';

const win = (a: string, b: string) => ({ seats: [{ entrantId: a, gameWins: 1 }, { entrantId: b, gameWins: 0 }] });
const cases: readonly Case[] = [
  {
    mutation: 'assignStaff',
    stage: 'registration',
    allowed: ['organizer'],
    run: (as, f) => as.raw(ops.assignStaff, { t: f.t, email: outsiderEmail, role: 'judge' }),
  },
  {
    mutation: 'registerPlayer',
    stage: 'registration',
    allowed: ['organizer'],
    run: (as, f) => as.raw(ops.registerPlayer, { input: { tournamentId: f.t, email: outsiderEmail } }),
  },
  {
    mutation: 'registerTeam',
    stage: 'magma',
    allowed: ['organizer', 'player'],
    run: (as, f) => as.raw(ops.registerTeam, { input: { tournamentId: f.t, name: 'Pair', playerIds: f.teamMates } }),
  },
  {
    mutation: 'submitDecklist',
    stage: 'registration',
    allowed: ['organizer', 'player'],
    run: (as, f) => as.raw(ops.submitDecklist, { input: { tournamentId: f.t, playerId: f.playerId, deckCode: deckCode } }),
  },
  { mutation: 'startTournament', stage: 'registration', allowed: ['organizer'], run: (as, f) => as.raw(ops.startTournament, { t: f.t }) },
  { mutation: 'pairNextRound', stage: 'round_done', allowed: ['organizer'], run: (as, f) => as.raw(ops.pairNextRound, { t: f.t }) },
  { mutation: 'startRoundClock', stage: 'round', allowed: ['organizer', 'head_judge'], run: (as, f) => as.raw(ops.startRoundClock, { t: f.t }) },
  {
    mutation: 'pauseRoundClock',
    stage: 'clock',
    allowed: ['organizer', 'head_judge'],
    run: (as, f) => as.raw(`mutation($t: ID!) { pauseRoundClock(tournamentId: $t) { status } }`, { t: f.t }),
  },
  {
    mutation: 'resumeRoundClock',
    stage: 'paused',
    allowed: ['organizer', 'head_judge'],
    run: (as, f) => as.raw(`mutation($t: ID!) { resumeRoundClock(tournamentId: $t) { status } }`, { t: f.t }),
  },
  {
    mutation: 'extendRoundClock',
    stage: 'clock',
    allowed: ['organizer', 'head_judge'],
    run: (as, f) => as.raw(`mutation($t: ID!) { extendRoundClock(tournamentId: $t, minutes: 5) { durationSeconds } }`, { t: f.t }),
  },
  {
    mutation: 'extendMatchTime',
    stage: 'round',
    allowed: ['organizer', 'head_judge', 'judge'],
    run: (as, f) => as.raw(`mutation($m: ID!) { extendMatchTime(matchId: $m, minutes: 3) { extensionMinutes } }`, { m: f.matchId }),
  },
  { mutation: 'dropPlayer', stage: 'round', allowed: ['organizer', 'head_judge', 'player'], run: (as, f) => as.raw(ops.dropPlayer, { t: f.t, p: f.playerId }) },
  {
    mutation: 'reenterPlayer',
    stage: 'dropped',
    allowed: ['organizer'],
    run: (as, f) => as.raw(`mutation($t: ID!, $p: ID!) { reenterPlayer(tournamentId: $t, playerId: $p) { status } }`, { t: f.t, p: f.playerId }),
  },
  {
    mutation: 'disqualifyPlayer',
    stage: 'round',
    allowed: ['organizer', 'head_judge'],
    run: (as, f) =>
      as.raw(`mutation($t: ID!, $p: ID!) { disqualifyPlayer(tournamentId: $t, playerId: $p, reason: "marked sleeves") { status } }`, { t: f.t, p: f.playerId }),
  },
  {
    mutation: 'overridePairing',
    stage: 'round',
    allowed: ['organizer'],
    run: (as, f) => {
      const [one, two] = f.tables;
      const swapped = [
        { table: one?.table, entrantIds: [one?.entrantIds[0], two?.entrantIds[0]] },
        { table: two?.table, entrantIds: [one?.entrantIds[1], two?.entrantIds[1]] },
      ];
      return as.raw(`mutation($input: OverridePairingInput!) { overridePairing(input: $input) { round } }`, { input: { tournamentId: f.t, round: 1, tables: swapped } });
    },
  },
  {
    // Pairing is the organizer's (ADR 0046); a round with nothing reported may be paired again.
    mutation: 'repairRound',
    stage: 'round',
    allowed: ['organizer'],
    run: (as, f) => as.raw(`mutation($t: ID!) { repairRound(tournamentId: $t, round: 1) { round } }`, { t: f.t }),
  },
  {
    mutation: 'reportResult',
    stage: 'round',
    allowed: ['player'],
    run: (as, f) => as.raw(ops.reportResult, { input: { matchId: f.matchId, result: win(f.playerId, f.opponentId) } }),
  },
  { mutation: 'confirmResult', stage: 'reported', allowed: ['player'], run: (as, f) => as.raw(ops.confirmResult, { m: f.matchId }) },
  {
    mutation: 'enterResult',
    stage: 'round',
    allowed: ['organizer', 'head_judge', 'judge'],
    run: (as, f) => as.raw(ops.enterResult, { input: { matchId: f.matchId, result: win(f.playerId, f.opponentId) } }),
  },
  {
    // The head judge corrects (the organizer only where there is none; this fixture has one).
    mutation: 'correctResult',
    stage: 'round_done',
    allowed: ['head_judge'],
    run: (as, f) =>
      as.raw(`mutation($input: CorrectResultInput!) { correctResult(input: $input) { id } }`, {
        input: { matchId: f.matchId, result: { seats: [{ entrantId: f.playerId, gameWins: 0 }, { entrantId: f.opponentId, gameWins: 0 }], gameDraws: 1 }, reason: 'the slip was wrong' },
      }),
  },
  {
    mutation: 'withdrawRegistration',
    stage: 'registration',
    allowed: ['organizer', 'player'],
    run: (as, f) => as.raw(`mutation($t: ID!, $p: ID) { withdrawRegistration(tournamentId: $t, playerId: $p) { id } }`, { t: f.t, p: f.playerId }),
  },
  { mutation: 'startTopCut', stage: 'swiss_done', allowed: ['organizer'], run: (as, f) => as.raw(ops.startTopCut, { t: f.t }) },
  { mutation: 'finishTournament', stage: 'swiss_done', allowed: ['organizer'], run: (as, f) => as.raw(ops.finishTournament, { t: f.t }) },
];
let deckCode = '';

async function fixture(stage: Stage): Promise<Fixture> {
  const org = sessions.organizer;
  const magma = stage === 'magma';
  const input = { name: `Matrix ${stage}`, mode: magma ? 'magma_chamber' : 'duel', decklistRequired: false, swissRounds: stage === 'round_done' ? 2 : 1, topCut: 2 };
  const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, { input });
  const t = createTournament.id;
  await org.ok(ops.assignStaff, { t, email: sessions.head_judge.email, role: 'head_judge' });
  await org.ok(ops.assignStaff, { t, email: sessions.judge.email, role: 'judge' });
  const ids: string[] = [];
  for (const account of players) {
    const { registerPlayer } = await org.ok<{ registerPlayer: { id: string } }>(ops.registerPlayer, { input: { tournamentId: t, email: account.email } });
    ids.push(registerPlayer.id);
  }
  const base = { t, playerId: ids[0] ?? '', opponentId: '', matchId: null, tables: [], teamMates: [ids[0] ?? '', ids[1] ?? ''] };
  if (stage === 'registration' || magma) return base;
  await org.ok(ops.startTournament, { t });
  await org.ok(ops.pairNextRound, { t });
  const matches = await roundMatches(org, t, 1);
  const own = matches.find((match) => match.entrants.some((entrant) => entrant.id === base.playerId));
  const opponentId = own?.entrants.find((entrant) => entrant.id !== base.playerId)?.id ?? '';
  const paired = { ...base, opponentId, matchId: own?.id ?? null, tables: matches.map((m) => ({ table: m.table, entrantIds: m.entrants.map((e) => e.id) })) };
  const opponent = players[ids.indexOf(opponentId)] as Session;
  if (stage === 'reported') await opponent.ok(ops.reportResult, { input: { matchId: paired.matchId, result: win(opponentId, base.playerId) } });
  if (stage === 'clock' || stage === 'paused') await org.ok(ops.startRoundClock, { t });
  if (stage === 'paused') await org.ok(`mutation($t: ID!) { pauseRoundClock(tournamentId: $t) { status } }`, { t });
  if (stage === 'dropped') await org.ok(ops.dropPlayer, { t, p: base.playerId });
  if (stage === 'swiss_done' || stage === 'round_done') {
    for (const match of matches) {
      const [a, b] = match.entrants;
      await org.ok(ops.enterResult, { input: { matchId: match.id, result: win(a?.id ?? '', b?.id ?? '') } });
    }
    await roundCompleted(org, t, 1);
  }
  return paired;
}

async function eventCount(): Promise<number> {
  const [row] = (await db.query(`SELECT count(*)::int AS n FROM events`)) as { n: number }[];
  return row?.n ?? 0;
}

beforeAll(async () => {
  platform = await startPlatformHarness('matrix');
  db = new DataSource({ type: 'postgres', url: testDatabaseUrl, schema: platform.schema, extra: { options: `-c search_path=${platform.schema}` } });
  await db.initialize();
  deckCode = deckCodeOf(0);
  players = [];
  for (let n = 1; n <= 4; n++) players.push(await signUp(platform, `p${n}@matrix.test`, `P${n}`));
  const outsider = await signUp(platform, 'outsider@matrix.test', 'Outsider');
  outsiderEmail = (await signUp(platform, 'newcomer@matrix.test', 'Newcomer')).email;
  sessions = {
    organizer: await organizer(platform, 'org@matrix.test'),
    head_judge: await signUp(platform, 'hj@matrix.test', 'Head Judge'),
    judge: await signUp(platform, 'judge@matrix.test', 'Judge'),
    player: players[0] as Session,
    outsider,
    anonymous: anonymous(platform),
  };
});
afterAll(async () => {
  await db?.destroy();
  await platform.stop();
});

describe('the authorization matrix', () => {
  it('lets only organizer accounts create tournaments', async () => {
    const input = { name: 'Mine', mode: 'duel' };
    for (const role of roles) {
      const response = await sessions[role].raw(ops.createTournament, { input });
      const expected = role === 'organizer' ? undefined : role === 'anonymous' ? 'AUTH.UNAUTHENTICATED' : 'AUTH.ORGANIZER_ROLE_REQUIRED';
      expect([role, response.errors?.[0]?.extensions?.['code']]).toEqual([role, expected]);
    }
  });

  it.each(cases.map((c) => [c.mutation, c] as const))('%s succeeds for exactly its roles', async (_name, testCase) => {
    const denied = roles.filter((role) => !testCase.allowed.includes(role));
    const shared = await fixture(testCase.stage);
    for (const role of denied) {
      const before = await eventCount();
      const response = await testCase.run(sessions[role], shared);
      const code = response.errors?.[0]?.extensions?.['code'];
      expect([role, code]).toEqual([role, role === 'anonymous' ? 'AUTH.UNAUTHENTICATED' : 'AUTH.FORBIDDEN']);
      expect([role, await eventCount()]).toEqual([role, before]);
    }
    for (const role of testCase.allowed) {
      const fresh = role === testCase.allowed[0] ? shared : await fixture(testCase.stage);
      const response = await testCase.run(sessions[role], fresh);
      expect([role, response.errors]).toEqual([role, undefined]);
    }
  });
});
