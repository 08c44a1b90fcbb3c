import type { IdentityEvent } from '@arbiter/identity-domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ProjectedEvent } from './projected-event.js';

/**
 * `idn_accounts`: one row per account, for log-in by e-mail and for display names. Written in the
 * transaction of the append (live) or by the rebuild tool (from the log): the same code both ways.
 */
@Injectable()
export class AccountsProjection {
  readonly tables = ['idn_accounts'] as const;

  async apply(manager: EntityManager, events: readonly ProjectedEvent[]): Promise<void> {
    for (const event of events) {
      if (!event.streamId.startsWith('account-')) continue;
      await this.applyOne(manager, event as IdentityEvent);
    }
  }

  private async applyOne(manager: EntityManager, event: IdentityEvent): Promise<void> {
    switch (event.type) {
      case 'AccountRegistered': {
        const { accountId, email, displayName, passwordHash, at } = event.data;
        await manager.query(
          `INSERT INTO idn_accounts (account_id, email, display_name, password_hash, registered_at)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (account_id) DO NOTHING`,
          [accountId, email, displayName, passwordHash, at],
        );
        return;
      }
      case 'OrganizerRoleGranted':
        await manager.query(`UPDATE idn_accounts SET organizer = true WHERE account_id = $1`, [event.data.accountId]);
        return;
      case 'EmailClaimed':
        // The claim stream only guards uniqueness; the account row already has the address.
        return;
      default: {
        const unreachable: never = event;
        throw new Error(`unknown identity event ${JSON.stringify(unreachable)}`);
      }
    }
  }
}
