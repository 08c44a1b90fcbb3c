import type { AccountRegistered, EmailClaimed, OrganizerRoleGranted } from './account.events.js';
import { checkDisplayName, checkEmail, normalizeEmail } from './account-input.js';
import type { AccountState } from './account.state.js';
import { accept, type Decision, type Refusal, refuse } from './decision.js';

export interface RegisterAccount {
  readonly type: 'RegisterAccount';
  readonly accountId: string;
  readonly email: string;
  readonly displayName: string;
  /** Hashed by the application layer; the password itself was checked with `checkPassword`. */
  readonly passwordHash: string;
  readonly now: string;
}

export interface GrantOrganizerRole {
  readonly type: 'GrantOrganizerRole';
  readonly accountId: string;
  readonly now: string;
}

export type AccountCommand = RegisterAccount | GrantOrganizerRole;

/** The account's first event and the e-mail claim, appended together by the handler. */
export type RegistrationDecision =
  | { readonly ok: true; readonly account: AccountRegistered; readonly claim: EmailClaimed }
  | { readonly ok: false; readonly error: Refusal };

/**
 * Registers an account. The e-mail claim is appended to its own stream with `no_stream`, so a
 * second account with the same address fails on append (`ACCOUNT.EMAIL_TAKEN`).
 */
export function decideRegistration(command: RegisterAccount, state: AccountState): RegistrationDecision {
  if (state.status !== 'unregistered') {
    return { ok: false, error: { code: 'ACCOUNT.ALREADY_REGISTERED', message: 'the account exists already' } };
  }
  const email = normalizeEmail(command.email);
  const problem = checkEmail(email) ?? checkDisplayName(command.displayName);
  if (problem) return { ok: false, error: problem };
  return {
    ok: true,
    account: {
      type: 'AccountRegistered',
      data: {
        accountId: command.accountId,
        email,
        displayName: command.displayName.trim(),
        passwordHash: command.passwordHash,
        at: command.now,
      },
    },
    claim: { type: 'EmailClaimed', data: { email, accountId: command.accountId, at: command.now } },
  };
}

/** Granting the organizer role twice is not an error: it changes nothing (idempotent set-up tools). */
export function decideGrantOrganizer(command: GrantOrganizerRole, state: AccountState): Decision<OrganizerRoleGranted> {
  if (state.status !== 'registered') return refuse('ACCOUNT.NOT_FOUND', 'no such account');
  if (state.organizer) return accept();
  return accept({ type: 'OrganizerRoleGranted', data: { accountId: command.accountId, at: command.now } });
}
