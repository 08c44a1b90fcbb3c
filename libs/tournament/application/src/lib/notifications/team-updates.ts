import type { TournamentEvent, TournamentState } from '@arbiter/tournament-domain';
import type { TournamentChange } from '../repositories/tournament-writer.js';
import type { TournamentNotifier } from './tournament-notifier.js';
import type { TeamUpdatedPayload } from './tournament-pubsub.js';

interface Team {
  readonly name: string;
  readonly playerIds: readonly string[];
}

/**
 * What a team command changed, for the members' pages (`teamUpdated`): each team event with the
 * team's name and its members' accounts, read from the state before the events (a declined
 * invitation and a left team are gone after them). An acceptance that forms the team is `formed`.
 */
export function teamUpdatesOf(tournamentId: string, before: TournamentState, events: readonly TournamentEvent[]): TeamUpdatedPayload[] {
  if (before.status === 'none') return [];
  const formed = new Set(events.flatMap((event) => (event.type === 'TeamRegistered' ? [event.data.teamId] : [])));
  const accountsOf = (playerIds: readonly string[]) => playerIds.flatMap((playerId) => before.players[playerId]?.accountId ?? []);
  const update = (teamId: string, team: Team | undefined, change: TeamUpdatedPayload['change']): TeamUpdatedPayload[] =>
    team ? [{ tournamentId, teamId, name: team.name, change, accountIds: accountsOf(team.playerIds) }] : [];
  return events.flatMap((event): TeamUpdatedPayload[] => {
    if (event.type === 'TeamProposed') return update(event.data.teamId, event.data, 'proposed');
    if (event.type === 'TeamInvitationAccepted') {
      return formed.has(event.data.teamId) ? [] : update(event.data.teamId, before.teamInvitations[event.data.teamId], 'accepted');
    }
    if (event.type === 'TeamRegistered') return update(event.data.teamId, event.data, 'formed');
    if (event.type === 'TeamInvitationDeclined') return update(event.data.teamId, before.teamInvitations[event.data.teamId], 'declined');
    if (event.type === 'TeamLeft') return update(event.data.teamId, before.entrants[event.data.teamId], 'left');
    return [];
  });
}

/** After the commit: the members' pages read their team and invitations again (`teamUpdated`). */
export function publishTeamUpdates(notifier: TournamentNotifier, tournamentId: string, change: TournamentChange): void {
  for (const update of teamUpdatesOf(tournamentId, change.before.state, change.events)) notifier.publish('teamUpdated', tournamentId, update);
}
