import { accept, type Decision, refuse } from '../decision.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import type { Actor } from '../roles/roles.js';
import { buildSettings, type TournamentSettingsInput } from '../settings/build-settings.js';
import type { TournamentState } from '../state/tournament.state.js';

export interface CreateTournament {
  readonly type: 'CreateTournament';
  readonly tournamentId: string;
  readonly actor: Actor;
  readonly settings: TournamentSettingsInput;
  readonly now: string;
}

/** An account with the platform's organizer role creates a tournament and becomes its organizer. */
export function decideCreateTournament(command: CreateTournament, state: TournamentState): Decision<TournamentEvent> {
  if (state.status !== 'none') return refuse('TOURNAMENT.ALREADY_EXISTS', 'a tournament with this id exists');
  if (!command.actor.organizer) {
    return refuse('AUTH.ORGANIZER_ROLE_REQUIRED', 'only organizer accounts create tournaments', { ruleRef: 'TR 2026-07-16 204.3' });
  }
  const built = buildSettings(command.settings);
  if (!built.ok) return { ok: false, error: built.error };
  return accept({
    type: 'TournamentCreated',
    data: { tournamentId: command.tournamentId, organizerId: command.actor.accountId, settings: built.settings, at: command.now },
  });
}
