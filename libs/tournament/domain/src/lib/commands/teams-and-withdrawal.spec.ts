import { describe, expect, it } from 'vitest';
import { created, NOW, organizer, playerActor, registered, started, stranger, teamRegistered, tournament } from '../../testing/fixtures.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import type { Actor } from '../roles/roles.js';
import type { ExistingTournament } from '../state/tournament.state.js';
import { decideRegisterTeam } from './register-team.js';
import { decideStartTournament } from './start-tournament.js';
import { decideAcceptTeamInvitation, decideDeclineTeamInvitation, decideLeaveTeam } from './team-invitations.js';
import { decideWithdrawRegistration } from './withdraw-registration.js';

const magma = [created({ mode: 'magma_chamber', decklistRequired: false }), registered(1), registered(2), registered(3), registered(4)];
const propose = (actor = playerActor(1), playerIds = ['p1', 'p2']) => ({ type: 'RegisterTeam', actor, teamId: 'tA', name: 'Blaze', playerIds, now: NOW }) as const;
const answer = (type: 'AcceptTeamInvitation' | 'DeclineTeamInvitation', actor: Actor | null = playerActor(2), teamId = 'tA') => ({ type, actor, teamId, now: NOW }) as const;
const eventsOf = (decision: { ok: boolean; events?: readonly TournamentEvent[] }): readonly TournamentEvent[] => decision.events ?? [];
const proposed = eventsOf(decideRegisterTeam(propose(), tournament(magma)));

describe('a team a player proposes (issue 18 item 9)', () => {
  it('binds nobody: the other member is invited, and the team is not in the field yet', () => {
    expect(proposed).toEqual([{ type: 'TeamProposed', data: { teamId: 'tA', name: 'Blaze', playerIds: ['p1', 'p2'], proposedBy: 'p1', at: NOW } }]);
    const state = tournament([...magma, ...proposed]) as ExistingTournament;
    expect(state.entrants['tA']).toBeUndefined();
    expect(state.players['p2']?.teamId).toBeNull();
  });

  it('forms when the invited player accepts', () => {
    const accepted = eventsOf(decideAcceptTeamInvitation(answer('AcceptTeamInvitation'), tournament([...magma, ...proposed])));
    expect(accepted.map((event) => event.type)).toEqual(['TeamInvitationAccepted', 'TeamRegistered']);
    const state = tournament([...magma, ...proposed, ...accepted]) as ExistingTournament;
    expect(state.entrants['tA']?.playerIds).toEqual(['p1', 'p2']);
    expect(state.teamInvitations).toEqual({});
  });

  it('is dropped when the invited player declines', () => {
    const declined = eventsOf(decideDeclineTeamInvitation(answer('DeclineTeamInvitation'), tournament([...magma, ...proposed])));
    expect(declined).toEqual([{ type: 'TeamInvitationDeclined', data: { teamId: 'tA', playerId: 'p2', at: NOW } }]);
    const state = tournament([...magma, ...proposed, ...declined]) as ExistingTournament;
    expect(state.teamInvitations).toEqual({});
    expect(decideAcceptTeamInvitation(answer('AcceptTeamInvitation'), state)).toMatchObject({ ok: false, error: { code: 'TEAM.INVITATION_NOT_FOUND' } });
  });

  it('is answered only by an invited player who has not answered yet', () => {
    const state = tournament([...magma, ...proposed]);
    expect(decideAcceptTeamInvitation(answer('AcceptTeamInvitation', playerActor(3)), state)).toMatchObject({ ok: false, error: { code: 'TEAM.INVITATION_NOT_FOUND' } });
    expect(decideAcceptTeamInvitation(answer('AcceptTeamInvitation', playerActor(1)), state)).toMatchObject({ ok: false, error: { code: 'TEAM.INVITATION_ANSWERED' } });
    expect(decideAcceptTeamInvitation(answer('AcceptTeamInvitation', null), state)).toMatchObject({ ok: false, error: { code: 'AUTH.UNAUTHENTICATED' } });
  });

  it('is formed by the organizer directly', () => {
    expect(decideRegisterTeam(propose(organizer), tournament(magma))).toMatchObject({ ok: true, events: [{ type: 'TeamRegistered' }] });
  });

  it('can be left before the start, which dissolves it; not after', () => {
    const formed = [...magma, teamRegistered('tA', ['p1', 'p2'])];
    const left = eventsOf(decideLeaveTeam({ type: 'LeaveTeam', actor: playerActor(2), now: NOW }, tournament(formed)));
    expect(left).toEqual([{ type: 'TeamLeft', data: { teamId: 'tA', playerId: 'p2', at: NOW } }]);
    const state = tournament([...formed, ...left]) as ExistingTournament;
    expect(state.entrants['tA']).toBeUndefined();
    expect([state.players['p1']?.teamId, state.players['p2']?.teamId]).toEqual([null, null]);
    const running = [...formed, teamRegistered('tB', ['p3', 'p4']), started(1)];
    expect(decideLeaveTeam({ type: 'LeaveTeam', actor: playerActor(2), now: NOW }, tournament(running))).toMatchObject({
      ok: false,
      error: { code: 'TOURNAMENT.ALREADY_STARTED' },
    });
    expect(decideLeaveTeam({ type: 'LeaveTeam', actor: playerActor(3), now: NOW }, tournament(magma))).toMatchObject({ ok: false, error: { code: 'TEAM.NOT_IN_TEAM' } });
  });
});

describe('withdrawing a registration before the start (issue 18 item 10)', () => {
  const withdraw = (actor = playerActor(3), playerId = 'p3') => ({ type: 'WithdrawRegistration', actor, playerId, now: NOW }) as const;

  it('names the players without a team when the start is refused, and says how to resolve it', () => {
    const stray = [...magma, teamRegistered('tA', ['p1', 'p2']), teamRegistered('tB', ['p3', 'p4']), registered(5), registered(6)];
    const decision = decideStartTournament({ type: 'StartTournament', actor: organizer, now: NOW }, tournament(stray));
    expect(decision).toMatchObject({ ok: false, error: { code: 'TEAM.PLAYERS_WITHOUT_TEAM', details: { playerIds: ['p5', 'p6'], players: ['Player 5', 'Player 6'] } } });
    expect(decision.ok ? '' : decision.error.message).toMatch(/Player 5, Player 6.*registerTeam.*withdrawRegistration/);
  });

  it('is made by the player or the organizer, and lets the event start without the stray player', () => {
    const stray = [...magma, teamRegistered('tA', ['p1', 'p2']), teamRegistered('tB', ['p3', 'p4']), registered(5)];
    expect(decideWithdrawRegistration(withdraw(stranger, 'p5'), tournament(stray))).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    const own = eventsOf(decideWithdrawRegistration(withdraw(playerActor(5), 'p5'), tournament(stray)));
    expect(own).toEqual([{ type: 'RegistrationWithdrawn', data: { playerId: 'p5', byOrganizer: false, at: NOW } }]);
    expect(eventsOf(decideWithdrawRegistration(withdraw(organizer, 'p5'), tournament(stray)))).toMatchObject([{ data: { byOrganizer: true } }]);
    const after = tournament([...stray, ...own]) as ExistingTournament;
    expect(after.players['p5']).toBeUndefined();
    expect(decideStartTournament({ type: 'StartTournament', actor: organizer, now: NOW }, after)).toMatchObject({ ok: true });
  });

  it('takes the team with it: the partner stays registered without a team', () => {
    const formed = [...magma, teamRegistered('tA', ['p1', 'p2'])];
    const events = eventsOf(decideWithdrawRegistration(withdraw(playerActor(1), 'p1'), tournament(formed)));
    const state = tournament([...formed, ...events]) as ExistingTournament;
    expect(state.entrants['tA']).toBeUndefined();
    expect(state.players['p2']?.teamId).toBeNull();
  });

  it('removes a player entrant in a one-player mode, and is refused after the start (drop instead)', () => {
    const duel = [created({ mode: 'duel', decklistRequired: false }), registered(1), registered(2), registered(3)];
    const events = eventsOf(decideWithdrawRegistration(withdraw(), tournament(duel)));
    expect(Object.keys((tournament([...duel, ...events]) as ExistingTournament).entrants)).toEqual(['p1', 'p2']);
    expect(decideWithdrawRegistration(withdraw(), tournament([...duel, started(1)]))).toMatchObject({ ok: false, error: { code: 'TOURNAMENT.ALREADY_STARTED' } });
    expect(decideWithdrawRegistration(withdraw(organizer, 'p9'), tournament(duel))).toMatchObject({ ok: false, error: { code: 'PLAYER.NOT_FOUND' } });
  });
});
