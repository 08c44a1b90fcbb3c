/**
 * Issue 22, requirement 4 (ADR 0060): an online match stored before rulesets were recorded is
 * Core Rules v1.0. It folds, shows, replays (with every hash, for judges) and goes on, with
 * backups, on the frozen v1.0 engine; a new online match plays the tournament's ruleset.
 */
import { replay as replayCr1_0 } from '@arbiter/engine-cr1-0';
import { readyDeckCardList } from '@arbiter/engine/testing';
import { Random } from '@arbiter/prng';
import { type GameEvent, rulesetOfLog } from '@arbiter/rulesets';
import { describe, expect, it } from 'vitest';
import { PINNED_CR1_0_ONLINE_MATCH as pinned } from '../testing/index.js';
import { decideOnlineGame, type OnlineGameCommand } from './decide-online-game.js';
import type { OnlineGameEvent } from './online-game.events.js';
import { evolveOnlineGame, type ExistingOnlineGame, initialOnlineGameState, type OnlineGameState } from './online-game.state.js';
import { onlineGameView, onlineLegalActions, onlineReplay } from './online-game.views.js';

const ACCOUNTS = ['acc-ana', 'acc-ben'];
const NOW = '2026-08-01T10:00:00.000Z';

function fold(events: readonly OnlineGameEvent[]): ExistingOnlineGame {
  const state = events.reduce(evolveOnlineGame, initialOnlineGameState());
  if (state.status === 'none') throw new Error('no game');
  return state;
}

/** The engine log of each game of the match (a log begins with GameCreated). */
function gamesOf(log: readonly GameEvent[]): GameEvent[][] {
  const games: GameEvent[][] = [];
  for (const event of log) {
    if (event.type === 'GameCreated') games.push([]);
    games[games.length - 1]?.push(event);
  }
  return games;
}

function decide(state: OnlineGameState, command: OnlineGameCommand): { state: OnlineGameState; events: readonly OnlineGameEvent[] } {
  const decision = decideOnlineGame(command, state);
  if (!decision.ok) throw new Error(`${decision.error.code}: ${decision.error.message}`);
  return { state: decision.events.reduce(evolveOnlineGame, state), events: decision.events };
}

describe('an online match stored under Core Rules v1.0', () => {
  const stored = fold(pinned.events);

  it('reads as Core Rules v1.0, and judges and players see that ruleset', () => {
    expect(stored.status).toBe('finished');
    expect(stored.match.ruleset).toBe('CR 1.0');
    expect(onlineGameView(stored, { kind: 'judge' }).ruleset).toBe('CR 1.0');
    expect(onlineGameView(stored, { kind: 'seat', seat: 0 }).ruleset).toBe('CR 1.0');
  });

  it('folds to the state its events recorded: the last game ends on the stored hash', () => {
    expect(stored.game?.hash).toBe(pinned.finalHash);
    expect(stored.game?.status).toBe('ended');
  });

  it('replays every game on the frozen engine with every hash, the judge backup included', () => {
    const games = gamesOf(stored.log);
    expect(games).toHaveLength(3);
    for (const game of games) {
      expect(rulesetOfLog(game)).toBe('CR 1.0');
      const replayed = replayCr1_0(game as Parameters<typeof replayCr1_0>[0]);
      expect(replayed.ok ? null : replayed.index).toBeNull();
    }
    expect(pinned.events.some((event) => event.type === 'GameRewound')).toBe(true);
  });

  it('gives a judge the whole replay with the stored hashes and a seat none', () => {
    const judge = onlineReplay(stored, { kind: 'judge' });
    expect(judge.map((event) => event.hash)).toEqual(stored.log.map((event) => event.hash));
    expect(onlineReplay(stored, { kind: 'seat', seat: 1 }).every((event) => event.hash === null)).toBe(true);
  });

  it('goes on from the middle of game 1 on the frozen engine, with a judge backup, to the end of the match', () => {
    const rewound = pinned.events.findIndex((event) => event.type === 'GameRewound');
    let state: OnlineGameState = fold(pinned.events.slice(0, rewound + 20));
    const random = Random.seeded('resume-online');
    state = decide(state, { type: 'RewindOnlineGame', judgeAccountId: 'acc-judge', actions: 2, reason: 'misclick, both agree', now: NOW }).state;
    for (let step = 0; state.status === 'playing'; step++) {
      if (step > 100_000) throw new Error('the match does not end');
      const seat = onlineGameView(state, { kind: 'judge' }).waitingFor;
      if (seat === null) throw new Error('nobody decides');
      const action = random.pick(onlineLegalActions(state, seat));
      state = decide(state, { type: 'TakeGameAction', accountId: ACCOUNTS[seat] as string, action, now: NOW }).state;
    }
    const finished = state as ExistingOnlineGame;
    expect(finished.match.ruleset).toBe('CR 1.0');
    for (const game of gamesOf(finished.log)) {
      expect(rulesetOfLog(game)).toBe('CR 1.0');
      const replayed = replayCr1_0(game as Parameters<typeof replayCr1_0>[0]);
      expect(replayed.ok).toBe(true);
    }
  });
});

describe('a new online match', () => {
  const seats = ACCOUNTS.map((accountId, index) => {
    const { cards, champion } = readyDeckCardList(index);
    return { entrantId: `e-${index}`, name: accountId, accountIds: [accountId], cards, chosenChampion: champion };
  });
  const start = (ruleset: string): OnlineGameCommand =>
    ({ type: 'StartOnlineGame', gameId: 'm-9', tournamentId: 't-9', matchId: 'm-9', mode: 'duel', ruleset, seats, seed: 'seed-9', now: NOW }) as OnlineGameCommand;

  it("plays the tournament's ruleset and records it when the match is created", () => {
    const { state, events } = decide(initialOnlineGameState(), start('CR 1.4'));
    const created = events[0];
    expect(created?.type === 'OnlineGameStarted' && created.data.matchEvents[0]).toMatchObject({ type: 'MatchCreated', ruleset: 'CR 1.4' });
    expect(created?.type === 'OnlineGameStarted' && created.data.gameEvents[0]).toMatchObject({ type: 'GameCreated', ruleset: 'CR 1.4' });
    expect(onlineGameView(state as ExistingOnlineGame, { kind: 'spectator' }).ruleset).toBe('CR 1.4');
  });

  it('refuses a ruleset the platform does not play', () => {
    const decision = decideOnlineGame(start('CR 2.0'), initialOnlineGameState());
    expect(decision.ok ? null : decision.error.code).toBe('GAME.RULESET_NOT_SUPPORTED');
  });
});
