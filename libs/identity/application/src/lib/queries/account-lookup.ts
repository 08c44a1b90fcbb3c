import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type AccountRow, type AccountView, toAccountView } from '../projections/account.row.js';

/** Reads of the accounts read model shared by the handlers (log-in needs the hash, nothing else does). */
@Injectable()
export class AccountLookup {
  constructor(private readonly dataSource: DataSource) {}

  async byEmailWithHash(email: string): Promise<AccountRow | null> {
    const rows = (await this.dataSource.query(
      `SELECT account_id, email, display_name, password_hash, organizer FROM idn_accounts WHERE email = $1`,
      [email],
    )) as AccountRow[];
    return rows[0] ?? null;
  }

  /** Accounts by id, in the order asked, `null` for unknown ids (one query: DataLoader batches). */
  async byIds(accountIds: readonly string[]): Promise<(AccountView | null)[]> {
    if (accountIds.length === 0) return [];
    const rows = (await this.dataSource.query(
      `SELECT account_id, email, display_name, password_hash, organizer FROM idn_accounts WHERE account_id = ANY($1::text[])`,
      [accountIds],
    )) as AccountRow[];
    const byId = new Map(rows.map((row) => [row.account_id, toAccountView(row)]));
    return accountIds.map((id) => byId.get(id) ?? null);
  }

  async byEmail(email: string): Promise<AccountView | null> {
    const row = await this.byEmailWithHash(email);
    return row ? toAccountView(row) : null;
  }
}
