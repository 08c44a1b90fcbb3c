import { accept, type Decision, refuse } from '../decision.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { type Actor, checkPermission } from '../roles/roles.js';
import type { TournamentState } from '../state/tournament.state.js';
import { existing } from './guards.js';

export interface WithdrawRegistration {
  readonly type: 'WithdrawRegistration';
  readonly actor: Actor | null;
  readonly playerId: string;
  readonly now: string;
}

/**
 * Before the start a player withdraws, or the organizer removes a registration (issue 18 item
 * 10): the player leaves the field as if never registered, and so does their team. After the
 * start a player drops instead (`dropPlayer`), and their results stay.
 */
export function decideWithdrawRegistration(command: WithdrawRegistration, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  const tournament = found.value;
  if (!command.actor) return refuse('AUTH.UNAUTHENTICATED', 'log in first');
  const player = tournament.players[command.playerId];
  const self = player !== undefined && player.accountId === command.actor.accountId;
  const denied = self ? null : checkPermission(tournament, command.actor, 'registerPlayers');
  if (denied) return { ok: false, error: denied };
  if (!player) return refuse('PLAYER.NOT_FOUND', 'no such player');
  if (tournament.status !== 'registration') {
    return refuse('TOURNAMENT.ALREADY_STARTED', 'registrations are withdrawn before the start; afterwards a player drops (dropPlayer)');
  }
  return accept({ type: 'RegistrationWithdrawn', data: { playerId: player.playerId, byOrganizer: !self, at: command.now } });
}
