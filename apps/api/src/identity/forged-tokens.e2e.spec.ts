import { ARBITER_CONFIG, type ArbiterConfig } from '@arbiter/platform-runtime';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from '../testing/api-test-harness.js';
import { anonymous, organizer, session, signUp, type Session } from '../testing/graphql-client.js';
import { ops } from '../testing/tournament-driver.js';

/**
 * Tokens nobody issued. The api runs as a default start does (no JWT_SECRET): the secret that
 * signed tokens before was written in the source, so anyone could mint an organizer's token.
 */
let harness: ApiHarness;
let host: Session;
let player: Session;
let judge: Session;
let tournamentId = '';

const SOURCE_SECRET = 'arbiter-development-secret-do-not-use-in-production';

function mint(secret: string, accountId: string, claims: { iss?: string; aud?: string } = { iss: 'arbiter', aud: 'arbiter-api' }): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  let jwt = new SignJWT({ email: 'forged@example.org', name: 'Forged', org: true })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(accountId)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600);
  if (claims.iss) jwt = jwt.setIssuer(claims.iss);
  if (claims.aud) jwt = jwt.setAudience(claims.aud);
  return jwt.sign(new TextEncoder().encode(secret));
}

const createCup = { input: { name: 'Forged Cup', mode: 'match' } };

beforeAll(async () => {
  harness = await startApiHarness();
  host = await organizer(harness, 'token-host@example.org');
  player = await signUp(harness, 'token-player@example.org', 'Token Player');
  judge = await signUp(harness, 'token-judge@example.org', 'Token Judge');
  const created = await host.ok<{ createTournament: { id: string } }>(ops.createTournament, {
    input: { name: 'Open Cup', mode: 'match', publicView: true, inviteCode: 'OPEN' },
  });
  tournamentId = created.createTournament.id;
  await player.ok(ops.registerPlayer, { input: { tournamentId, inviteCode: 'OPEN' } });
  await host.ok(ops.registerPlayer, { input: { tournamentId, displayName: 'Walk In' } });
  await host.ok(ops.assignStaff, { t: tournamentId, email: 'token-judge@example.org', role: 'judge' });
});
afterAll(() => harness.stop());

describe('tokens nobody issued', () => {
  it("refuses a token for the organizer's account signed with the secret that used to be in the source", async () => {
    const forged = session(harness, await mint(SOURCE_SECRET, host.accountId));
    expect(await forged.fails(ops.createTournament, createCup)).toBe('AUTH.INVALID_TOKEN');
    expect(await forged.fails(`{ me { id } }`)).toBe('AUTH.INVALID_TOKEN');
  });

  it('refuses a correctly signed token whose account does not exist, and creates nothing', async () => {
    const secret = harness.api.app.get<ArbiterConfig>(ARBITER_CONFIG).jwtSecret;
    const ghost = session(harness, await mint(secret, '00000000-0000-4000-8000-000000000000'));
    expect(await ghost.fails(ops.createTournament, createCup)).toBe('AUTH.INVALID_TOKEN');
    const listed = await host.ok<{ tournaments: { name: string }[] }>(`{ tournaments(first: 100) { name } }`);
    expect(listed.tournaments.map((t) => t.name)).not.toContain('Forged Cup');
  });

  it('refuses a correctly signed token without the api as audience or arbiter as issuer', async () => {
    const secret = harness.api.app.get<ArbiterConfig>(ARBITER_CONFIG).jwtSecret;
    for (const claims of [{ iss: 'arbiter', aud: 'another-api' }, { iss: 'someone', aud: 'arbiter-api' }, {}]) {
      expect(await session(harness, await mint(secret, host.accountId, claims)).fails(`{ me { id } }`)).toBe('AUTH.INVALID_TOKEN');
    }
  });
});

describe('account ids in public types', () => {
  const query = `query($t: ID!) { tournament(id: $t) { organizer { accountId displayName } staff { accountId displayName } players { id entrantId displayName accountId } } }`;
  interface Shown {
    tournament: {
      organizer: { accountId: string | null };
      staff: { accountId: string | null }[];
      players: { id: string; displayName: string; accountId: string | null }[];
    };
  }

  it('shows an anonymous visitor player ids but no account id', async () => {
    const shown = await anonymous(harness).ok<Shown>(query, { t: tournamentId });
    expect(shown.tournament.organizer.accountId).toBeNull();
    expect(shown.tournament.staff.map((member) => member.accountId)).toEqual([null]);
    expect(shown.tournament.players.map((p) => p.accountId)).toEqual([null, null]);
    expect(shown.tournament.players.every((p) => p.id.length > 0)).toBe(true);
  });

  it("shows a player the own account id and nobody else's", async () => {
    const shown = await player.ok<Shown>(query, { t: tournamentId });
    expect(shown.tournament.organizer.accountId).toBeNull();
    expect(shown.tournament.staff.map((member) => member.accountId)).toEqual([null]);
    expect(shown.tournament.players.find((p) => p.displayName === 'Token Player')?.accountId).toBe(player.accountId);
  });

  it("shows the tournament's staff the account ids", async () => {
    for (const staff of [host, judge]) {
      const shown = await staff.ok<Shown>(query, { t: tournamentId });
      expect(shown.tournament.organizer.accountId).toBe(host.accountId);
      expect(shown.tournament.staff.map((member) => member.accountId)).toEqual([judge.accountId]);
      expect(shown.tournament.players.find((p) => p.displayName === 'Token Player')?.accountId).toBe(player.accountId);
    }
  });
});
