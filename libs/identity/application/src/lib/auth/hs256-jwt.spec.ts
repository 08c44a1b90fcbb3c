import fc from 'fast-check';
import { errors, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { Hs256Jwt } from './hs256-jwt.js';

const secret = new TextEncoder().encode('a-secret-of-at-least-thirty-two-characters');
const now = 1_795_000_000;
const expected = { issuer: 'arbiter', audience: 'arbiter-api', nowSeconds: now };
const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** What jose's own verifier says of a token, in the same three outcomes. */
async function joseOutcome(token: string): Promise<'ok' | 'expired' | 'refused'> {
  try {
    await jwtVerify(token, secret, { issuer: 'arbiter', audience: 'arbiter-api', algorithms: ['HS256'], currentDate: new Date(now * 1000), requiredClaims: ['exp'] });
    return 'ok';
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'refused';
  }
}

function ourOutcome(token: string): 'ok' | 'expired' | 'refused' {
  const result = new Hs256Jwt(secret).verify(token, expected);
  return result.ok ? 'ok' : result.refusal === 'expired' ? 'expired' : 'refused';
}

const claims = fc.record(
  {
    iss: fc.constantFrom('arbiter', 'someone-else'),
    aud: fc.constantFrom<string | string[]>('arbiter-api', 'another-api', ['another-api', 'arbiter-api'], ['another-api']),
    exp: fc.oneof(fc.integer({ min: now - 1_000, max: now + 1_000 }), fc.constant('soon')),
    nbf: fc.integer({ min: now - 1_000, max: now + 1_000 }),
    iat: fc.oneof(fc.integer({ min: now - 1_000, max: now }), fc.constant('yesterday')),
  },
  { requiredKeys: [] },
);

describe('Hs256Jwt: HS256 tokens checked with node:crypto (RFC 7519, RFC 7515, RFC 7518 3.2)', () => {
  it('agrees with jose on every token jose signs: accepted, expired or refused', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(claims, fc.constantFrom('HS256', 'HS256', 'HS256', 'HS384', 'HS512'), fc.nat(4), async (payload, alg, keyDraw) => {
        const key = keyDraw === 0 ? new TextEncoder().encode('another-secret-of-thirty-two-characters') : secret;
        const token = await new SignJWT({ sub: 'acc-1', ...payload } as Record<string, unknown>).setProtectedHeader({ alg }).sign(key);
        const outcome = await joseOutcome(token);
        seen.add(outcome);
        expect(ourOutcome(token)).toBe(outcome);
      }),
      // A valid token is about one draw in several hundred, and an expired one (valid but for its
      // exp) rare too, so one of each is always tried: without them the check of all three
      // outcomes below failed on unlucky runs.
      {
        numRuns: 500,
        examples: [
          [{ iss: 'arbiter', aud: 'arbiter-api', exp: now + 600, nbf: now - 60, iat: now - 60 }, 'HS256', 1],
          [{ iss: 'arbiter', aud: 'arbiter-api', exp: now - 600, nbf: now - 700, iat: now - 700 }, 'HS256', 1],
        ],
      },
    );
    expect([...seen].sort()).toEqual(['expired', 'ok', 'refused']);
  });

  it('agrees with jose on tokens changed in one character', async () => {
    const token = await new SignJWT({ sub: 'acc-1' }).setProtectedHeader({ alg: 'HS256' }).setIssuer('arbiter').setAudience('arbiter-api').setExpirationTime(now + 600).sign(secret);
    await fc.assert(
      fc.asyncProperty(fc.nat(token.length - 1), fc.constantFrom(...'AQgw_-.x='.split('')), async (at, character) => {
        const changed = token.slice(0, at) + character + token.slice(at + 1);
        if (changed === token) return;
        expect(ourOutcome(changed)).toBe(await joseOutcome(changed));
        expect(ourOutcome(changed)).toBe('refused');
      }),
      { numRuns: 300 },
    );
  });

  it('refuses an unsigned token (alg none), a header with crit, and a token of two or four parts', () => {
    const payload = encode({ sub: 'acc-1', iss: 'arbiter', aud: 'arbiter-api', exp: now + 600 });
    const verifier = new Hs256Jwt(secret);
    expect(verifier.verify(`${encode({ alg: 'none' })}.${payload}.`, expected)).toEqual({ ok: false, refusal: 'algorithm' });
    expect(verifier.verify(`${encode({ alg: 'HS256', crit: ['b64'], b64: false })}.${payload}.${'A'.repeat(43)}`, expected)).toEqual({ ok: false, refusal: 'algorithm' });
    expect(verifier.verify(`${encode({ alg: 'HS256' })}.${payload}`, expected)).toEqual({ ok: false, refusal: 'malformed' });
    expect(verifier.verify(`${encode({ alg: 'HS256' })}.${payload}.x.y`, expected)).toEqual({ ok: false, refusal: 'malformed' });
  });

  it('accepts exactly one spelling of a signature: the spare bits of its last character must be zero', async () => {
    const token = await new SignJWT({ sub: 'acc-1' }).setProtectedHeader({ alg: 'HS256' }).setIssuer('arbiter').setAudience('arbiter-api').setExpirationTime(now + 600).sign(secret);
    expect(ourOutcome(token)).toBe('ok');
    // 43 characters carry 258 bits for 256: the last one's two low bits are spare.
    const last = token.at(-1) ?? 'A';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1] ?? 'A';
    expect(ourOutcome(token.slice(0, -1) + sibling)).toBe('refused');
  });
});
