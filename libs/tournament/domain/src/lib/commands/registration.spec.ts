import { describe, expect, it } from 'vitest';
import { created, headJudge, NOW, organizer, paired, playerActor, registered, staffAssigned, started, stranger, table, teamRegistered, tournament } from '../../testing/fixtures.js';
import { NO_SUCH_ACCOUNT } from '../roles/named-account.js';
import { decideAssignStaff } from './assign-staff.js';
import { decideCreateTournament } from './create-tournament.js';
import { decideRegisterPlayer, type RegisterPlayer } from './register-player.js';
import { decideRegisterTeam } from './register-team.js';

const register = (overrides: Partial<RegisterPlayer> = {}): RegisterPlayer => ({
  type: 'RegisterPlayer',
  actor: organizer,
  playerId: 'p9',
  account: { accountId: 'acc-p9', displayName: 'Player 9' },
  displayName: null,
  inviteCode: null,
  now: NOW,
  ...overrides,
});

describe('a tournament that does not exist', () => {
  it('is created by an organizer account with default settings (TR 8.1.1)', () => {
    const decision = decideCreateTournament(
      { type: 'CreateTournament', tournamentId: 't1', actor: organizer, settings: { name: ' Cup ', mode: 'match' }, now: NOW },
      tournament([]),
    );
    expect(decision).toMatchObject({
      ok: true,
      events: [{ type: 'TournamentCreated', data: { organizerId: 'acc-org', settings: { name: 'Cup', roundTimeMinutes: 60, resultPolicy: 'both_confirm', swissRounds: null } } }],
    });
  });

  it('is not created by a player account', () => {
    const decision = decideCreateTournament(
      { type: 'CreateTournament', tournamentId: 't1', actor: stranger, settings: { name: 'Cup', mode: 'duel' }, now: NOW },
      tournament([]),
    );
    expect(decision).toMatchObject({ ok: false, error: { code: 'AUTH.ORGANIZER_ROLE_REQUIRED' } });
  });

  it('refuses a top cut that is no bracket', () => {
    const decision = decideCreateTournament(
      { type: 'CreateTournament', tournamentId: 't1', actor: organizer, settings: { name: 'Cup', mode: 'ffa3', topCut: 8 }, now: NOW },
      tournament([]),
    );
    expect(decision).toMatchObject({ ok: false, error: { code: 'TOURNAMENT.INVALID_SETTINGS', details: { field: 'topCut' } } });
  });
});

describe('a tournament in registration', () => {
  it('registers a player the organizer names, to play from round 1', () => {
    expect(decideRegisterPlayer(register(), tournament([created()]))).toEqual({
      ok: true,
      events: [{ type: 'PlayerRegistered', data: { playerId: 'p9', accountId: 'acc-p9', displayName: 'Player 9', joinedInRound: 1, at: NOW } }],
    });
  });

  it('registers a walk-in without an account by name', () => {
    const decision = decideRegisterPlayer(register({ account: null, displayName: 'Walk In' }), tournament([created()]));
    expect(decision).toMatchObject({ ok: true, events: [{ data: { accountId: null, displayName: 'Walk In' } }] });
  });

  it('refuses a walk-in whose name has no visible character', () => {
    const decision = decideRegisterPlayer(register({ account: null, displayName: ' \u200b\u200c ' }), tournament([created()]));
    expect(decision).toMatchObject({ ok: false, error: { code: 'REGISTRATION.INVALID_NAME' } });
  });

  it('lets a player register themselves with the invite code only', () => {
    const state = tournament([created({ inviteCode: 'SPRING' })]);
    const self = { actor: playerActor(9), account: { accountId: 'acc-p9', displayName: 'Nine' } };
    expect(decideRegisterPlayer(register({ ...self, inviteCode: 'SPRING' }), state)).toMatchObject({ ok: true });
    expect(decideRegisterPlayer(register({ ...self, inviteCode: 'WINTER' }), state)).toMatchObject({
      ok: false,
      error: { code: 'REGISTRATION.INVALID_INVITE_CODE' },
    });
  });

  it('does not let a player register someone else', () => {
    const state = tournament([created({ inviteCode: 'SPRING' })]);
    const decision = decideRegisterPlayer(register({ actor: playerActor(1), inviteCode: 'SPRING' }), state);
    expect(decision).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
  });

  it('registers an account once', () => {
    const decision = decideRegisterPlayer(register({ playerId: 'p10', account: { accountId: 'acc-p1', displayName: 'x' } }), tournament([created(), registered(1)]));
    expect(decision).toMatchObject({ ok: false, error: { code: 'REGISTRATION.ALREADY_REGISTERED' } });
  });

  it('keeps judges out of the player list (TR 8.2)', () => {
    const state = tournament([created(), staffAssigned(headJudge, 'head_judge')]);
    const decision = decideRegisterPlayer(register({ account: { accountId: headJudge.accountId, displayName: 'HJ' } }), state);
    expect(decision).toMatchObject({ ok: false, error: { code: 'REGISTRATION.STAFF_CANNOT_PLAY' } });
    const reverse = decideAssignStaff(
      { type: 'AssignStaff', actor: organizer, account: { accountId: 'acc-p1', displayName: 'P1' }, role: 'judge', now: NOW },
      tournament([created(), registered(1)]),
    );
    expect(reverse).toMatchObject({ ok: false, error: { code: 'STAFF.IS_A_PLAYER' } });
  });

  it('assigns staff only when the organizer asks', () => {
    const assign = { type: 'AssignStaff', account: { accountId: 'acc-hj', displayName: 'HJ' }, role: 'head_judge', now: NOW } as const;
    expect(decideAssignStaff({ ...assign, actor: organizer }, tournament([created()]))).toMatchObject({ ok: true, events: [{ type: 'StaffAssigned' }] });
    expect(decideAssignStaff({ ...assign, actor: stranger }, tournament([created()]))).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    expect(decideAssignStaff({ ...assign, actor: null }, tournament([created()]))).toMatchObject({ ok: false, error: { code: 'AUTH.UNAUTHENTICATED' } });
  });
});

describe('a running tournament', () => {
  const running = (lateUntil: number) => [created({ lateRegistrationUntilRound: lateUntil }), registered(1), registered(2), started(), paired(1, [table(1, 1, ['p1', 'p2'])])];

  it('takes a late registration for the next round while late registration is open', () => {
    expect(decideRegisterPlayer(register(), tournament(running(2)))).toMatchObject({ ok: true, events: [{ data: { joinedInRound: 2 } }] });
  });

  it('is closed to registration after the configured round was paired', () => {
    expect(decideRegisterPlayer(register(), tournament(running(1)))).toMatchObject({ ok: false, error: { code: 'REGISTRATION.CLOSED' } });
  });
});

describe('a Magma Chamber tournament', () => {
  const magma = [created({ mode: 'magma_chamber' }), registered(1), registered(2), registered(3)];
  const team = (actor = organizer, playerIds = ['p1', 'p2']) => ({ type: 'RegisterTeam', actor, teamId: 'tA', name: 'Blaze', playerIds, now: NOW }) as const;

  it('registers a team of two registered players (648.2), also by one of them', () => {
    expect(decideRegisterTeam(team(), tournament(magma))).toMatchObject({ ok: true, events: [{ type: 'TeamRegistered', data: { playerIds: ['p1', 'p2'] } }] });
    expect(decideRegisterTeam(team(playerActor(2)), tournament(magma))).toMatchObject({ ok: true });
    expect(decideRegisterTeam(team(playerActor(3)), tournament(magma))).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
  });

  it('refuses a player who is in a team already, and teams of the wrong size', () => {
    const state = tournament([...magma, teamRegistered('tA', ['p1', 'p2'])]);
    expect(decideRegisterTeam(team(organizer, ['p2', 'p3']), state)).toMatchObject({ ok: false, error: { code: 'TEAM.PLAYER_IN_TEAM' } });
    expect(decideRegisterTeam(team(organizer, ['p3']), state)).toMatchObject({ ok: false, error: { code: 'TEAM.INVALID_MEMBERS', ruleRef: 'CR 1.4 489.2' } });
  });

  it('has no teams in a 1v1 mode', () => {
    expect(decideRegisterTeam(team(), tournament([created(), registered(1), registered(2)]))).toMatchObject({
      ok: false,
      error: { code: 'TEAM.NOT_A_TEAM_MODE' },
    });
  });

  describe('when the e-mail address names no account', () => {
    const unknown = { type: 'AssignStaff', account: NO_SUCH_ACCOUNT, role: 'judge', now: NOW } as const;
    const known = { ...unknown, account: { accountId: 'acc-hj', displayName: 'HJ' } } as const;

    it('refuses a caller without the permission exactly as for a known address', () => {
      for (const actor of [stranger, null]) {
        const state = tournament([created()]);
        expect(decideAssignStaff({ ...unknown, actor }, state)).toEqual(decideAssignStaff({ ...known, actor }, state));
      }
      const byPlayer = register({ actor: { accountId: 'acc-p9', organizer: false }, account: NO_SUCH_ACCOUNT });
      const byPlayerKnown = register({ actor: { accountId: 'acc-p9', organizer: false }, account: { accountId: 'acc-p8', displayName: 'P8' } });
      expect(decideRegisterPlayer(byPlayer, tournament([created()]))).toEqual(decideRegisterPlayer(byPlayerKnown, tournament([created()])));
      expect(decideRegisterPlayer(byPlayer, tournament([created()]))).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    });

    it('tells the organizer that no account has the address', () => {
      expect(decideAssignStaff({ ...unknown, actor: organizer }, tournament([created()]))).toMatchObject({ ok: false, error: { code: 'ACCOUNT.NOT_FOUND' } });
      expect(decideRegisterPlayer(register({ account: NO_SUCH_ACCOUNT }), tournament([created()]))).toMatchObject({
        ok: false,
        error: { code: 'ACCOUNT.NOT_FOUND' },
      });
    });
  });
});
