import { AppError } from '@arbiter/errors';
import { Injectable } from '@nestjs/common';
import { AccountLookup } from '../queries/account-lookup.js';
import { AccessTokens } from './access-tokens.js';
import { AccountExistenceBatch } from './account-existence-batch.js';
import { KnownAccounts } from './known-accounts.js';
import type { Viewer } from './viewer.js';

/**
 * Who sends a request: the bearer token's viewer, once the token verifies (signature, issuer,
 * audience, expiry) and its account exists. A token for an account that does not exist (signed
 * with a leaked secret, or the account's database was reset) is refused like any invalid token.
 */
@Injectable()
export class RequestAuthentication {
  private readonly known = new KnownAccounts();
  private readonly existence: AccountExistenceBatch;

  constructor(
    private readonly tokens: AccessTokens,
    accounts: AccountLookup,
  ) {
    this.existence = new AccountExistenceBatch((ids) => accounts.byIds(ids));
  }

  /** Reads `Authorization: Bearer <token>`; no header means an anonymous visitor. */
  async viewerFromAuthorization(header: string | undefined, now = new Date()): Promise<Viewer | null> {
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (!match?.[1]) throw new AppError('AUTH.INVALID_TOKEN', 'send the token as "Authorization: Bearer <token>"');
    const viewer = await this.tokens.verify(match[1], now);
    if (!this.known.has(viewer.accountId, now.getTime())) {
      if (!(await this.existence.exists(viewer.accountId))) throw new AppError('AUTH.INVALID_TOKEN', 'the access token is not valid');
      this.known.remember(viewer.accountId, now.getTime());
    }
    return viewer;
  }
}
