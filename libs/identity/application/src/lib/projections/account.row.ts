/** A row of `idn_accounts` as the queries read it. */
export interface AccountRow {
  readonly account_id: string;
  readonly email: string;
  readonly display_name: string;
  readonly password_hash: string;
  readonly organizer: boolean;
}

/** The public face of an account (never the hash). */
export interface AccountView {
  readonly accountId: string;
  readonly email: string;
  readonly displayName: string;
  readonly organizer: boolean;
}

export function toAccountView(row: AccountRow): AccountView {
  return { accountId: row.account_id, email: row.email, displayName: row.display_name, organizer: row.organizer };
}
