import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, organizer, signUp, type Session } from '../testing/graphql-client.js';
import { startPlatformHarness, type PlatformHarness } from '../testing/platform-harness.js';
import { deckCards, deckCodeOf, ops, roundCompleted, roundMatches, type RoundPairings } from '../testing/tournament-driver.js';

let platform: PlatformHarness;
let org: Session;
const accounts: Session[] = [];

beforeAll(async () => {
  platform = await startPlatformHarness('swiss');
  org = await organizer(platform, 'organizer@swiss.test');
  for (let n = 1; n <= 18; n++) accounts.push(await signUp(platform, `player${n}@swiss.test`, `Player ${n}`));
});
afterAll(() => platform.stop());

/** Registers accounts[from..to) (the first half themselves with the invite code, the rest by the organizer). */
async function register(tournamentId: string, from: number, to: number): Promise<Map<string, Session>> {
  const byPlayer = new Map<string, Session>();
  for (let i = from; i < to; i++) {
    const account = accounts[i] as Session;
    const { registerPlayer } =
      i % 2 === 0
        ? await account.ok<{ registerPlayer: { id: string } }>(ops.registerPlayer, { input: { tournamentId, inviteCode: 'SPRING-26' } })
        : await org.ok<{ registerPlayer: { id: string } }>(ops.registerPlayer, { input: { tournamentId, email: account.email } });
    byPlayer.set(registerPlayer.id, account);
  }
  return byPlayer;
}

/** The first seat reports a 2-1 win, the opponent confirms; then waits for the worker. */
async function playRound(tournamentId: string, round: number, players: Map<string, Session>): Promise<void> {
  for (const match of await roundMatches(org, tournamentId, round)) {
    const [first, second] = match.entrants;
    if (!first || !second) throw new Error(`table ${match.table} has no two entrants`);
    const result = { seats: [{ entrantId: first.id, gameWins: 2 }, { entrantId: second.id, gameWins: 1 }] };
    await players.get(first.id)?.ok(ops.reportResult, { input: { matchId: match.id, result } });
    await players.get(second.id)?.ok(ops.confirmResult, { m: match.id });
  }
  await roundCompleted(org, tournamentId, round);
}

describe('a 16-player Match (best of 3) event', () => {
  it('runs from creation through four Swiss rounds and a top 8 to the champion', async () => {
    const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
      input: { name: 'Spring Regional', mode: 'match', topCut: 8, inviteCode: 'SPRING-26', enforcementLevel: 1 },
    });
    const t = createTournament.id;
    const players = await register(t, 0, 16);
    let index = 0;
    for (const [playerId, account] of players) {
      const input = index % 2 === 0 ? { tournamentId: t, deckCode: deckCodeOf(index) } : { tournamentId: t, playerId, cards: deckCards(index) };
      await (index % 2 === 0 ? account : org).ok(ops.submitDecklist, { input });
      index += 1;
    }
    expect(await org.ok(ops.startTournament, { t })).toEqual({ startTournament: { status: 'swiss', swissRounds: 4 } });

    for (let round = 1; round <= 4; round++) {
      const { pairNextRound } = await org.ok<{ pairNextRound: RoundPairings }>(ops.pairNextRound, { t });
      expect(pairNextRound).toMatchObject({ round, phase: 'swiss', byes: [] });
      expect(pairNextRound.tables).toHaveLength(8);
      await org.ok(ops.startRoundClock, { t });
      const mine = await (accounts[0] as Session).ok<{ myPairing: { round: number; table: number; opponents: unknown[] } }>(ops.myPairing, { t });
      expect(mine.myPairing).toMatchObject({ round, table: expect.any(Number), opponents: [expect.anything()] });
      await playRound(t, round, players);
    }
    const { standings } = await org.ok<{ standings: { throughRound: number; rows: { rank: number; points: number; wins: number }[] } }>(ops.standings, { t });
    expect(standings.throughRound).toBe(4);
    expect(standings.rows).toHaveLength(16);
    expect(standings.rows[0]).toMatchObject({ rank: 1, points: 12, wins: 4 });
    expect(standings.rows.reduce((sum, row) => sum + row.wins, 0)).toBe(32);

    const { startTopCut } = await org.ok<{ startTopCut: RoundPairings }>(ops.startTopCut, { t });
    expect(startTopCut).toMatchObject({ round: 5, phase: 'top_cut' });
    expect(startTopCut.tables).toHaveLength(4);
    await playRound(t, 5, players);
    for (const [round, tables] of [[6, 2], [7, 1]] as const) {
      const { pairNextRound } = await org.ok<{ pairNextRound: RoundPairings }>(ops.pairNextRound, { t });
      expect(pairNextRound.tables).toHaveLength(tables);
      await playRound(t, round, players);
    }
    const { finishTournament } = await org.ok<{ finishTournament: { status: string; champions: { id: string }[]; topCut: { seeds: { id: string }[] } } }>(
      ops.finishTournament,
      { t },
    );
    expect(finishTournament.status).toBe('finished');
    expect(finishTournament.topCut.seeds).toHaveLength(8);
    expect(finishTournament.champions).toMatchObject([{ id: finishTournament.topCut.seeds[0]?.id }]);
  });
});

describe('late registration and drops', () => {
  it('pairs a late entrant from its round on, stops pairing a dropped player and shows both in the standings', async () => {
    const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
      input: { name: 'Thursday Duel', mode: 'duel', decklistRequired: false, lateRegistrationUntilRound: 2, inviteCode: 'SPRING-26', swissRounds: 3 },
    });
    const t = createTournament.id;
    const players = await register(t, 0, 6);
    await org.ok(ops.startTournament, { t });
    await org.ok(ops.pairNextRound, { t });
    const late = await register(t, 16, 17);
    const [latePlayerId] = [...late.keys()];
    expect(await org.ok(ops.player, { t, p: latePlayerId })).toMatchObject({ player: { status: 'active' } });
    for (const [id, account] of late) players.set(id, account);
    const duelRound = async (round: number) => {
      for (const match of await roundMatches(org, t, round)) {
        const [first, second] = match.entrants;
        if (!first || !second) continue;
        await org.ok(ops.enterResult, { input: { matchId: match.id, result: { seats: [{ entrantId: first.id, gameWins: 1 }, { entrantId: second.id, gameWins: 0 }] } } });
      }
      await roundCompleted(org, t, round);
    };
    await duelRound(1);
    const [dropperId, dropper] = [...players][1] as [string, Session];
    expect(await dropper.ok(ops.dropPlayer, { t, p: dropperId })).toEqual({ dropPlayer: { id: dropperId, status: 'dropped', droppedInRound: 1 } });
    const { pairNextRound } = await org.ok<{ pairNextRound: RoundPairings }>(ops.pairNextRound, { t });
    const seated = [...pairNextRound.tables.flatMap((table) => table.entrants), ...pairNextRound.byes].map((entrant) => entrant.id);
    expect(seated).toContain(latePlayerId);
    expect(seated).not.toContain(dropperId);
    await duelRound(2);
    const late3 = await org.fails(ops.registerPlayer, { input: { tournamentId: t, email: (accounts[17] as Session).email } });
    expect(late3).toBe('REGISTRATION.CLOSED');
    const { standings } = await org.ok<{ standings: { rows: { entrant: { id: string }; dropped: boolean; losses: number }[] } }>(ops.standings, { t });
    expect(standings.rows.find((row) => row.entrant.id === dropperId)?.dropped).toBe(true);
    // The late entrant missed round 1, which counts as a loss (pairing config `missedRounds: loss`).
    expect(standings.rows.find((row) => row.entrant.id === latePlayerId)?.losses).toBeGreaterThanOrEqual(1);
  });
});

describe('decklist rejections', () => {
  let t = '';
  let self: Session;
  beforeAll(async () => {
    const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
      input: { name: 'Deck Check', mode: 'match', inviteCode: 'SPRING-26' },
    });
    t = createTournament.id;
    self = accounts[0] as Session;
    await self.ok(ops.registerPlayer, { input: { tournamentId: t, inviteCode: 'SPRING-26' } });
  });

  const rejection = async (input: Record<string, unknown>) => {
    const response = await self.raw(ops.submitDecklist, { input: { tournamentId: t, ...input } });
    return response.errors?.[0]?.extensions;
  };

  it('names the rule of a deck with 39 main-deck cards (TR 2026-07-16 402.1)', async () => {
    const cards = deckCards(0).map((card, index) => (index === 2 ? { ...card, count: card.count - 1 } : card));
    expect(await rejection({ cards })).toMatchObject({
      code: 'DECKLIST.ILLEGAL',
      ruleRef: 'TR 2026-07-16 402.1',
      details: { violations: [expect.objectContaining({ code: 'deck/main_deck_size', ruleRef: 'TR 2026-07-16 402.1' })] },
    });
  });

  it('names the rule of a fourth copy (CR 1.3 103.2.b) and of missing runes (CR 1.3 103.3.a)', async () => {
    const cards = deckCards(0);
    const fourCopies = cards.map((card, index) => (index === 2 ? { ...card, count: 4 } : card));
    // A fourth copy also makes 41 cards: the size is the headline, the copy limit is listed too.
    expect(await rejection({ cards: fourCopies })).toMatchObject({
      code: 'DECKLIST.ILLEGAL',
      ruleRef: 'TR 2026-07-16 402.1',
      details: { violations: expect.arrayContaining([expect.objectContaining({ code: 'deck/too_many_copies', ruleRef: expect.stringContaining('CR 1.3 103.2.b') })]) },
    });
    const runeCode = cards.at(-4)?.cardCode;
    const fewerRunes = cards.filter((card) => card.cardCode !== runeCode);
    const extensions = await rejection({ cards: fewerRunes });
    expect(extensions?.['code']).toBe('DECKLIST.ILLEGAL');
    expect(JSON.stringify(extensions?.['details'])).toContain('103.3');
  });

  it('refuses an unreadable deck code and a deck for the wrong mode', async () => {
    expect(await rejection({ deckCode: 'THIS-IS-NOT-A-CODE' })).toMatchObject({ code: 'DECKLIST.INVALID_CODE' });
    expect(await rejection({ cards: deckCards(0, 1) })).toMatchObject({ code: 'DECKLIST.ILLEGAL', ruleRef: 'TR 2026-07-16 402.1' });
  });

  it('shows a decklist to its owner and the organizer only (hidden information)', async () => {
    const { registerPlayer } = await (accounts[4] as Session).ok<{ registerPlayer: { id: string } }>(ops.registerPlayer, {
      input: { tournamentId: t, inviteCode: 'SPRING-26' },
    });
    await (accounts[4] as Session).ok(ops.submitDecklist, { input: { tournamentId: t, deckCode: deckCodeOf(2) } });
    const read = (as: Session) => as.ok<{ player: { hasDecklist: boolean; decklist: unknown } }>(ops.player, { t, p: registerPlayer.id });
    expect((await read(accounts[4] as Session)).player.decklist).toMatchObject({ deckCode: expect.any(String) });
    expect((await read(org)).player.decklist).toMatchObject({ deckCode: expect.any(String) });
    expect((await read(accounts[5] as Session)).player).toEqual(expect.objectContaining({ hasDecklist: true, decklist: null }));
    expect((await read(anonymous(platform))).player.decklist).toBeNull();
  });

  it('keeps the list locked once the player is paired (TR 2026-07-16 401.3)', async () => {
    expect(await self.ok(ops.submitDecklist, { input: { tournamentId: t, cards: deckCards(0) } })).toMatchObject({ submitDecklist: { hasDecklist: true } });
    const other = accounts[2] as Session;
    await other.ok(ops.registerPlayer, { input: { tournamentId: t, inviteCode: 'SPRING-26' } });
    await other.ok(ops.submitDecklist, { input: { tournamentId: t, deckCode: deckCodeOf(1) } });
    await org.ok(ops.startTournament, { t });
    await org.ok(ops.pairNextRound, { t });
    expect(await rejection({ cards: deckCards(1) })).toMatchObject({ code: 'DECKLIST.LOCKED', ruleRef: 'TR 2026-07-16 401.3' });
  });
});
