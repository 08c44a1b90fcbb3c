import { accept, type Decision, firstFailure, refusal, type Refusal } from '../decision.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { accountNotFound, type NamedAccount, NO_SUCH_ACCOUNT, type NoSuchAccount } from '../roles/named-account.js';
import { type Actor, checkPermission, may } from '../roles/roles.js';
import type { ExistingTournament, TournamentState } from '../state/tournament.state.js';
import { checkName, existing, registrationOpen } from './guards.js';

export interface RegisterPlayer {
  readonly type: 'RegisterPlayer';
  readonly actor: Actor | null;
  readonly playerId: string;
  /**
   * The player's account (`null`: a walk-in without an account, organizers only;
   * `NO_SUCH_ACCOUNT`: no account has the e-mail address the caller gave).
   */
  readonly account: NamedAccount | NoSuchAccount | null;
  /** Name shown in pairings; defaults to the account's display name. */
  readonly displayName: string | null;
  readonly inviteCode: string | null;
  readonly now: string;
}

/**
 * The organizer registers anyone (an account, or a walk-in by name); a player registers
 * themselves with the tournament's invite code. Late entries join in the next round to pair.
 */
export function decideRegisterPlayer(command: RegisterPlayer, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  const tournament = found.value;
  const registrant = checkRegistrant(tournament, command);
  if (registrant) return { ok: false, error: registrant };
  const account = command.account;
  if (account === NO_SUCH_ACCOUNT) return { ok: false, error: accountNotFound() };
  const displayName = (command.displayName ?? account?.displayName ?? '').trim();
  const failure = firstFailure(
    () => registrationOpen(tournament),
    () => checkName(displayName, 'player'),
    () => checkAccountFree(tournament, account?.accountId ?? null),
  );
  if (failure) return { ok: false, error: failure };
  return accept({
    type: 'PlayerRegistered',
    data: {
      playerId: command.playerId,
      accountId: account?.accountId ?? null,
      displayName,
      joinedInRound: tournament.rounds.length + 1,
      at: command.now,
    },
  });
}

function checkRegistrant(tournament: ExistingTournament, command: RegisterPlayer): Refusal | null {
  if (!command.actor) return refusal('AUTH.UNAUTHENTICATED', 'log in first');
  if (may(tournament, command.actor, 'registerPlayers')) return null;
  const accountId = command.account === NO_SUCH_ACCOUNT ? null : command.account?.accountId;
  if (accountId !== command.actor.accountId) return checkPermission(tournament, command.actor, 'registerPlayers');
  const code = tournament.settings.inviteCode;
  if (code === null) return refusal('REGISTRATION.INVITE_ONLY', 'only the organizer registers players for this tournament');
  if (command.inviteCode !== code) return refusal('REGISTRATION.INVALID_INVITE_CODE', 'the invite code is not valid');
  return null;
}

function checkAccountFree(tournament: ExistingTournament, accountId: string | null): Refusal | null {
  if (accountId === null) return null;
  if (tournament.playerIdsByAccount[accountId] !== undefined) {
    return refusal('REGISTRATION.ALREADY_REGISTERED', 'this account is registered already');
  }
  const staff = tournament.staff[accountId] !== undefined || tournament.organizerId === accountId;
  if (staff && !tournament.settings.staffMayPlay) {
    return refusal('REGISTRATION.STAFF_CANNOT_PLAY', 'the organizer and the judges of this tournament do not play in it, unless the organizer allows it (staffMayPlay)', {
      ruleRef: 'TR 2026-07-16 301.2',
    });
  }
  return null;
}
