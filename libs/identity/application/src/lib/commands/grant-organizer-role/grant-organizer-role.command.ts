import { Command } from '@nestjs/cqrs';

/** Lets an account create tournaments. Only an organizer may grant it (or the set-up tool). */
export class GrantOrganizerRole extends Command<void> {
  constructor(
    /**
     * `null`: no account has the e-mail address the caller gave. The handler checks the caller
     * first, so a caller who may not grant the role cannot tell known from unknown addresses.
     */
    readonly accountId: string | null,
    /** The granting organizer; `null` for the set-up tool. */
    readonly grantedBy: { readonly accountId: string; readonly organizer: boolean } | null,
  ) {
    super();
  }
}
