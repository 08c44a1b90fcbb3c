import { accept, type Decision, firstFailure, refusal } from '../decision.js';
import type { StaffRole, TournamentEvent } from '../events/tournament.events.js';
import { accountNotFound, type NamedAccount, NO_SUCH_ACCOUNT, type NoSuchAccount } from '../roles/named-account.js';
import { type Actor, checkPermission } from '../roles/roles.js';
import type { TournamentState } from '../state/tournament.state.js';
import { existing, notFinished } from './guards.js';

export interface AssignStaff {
  readonly type: 'AssignStaff';
  readonly actor: Actor | null;
  /** The account to appoint, or `NO_SUCH_ACCOUNT` when no account has the e-mail address given. */
  readonly account: NamedAccount | NoSuchAccount;
  readonly role: StaffRole;
  readonly now: string;
}

/** The organizer appoints judges and a head judge (TR 8.1.3); a judge cannot also play. */
export function decideAssignStaff(command: AssignStaff, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  const tournament = found.value;
  const permission = checkPermission(tournament, command.actor, 'assignStaff');
  if (permission) return { ok: false, error: permission };
  const account = command.account;
  if (account === NO_SUCH_ACCOUNT) return { ok: false, error: accountNotFound() };
  const failure = firstFailure(
    () => notFinished(tournament),
    () =>
      !tournament.settings.staffMayPlay && tournament.playerIdsByAccount[account.accountId] !== undefined
        ? refusal('STAFF.IS_A_PLAYER', 'a registered player cannot judge the same tournament', { ruleRef: 'TR 2026-07-16 302.2' })
        : null,
  );
  if (failure) return { ok: false, error: failure };
  if (tournament.staff[account.accountId]?.role === command.role) return accept();
  return accept({
    type: 'StaffAssigned',
    data: { accountId: account.accountId, displayName: account.displayName, role: command.role, at: command.now },
  });
}
