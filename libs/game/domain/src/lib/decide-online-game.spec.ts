import { replayGame } from '@arbiter/rulesets';
import { readyDeckCardList } from '@arbiter/engine/testing';
import { Random } from '@arbiter/prng';
import type { TournamentMode } from '@arbiter/tournament-domain';
import { describe, expect, it } from 'vitest';
import { type GameDecision, decideOnlineGame, type OnlineGameCommand, type StartSeatInput } from './decide-online-game.js';
import type { OnlineGameEvent } from './online-game.events.js';
import { evolveOnlineGame, type ExistingOnlineGame, initialOnlineGameState, type OnlineGameState } from './online-game.state.js';
import { onlineGameView, onlineLegalActions, onlineReplay, viewerOf } from './online-game.views.js';

const SEED = 'secret-seed-7c1f';
const NOW = '2026-11-23T10:00:00.000Z';

function seatInput(index: number, entrantId: string, accountId: string): StartSeatInput {
  const { cards, champion } = readyDeckCardList(index);
  return { entrantId, name: entrantId, accountIds: [accountId], cards, chosenChampion: champion };
}

const start = (mode: TournamentMode = 'duel', seats = [seatInput(0, 'e-ana', 'acc-ana'), seatInput(1, 'e-ben', 'acc-ben')]): OnlineGameCommand => ({
  type: 'StartOnlineGame',
  gameId: 'm-1',
  tournamentId: 't-1',
  matchId: 'm-1',
  mode,
  ruleset: 'CR 1.4',
  seats,
  seed: SEED,
  now: NOW,
});

/** given(events).when(command) -> the decision, and the state after it. */
function given(events: readonly OnlineGameEvent[]) {
  const state = events.reduce(evolveOnlineGame, initialOnlineGameState());
  return {
    state,
    when(command: OnlineGameCommand): { decision: GameDecision; after: OnlineGameState; events: readonly OnlineGameEvent[] } {
      const decision = decideOnlineGame(command, state);
      const appended = decision.ok ? decision.events : [];
      return { decision, after: appended.reduce(evolveOnlineGame, state), events: [...events, ...appended] };
    },
  };
}

function ok(decision: GameDecision): readonly OnlineGameEvent[] {
  if (!decision.ok) throw new Error(`${decision.error.code} (${decision.error.ruleRef ?? ''}) ${decision.error.message}`);
  return decision.events;
}

function existing(state: OnlineGameState): ExistingOnlineGame {
  if (state.status === 'none') throw new Error('no game');
  return state;
}

/** Every player acts with the engine's seeded random bot over the legal actions of their own seat. */
function playToEnd(events: OnlineGameEvent[], botSeed: string, maxSteps = 20_000): OnlineGameEvent[] {
  const random = Random.seeded(botSeed);
  let state = events.reduce(evolveOnlineGame, initialOnlineGameState());
  for (let step = 0; step < maxSteps && state.status === 'playing'; step++) {
    const seat = onlineGameView(state, { kind: 'judge' }).waitingFor;
    if (seat === null) throw new Error('nobody must decide in a game that is going on');
    const action = random.pick(onlineLegalActions(state, seat));
    const accountId = existing(state).info.seats[seat]?.accountIds[0] ?? '';
    const appended = ok(decideOnlineGame({ type: 'TakeGameAction', accountId, action, now: NOW }, state));
    events.push(...appended);
    state = appended.reduce(evolveOnlineGame, state);
  }
  return events;
}

describe('starting an online game of a paired match', () => {
  it('creates the match and, in a Duel, the game at once (644.5 random battlefields, 115 first player)', () => {
    const events = ok(given([]).when(start()).decision);
    expect(events).toHaveLength(1);
    const [started] = events;
    expect(started?.type).toBe('OnlineGameStarted');
    if (started?.type !== 'OnlineGameStarted') return;
    expect(started.data.matchEvents.map((event) => event.type)).toContain('GameStarted');
    expect(started.data.gameEvents[0]?.type).toBe('GameCreated');
    const state = existing(given(events).state);
    expect(state.status).toBe('playing');
    expect(state.game?.gameId).toBe('m-1/game-1');
  });

  it('refuses a second start', () => {
    const events = ok(given([]).when(start()).decision);
    expect(given(events).when(start()).decision).toMatchObject({ ok: false, error: { code: 'GAME.ALREADY_STARTED' } });
  });

  it('refuses a seat without a registered decklist (103)', () => {
    const seats = [seatInput(0, 'e-ana', 'acc-ana'), { ...seatInput(1, 'e-ben', 'acc-ben'), cards: null }];
    expect(given([]).when(start('duel', seats)).decision).toMatchObject({ ok: false, error: { code: 'GAME.DECKLIST_MISSING', ruleRef: 'CR 1.4 103' } });
  });

});

describe('a Magma Chamber 2v2', () => {
  // Each player brings one battlefield (648.4.a); a team's players come one after the other.
  const magmaSeat = (index: number, entrantId: string, name: string): StartSeatInput => {
    const { cards, champion } = readyDeckCardList(index, 1);
    return { entrantId, name, accountIds: [`acc-${name}`], cards, chosenChampion: champion };
  };
  const table = [magmaSeat(0, 'e-red', 'ana'), magmaSeat(1, 'e-red', 'cid'), magmaSeat(2, 'e-blue', 'ben'), magmaSeat(3, 'e-blue', 'dee')];

  it('seats each team opposite: seats 0 and 2 against 1 and 3 (648.5.b)', () => {
    const state = existing(given(ok(given([]).when(start('magma_chamber', table)).decision)).state);
    expect(state.info.seats.map((seat) => [seat.seat, seat.entrantId, seat.name])).toEqual([
      [0, 'e-red', 'ana'],
      [1, 'e-blue', 'ben'],
      [2, 'e-red', 'cid'],
      [3, 'e-blue', 'dee'],
    ]);
    expect(state.game).not.toBeNull();
    // 648.8.f: not even a teammate sees a player's hand.
    const anaView = onlineGameView(state, viewerOf(state, 'acc-ana', false));
    expect(anaView.game?.seats.map((seat) => seat.hand !== null)).toEqual([true, false, false, false]);
  });

  it('is played to the end by its four players and reported as one result per team (648)', () => {
    const events = playToEnd([...ok(given([]).when(start('magma_chamber', table)).decision)], 'bot-magma', 40_000);
    const finished = events[events.length - 1];
    expect(finished?.type).toBe('OnlineGameFinished');
    if (finished?.type !== 'OnlineGameFinished') return;
    expect(finished.data.result.seats.map((seat) => seat.entrantId)).toEqual(['e-red', 'e-blue']);
    const wins = finished.data.result.seats.map((seat) => seat.gameWins);
    expect(wins.every((count) => count === 0 || count === 1)).toBe(true);
    expect((wins[0] ?? 0) + (wins[1] ?? 0) + (finished.data.result.gameDraws ?? 0)).toBe(1);
  });

  it('lets only the player of a seat act in it, not the teammate', () => {
    const started = ok(given([]).when(start('magma_chamber', table)).decision);
    const state = existing(given(started).state);
    const waiting = onlineGameView(state, { kind: 'judge' }).waitingFor ?? 0;
    const teammate = state.info.seats[(waiting + 2) % 4]?.accountIds[0] ?? '';
    const action = onlineLegalActions(state, waiting)[0];
    expect(given(started).when({ type: 'TakeGameAction', accountId: teammate, action, now: NOW }).decision).toMatchObject({ ok: false });
  });
});

describe('a War game (CR 1.4 488)', () => {
  const warTable = (count: number) => Array.from({ length: count }, (_, index) => seatInput(index, `e-${index}`, `acc-${index}`));

  it('seats four players alone and puts the three battlefields of those not going first into play (CR 1.4 488.4, 488.5)', () => {
    const state = existing(given(ok(given([]).when(start('war', warTable(4))).decision)).state);
    expect(state.info.seats.map((seat) => seat.entrantId)).toEqual(['e-0', 'e-1', 'e-2', 'e-3']);
    const game = state.game;
    if (!game) throw new Error('the game has started');
    expect(game.mode.id).toBe('war');
    expect(game.battlefields.map((bf) => bf.owner)).toEqual([0, 1, 2, 3].filter((seat) => seat !== game.turnOrder[0]));
    // Each player sees only its own hand (127).
    expect(onlineGameView(state, viewerOf(state, 'acc-2', false)).game?.seats.map((seat) => seat.hand !== null)).toEqual([false, false, true, false]);
  });

  it('is played to the end by its four players and reported as four placements, the winner first (CR 1.4 488.6)', () => {
    const events = playToEnd([...ok(given([]).when(start('war', warTable(4))).decision)], 'bot-war', 40_000);
    const finished = events[events.length - 1];
    expect(finished?.type).toBe('OnlineGameFinished');
    if (finished?.type !== 'OnlineGameFinished') return;
    const seats = finished.data.result.seats;
    expect(seats.map((seat) => seat.entrantId)).toEqual(['e-0', 'e-1', 'e-2', 'e-3']);
    expect(seats.filter((seat) => seat.placement === 1)).toHaveLength(1);
    expect(seats.every((seat) => seat.gameWins === undefined && (seat.placement ?? 0) >= 1 && (seat.placement ?? 0) <= 4)).toBe(true);
    // The stored game log replays with every hash.
    const state = existing(events.reduce(evolveOnlineGame, initialOnlineGameState()));
    expect(state.status).toBe('finished');
    const replayed = replayGame(state.log);
    expect(replayed.ok && replayed.state.hash).toBe(state.game?.hash);
  });

  it('plays a War round’s pod of three as FFA3 (CR 1.4 487, ADR 0038)', () => {
    const state = existing(given(ok(given([]).when(start('war', warTable(3))).decision)).state);
    expect(state.game?.mode.id).toBe('ffa3');
    expect(state.game?.battlefields.map((bf) => bf.owner)).toEqual([0, 1, 2]);
  });
});

describe('when a Duel is in progress', () => {
  const started = ok(given([]).when(start()).decision);

  it('rejects an action of an account without a seat, writing nothing', () => {
    const { decision } = given(started).when({ type: 'TakeGameAction', accountId: 'acc-judge', action: { type: 'pass' }, now: NOW });
    expect(decision).toMatchObject({ ok: false, error: { code: 'GAME.NOT_YOUR_SEAT' } });
  });

  it("rejects an illegal action with the engine's code and rule, writing nothing", () => {
    // 117: the game begins with the mulligans; ending a turn now is not a legal answer.
    const { decision } = given(started).when({ type: 'TakeGameAction', accountId: 'acc-ana', action: { type: 'endTurn' }, now: NOW });
    expect(decision.ok).toBe(false);
    if (decision.ok) return;
    expect(decision.error.code).toMatch(/^[a-z_]+\/[a-z_]+$/);
    expect(decision.error.ruleRef).toMatch(/^CR 1\.4 \d{3}/);
  });

  it('rejects a malformed action', () => {
    const { decision } = given(started).when({ type: 'TakeGameAction', accountId: 'acc-ana', action: 42, now: NOW });
    expect(decision).toMatchObject({ ok: false, error: { code: 'GAME.MALFORMED_ACTION' } });
  });

  it('shows a seated account its seat, unseated staff everything and anybody else only what is public (127)', () => {
    const state = existing(given(started).state);
    expect(viewerOf(state, 'acc-ben', true)).toEqual({ kind: 'seat', seat: 1 });
    expect(viewerOf(state, 'acc-judge', true)).toEqual({ kind: 'judge' });
    expect(viewerOf(state, 'acc-stranger', false)).toEqual({ kind: 'spectator' });
    expect(viewerOf(state, null, false)).toEqual({ kind: 'spectator' });
    const spectator = onlineGameView(state, { kind: 'spectator' });
    expect(spectator.game?.seats.every((seat) => seat.hand === null)).toBe(true);
    expect(spectator.match.seed).toBeNull();
    expect(JSON.stringify(spectator)).not.toContain('acc-ana');
  });

  it("shows a seat its own hand and never the opponent's hand, a deck order or the seed (127)", () => {
    const state = existing(given(started).state);
    const view = onlineGameView(state, { kind: 'seat', seat: 0 });
    expect(view.game?.seats[0]?.hand).not.toBeNull();
    expect(view.game?.seats[1]?.hand).toBeNull();
    expect(view.game?.seats[1]?.handCount).toBeGreaterThan(0);
    expect(view.game?.seats.every((seat) => seat.mainDeck === null && seat.runeDeck === null)).toBe(true);
    expect(view.match.seed).toBeNull();
    expect(view.match.decks[1]).toBeNull();
    expect(JSON.stringify(view)).not.toContain(SEED);
    expect(JSON.stringify(onlineReplay(state, { kind: 'seat', seat: 0 }))).not.toContain(SEED);
    const opponentHand = state.game?.seats[1]?.hand ?? [];
    const replayed = onlineReplay(state, { kind: 'seat', seat: 0 });
    const created = replayed[0];
    expect(created?.type === 'GameCreated' && created.view.seats[1]?.hand).toBeNull();
    expect(opponentHand.length).toBeGreaterThan(0);
  });

  it('lets a judge see everything, the seed included', () => {
    const view = onlineGameView(existing(given(started).state), { kind: 'judge' });
    expect(view.match.seed).toBe(SEED);
    expect(view.game?.seats[1]?.hand).not.toBeNull();
  });

  it('ends with a concession (650) and reports the result in the shape of the tournament reports', () => {
    const { decision, after } = given(started).when({ type: 'ConcedeOnlineGame', accountId: 'acc-ben', now: NOW });
    const events = ok(decision);
    expect(events.map((event) => event.type)).toEqual(['OnlineGameConceded', 'OnlineGameFinished']);
    expect(events[1]?.data).toMatchObject({ result: { seats: [{ entrantId: 'e-ana', gameWins: 1 }, { entrantId: 'e-ben', gameWins: 0 }], gameDraws: 0 } });
    expect(after.status).toBe('finished');
    expect(given([...started, ...events]).when({ type: 'TakeGameAction', accountId: 'acc-ana', action: { type: 'pass' }, now: NOW }).decision).toMatchObject({
      ok: false,
      error: { code: 'GAME.FINISHED' },
    });
  });

  it('ends where it stands with the result staff entered (issue 18 item 4); afterwards no seat acts and a second end adds nothing', () => {
    const entered = { seats: [{ entrantId: 'e-ana', gameWins: 0 }, { entrantId: 'e-ben', gameWins: 1 }], gameDraws: 0 };
    const { decision, after, events } = given(started).when({ type: 'EndGameByStaffEntry', result: entered, now: NOW });
    expect(ok(decision)).toEqual([{ type: 'OnlineGameFinished', data: { result: entered, at: NOW, endedBy: 'staff_entry' } }]);
    expect(after).toMatchObject({ status: 'finished', result: entered });
    expect(given(events).when({ type: 'ConcedeOnlineGame', accountId: 'acc-ana', now: NOW }).decision).toMatchObject({ ok: false, error: { code: 'GAME.FINISHED' } });
    expect(given(events).when({ type: 'EndGameByStaffEntry', result: entered, now: NOW }).decision).toEqual({ ok: true, events: [] });
    expect(given([]).when({ type: 'EndGameByStaffEntry', result: entered, now: NOW }).decision).toMatchObject({ ok: false, error: { code: 'GAME.NOT_FOUND' } });
  });

  it('plays to the end with seeded random bots, and the stored engine log replays with every hash checked', () => {
    const events = playToEnd([...started], 'bot-1');
    const final = existing(events.reduce(evolveOnlineGame, initialOnlineGameState()));
    expect(final.status).toBe('finished');
    const finished = events[events.length - 1];
    expect(finished?.type).toBe('OnlineGameFinished');
    if (finished?.type !== 'OnlineGameFinished') return;
    const wins = finished.data.result.seats.map((seat) => seat.gameWins ?? 0);
    expect(wins.reduce((a, b) => a + b, 0) + (finished.data.result.gameDraws ?? 0)).toBe(1);
    const replayed = replayGame(final.log);
    expect(replayed.ok).toBe(true);
    expect(onlineLegalActions(final, 0)).toEqual([]);
  });
});

describe('a best-of-3 Match', () => {
  it('takes the secret battlefield choices (645.5) between games and finishes with game wins', () => {
    const started = ok(given([]).when(start('match')).decision);
    const state = existing(given(started).state);
    expect(state.game).toBeNull();
    expect(onlineLegalActions(state, 0).every((action) => action.type === 'chooseBattlefield')).toBe(true);
    // A seat's secret choice is hidden from the opponent until both have chosen.
    const choice = onlineLegalActions(state, 0)[0];
    const afterChoice = given(started).when({ type: 'TakeGameAction', accountId: 'acc-ana', action: choice, now: NOW });
    const view = onlineGameView(existing(afterChoice.after), { kind: 'seat', seat: 1 });
    expect(view.match.phase.status === 'setup' && view.match.phase.choices[0]).toBe('hidden');
    const events = playToEnd([...afterChoice.events], 'bot-bo3', 60_000);
    const finished = events[events.length - 1];
    expect(finished?.type).toBe('OnlineGameFinished');
    if (finished?.type !== 'OnlineGameFinished') return;
    const wins = finished.data.result.seats.map((seat) => seat.gameWins ?? 0);
    expect(Math.max(...wins) === 2 || (finished.data.result.gameDraws ?? 0) > 0).toBe(true);
  });
});
