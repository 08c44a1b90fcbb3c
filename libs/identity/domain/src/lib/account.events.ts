/**
 * Events of the `account-<id>` stream, plus `EmailClaimed` in `account-email-<email>`: the claim
 * stream exists once per address, so appending it with `no_stream` makes addresses unique through
 * the event store itself, without trusting a read model.
 */
export interface AccountRegistered {
  readonly type: 'AccountRegistered';
  readonly data: {
    readonly accountId: string;
    readonly email: string;
    readonly displayName: string;
    /** An argon2 hash (never the password). */
    readonly passwordHash: string;
    readonly at: string;
  };
}

export interface EmailClaimed {
  readonly type: 'EmailClaimed';
  readonly data: { readonly email: string; readonly accountId: string; readonly at: string };
}

/** The account may create tournaments (it becomes the organizer of each one it creates). */
export interface OrganizerRoleGranted {
  readonly type: 'OrganizerRoleGranted';
  readonly data: { readonly accountId: string; readonly at: string };
}

export type AccountEvent = AccountRegistered | OrganizerRoleGranted;
export type IdentityEvent = AccountEvent | EmailClaimed;

export function accountStreamId(accountId: string): string {
  return `account-${accountId}`;
}

export function emailClaimStreamId(email: string): string {
  return `account-email-${email}`;
}
