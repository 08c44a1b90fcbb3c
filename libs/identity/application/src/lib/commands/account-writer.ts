import { ConcurrencyError, EventStore, type EventStoreTransaction } from '@arbiter/application';
import { AppError } from '@arbiter/errors';
import {
  type AccountEvent,
  type AccountState,
  accountStreamId,
  emailClaimStreamId,
  evolveAccount,
  initialAccountState,
  type RegistrationDecision,
} from '@arbiter/identity-domain';
import { Injectable } from '@nestjs/common';
import { AccountsProjection } from '../projections/accounts.projection.js';

export interface LoadedAccount {
  readonly state: AccountState;
  readonly version: number;
}

/**
 * Loads and appends account streams, projecting what it appends in the same transaction, so a
 * log-in right after sign-up finds the account (ADR 0010).
 */
@Injectable()
export class AccountWriter {
  constructor(
    private readonly store: EventStore,
    private readonly projection: AccountsProjection,
  ) {}

  async load(accountId: string): Promise<LoadedAccount> {
    const events = await this.store.readStream<AccountEvent['data']>(accountStreamId(accountId));
    const state = events.reduce<AccountState>(
      (current, event) => evolveAccount(current, { type: event.type, data: event.data } as AccountEvent),
      initialAccountState(),
    );
    return { state, version: events.length };
  }

  /** Appends a registration; the e-mail claim goes first so a taken address writes nothing. */
  async register(decision: Extract<RegistrationDecision, { ok: true }>, actor: string | null): Promise<void> {
    const { account, claim } = decision;
    await this.store.transaction(async (tx) => {
      try {
        await tx.append(emailClaimStreamId(claim.data.email), [{ ...claim, metadata: { actor } }], 'no_stream');
      } catch (error) {
        if (error instanceof ConcurrencyError) {
          throw new AppError('ACCOUNT.EMAIL_TAKEN', 'an account with this e-mail address exists already');
        }
        throw error;
      }
      await tx.append(accountStreamId(account.data.accountId), [{ ...account, metadata: { actor } }], 'no_stream');
      await this.project(tx, account.data.accountId, [account]);
    });
  }

  async append(accountId: string, events: readonly AccountEvent[], expected: number, actor: string | null): Promise<void> {
    if (events.length === 0) return;
    await this.store.transaction(async (tx) => {
      await tx.append(
        accountStreamId(accountId),
        events.map((event) => ({ ...event, metadata: { actor } })),
        expected,
      );
      await this.project(tx, accountId, events);
    });
  }

  private project(tx: EventStoreTransaction, accountId: string, events: readonly AccountEvent[]): Promise<void> {
    const streamId = accountStreamId(accountId);
    return this.projection.apply(
      tx.manager,
      events.map((event) => ({ streamId, type: event.type, data: event.data })),
    );
  }
}
