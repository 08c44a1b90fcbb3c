import { refusal, type Refusal } from '../decision.js';

/** An account a command names by its e-mail address, as the identity context found it. */
export interface NamedAccount {
  readonly accountId: string;
  readonly displayName: string;
}

/**
 * What a command carries when no account has the e-mail address it was given. The decider answers
 * `ACCOUNT.NOT_FOUND` only after the actor's permission check passed: whoever may not make the
 * call gets the same refusal for a known and an unknown address, so the operation cannot be used
 * to find out which addresses have accounts.
 */
export const NO_SUCH_ACCOUNT = 'no_such_account';
export type NoSuchAccount = typeof NO_SUCH_ACCOUNT;

export function accountNotFound(): Refusal {
  return refusal('ACCOUNT.NOT_FOUND', 'no account has this e-mail address');
}
