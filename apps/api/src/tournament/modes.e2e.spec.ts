import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizer, signUp, type Session } from '../testing/graphql-client.js';
import { startPlatformHarness, type PlatformHarness } from '../testing/platform-harness.js';
import { deckCodeOf, teamDeckCards, ops, roundCompleted, roundMatches, type RoundPairings } from '../testing/tournament-driver.js';

let platform: PlatformHarness;
let org: Session;
const accounts: Session[] = [];

beforeAll(async () => {
  platform = await startPlatformHarness('modes');
  org = await organizer(platform, 'organizer@modes.test');
  for (let n = 1; n <= 9; n++) accounts.push(await signUp(platform, `player${n}@modes.test`, `Player ${n}`));
});
afterAll(() => platform.stop());

async function registerAll(t: string, count: number): Promise<Map<string, Session>> {
  const byPlayer = new Map<string, Session>();
  for (const account of accounts.slice(0, count)) {
    const { registerPlayer } = await account.ok<{ registerPlayer: { id: string } }>(ops.registerPlayer, { input: { tournamentId: t, inviteCode: 'MODES' } });
    byPlayer.set(registerPlayer.id, account);
  }
  return byPlayer;
}

describe('an FFA3 event', () => {
  it('plays pods of three with placements, byes for the leftover and a final pod', async () => {
    const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
      input: { name: 'Skirmish Night', mode: 'ffa3', inviteCode: 'MODES', swissRounds: 2, topCut: 3, resultPolicy: 'either_player' },
    });
    const t = createTournament.id;
    const players = await registerAll(t, 7);
    let index = 0;
    for (const account of players.values()) await account.ok(ops.submitDecklist, { input: { tournamentId: t, deckCode: deckCodeOf(index++) } });
    await org.ok(ops.startTournament, { t });
    for (let round = 1; round <= 2; round++) {
      const { pairNextRound } = await org.ok<{ pairNextRound: RoundPairings }>(ops.pairNextRound, { t });
      expect(pairNextRound.tables.map((table) => table.entrants.length)).toEqual([3, 3]);
      expect(pairNextRound.byes).toHaveLength(1);
      for (const table of pairNextRound.tables) {
        const seats = table.entrants.map((entrant, place) => ({ entrantId: entrant.id, placement: place + 1 }));
        await players.get(table.entrants[0]?.id ?? '')?.ok(ops.reportResult, { input: { matchId: table.matchId, result: { seats } } });
      }
      await roundCompleted(org, t, round);
    }
    const { standings } = await org.ok<{ standings: { rows: { points: number; placements: number[]; byes: number }[] } }>(ops.standings, { t });
    expect(standings.rows).toHaveLength(7);
    expect(standings.rows.reduce((sum, row) => sum + (row.placements[0] ?? 0), 0)).toBe(4);
    expect(standings.rows.reduce((sum, row) => sum + row.byes, 0)).toBe(2);
    const { startTopCut } = await org.ok<{ startTopCut: RoundPairings }>(ops.startTopCut, { t });
    const [final] = startTopCut.tables;
    expect(final?.entrants).toHaveLength(3);
    const seats = (final?.entrants ?? []).map((entrant, place) => ({ entrantId: entrant.id, placement: place + 1 }));
    await org.ok(ops.enterResult, { input: { matchId: final?.matchId, result: { seats } } });
    await roundCompleted(org, t, 3);
    const { finishTournament } = await org.ok<{ finishTournament: { champions: { id: string }[] } }>(ops.finishTournament, { t });
    expect(finishTournament.champions).toMatchObject([{ id: final?.entrants[0]?.id }]);
  });
});

describe('a War event (CR 1.4 488)', () => {
  it('seats 7 players in a pod of four and a pod of three, takes places confirmed by every player of a pod, and crowns the final pod’s winner', async () => {
    const input = { name: 'War Night', mode: 'war', inviteCode: 'MODES', swissRounds: 2, topCut: 4, resultPolicy: 'both_confirm' };
    // One placement value per seat of a pod of four.
    expect(await org.fails(ops.createTournament, { input: { ...input, placementPoints: [3, 1, 0] } })).toBe('TOURNAMENT.INVALID_SETTINGS');
    const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, { input });
    const t = createTournament.id;
    const settings = await org.ok<{ tournament: { mode: string; settings: { placementPoints: number[] } } }>(
      `query($t: ID!) { tournament(id: $t) { mode settings { placementPoints } } }`,
      { t },
    );
    expect(settings.tournament).toEqual({ mode: 'war', settings: { placementPoints: [3, 1, 0, 0] } });
    const players = await registerAll(t, 7);
    let index = 0;
    for (const account of players.values()) await account.ok(ops.submitDecklist, { input: { tournamentId: t, deckCode: deckCodeOf(index++) } });
    await org.ok(ops.startTournament, { t });
    for (let round = 1; round <= 2; round++) {
      const { pairNextRound } = await org.ok<{ pairNextRound: RoundPairings }>(ops.pairNextRound, { t });
      // 7 = 4 + 3: nobody sits out (ADR 0038).
      expect(pairNextRound.tables.map((table) => table.entrants.length).sort()).toEqual([3, 4]);
      expect(pairNextRound.byes).toEqual([]);
      for (const table of pairNextRound.tables) {
        const [reporter, ...others] = table.entrants.map((entrant) => players.get(entrant.id) as Session);
        const seats = table.entrants.map((entrant, place) => ({ entrantId: entrant.id, placement: place + 1 }));
        await reporter?.ok(ops.reportResult, { input: { matchId: table.matchId, result: { seats } } });
        for (const other of others) await other.ok(ops.confirmResult, { m: table.matchId });
      }
      await roundCompleted(org, t, round);
    }
    const me = await (accounts[0] as Session).ok<{ myPairing: { opponents: { name: string }[] } }>(ops.myPairing, { t });
    expect([2, 3]).toContain(me.myPairing.opponents.length);
    const { standings } = await org.ok<{ standings: { rows: { points: number; placements: number[]; wins: number; losses: number }[] } }>(ops.standings, { t });
    expect(standings.rows).toHaveLength(7);
    // Each round: a pod of four scores 3+1+0+0 and a pod of three 3+1+0 (its last as the 4th).
    expect(standings.rows.reduce((sum, row) => sum + row.points, 0)).toBe(16);
    for (const row of standings.rows) {
      expect(row.placements).toHaveLength(4);
      expect(row.wins + row.losses).toBe(2);
    }
    expect(standings.rows.reduce((sum, row) => sum + (row.placements[0] ?? 0), 0)).toBe(4);
    const { startTopCut } = await org.ok<{ startTopCut: RoundPairings }>(ops.startTopCut, { t });
    const [final] = startTopCut.tables;
    expect(final?.entrants).toHaveLength(4);
    const winnerLast = [...(final?.entrants ?? [])].reverse();
    const seats = winnerLast.map((entrant, place) => ({ entrantId: entrant.id, placement: place + 1 }));
    await org.ok(ops.enterResult, { input: { matchId: final?.matchId, result: { seats } } });
    await roundCompleted(org, t, 3);
    const { finishTournament } = await org.ok<{ finishTournament: { champions: { id: string }[] } }>(ops.finishTournament, { t });
    expect(finishTournament.champions).toMatchObject([{ id: winnerLast[0]?.id }]);
  });
});

describe('a Magma Chamber event', () => {
  it('pairs teams of two, lets either member report for the team, and crowns a team', async () => {
    const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
      input: { name: 'Magma Cup', mode: 'magma_chamber', inviteCode: 'MODES', swissRounds: 2 },
    });
    const t = createTournament.id;
    const players = await registerAll(t, 8);
    const ids = [...players.keys()];
    const teams: { id: string; members: string[] }[] = [];
    for (let i = 0; i < 8; i += 2) {
      const members = [ids[i] ?? '', ids[i + 1] ?? ''];
      const captain = players.get(members[0] ?? '') as Session;
      const { registerTeam } = await captain.ok<{ registerTeam: { id: string; players: { id: string }[] } }>(ops.registerTeam, {
        input: { tournamentId: t, name: `Team ${i / 2 + 1}`, playerIds: members },
      });
      expect(registerTeam.players).toHaveLength(2);
      // The partner is asked, not bound: the team forms when they accept (issue 18).
      const partner = players.get(members[1] ?? '') as Session;
      const { acceptTeamInvitation } = await partner.ok<{ acceptTeamInvitation: { formed: boolean } }>(ops.acceptTeamInvitation, { t, team: registerTeam.id });
      expect(acceptTeamInvitation.formed).toBe(true);
      teams.push({ id: registerTeam.id, members });
    }
    let index = 0;
    for (const account of players.values()) {
      // One battlefield each, and teammates use different legends and battlefields (CR 1.3 484.8.g-h).
      await account.ok(ops.submitDecklist, { input: { tournamentId: t, cards: teamDeckCards(index++) } });
    }
    await org.ok(ops.startTournament, { t });
    const memberSession = (teamId: string, which: number) => players.get(teams.find((team) => team.id === teamId)?.members[which] ?? '');
    for (let round = 1; round <= 2; round++) {
      const { pairNextRound } = await org.ok<{ pairNextRound: RoundPairings }>(ops.pairNextRound, { t });
      expect(pairNextRound.tables).toHaveLength(2);
      for (const match of await roundMatches(org, t, round)) {
        const [a, b] = match.entrants;
        if (!a || !b) throw new Error('two teams per table');
        expect(teams.map((team) => team.id)).toContain(a.id);
        const result = { seats: [{ entrantId: a.id, gameWins: 1 }, { entrantId: b.id, gameWins: 0 }] };
        await memberSession(a.id, 1)?.ok(ops.reportResult, { input: { matchId: match.id, result } });
        await memberSession(b.id, 0)?.ok(ops.confirmResult, { m: match.id });
      }
      await roundCompleted(org, t, round);
    }
    const mine = await (accounts[0] as Session).ok<{ myPairing: { round: number } }>(ops.myPairing, { t });
    expect(mine.myPairing.round).toBe(2);
    const { finishTournament } = await org.ok<{ finishTournament: { champions: { id: string; name: string }[] } }>(ops.finishTournament, { t });
    expect(teams.map((team) => team.id)).toContain(finishTournament.champions[0]?.id);
    expect(finishTournament.champions[0]?.name).toMatch(/^Team /);
  });
});
