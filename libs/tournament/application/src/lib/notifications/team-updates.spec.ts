import { buildSettings, evolveTournament, initialTournamentState, type TournamentEvent, type TournamentState } from '@arbiter/tournament-domain';
import { describe, expect, it } from 'vitest';
import { teamUpdatesOf } from './team-updates.js';

const AT = '2026-08-01T09:00:00.000Z';
const built = buildSettings({ name: 'Magma Night', mode: 'magma_chamber' });
if (!built.ok) throw new Error(built.error.message);
const registered = (n: number, accountId: string | null): TournamentEvent => ({
  type: 'PlayerRegistered',
  data: { playerId: `p${n}`, accountId, displayName: `Player ${n}`, joinedInRound: 1, at: AT },
});
const proposed: TournamentEvent = { type: 'TeamProposed', data: { teamId: 'team-1', name: 'Embers', playerIds: ['p1', 'p2'], proposedBy: 'p1', at: AT } };
const history = (...events: TournamentEvent[]): TournamentState =>
  [
    { type: 'TournamentCreated', data: { tournamentId: 't1', organizerId: 'acc-org', settings: built.settings, at: AT } } as TournamentEvent,
    registered(1, 'acc-1'),
    registered(2, 'acc-2'),
    registered(3, null),
    ...events,
  ].reduce(evolveTournament, initialTournamentState());
const changes = (before: TournamentState, events: TournamentEvent[]) => teamUpdatesOf('t1', before, events).map(({ change, teamId, name, accountIds }) => ({ change, teamId, name, accountIds }));

describe('what a team command tells the members (teamUpdated)', () => {
  it('a proposal names both members’ accounts', () => {
    expect(changes(history(), [proposed])).toEqual([{ change: 'proposed', teamId: 'team-1', name: 'Embers', accountIds: ['acc-1', 'acc-2'] }]);
  });

  it('an acceptance that forms the team is one update, formed', () => {
    const accepted: TournamentEvent = { type: 'TeamInvitationAccepted', data: { teamId: 'team-1', playerId: 'p2', at: AT } };
    const formed: TournamentEvent = { type: 'TeamRegistered', data: { teamId: 'team-1', name: 'Embers', playerIds: ['p1', 'p2'], joinedInRound: 1, at: AT } };
    expect(changes(history(proposed), [accepted, formed])).toEqual([{ change: 'formed', teamId: 'team-1', name: 'Embers', accountIds: ['acc-1', 'acc-2'] }]);
    expect(changes(history(proposed), [accepted]).map((update) => update.change)).toEqual(['accepted']);
  });

  it('a declined invitation and a left team are read from the state before them (they are gone after)', () => {
    const declined: TournamentEvent = { type: 'TeamInvitationDeclined', data: { teamId: 'team-1', playerId: 'p2', at: AT } };
    expect(changes(history(proposed), [declined])).toEqual([{ change: 'declined', teamId: 'team-1', name: 'Embers', accountIds: ['acc-1', 'acc-2'] }]);
    const team: TournamentEvent = { type: 'TeamRegistered', data: { teamId: 'team-2', name: 'Cinders', playerIds: ['p2', 'p3'], joinedInRound: 1, at: AT } };
    const left: TournamentEvent = { type: 'TeamLeft', data: { teamId: 'team-2', playerId: 'p2', at: AT } };
    // A walk-in without an account is told nothing; the member with one is.
    expect(changes(history(team), [left])).toEqual([{ change: 'left', teamId: 'team-2', name: 'Cinders', accountIds: ['acc-2'] }]);
  });

  it('other events tell nobody anything', () => {
    expect(changes(history(), [registered(4, 'acc-4')])).toEqual([]);
  });
});
