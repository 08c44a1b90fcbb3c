import { AppError } from '@arbiter/errors';
import { Inject, Injectable } from '@nestjs/common';
import { errors, jwtVerify, SignJWT } from 'jose';
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
 * HS256 access tokens (jose), issued for and checked against issuer `arbiter` and audience
 * `arbiter-api`. The token carries the viewer; `RequestAuthentication` also checks that its
 * account exists.
 */
@Injectable()
export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly verified = new VerifiedTokens();

  constructor(@Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions) {
    this.key = new TextEncoder().encode(options.jwtSecret);
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
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: now,
        requiredClaims: ['exp'],
      });
      const { sub, email, name, org, exp } = payload;
      if (typeof sub !== 'string' || typeof email !== 'string' || typeof name !== 'string' || typeof exp !== 'number') throw new Error('claims');
      const viewer: Viewer = { accountId: sub, email, displayName: name, organizer: org === true };
      this.verified.remember(token, viewer, exp * 1000);
      return viewer;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw expired();
      throw new AppError('AUTH.INVALID_TOKEN', 'the access token is not valid');
    }
  }
}

function expired(): AppError {
  return new AppError('AUTH.TOKEN_EXPIRED', 'the access token has expired; log in again');
}
