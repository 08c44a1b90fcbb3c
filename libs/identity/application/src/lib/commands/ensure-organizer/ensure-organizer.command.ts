import { Command } from '@nestjs/cqrs';
import type { AccountView } from '../../projections/account.row.js';

export interface EnsureOrganizerResult {
  readonly account: AccountView;
  /** False when the account existed already (its password was left as it was). */
  readonly created: boolean;
}

/**
 * The set-up step of `npm start`: an organizer account with this address exists afterwards.
 * Idempotent: run again, it only grants the role if the account lacks it.
 */
export class EnsureOrganizer extends Command<EnsureOrganizerResult> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly displayName: string,
  ) {
    super();
  }
}
