import { recommendedSwissRounds } from '@arbiter/pairing';
import { accept, type Decision, firstFailure, refusal, refuse, type Refusal } from '../decision.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { pairingFormat, podSizeOfMode } from '../pairing/pairing-input.js';
import { type Actor, checkPermission } from '../roles/roles.js';
import { modeFacts } from '../settings/modes.js';
import { activeEntrants, type ExistingTournament, type TournamentState } from '../state/tournament.state.js';
import { firstTeamConflict } from '../decklist/team-decks.js';
import { existing } from './guards.js';

export interface StartTournament {
  readonly type: 'StartTournament';
  readonly actor: Actor | null;
  readonly now: string;
}

/**
 * Closes registration (unless late registration is on) and locks decklists (TR 2026-07-16 401.3, 401.4). The
 * number of Swiss rounds is fixed now: the setting, or the recommendation for the field.
 */
export function decideStartTournament(command: StartTournament, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  const tournament = found.value;
  const failure = firstFailure(
    () => checkPermission(tournament, command.actor, 'startTournament'),
    () => (tournament.status === 'registration' ? null : refusal('TOURNAMENT.ALREADY_STARTED', 'the tournament has started')),
    () => checkField(tournament),
    () => checkTeams(tournament),
    () => firstTeamConflict(tournament),
    () => missingDecklists(tournament, tournament.rounds.length + 1),
    () =>
      tournament.settings.enforcementLevel >= 2 && !Object.values(tournament.staff).some((staff) => staff.role === 'head_judge')
        ? refusal('TOURNAMENT.HEAD_JUDGE_REQUIRED', 'events at REL 2 or higher need a head judge', { ruleRef: 'TR 2026-07-16 204.4' })
        : null,
  );
  if (failure) return { ok: false, error: failure };
  const entrants = activeEntrants(tournament).length;
  const swissRounds = tournament.settings.swissRounds ?? recommendedSwissRounds(entrants, pairingFormat(tournament), podSizeOfMode(tournament));
  if (swissRounds < 1) return refuse('TOURNAMENT.NOT_ENOUGH_ENTRANTS', 'not enough entrants for a Swiss round');
  return accept({ type: 'TournamentStarted', data: { swissRounds, at: command.now } });
}

function checkField(tournament: ExistingTournament): Refusal | null {
  const seats = modeFacts[tournament.settings.mode].seats;
  const count = activeEntrants(tournament).length;
  if (count >= seats) return null;
  return refusal('TOURNAMENT.NOT_ENOUGH_ENTRANTS', `a ${tournament.settings.mode} event needs at least ${seats} entrants, it has ${count}`);
}

function checkTeams(tournament: ExistingTournament): Refusal | null {
  if (modeFacts[tournament.settings.mode].entrant !== 'team') return null;
  const alone = Object.values(tournament.players).filter((player) => player.teamId === null);
  if (alone.length === 0) return null;
  const names = alone.map((player) => player.displayName).join(', ');
  return refusal(
    'TEAM.PLAYERS_WITHOUT_TEAM',
    `every player of a Magma Chamber event plays in a team of two; without a team: ${names}. Form their teams (registerTeam), or remove their registrations (withdrawRegistration)`,
    { ruleRef: 'CR 1.4 489.2', details: { playerIds: alone.map((player) => player.playerId), players: alone.map((player) => player.displayName) } },
  );
}

/** Decklists are due before the player's first round when the organizer requires them (TR 2026-07-16 401.1, 401.4). */
export function missingDecklists(tournament: ExistingTournament, round: number): Refusal | null {
  if (!tournament.settings.decklistRequired) return null;
  const missing = activeEntrants(tournament)
    .filter((entrant) => entrant.joinedInRound >= round || tournament.status === 'registration')
    .flatMap((entrant) => entrant.playerIds)
    .filter((playerId) => !tournament.players[playerId]?.decklist);
  if (missing.length === 0) return null;
  return refusal('DECKLIST.MISSING', `${missing.length} player(s) have not submitted a decklist`, {
    ruleRef: 'TR 2026-07-16 401.4',
    details: { playerIds: missing },
  });
}
