import { normalizeEmail } from '@arbiter/identity-domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AccountView } from '../projections/account.row.js';
import { AccountLookup } from './account-lookup.js';
import { FindAccountByEmail, GetAccounts } from './get-account.query.js';

@QueryHandler(GetAccounts)
export class GetAccountsHandler implements IQueryHandler<GetAccounts, (AccountView | null)[]> {
  constructor(private readonly accounts: AccountLookup) {}

  execute(query: GetAccounts): Promise<(AccountView | null)[]> {
    return this.accounts.byIds(query.accountIds);
  }
}

@QueryHandler(FindAccountByEmail)
export class FindAccountByEmailHandler implements IQueryHandler<FindAccountByEmail, AccountView | null> {
  constructor(private readonly accounts: AccountLookup) {}

  execute(query: FindAccountByEmail): Promise<AccountView | null> {
    return this.accounts.byEmail(normalizeEmail(query.email));
  }
}
