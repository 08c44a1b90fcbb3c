/**
 * Issue 23, "done when": every realistic Origins deck (any legend) plays online to the end in every
 * mode it is legal in. One random legal pool deck per Origins and Proving Grounds legend the engine
 * supports enters a Duel event by deck code; every match is played to its natural end (a side
 * reaches the victory score, CR 1.4 644.3; nobody concedes) by seeded random bots that pick from
 * their own seat's `legalActions`, through GraphQL only, and the results reach the standings. Then
 * one game each of the multiplayer modes offered online (Magma Chamber 2v2, War, FFA3), the same way.
 */
import { encodeDeckCode, STANDARD } from '@arbiter/decks';
import { listSupportedCards, type Deck } from '@arbiter/engine';
import { poolDeckForLegend } from '@arbiter/engine/testing';
import { Random } from '@arbiter/prng';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizer, signUp, type Session } from '../testing/graphql-client.js';
import { startPlatformHarness, type PlatformHarness } from '../testing/platform-harness.js';
import { ops, roundCompleted, type RoundPairings } from '../testing/tournament-driver.js';

const STEP = `query($id: ID!) { onlineGame(id: $id) { status version viewerSeat waitingFor legalActions } }`;
const FINISHED = `query($id: ID!) { onlineGame(id: $id) { status seats { seat entrantId } view result { seats { entrantId gameWins placement } } } }`;
const START = `mutation($m: ID!) { startMatchGame(matchId: $m) { gameId version status } }`;
const ACT = `mutation($g: ID!, $a: JSON!) { submitGameAction(gameId: $g, action: $a) { gameId version status } }`;

/** A safety net only: a game still running after this many actions fails the test (a random duel takes ~100-300). */
const MAX_ACTIONS = 4_000;

interface Step {
  readonly status: string;
  readonly version: number;
  readonly viewerSeat: number | null;
  readonly waitingFor: number | null;
  readonly legalActions: unknown[];
}
interface FinishedGame {
  readonly status: string;
  readonly seats: { seat: number; entrantId: string }[];
  readonly view: { game: { status: string; mode: { victoryScore: number }; sides: { seats: number[]; points: number }[] } };
  readonly result: { seats: { entrantId: string; gameWins: number; placement: number }[] } | null;
}
interface StandingsRow {
  readonly entrant: { id: string; name: string };
  readonly points: number;
  readonly wins: number;
  readonly losses: number;
  readonly placements: number[];
}

/** The Origins (OGN) and Proving Grounds (OGS) legends the engine plays. */
const ORIGINS_LEGENDS = listSupportedCards()
  .filter((card) => card.type === 'Legend' && /^OG[NS]-/.test(card.id))
  .map((card) => card.id);

/** Tournaments play Standard: a realistic deck leaves out its banned cards (TR 2026-07-16 601.2.d). */
const BANNED = new Set(STANDARD.bans.map((ban) => ban.card));

/** The last Origins cards the engine learned (issue 23): decks that may hold them take them first. */
const NEW_CARDS = new Set(['OGN-025', 'OGN-037', 'OGN-080', 'OGN-107', 'OGN-111', 'OGN-115', 'OGN-194']);

/** A deck as a community deck code: the flat list a player would paste (legend, champion, main deck, runes, battlefields). */
function deckCode(deck: Deck): string {
  const counts = new Map<string, number>();
  for (const id of [deck.legend, deck.champion, ...deck.mainDeck, ...deck.runes, ...deck.battlefields]) counts.set(id, (counts.get(id) ?? 0) + 1);
  const encoded = encodeDeckCode({ mainDeck: [...counts].map(([cardCode, count]) => ({ cardCode, count })), sideboard: [], chosenChampion: deck.champion });
  if (!encoded.ok) throw new Error(`${deck.legend}: ${encoded.error.message}`);
  return encoded.code;
}

let platform: PlatformHarness;
let org: Session;
let accounts = 0;
const timings: string[] = [];

beforeAll(async () => {
  platform = await startPlatformHarness('origins-decks');
  org = await organizer(platform, 'organizer@origins-decks.test');
});
afterAll(async () => {
  console.info(`origins decks online:\n  ${timings.join('\n  ')}`);
  await platform.stop();
});

/** Signs up one player per deck, registers each, submits the deck by code and checks it decoded to the same cards. */
async function enter(tournamentId: string, inviteCode: string, decks: readonly Deck[]): Promise<{ session: Session; playerId: string; name: string }[]> {
  const players: { session: Session; playerId: string; name: string }[] = [];
  for (const deck of decks) {
    const n = accounts++;
    const name = `${deck.legend} ${n}`;
    const session = await signUp(platform, `player${n}@origins-decks.test`, name);
    const { registerPlayer } = await session.ok<{ registerPlayer: { id: string } }>(ops.registerPlayer, { input: { tournamentId, inviteCode } });
    const code = deckCode(deck);
    const { submitDecklist } = await session.ok<{ submitDecklist: { decklist: { deckCode: string; chosenChampion: string; cards: { cardCode: string; count: number }[] } } }>(ops.submitDecklist, {
      input: { tournamentId, deckCode: code },
    });
    expect(submitDecklist.decklist.chosenChampion).toBe(deck.champion);
    expect(submitDecklist.decklist.cards.reduce((sum, card) => sum + card.count, 0)).toBe(2 + deck.mainDeck.length + deck.runes.length + deck.battlefields.length);
    players.push({ session, playerId: registerPlayer.id, name });
  }
  return players;
}

async function createEvent(name: string, mode: string, inviteCode: string): Promise<string> {
  const { createTournament } = await org.ok<{ createTournament: { id: string } }>(ops.createTournament, { input: { name, mode, inviteCode, swissRounds: 1 } });
  return createTournament.id;
}

async function pairFirstRound(tournamentId: string): Promise<RoundPairings> {
  await org.ok(ops.startTournament, { t: tournamentId });
  return (await org.ok<{ pairNextRound: RoundPairings }>(ops.pairNextRound, { t: tournamentId })).pairNextRound;
}

/**
 * Plays a started game to its end: the seat the game waits for picks one of its own legal actions
 * (seeded), through GraphQL. Returns the number of actions taken.
 */
async function playToEnd(gameId: string, players: readonly Session[], seed: string): Promise<number> {
  const random = Random.seeded(seed);
  const seatOf = new Map<Session, number>();
  const sessionOfSeat: Session[] = [];
  for (const session of players) {
    const step = (await session.ok<{ onlineGame: Step }>(STEP, { id: gameId })).onlineGame;
    seatOf.set(session, step.viewerSeat ?? -1);
    sessionOfSeat[step.viewerSeat ?? -1] = session;
  }
  expect(sessionOfSeat.filter(Boolean)).toHaveLength(players.length);
  let guess = 0;
  for (let actions = 0; ; actions++) {
    let step = (await (sessionOfSeat[guess] as Session).ok<{ onlineGame: Step }>(STEP, { id: gameId })).onlineGame;
    if (step.status === 'finished') return actions;
    if (actions >= MAX_ACTIONS) throw new Error(`game ${gameId} did not end within ${MAX_ACTIONS} actions`);
    const waiting = step.waitingFor;
    if (waiting === null) throw new Error(`game ${gameId} is ${step.status} but waits for nobody`);
    if (waiting !== guess) step = (await (sessionOfSeat[waiting] as Session).ok<{ onlineGame: Step }>(STEP, { id: gameId })).onlineGame;
    if (step.legalActions.length === 0) throw new Error(`seat ${waiting} of game ${gameId} has no legal action`);
    await (sessionOfSeat[waiting] as Session).ok(ACT, { g: gameId, a: random.pick(step.legalActions) });
    guess = waiting;
  }
}

/** The finished game as its judge sees it: a side won by points (CR 1.4 644.3), and the result names one winner. */
async function finishedByPoints(gameId: string): Promise<FinishedGame> {
  const finished = (await org.ok<{ onlineGame: FinishedGame }>(FINISHED, { id: gameId })).onlineGame;
  expect(finished.status).toBe('finished');
  expect(finished.view.game.status).toBe('ended');
  const best = Math.max(...finished.view.game.sides.map((side) => side.points));
  expect(best).toBeGreaterThanOrEqual(finished.view.game.mode.victoryScore);
  const winners = finished.result?.seats.filter((seat) => seat.placement === 1) ?? [];
  expect(winners).toHaveLength(1);
  // A match of two entrants counts game wins; a pod records placements only.
  if (finished.result?.seats.length === 2) expect(winners[0]?.gameWins).toBe(1);
  return finished;
}

async function standings(tournamentId: string): Promise<StandingsRow[]> {
  return (await org.ok<{ standings: { rows: StandingsRow[] } }>(ops.standings, { t: tournamentId })).standings.rows;
}

/** Starts a match's game, plays it to the end by points, waits for the round to complete; returns the winner's entrant id. */
async function playMatch(tournamentId: string, matchId: string, players: readonly Session[], seed: string): Promise<string> {
  const started = performance.now();
  await (players[0] as Session).ok(START, { m: matchId });
  const actions = await playToEnd(matchId, players, seed);
  const finished = await finishedByPoints(matchId);
  const ms = performance.now() - started;
  timings.push(`${seed}: ${actions} actions in ${Math.round(ms)} ms (${(ms / Math.max(actions, 1)).toFixed(1)} ms/action)`);
  return finished.result?.seats.find((seat) => seat.placement === 1)?.entrantId ?? '';
}

describe('every Origins legend online (issue 23)', () => {
  it('has the sixteen Origins and Proving Grounds legends, each with a legal pool deck', () => {
    expect(ORIGINS_LEGENDS.length).toBeGreaterThanOrEqual(16);
  });

  it('plays a Duel with each legend to its natural end through GraphQL, and the results reach the standings (CR 1.4 644)', async () => {
    const started = performance.now();
    const t = await createEvent('Origins Duels', 'duel', 'ORIGINS');
    const random = Random.seeded('origins-duel-decks');
    const decks = ORIGINS_LEGENDS.map((legend) => poolDeckForLegend(random, legend, { exclude: BANNED, favoured: NEW_CARDS }));
    // Each of the new cards the engine plays is in some deck, so its deck code decodes and validates here.
    const supported = new Set(listSupportedCards().map((card) => card.id));
    const held = new Set(decks.flatMap((deck) => [deck.champion, ...deck.mainDeck]));
    for (const card of NEW_CARDS) if (supported.has(card)) expect(held, card).toContain(card);
    const players = await enter(t, 'ORIGINS', decks);
    const pairings = await pairFirstRound(t);
    // Every entrant is paired in round 1 (an even field): each legend plays one game.
    expect(pairings.byes).toEqual([]);
    expect(pairings.tables.flatMap((table) => table.entrants)).toHaveLength(decks.length);
    const sessionOf = new Map(players.map((player) => [player.name, player.session]));
    const winners = await Promise.all(
      pairings.tables.map((table) =>
        playMatch(
          t,
          table.matchId,
          table.entrants.map((entrant) => sessionOf.get(entrant.name) as Session),
          `duel-${table.entrants.map((entrant) => entrant.name.split(' ')[0]).join('-vs-')}`,
        ),
      ),
    );
    await roundCompleted(org, t, 1);
    const rows = await standings(t);
    expect(rows).toHaveLength(decks.length);
    for (const row of rows) expect(row).toMatchObject(winners.includes(row.entrant.id) ? { points: 3, wins: 1, losses: 0 } : { points: 0, wins: 0, losses: 1 });
    timings.push(`16 duels (8 tables at once), entry to standings: ${Math.round(performance.now() - started)} ms`);
  });

  it('plays a Magma Chamber 2v2 to its end with pool decks; the winning team reaches the standings (CR 1.4 489)', async () => {
    const t = await createEvent('Origins Magma', 'magma_chamber', 'ORIGMAGMA');
    const random = Random.seeded('origins-magma-decks');
    // One battlefield each; teammates (0+1, 2+3) use different legends and battlefields (CR 1.3 484.8.g-h).
    const decks: Deck[] = [];
    for (const [index, legend] of [ORIGINS_LEGENDS[0], ORIGINS_LEGENDS[5], ORIGINS_LEGENDS[10], ORIGINS_LEGENDS[15]].entries()) {
      let deck = poolDeckForLegend(random, legend as string, { battlefieldsPerDeck: 1, exclude: BANNED, favoured: NEW_CARDS });
      const teammate = index % 2 === 1 ? decks[index - 1] : undefined;
      while (teammate && deck.battlefields[0] === teammate.battlefields[0]) deck = poolDeckForLegend(random, legend as string, { battlefieldsPerDeck: 1, exclude: BANNED, favoured: NEW_CARDS });
      decks.push(deck);
    }
    const members = await enter(t, 'ORIGMAGMA', decks);
    const teamIds: string[] = [];
    for (const [index, pair] of [members.slice(0, 2), members.slice(2, 4)].entries()) {
      const [captain, partner] = pair as [(typeof members)[number], (typeof members)[number]];
      const { registerTeam } = await captain.session.ok<{ registerTeam: { id: string } }>(ops.registerTeam, {
        input: { tournamentId: t, name: `Origins Pair ${index + 1}`, playerIds: pair.map((member) => member.playerId) },
      });
      await partner.session.ok(ops.acceptTeamInvitation, { t, team: registerTeam.id });
      teamIds.push(registerTeam.id);
    }
    const pairings = await pairFirstRound(t);
    const winner = await playMatch(t, pairings.tables[0]?.matchId ?? '', members.map((member) => member.session), 'magma');
    expect(teamIds).toContain(winner);
    await roundCompleted(org, t, 1);
    const rows = await standings(t);
    expect(rows.find((row) => row.entrant.id === winner)).toMatchObject({ points: 3, wins: 1 });
    expect(rows.find((row) => row.entrant.id !== winner)).toMatchObject({ points: 0, losses: 1 });
  });

  for (const [mode, players] of [
    ['war', 4],
    ['ffa3', 3],
  ] as const) {
    it(`plays a ${mode} game to its end with pool decks; the placements reach the standings (CR 1.4 ${mode === 'war' ? 488 : 487})`, async () => {
      const code = `ORIG${mode.toUpperCase()}`;
      const t = await createEvent(`Origins ${mode}`, mode, code);
      const random = Random.seeded(`origins-${mode}-decks`);
      const decks = Array.from({ length: players }, (_, index) => poolDeckForLegend(random, ORIGINS_LEGENDS[(index * 5 + 2) % ORIGINS_LEGENDS.length] as string, { exclude: BANNED, favoured: NEW_CARDS }));
      const entrants = await enter(t, code, decks);
      const pairings = await pairFirstRound(t);
      expect(pairings.tables.map((table) => table.entrants.length)).toEqual([players]);
      const winner = await playMatch(t, pairings.tables[0]?.matchId ?? '', entrants.map((entrant) => entrant.session), mode);
      await roundCompleted(org, t, 1);
      const rows = await standings(t);
      expect(rows.find((row) => row.entrant.id === winner)).toMatchObject({ points: 3 });
      expect(rows.map((row) => row.placements[0])).toEqual([1, ...Array.from({ length: players - 1 }, () => 0)]);
    });
  }
});
