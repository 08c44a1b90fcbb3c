import { AppError } from '@arbiter/errors';
import { Inject, Injectable } from '@nestjs/common';
import { SignJWT } from 'jose';
import { Hs256Jwt } from './hs256-jwt.js';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity.options.js';
import { VerifiedTokens } from './verified-tokens.js';
import type { Viewer } from './viewer.js';

const ISSUER = 'arbiter';
const AUDIENCE = 'arbiter-api';

export interface AccessToken {
  readonly accessToken: string;
  readonly expiresAt: Date;
}

/**
 * HS256 access tokens, issued (jose) for and checked (`Hs256Jwt`, synchronous) against issuer
 * `arbiter` and audience `arbiter-api`. The token carries the viewer; `RequestAuthentication`
 * also checks that its account exists.
 */
@Injectable()
export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly verified = new VerifiedTokens();
  private readonly verifier: Hs256Jwt;

  constructor(@Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions) {
    this.key = new TextEncoder().encode(options.jwtSecret);
    this.verifier = new Hs256Jwt(this.key);
  }

  async issue(viewer: Viewer, now = new Date()): Promise<AccessToken> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = issuedAt + this.options.jwtTtlSeconds;
    const accessToken = await new SignJWT({ email: viewer.email, name: viewer.displayName, org: viewer.organizer })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(viewer.accountId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { accessToken, expiresAt: new Date(expiresAt * 1000) };
  }

  /**
   * The viewer of a valid token; `AUTH.INVALID_TOKEN` (or `AUTH.TOKEN_EXPIRED`) otherwise. A token
   * verified before is answered from `VerifiedTokens` until it expires.
   */
  async verify(token: string, now = new Date()): Promise<Viewer> {
    const known = this.verified.get(token, now.getTime());
    if (known === 'expired') throw expired();
    if (known) return known;
    const checked = this.verifier.verify(token, { issuer: ISSUER, audience: AUDIENCE, nowSeconds: Math.floor(now.getTime() / 1000) });
    if (!checked.ok) throw checked.refusal === 'expired' ? expired() : invalid();
    const { sub, email, name, org } = checked.payload;
    if (typeof sub !== 'string' || typeof email !== 'string' || typeof name !== 'string') throw invalid();
    const viewer: Viewer = { accountId: sub, email, displayName: name, organizer: org === true };
    this.verified.remember(token, viewer, checked.expiresAtSeconds * 1000);
    return viewer;
  }
}

function invalid(): AppError {
  return new AppError('AUTH.INVALID_TOKEN', 'the access token is not valid');
}

function expired(): AppError {
  return new AppError('AUTH.TOKEN_EXPIRED', 'the access token has expired; log in again');
}
