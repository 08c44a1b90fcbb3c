import type { AccountView } from '../projections/account.row.js';

/** What sign-up and log-in return: a bearer token and the account it stands for. */
export interface AuthSession {
  readonly accessToken: string;
  readonly expiresAt: Date;
  readonly account: AccountView;
}
