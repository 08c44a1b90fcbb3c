import { Command } from '@nestjs/cqrs';

/** Lets an account create tournaments. Only an organizer may grant it (or the set-up tool). */
export class GrantOrganizerRole extends Command<void> {
  constructor(
    readonly accountId: string,
    /** The granting organizer; `null` for the set-up tool. */
    readonly grantedBy: { readonly accountId: string; readonly organizer: boolean } | null,
  ) {
    super();
  }
}
