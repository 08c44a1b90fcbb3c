import { refusal, type Refusal } from '../decision.js';
import type { TournamentData } from '../state/tournament.state.js';

/** Roles within one tournament (TR 8): its organizer (owner), judges, and registered players. */
export type TournamentRole = 'organizer' | 'head_judge' | 'judge' | 'player';

/** Who issues a command: an account, with its platform role (may create tournaments). */
export interface Actor {
  readonly accountId: string;
  readonly organizer: boolean;
}

export const staffRoles: readonly TournamentRole[] = ['organizer', 'head_judge', 'judge'];

/**
 * What each role may do. Organizers run the event (TR 8.1.2: pairings, round starts, time);
 * judges rule on matches and grant time extensions (TR 8.2, 10.4.1); the head judge also
 * coordinates the judges and may disqualify (TR 8.1.3, 13.2 (6)). Judges back up online games
 * (TR 14.3) and record incidents (TR 15.3); appeals go to the head judge, or the organizer where
 * there is none (TR 15.2.2). Players act for themselves.
 */
export const permissions = {
  assignStaff: ['organizer'],
  registerPlayers: ['organizer'],
  submitDecklists: ['organizer'],
  startTournament: ['organizer'],
  pairRounds: ['organizer'],
  overridePairings: ['organizer'],
  runClock: ['organizer', 'head_judge'],
  extendMatchTime: ['organizer', 'head_judge', 'judge'],
  enterResults: ['organizer', 'head_judge', 'judge'],
  rewindGames: ['organizer', 'head_judge', 'judge'],
  recordIncidents: ['organizer', 'head_judge', 'judge'],
  viewIncidents: ['organizer', 'head_judge', 'judge'],
  dropPlayers: ['organizer', 'head_judge'],
  reenterPlayers: ['organizer'],
  disqualify: ['organizer', 'head_judge'],
  startTopCut: ['organizer'],
  finishTournament: ['organizer'],
  viewDecklists: ['organizer', 'head_judge', 'judge'],
  correctDecklists: ['organizer', 'head_judge', 'judge'],
  checkDecks: ['organizer', 'head_judge', 'judge'],
  publishDecklists: ['organizer'],
  viewDisputes: ['organizer', 'head_judge', 'judge'],
  viewPrivateEvent: ['organizer', 'head_judge', 'judge', 'player'],
} as const satisfies Record<string, readonly TournamentRole[]>;

export type Permission = keyof typeof permissions;

/** Every role the account holds in the tournament (an organizer may also be listed as a judge). */
export function rolesOf(state: TournamentData, accountId: string): readonly TournamentRole[] {
  const roles: TournamentRole[] = [];
  if (state.organizerId === accountId) roles.push('organizer');
  const staff = state.staff[accountId];
  if (staff) roles.push(staff.role);
  if (state.playerIdsByAccount[accountId] !== undefined) roles.push('player');
  return roles;
}

export function may(state: TournamentData, actor: Actor | null, permission: Permission): boolean {
  if (!actor) return false;
  const allowed: readonly TournamentRole[] = permissions[permission];
  return rolesOf(state, actor.accountId).some((role) => allowed.includes(role));
}

/**
 * Issue 18 item 8: where staff may play, nobody decides about their own games. The account is a
 * party when it plays as one of `entrantIds` (a Magma Chamber team counts for both members).
 */
export function partyRefusal(state: TournamentData, accountId: string, entrantIds: readonly string[]): Refusal | null {
  const party = entrantIds.some((entrantId) =>
    (state.entrants[entrantId]?.playerIds ?? [entrantId]).some((playerId) => state.players[playerId]?.accountId === accountId),
  );
  return party ? refusal('STAFF.IS_A_PARTY', 'nobody decides about a match they play in', { ruleRef: 'TR 2026-07-16 302.2' }) : null;
}

/** `AUTH.UNAUTHENTICATED` for anonymous actors, `AUTH.FORBIDDEN` for accounts without the role. */
export function checkPermission(state: TournamentData, actor: Actor | null, permission: Permission): Refusal | null {
  if (!actor) return refusal('AUTH.UNAUTHENTICATED', 'log in first');
  if (may(state, actor, permission)) return null;
  return refusal('AUTH.FORBIDDEN', `your role in this tournament does not allow this (${permission})`, {
    details: { permission, allowedRoles: permissions[permission] },
  });
}
