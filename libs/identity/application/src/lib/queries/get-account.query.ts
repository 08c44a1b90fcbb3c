import { Query } from '@nestjs/cqrs';
import type { AccountView } from '../projections/account.row.js';

/** Accounts by id (in the order asked; `null` for unknown ids). */
export class GetAccounts extends Query<(AccountView | null)[]> {
  constructor(readonly accountIds: readonly string[]) {
    super();
  }
}

/** The account with this e-mail address, if any (organizers register players by address). */
export class FindAccountByEmail extends Query<AccountView | null> {
  constructor(readonly email: string) {
    super();
  }
}
