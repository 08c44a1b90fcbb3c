import { Random } from '@arbiter/prng';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, organizer, signUp, type Session } from '../testing/graphql-client.js';
import { startPlatformHarness, type PlatformHarness } from '../testing/platform-harness.js';
import { subscribe } from '../testing/sse-subscription.js';
import { deckCodeOf, teamDeckCards, ops, roundCompleted, type RoundPairings } from '../testing/tournament-driver.js';

const GAME = `query($id: ID!) { onlineGame(id: $id) { id status ruleset version viewerKind viewerSeat waitingFor seats { seat entrantId name } view legalActions result { seats { entrantId gameWins placement } } } }`;
const REPLAY = `query($id: ID!) { onlineGame(id: $id) { replay } }`;
const START = `mutation($m: ID!) { startMatchGame(matchId: $m) { gameId version status } }`;
const ACT = `mutation($g: ID!, $a: JSON!) { submitGameAction(gameId: $g, action: $a) { gameId version status } }`;
const CONCEDE = `mutation($g: ID!) { concedeGame(gameId: $g) { gameId version status } }`;
const REWIND = `mutation($g: ID!, $n: Int!, $r: String!) { rewindOnlineGame(gameId: $g, actions: $n, reason: $r) { gameId version status } }`;
const JUDGE_VIEW = `query($id: ID!) { onlineGame(id: $id) { version rewindableActions view } }`;
const UPDATES = `subscription($id: ID!) { onlineGameUpdated(id: $id) { id status version viewerKind viewerSeat waitingFor view } }`;

interface SeatView {
  readonly hand: unknown[] | null;
  readonly handCount: number;
  readonly mainDeck: unknown[] | null;
}
interface OnlineGame {
  readonly id: string;
  readonly status: string;
  readonly ruleset: string;
  readonly version: number;
  readonly viewerKind: string;
  readonly viewerSeat: number | null;
  readonly waitingFor: number | null;
  readonly seats: { seat: number; entrantId: string; name: string }[];
  readonly view: { game: { seats: SeatView[] }; match: { seed: string | null } };
  readonly legalActions: unknown[];
  readonly result: { seats: { entrantId: string; gameWins: number; placement: number }[] } | null;
}

let platform: PlatformHarness;
let org: Session;
let ana: Session;
let ben: Session;
let matchId = '';
let tournamentId = '';
/** The session of each seat, once the game has started. */
let bySeat: Session[] = [];

const game = async (session: Session): Promise<OnlineGame> => (await session.ok<{ onlineGame: OnlineGame }>(GAME, { id: matchId })).onlineGame;

/**
 * CR 127: at a priority window, moving any card of the opponent's hand (ids the judge sees) is
 * answered exactly like moving an id no object has, so the answer tells nothing of its type.
 */
async function hiddenCardsAnswerLikeUnknownIds(session: Session, seat: number): Promise<boolean> {
  const judge = (await game(org)).view as unknown as { game: { pending: { kind: string } | null; seats: { hand: number[] | null }[] } };
  const hand = judge.game.seats[1 - seat]?.hand ?? [];
  if (judge.game.pending?.kind !== 'priority' || hand.length === 0) return false;
  const answer = async (id: number) => (await session.raw(ACT, { g: matchId, a: { type: 'move', units: [id], to: 'base' } })).errors?.[0];
  const unknown = await answer(9_999);
  expect(unknown?.extensions?.['code']).toBe('move/unknown_unit');
  for (const card of hand) expect(await answer(card)).toEqual(unknown);
  return true;
}

beforeAll(async () => {
  platform = await startPlatformHarness('online-game');
  org = await organizer(platform, 'organizer@online.test');
  ana = await signUp(platform, 'ana@online.test', 'Ana');
  ben = await signUp(platform, 'ben@online.test', 'Ben');
  const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
    input: { name: 'Online Duels', mode: 'duel', inviteCode: 'ONLINE', swissRounds: 1, resultPolicy: 'both_confirm' },
  });
  tournamentId = createTournament.id;
  let index = 0;
  for (const account of [ana, ben]) {
    await account.ok(ops.registerPlayer, { input: { tournamentId, inviteCode: 'ONLINE' } });
    await account.ok(ops.submitDecklist, { input: { tournamentId, deckCode: deckCodeOf(index++) } });
  }
  await org.ok(ops.startTournament, { t: tournamentId });
  const { pairNextRound } = await org.ok<{ pairNextRound: RoundPairings }>(ops.pairNextRound, { t: tournamentId });
  matchId = pairNextRound.tables[0]?.matchId ?? '';
});
afterAll(() => platform.stop());

describe('playing a paired Duel online through GraphQL', () => {
  it('is started by a player of the match and joined by the other', async () => {
    expect(await anonymous(platform).fails(START, { m: matchId })).toBe('AUTH.UNAUTHENTICATED');
    const { startMatchGame } = await ana.ok<{ startMatchGame: { gameId: string; version: number; status: string } }>(START, { m: matchId });
    expect(startMatchGame).toEqual({ gameId: matchId, version: 1, status: 'playing' });
    expect((await ben.ok<{ startMatchGame: unknown }>(START, { m: matchId })).startMatchGame).toEqual(startMatchGame);
    // A new event plays Core Rules v1.4; players and judges see the ruleset (ADR 0060).
    expect((await game(org)).ruleset).toBe('CR 1.4');
    expect((await game(ana)).ruleset).toBe('CR 1.4');
    const seats = (await game(org)).seats;
    const anaSeat = (await game(ana)).viewerSeat;
    bySeat = seats.map((seat) => (seat.seat === anaSeat ? ana : ben));
  });

  it("never shows a player the opponent's hand, any deck order or the seed; the judge sees them (127)", async () => {
    const judge = await game(org);
    expect(judge.viewerKind).toBe('judge');
    const seed = judge.view.match.seed;
    expect(seed).toEqual(expect.any(String));
    for (const [seat, session] of bySeat.entries()) {
      const own = await game(session);
      expect(own).toMatchObject({ viewerKind: 'seat', viewerSeat: seat });
      const opponent = own.view.game.seats[1 - seat];
      expect(opponent?.hand).toBeNull();
      expect(opponent?.handCount).toBe(judge.view.game.seats[1 - seat]?.hand?.length);
      expect(own.view.game.seats.every((view) => view.mainDeck === null)).toBe(true);
      const replay = await session.raw(REPLAY, { id: matchId });
      expect(JSON.stringify([own, replay])).not.toContain(seed ?? '');
    }
    const spectator = (await anonymous(platform).ok<{ onlineGame: OnlineGame }>(GAME, { id: matchId })).onlineGame;
    expect(spectator.viewerKind).toBe('spectator');
    expect(spectator.view.game.seats.every((view) => view.hand === null)).toBe(true);
    expect(spectator.legalActions).toEqual([]);
  });

  it('refuses an action out of turn with its rule, and stores nothing', async () => {
    const before = await game(org);
    const idle = bySeat[1 - (before.waitingFor ?? 0)] as Session;
    const response = await idle.raw(ACT, { g: matchId, a: { type: 'pass' } });
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: expect.stringMatching(/^[a-z_]+\/[a-z_]+$/), ruleRef: expect.any(String) });
    expect(await idle.fails(ACT, { g: matchId, a: 'not an action' })).toBe('GAME.MALFORMED_ACTION');
    expect((await game(org)).version).toBe(before.version);
  });

  it('pushes every accepted action to a subscribed player, as that player may see the game (127)', async () => {
    const missing = await subscribe<{ onlineGameUpdated: OnlineGame }>(platform, UPDATES, { id: 'no-such-game' }, ana.token);
    expect((await missing.next()).errors?.[0]?.extensions?.['code']).toBe('GAME.NOT_FOUND');
    missing.close();

    const updates = await subscribe<{ onlineGameUpdated: OnlineGame }>(platform, UPDATES, { id: matchId }, ana.token);
    const first = (await updates.next()).data?.onlineGameUpdated;
    const before = await game(org);
    expect(first).toMatchObject({ id: matchId, version: before.version, viewerKind: 'seat', status: 'playing' });
    const session = bySeat[before.waitingFor ?? 0] as Session;
    const { legalActions } = await game(session);
    const { submitGameAction } = await session.ok<{ submitGameAction: { version: number } }>(ACT, { g: matchId, a: legalActions[0] });
    // Well within the 5 s re-read: the update was pushed, not found by the fallback.
    const pushed = (await updates.next(3_000)).data?.onlineGameUpdated;
    expect(pushed?.version).toBe(submitGameAction.version);
    const opponent = pushed?.view.game.seats[1 - (pushed.viewerSeat ?? 0)];
    expect(opponent?.hand).toBeNull();
    expect(JSON.stringify(pushed)).not.toContain(before.view.match.seed ?? 'no seed');
    updates.close();
  });

  it('lets a judge back up the last actions, exactly to the earlier state; never a player (TR 14.3)', async () => {
    type JudgeView = { version: number; rewindableActions: number; view: { game: unknown } };
    const judgeView = async (): Promise<JudgeView> => (await org.ok<{ onlineGame: JudgeView }>(JUDGE_VIEW, { id: matchId })).onlineGame;
    const before = await judgeView();
    const random = Random.seeded('online-rewind');
    for (let step = 0; step < 2; step++) {
      const waiting = (await game(org)).waitingFor;
      const session = bySeat[waiting ?? 0] as Session;
      await session.ok(ACT, { g: matchId, a: random.pick((await game(session)).legalActions) });
    }
    expect((await judgeView()).rewindableActions).toBe(before.rewindableActions + 2);
    expect(await ana.fails(REWIND, { g: matchId, n: 1, r: 'I misclicked' })).toBe('AUTH.FORBIDDEN');
    expect(await org.fails(REWIND, { g: matchId, n: 1, r: ' ' })).toBe('GAME.REWIND_REASON_REQUIRED');
    const { rewindOnlineGame } = await org.ok<{ rewindOnlineGame: { version: number } }>(REWIND, { g: matchId, n: 2, r: 'wrong unit moved, both players agree' });
    expect(rewindOnlineGame.version).toBe(before.version + 3);
    const after = await judgeView();
    expect(after.view.game).toEqual(before.view.game);
    expect(after.rewindableActions).toBe(before.rewindableActions);
  });

  it('takes legal actions from the players, and a concession (650) reports the result into the standings', async () => {
    const random = Random.seeded('online-e2e');
    let checkedHiddenCards = false;
    for (let step = 0; step < 12; step++) {
      const waiting = (await game(org)).waitingFor;
      const session = bySeat[waiting ?? 0] as Session;
      if (!checkedHiddenCards) checkedHiddenCards = await hiddenCardsAnswerLikeUnknownIds(session, waiting ?? 0);
      const { legalActions } = await game(session);
      expect(legalActions.length).toBeGreaterThan(0);
      await session.ok(ACT, { g: matchId, a: random.pick(legalActions) });
    }
    expect(checkedHiddenCards).toBe(true);
    const updates = await subscribe<{ onlineGameUpdated: OnlineGame }>(platform, UPDATES, { id: matchId }, ana.token);
    expect((await updates.next()).data?.onlineGameUpdated.status).toBe('playing');
    const { concedeGame } = await ben.ok<{ concedeGame: { status: string } }>(CONCEDE, { g: matchId });
    expect(concedeGame.status).toBe('finished');
    // The subscription shows the finished game, then ends.
    expect((await updates.next(3_000)).data?.onlineGameUpdated.status).toBe('finished');
    await expect(updates.next(2_000)).rejects.toThrow('the event stream ended');
    const finished = await game(ana);
    const anaEntrant = finished.seats[finished.viewerSeat ?? 0]?.entrantId;
    expect(finished.result?.seats.find((seat) => seat.entrantId === anaEntrant)?.gameWins).toBe(1);
    // The winner is placed first and the loser second, as the match shows them (issue 18 item 7).
    expect(finished.result?.seats.map((seat) => [seat.entrantId === anaEntrant, seat.placement])).toEqual(
      expect.arrayContaining([
        [true, 1],
        [false, 2],
      ]),
    );
    expect(await ana.fails(ACT, { g: matchId, a: { type: 'pass' } })).toBe('GAME.FINISHED');
    // The finished game entered score reporting like a staff-entered result: no confirmation needed.
    await roundCompleted(org, tournamentId, 1);
    const { standings } = await org.ok<{ standings: { rows: { entrant: { id: string }; points: number }[] } }>(ops.standings, { t: tournamentId });
    expect(standings.rows.find((row) => row.entrant.id === anaEntrant)?.points).toBe(3);
  });
});

describe('playing a Magma Chamber 2v2 online', () => {
  it('seats each team opposite, lets every member play their own seat, and reports one result per team (648)', async () => {
    const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
      input: { name: 'Online Magma', mode: 'magma_chamber', inviteCode: 'MAGMA', swissRounds: 1 },
    });
    const t = createTournament.id;
    const members: { session: Session; playerId: string }[] = [];
    for (let n = 0; n < 4; n++) {
      const session = await signUp(platform, `magma${n}@online.test`, `Magma ${n}`);
      const { registerPlayer } = await session.ok<{ registerPlayer: { id: string } }>(ops.registerPlayer, { input: { tournamentId: t, inviteCode: 'MAGMA' } });
      // One battlefield each, and teammates use different legends and battlefields (CR 1.3 484.8.g-h).
      await session.ok(ops.submitDecklist, { input: { tournamentId: t, cards: teamDeckCards(n) } });
      members.push({ session, playerId: registerPlayer.id });
    }
    const teamIds: string[] = [];
    for (const [index, pair] of [members.slice(0, 2), members.slice(2, 4)].entries()) {
      const [captain] = pair;
      if (!captain) throw new Error('a team needs its players');
      const { registerTeam } = await captain.session.ok<{ registerTeam: { id: string } }>(ops.registerTeam, {
        input: { tournamentId: t, name: `Pair ${index + 1}`, playerIds: pair.map((member) => member.playerId) },
      });
      await (pair[1] as (typeof members)[number]).session.ok(ops.acceptTeamInvitation, { t, team: registerTeam.id });
      teamIds.push(registerTeam.id);
    }
    await org.ok(ops.startTournament, { t });
    const { pairNextRound } = await org.ok<{ pairNextRound: RoundPairings }>(ops.pairNextRound, { t });
    const magmaMatch = pairNextRound.tables[0]?.matchId ?? '';
    await (members[0] as (typeof members)[number]).session.ok(START, { m: magmaMatch });

    const magmaGame = async (session: Session): Promise<OnlineGame> => (await session.ok<{ onlineGame: OnlineGame }>(GAME, { id: magmaMatch })).onlineGame;
    const judge = await magmaGame(org);
    expect(judge.seats).toHaveLength(4);
    // Teammates sit opposite: seats 0 and 2 are one team, 1 and 3 the other (648.5.b).
    expect(judge.seats[0]?.entrantId).toBe(judge.seats[2]?.entrantId);
    expect(judge.seats[1]?.entrantId).toBe(judge.seats[3]?.entrantId);
    expect(judge.seats[0]?.entrantId).not.toBe(judge.seats[1]?.entrantId);
    const sessionOfSeat: Session[] = [];
    for (const member of members) {
      const own = await magmaGame(member.session);
      expect(own.viewerKind).toBe('seat');
      // 648.8.f: a player sees only their own hand, not even the teammate's.
      expect(own.view.game.seats.filter((seat) => seat.hand !== null)).toHaveLength(1);
      sessionOfSeat[own.viewerSeat ?? -1] = member.session;
    }
    expect(sessionOfSeat.filter(Boolean)).toHaveLength(4);

    const random = Random.seeded('online-magma');
    for (let step = 0; step < 8; step++) {
      const waiting = (await magmaGame(org)).waitingFor ?? 0;
      const session = sessionOfSeat[waiting] as Session;
      const { legalActions } = await magmaGame(session);
      await session.ok(ACT, { g: magmaMatch, a: random.pick(legalActions) });
    }
    // The team at seats 1 and 3 concedes, both of its players (650).
    const losingTeam = judge.seats[1]?.entrantId ?? '';
    await (sessionOfSeat[1] as Session).ok(CONCEDE, { g: magmaMatch });
    const { concedeGame } = await (sessionOfSeat[3] as Session).ok<{ concedeGame: { status: string } }>(CONCEDE, { g: magmaMatch });
    expect(concedeGame.status).toBe('finished');
    const finished = await magmaGame(org);
    const winningTeam = judge.seats[0]?.entrantId ?? '';
    expect(finished.result?.seats).toEqual(
      expect.arrayContaining([
        { entrantId: winningTeam, gameWins: 1, placement: 1 },
        { entrantId: losingTeam, gameWins: 0, placement: 2 },
      ]),
    );
    expect(finished.result?.seats).toHaveLength(2);
    await roundCompleted(org, t, 1);
    const { standings } = await org.ok<{ standings: { rows: { entrant: { id: string }; points: number }[] } }>(ops.standings, { t });
    expect(standings.rows.find((row) => row.entrant.id === winningTeam)?.points).toBe(3);
    expect(teamIds).toContain(winningTeam);
  });
});

describe('playing a War game online (CR 1.4 488)', () => {
  it('seats four players alone, shows each only their own hand, and enters the placements into the standings', async () => {
    const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, {
      input: { name: 'Online War', mode: 'war', inviteCode: 'WARNIGHT', swissRounds: 1 },
    });
    const t = createTournament.id;
    const sessions: Session[] = [];
    for (let n = 0; n < 4; n++) {
      const session = await signUp(platform, `war${n}@online.test`, `War ${n}`);
      await session.ok(ops.registerPlayer, { input: { tournamentId: t, inviteCode: 'WARNIGHT' } });
      await session.ok(ops.submitDecklist, { input: { tournamentId: t, deckCode: deckCodeOf(n) } });
      sessions.push(session);
    }
    await org.ok(ops.startTournament, { t });
    const { pairNextRound } = await org.ok<{ pairNextRound: RoundPairings }>(ops.pairNextRound, { t });
    expect(pairNextRound.tables.map((table) => table.entrants.length)).toEqual([4]);
    const warMatch = pairNextRound.tables[0]?.matchId ?? '';
    await (sessions[0] as Session).ok(START, { m: warMatch });

    const warGame = async (session: Session): Promise<OnlineGame> => (await session.ok<{ onlineGame: OnlineGame }>(GAME, { id: warMatch })).onlineGame;
    const judge = await warGame(org);
    expect(judge.seats).toHaveLength(4);
    expect(new Set(judge.seats.map((seat) => seat.entrantId)).size).toBe(4);
    const sessionOfSeat: Session[] = [];
    for (const session of sessions) {
      const own = await warGame(session);
      expect(own.viewerKind).toBe('seat');
      // 127: a player sees only their own hand and no deck order.
      expect(own.view.game.seats.filter((seat) => seat.hand !== null)).toHaveLength(1);
      expect(own.view.game.seats.every((seat) => seat.mainDeck === null)).toBe(true);
      sessionOfSeat[own.viewerSeat ?? -1] = session;
    }
    expect(sessionOfSeat.filter(Boolean)).toHaveLength(4);

    const random = Random.seeded('online-war');
    for (let step = 0; step < 8; step++) {
      const waiting = (await warGame(org)).waitingFor ?? 0;
      const session = sessionOfSeat[waiting] as Session;
      const { legalActions } = await warGame(session);
      await session.ok(ACT, { g: warMatch, a: random.pick(legalActions) });
    }
    // Three players concede one after the other (650); the game goes on until one is left (651.1).
    for (const seat of [3, 1]) expect((await (sessionOfSeat[seat] as Session).ok<{ concedeGame: { status: string } }>(CONCEDE, { g: warMatch })).concedeGame.status).toBe('playing');
    const { concedeGame } = await (sessionOfSeat[0] as Session).ok<{ concedeGame: { status: string } }>(CONCEDE, { g: warMatch });
    expect(concedeGame.status).toBe('finished');
    const winner = judge.seats[2]?.entrantId ?? '';
    await roundCompleted(org, t, 1);
    const { standings } = await org.ok<{ standings: { rows: { entrant: { id: string }; points: number; placements: number[] }[] } }>(ops.standings, { t });
    expect(standings.rows.find((row) => row.entrant.id === winner)).toMatchObject({ points: 3, placements: [1, 0, 0, 0] });
    expect(standings.rows.map((row) => row.placements[0])).toEqual([1, 0, 0, 0]);
  });
});
