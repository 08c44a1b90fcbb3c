import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizer, signUp, type Session } from '../testing/graphql-client.js';
import { startPlatformHarness, type PlatformHarness } from '../testing/platform-harness.js';
import { subscribe } from '../testing/sse-subscription.js';
import { ops } from '../testing/tournament-driver.js';

/** Issue 18 items 9 and 10: nobody is bound into a team without saying yes, and a stray registrant can leave. */
const INVITATIONS = `query($t: ID!) { teamInvitations(tournamentId: $t) { teamId name acceptedBy players { id } } }`;
const DECLINE = `mutation($t: ID!, $team: ID!) { declineTeamInvitation(tournamentId: $t, teamId: $team) { id } }`;
const LEAVE = `mutation($t: ID!) { leaveTeam(tournamentId: $t) { id status } }`;
const WITHDRAW = `mutation($t: ID!, $p: ID) { withdrawRegistration(tournamentId: $t, playerId: $p) { playerCount entrantCount } }`;
const COUNTS = `query($t: ID!) { tournament(id: $t) { status playerCount entrantCount } }`;

interface Team {
  readonly id: string;
  readonly formed: boolean;
  readonly players: { id: string }[];
}

let platform: PlatformHarness;
let org: Session;
let t = '';
const members: { session: Session; playerId: string; name: string }[] = [];
const member = (n: number) => members[n] as (typeof members)[number];

const propose = async (captain: number, partner: number, name: string): Promise<Team> =>
  (await member(captain).session.ok<{ registerTeam: Team }>(ops.registerTeam, { input: { tournamentId: t, name, playerIds: [member(captain).playerId, member(partner).playerId] } }))
    .registerTeam;
const accept = async (n: number, team: string): Promise<Team> =>
  (await member(n).session.ok<{ acceptTeamInvitation: Team }>(ops.acceptTeamInvitation, { t, team })).acceptTeamInvitation;
const counts = async () => (await org.ok<{ tournament: { status: string; playerCount: number; entrantCount: number } }>(COUNTS, { t })).tournament;

beforeAll(async () => {
  platform = await startPlatformHarness('team-registration');
  org = await organizer(platform, 'org@teams.test');
  const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
    input: { name: 'Magma Pairs', mode: 'magma_chamber', inviteCode: 'PAIRS', decklistRequired: false, swissRounds: 1 },
  });
  t = createTournament.id;
  for (let n = 1; n <= 5; n++) {
    const session = await signUp(platform, `h${n}@teams.test`, `H${n}`);
    const { registerPlayer } = await session.ok<{ registerPlayer: { id: string } }>(ops.registerPlayer, { input: { tournamentId: t, inviteCode: 'PAIRS' } });
    members.push({ session, playerId: registerPlayer.id, name: `H${n}` });
  }
});
afterAll(() => platform.stop());

describe('teams formed by invitation (issue 18 item 9)', () => {
  it('binds nobody: a player proposes, the other is invited, and the team forms when they accept', async () => {
    const proposed = await propose(0, 1, 'Embers');
    expect(proposed).toMatchObject({ formed: false });
    expect((await counts()).entrantCount).toBe(0);
    const invitations = (await member(1).session.ok<{ teamInvitations: { teamId: string; acceptedBy: string[] }[] }>(INVITATIONS, { t })).teamInvitations;
    expect(invitations).toEqual([expect.objectContaining({ teamId: proposed.id, acceptedBy: [member(0).playerId] })]);
    // Others do not see it, and cannot answer it.
    expect((await member(2).session.ok<{ teamInvitations: unknown[] }>(INVITATIONS, { t })).teamInvitations).toEqual([]);
    expect(await member(2).session.fails(ops.acceptTeamInvitation, { t, team: proposed.id })).toBe('TEAM.INVITATION_NOT_FOUND');
    const formed = await accept(1, proposed.id);
    expect(formed).toMatchObject({ id: proposed.id, formed: true });
    expect(formed.players.map((player) => player.id).sort()).toEqual([member(0).playerId, member(1).playerId].sort());
    expect((await counts()).entrantCount).toBe(1);
  });

  it('drops a declined invitation', async () => {
    const proposed = await propose(2, 3, 'Cinders');
    await member(3).session.ok(DECLINE, { t, team: proposed.id });
    expect((await org.ok<{ teamInvitations: unknown[] }>(INVITATIONS, { t })).teamInvitations).toEqual([]);
    expect(await member(3).session.fails(ops.acceptTeamInvitation, { t, team: proposed.id })).toBe('TEAM.INVITATION_NOT_FOUND');
    await accept(3, (await propose(2, 3, 'Cinders')).id);
    expect((await counts()).entrantCount).toBe(2);
  });

  it('lets a player leave a team before the start, which dissolves it; the organizer forms teams directly', async () => {
    const { leaveTeam } = await member(1).session.ok<{ leaveTeam: { status: string } }>(LEAVE, { t });
    expect(leaveTeam.status).toBe('no_team');
    expect((await counts()).entrantCount).toBe(1);
    const { registerTeam } = await org.ok<{ registerTeam: Team }>(ops.registerTeam, {
      input: { tournamentId: t, name: 'Embers', playerIds: [member(0).playerId, member(1).playerId] },
    });
    expect(registerTeam.formed).toBe(true);
    expect((await counts()).entrantCount).toBe(2);
  });
});

describe('teamUpdated: the members see an answer without reloading', () => {
  const TEAM_UPDATED = `subscription($t: ID!) { teamUpdated(tournamentId: $t) { tournamentId teamId name change } }`;
  type Update = { teamUpdated: { tournamentId: string; teamId: string; name: string; change: string } };

  it('tells the proposer and the partner of a proposal, a decline and the team formed; nobody else but the organizer', async () => {
    const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
      input: { name: 'Magma Live', mode: 'magma_chamber', inviteCode: 'LIVE-PAIRS', decklistRequired: false, swissRounds: 1 },
    });
    const live = createTournament.id;
    const ids: string[] = [];
    for (const n of [0, 1, 2]) {
      const { registerPlayer } = await member(n).session.ok<{ registerPlayer: { id: string } }>(ops.registerPlayer, { input: { tournamentId: live, inviteCode: 'LIVE-PAIRS' } });
      ids.push(registerPlayer.id);
    }
    const refused = await subscribe(platform, TEAM_UPDATED, { t: live });
    expect((await refused.next()).errors?.[0]?.extensions?.['code']).toBe('AUTH.UNAUTHENTICATED');
    refused.close();
    const proposer = await subscribe<Update>(platform, TEAM_UPDATED, { t: live }, member(0).session.token);
    const partner = await subscribe<Update>(platform, TEAM_UPDATED, { t: live }, member(1).session.token);
    const bystander = await subscribe<Update>(platform, TEAM_UPDATED, { t: live }, member(2).session.token);
    const organizerSees = await subscribe<Update>(platform, TEAM_UPDATED, { t: live }, org.token);

    const propose = async (name: string) =>
      (await member(0).session.ok<{ registerTeam: Team }>(ops.registerTeam, { input: { tournamentId: live, name, playerIds: [ids[0], ids[1]] } })).registerTeam.id;
    const declined = await propose('Ash');
    expect((await partner.next()).data?.teamUpdated).toEqual({ tournamentId: live, teamId: declined, name: 'Ash', change: 'proposed' });
    await member(1).session.ok(DECLINE, { t: live, team: declined });
    expect((await proposer.next()).data?.teamUpdated).toMatchObject({ teamId: declined, change: 'proposed' });
    expect((await proposer.next()).data?.teamUpdated).toMatchObject({ teamId: declined, name: 'Ash', change: 'declined' });

    const formed = await propose('Ember');
    await member(1).session.ok(ops.acceptTeamInvitation, { t: live, team: formed });
    expect((await proposer.next()).data?.teamUpdated).toMatchObject({ teamId: formed, change: 'proposed' });
    expect((await proposer.next()).data?.teamUpdated).toMatchObject({ teamId: formed, name: 'Ember', change: 'formed' });
    expect((await partner.next()).data?.teamUpdated).toMatchObject({ teamId: declined, change: 'declined' });

    expect((await Promise.all([1, 2, 3, 4].map(() => organizerSees.next()))).map((update) => update.data?.teamUpdated.change)).toEqual(['proposed', 'declined', 'proposed', 'formed']);
    // A player of the event who is in neither proposal hears nothing of them.
    await expect(bystander.next(1_500)).rejects.toThrow(/no subscription event/);
    for (const subscription of [proposer, partner, bystander, organizerSees]) subscription.close();
  });
});

describe('a stray registrant of a Magma Chamber event (issue 18 item 10)', () => {
  it('is named by the refused start, which says how to resolve it', async () => {
    const response = await org.raw(`mutation($t: ID!) { startTournament(tournamentId: $t) { status } }`, { t });
    const error = response.errors?.[0];
    expect(error?.extensions?.['code']).toBe('TEAM.PLAYERS_WITHOUT_TEAM');
    expect(error?.message).toContain(member(4).name);
    expect(error?.message).toContain('withdrawRegistration');
  });

  it('withdraws, and the event starts; afterwards nobody withdraws or leaves a team', async () => {
    expect(await member(0).session.fails(WITHDRAW, { t, p: member(4).playerId })).toBe('AUTH.FORBIDDEN');
    const { withdrawRegistration } = await member(4).session.ok<{ withdrawRegistration: { playerCount: number; entrantCount: number } }>(WITHDRAW, { t });
    expect(withdrawRegistration).toEqual({ playerCount: 4, entrantCount: 2 });
    await org.ok(ops.startTournament, { t });
    expect((await counts()).status).toBe('swiss');
    expect(await member(0).session.fails(WITHDRAW, { t })).toBe('TOURNAMENT.ALREADY_STARTED');
    expect(await org.fails(WITHDRAW, { t, p: member(2).playerId })).toBe('TOURNAMENT.ALREADY_STARTED');
    expect(await member(0).session.fails(LEAVE, { t })).toBe('TOURNAMENT.ALREADY_STARTED');
  });
});
