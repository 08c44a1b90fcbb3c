import { accept, type Decision, firstFailure, refusal } from '../decision.js';
import type { StaffRole, TournamentEvent } from '../events/tournament.events.js';
import { type Actor, checkPermission } from '../roles/roles.js';
import type { TournamentState } from '../state/tournament.state.js';
import { existing, notFinished } from './guards.js';

export interface AssignStaff {
  readonly type: 'AssignStaff';
  readonly actor: Actor | null;
  readonly accountId: string;
  readonly displayName: string;
  readonly role: StaffRole;
  readonly now: string;
}

/** The organizer appoints judges and a head judge (TR 8.1.3); a judge cannot also play. */
export function decideAssignStaff(command: AssignStaff, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  const tournament = found.value;
  const failure = firstFailure(
    () => checkPermission(tournament, command.actor, 'assignStaff'),
    () => notFinished(tournament),
    () =>
      Object.values(tournament.players).some((player) => player.accountId === command.accountId)
        ? refusal('STAFF.IS_A_PLAYER', 'a registered player cannot judge the same tournament', { ruleRef: 'TR 8.2' })
        : null,
  );
  if (failure) return { ok: false, error: failure };
  if (tournament.staff[command.accountId]?.role === command.role) return accept();
  return accept({
    type: 'StaffAssigned',
    data: { accountId: command.accountId, displayName: command.displayName, role: command.role, at: command.now },
  });
}
