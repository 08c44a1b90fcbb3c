import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';

/** Why a token was refused: `expired` only for a genuine token past its `exp`. */
export type Hs256Refusal = 'malformed' | 'algorithm' | 'signature' | 'claims' | 'expired';

export type Hs256Result =
  | { readonly ok: true; readonly payload: Readonly<Record<string, unknown>>; /** `exp`, in seconds since the epoch. */ readonly expiresAtSeconds: number }
  | { readonly ok: false; readonly refusal: Hs256Refusal };

export interface Hs256Expectations {
  readonly issuer: string;
  readonly audience: string;
  /** Seconds since the epoch. */
  readonly nowSeconds: number;
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;
/** HMAC-SHA256 gives 32 bytes: 43 base64url characters without padding. */
const SIGNATURE_LENGTH = 43;

function decodeJsonObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Checks a compact HS256 JSON Web Token (RFC 7519, signature by RFC 7515 with HMAC-SHA256 of RFC
 * 7518) synchronously with node:crypto: the header names `HS256` and nothing the verifier would
 * have to understand (`crit`); the signature is the HMAC of the first two parts, compared in
 * constant time; `iss` and `aud` are the expected ones (`aud` may be a list); `exp` is required
 * and in the future; `nbf` and `iat`, when present, are numbers and `nbf` has passed.
 *
 * Why not jose, which issues the tokens: its verifier goes through WebCrypto, two asynchronous
 * jobs on the thread pool per token (import the key, verify). An api restarted in the middle of an
 * event meets every player's token for the first time at once, and those jobs took about 13 % of
 * its CPU in the first half second of a pairings spike (profiled). The HMAC here is a few
 * microseconds on the calling thread. `access-tokens.spec.ts` checks this verifier against
 * tokens jose signs.
 */
export class Hs256Jwt {
  private readonly key: KeyObject;

  constructor(secret: Uint8Array) {
    this.key = createSecretKey(secret);
  }

  verify(token: string, expected: Hs256Expectations): Hs256Result {
    const parts = token.split('.');
    if (parts.length !== 3) return { ok: false, refusal: 'malformed' };
    const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
    if (!BASE64URL.test(headerPart) || !BASE64URL.test(payloadPart) || !BASE64URL.test(signaturePart)) return { ok: false, refusal: 'malformed' };
    const header = decodeJsonObject(headerPart);
    if (!header) return { ok: false, refusal: 'malformed' };
    if (header['alg'] !== 'HS256' || 'crit' in header) return { ok: false, refusal: 'algorithm' };
    if (signaturePart.length !== SIGNATURE_LENGTH) return { ok: false, refusal: 'signature' };
    // Compared as text, so that the other spellings of the same bytes (the last character's spare
    // bits) are refused too: exactly one token string carries a given signature.
    const mac = createHmac('sha256', this.key).update(`${headerPart}.${payloadPart}`).digest('base64url');
    if (!timingSafeEqual(Buffer.from(signaturePart), Buffer.from(mac))) return { ok: false, refusal: 'signature' };
    const payload = decodeJsonObject(payloadPart);
    if (!payload) return { ok: false, refusal: 'malformed' };
    const { iss, aud, exp, nbf, iat } = payload;
    const audiences = Array.isArray(aud) ? aud : [aud];
    if (iss !== expected.issuer || !audiences.includes(expected.audience)) return { ok: false, refusal: 'claims' };
    if (!isNumber(exp) || (nbf !== undefined && !isNumber(nbf)) || (iat !== undefined && !isNumber(iat))) return { ok: false, refusal: 'claims' };
    if (nbf !== undefined && nbf > expected.nowSeconds) return { ok: false, refusal: 'claims' };
    if (exp <= expected.nowSeconds) return { ok: false, refusal: 'expired' };
    return { ok: true, payload, expiresAtSeconds: exp };
  }
}
