import { AppError } from '@arbiter/errors';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokens } from './access-tokens.js';
import type { Viewer } from './viewer.js';
import { VerifiedTokens } from './verified-tokens.js';

const viewer: Viewer = { accountId: 'acc-1', email: 'ana@example.org', displayName: 'Ana', organizer: false };
const issuedAt = new Date('2026-11-23T10:00:00Z');
const ttlSeconds = 600;

function tokens(secret = 's'.repeat(32)): AccessTokens {
  return new AccessTokens({ jwtSecret: secret, jwtTtlSeconds: ttlSeconds });
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe('AccessTokens', () => {
  it('answers the viewer of a token it issued, again from memory', async () => {
    const issuer = tokens();
    const { accessToken } = await issuer.issue(viewer, issuedAt);
    const later = new Date(issuedAt.getTime() + 60_000);
    expect(await issuer.verify(accessToken, later)).toEqual(viewer);
    expect(await issuer.verify(accessToken, later)).toEqual(viewer);
  });

  it('refuses a remembered token once it has expired', async () => {
    const issuer = tokens();
    const { accessToken, expiresAt } = await issuer.issue(viewer, issuedAt);
    await issuer.verify(accessToken, issuedAt);
    expect(await codeOf(issuer.verify(accessToken, expiresAt))).toBe('AUTH.TOKEN_EXPIRED');
    expect(await codeOf(issuer.verify(accessToken, new Date(expiresAt.getTime() - 1)))).toBe('no error');
  });

  it('refuses an expired token it never saw', async () => {
    const issuer = tokens();
    const { accessToken, expiresAt } = await issuer.issue(viewer, issuedAt);
    expect(await codeOf(tokens().verify(accessToken, new Date(expiresAt.getTime() + 1)))).toBe('AUTH.TOKEN_EXPIRED');
  });

  it('refuses a token with a changed signature even after the genuine one was remembered', async () => {
    const issuer = tokens();
    const { accessToken } = await issuer.issue(viewer, issuedAt);
    await issuer.verify(accessToken, issuedAt);
    // A character in the middle of the signature: every one of its bits counts (the last
    // character of a base64url signature carries padding bits).
    const at = accessToken.length - 10;
    const changed = accessToken[at] === 'A' ? 'B' : 'A';
    const tampered = accessToken.slice(0, at) + changed + accessToken.slice(at + 1);
    expect(await codeOf(issuer.verify(tampered, issuedAt))).toBe('AUTH.INVALID_TOKEN');
  });

  it('refuses a token signed with another secret', async () => {
    const { accessToken } = await tokens('o'.repeat(32)).issue(viewer, issuedAt);
    expect(await codeOf(tokens().verify(accessToken, issuedAt))).toBe('AUTH.INVALID_TOKEN');
  });
});

describe('issuer and audience', () => {
  const secret = 's'.repeat(32);
  function signed(claims: { iss?: string; aud?: string }): Promise<string> {
    let jwt = new SignJWT({ email: viewer.email, name: viewer.displayName, org: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(viewer.accountId)
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(issuedAt.getTime() / 1000) + 600);
    if (claims.iss) jwt = jwt.setIssuer(claims.iss);
    if (claims.aud) jwt = jwt.setAudience(claims.aud);
    return jwt.sign(new TextEncoder().encode(secret));
  }

  it('accepts a correctly signed token only with issuer arbiter and audience arbiter-api', async () => {
    expect(await codeOf(tokens(secret).verify(await signed({ iss: 'arbiter', aud: 'arbiter-api' }), issuedAt))).toBe('no error');
    for (const claims of [{}, { iss: 'arbiter' }, { aud: 'arbiter-api' }, { iss: 'someone-else', aud: 'arbiter-api' }, { iss: 'arbiter', aud: 'another-api' }]) {
      expect(await codeOf(tokens(secret).verify(await signed(claims), issuedAt))).toBe('AUTH.INVALID_TOKEN');
    }
  });
});

describe('VerifiedTokens', () => {
  it('forgets the oldest token when full', () => {
    const memory = new VerifiedTokens(2);
    memory.remember('a', viewer, 1_000);
    memory.remember('b', viewer, 1_000);
    memory.remember('c', viewer, 1_000);
    expect(memory.size).toBe(2);
    expect(memory.get('a', 0)).toBeNull();
    expect(memory.get('c', 0)).toEqual(viewer);
  });

  it('answers expired at the expiry instant and drops the entry', () => {
    const memory = new VerifiedTokens();
    memory.remember('a', viewer, 1_000);
    expect(memory.get('a', 999)).toEqual(viewer);
    expect(memory.get('a', 1_000)).toBe('expired');
    expect(memory.size).toBe(0);
  });
});
