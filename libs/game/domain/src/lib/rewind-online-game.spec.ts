import { replayGame } from '@arbiter/rulesets';
import { readyDeckCardList } from '@arbiter/engine/testing';
import { Random } from '@arbiter/prng';
import { describe, expect, it } from 'vitest';
import { decideOnlineGame, type GameDecision, type OnlineGameCommand } from './decide-online-game.js';
import type { OnlineGameEvent } from './online-game.events.js';
import { evolveOnlineGame, type ExistingOnlineGame, initialOnlineGameState, type OnlineGameState } from './online-game.state.js';
import { onlineGameView, onlineLegalActions } from './online-game.views.js';

const NOW = '2026-11-23T10:00:00.000Z';
const ACCOUNTS = ['acc-ana', 'acc-ben'];

function ok(decision: GameDecision): readonly OnlineGameEvent[] {
  if (!decision.ok) throw new Error(`${decision.error.code} ${decision.error.message}`);
  return decision.events;
}

function existing(state: OnlineGameState): ExistingOnlineGame {
  if (state.status === 'none') throw new Error('no game');
  return state;
}

/** A game and its stream, advanced by the seeded random bot one accepted action at a time. */
class Game {
  events: OnlineGameEvent[] = [];
  state: OnlineGameState = initialOnlineGameState();
  private readonly random = Random.seeded('rewind-bot');

  constructor(mode: 'duel' | 'match' = 'duel') {
    const seats = ACCOUNTS.map((accountId, index) => {
      const { cards, champion } = readyDeckCardList(index);
      return { entrantId: `e-${index}`, name: accountId, accountIds: [accountId], cards, chosenChampion: champion };
    });
    this.decide({ type: 'StartOnlineGame', gameId: 'm-1', tournamentId: 't-1', matchId: 'm-1', mode, ruleset: 'CR 1.4', seats, seed: 'rewind-seed', now: NOW });
  }

  get game(): ExistingOnlineGame {
    return existing(this.state);
  }

  decide(command: OnlineGameCommand): void {
    const appended = ok(decideOnlineGame(command, this.state));
    this.events.push(...appended);
    this.state = appended.reduce(evolveOnlineGame, this.state);
  }

  /** The waiting seat takes a bot action; returns it. */
  step(): { seat: number; action: unknown } {
    const seat = onlineGameView(this.game, { kind: 'judge' }).waitingFor ?? 0;
    const action = this.random.pick(onlineLegalActions(this.game, seat));
    this.decide({ type: 'TakeGameAction', accountId: ACCOUNTS[seat] ?? '', action, now: NOW });
    return { seat, action };
  }

  rewind(actions: number, reason = 'misclick confirmed by both players'): GameDecision {
    return decideOnlineGame({ type: 'RewindOnlineGame', judgeAccountId: 'acc-judge', actions, reason, now: NOW }, this.state);
  }
}

const hashOf = (state: ExistingOnlineGame): string => state.game?.hash ?? '';

describe('a judge backup of an online game (TR 14.3)', () => {
  it('returns the game exactly to the state before the last actions, hash and generator state included', () => {
    const game = new Game();
    for (let i = 0; i < 6; i++) game.step();
    const before = game.game;
    const first = game.step();
    const afterFirst = hashOf(game.game);
    game.step();
    game.step();
    expect(hashOf(game.game)).not.toBe(hashOf(before));
    game.decide({ type: 'RewindOnlineGame', judgeAccountId: 'acc-judge', actions: 3, reason: 'wrong unit moved', now: NOW });
    expect(hashOf(game.game)).toBe(hashOf(before));
    expect(game.game.game).toEqual(before.game);
    expect(game.game.log).toEqual(before.log);
    expect(game.game.version).toBe(before.version + 4); // three actions and the backup: nothing is deleted
    expect(game.events.filter((event) => event.type === 'GameActionTaken')).toHaveLength(9);

    // Deterministic from here: the same action gives the same state it gave before the backup,
    // and the effective engine log still replays with every hash checked.
    game.decide({ type: 'TakeGameAction', accountId: ACCOUNTS[first.seat] ?? '', action: first.action, now: NOW });
    expect(hashOf(game.game)).toBe(afterFirst);
    expect(replayGame(game.game.log).ok).toBe(true);
  });

  it('counts what can be taken back: the actions of the game in progress', () => {
    const game = new Game();
    expect(onlineGameView(game.game, { kind: 'judge' }).rewindableActions).toBe(0);
    for (let i = 0; i < 4; i++) game.step();
    expect(onlineGameView(game.game, { kind: 'judge' }).rewindableActions).toBe(4);
    expect(game.rewind(5)).toMatchObject({ ok: false, error: { code: 'GAME.REWIND_TOO_FAR', ruleRef: 'TR 2026-07-16 701.5.c' } });
    game.decide({ type: 'RewindOnlineGame', judgeAccountId: 'acc-judge', actions: 2, reason: 'r', now: NOW });
    expect(onlineGameView(game.game, { kind: 'judge' }).rewindableActions).toBe(2);
  });

  it('is documented with a reason and takes back at least one action (TR 15.3.2)', () => {
    const game = new Game();
    game.step();
    expect(game.rewind(1, '  ')).toMatchObject({ ok: false, error: { code: 'GAME.REWIND_REASON_REQUIRED' } });
    expect(game.rewind(0)).toMatchObject({ ok: false, error: { code: 'GAME.REWIND_INVALID' } });
    expect(game.rewind(1.5)).toMatchObject({ ok: false, error: { code: 'GAME.REWIND_INVALID' } });
  });

  it('tells the judge when the backup crosses a draw, a shuffle or a reveal (TR 14.3, 14.4.3)', () => {
    const game = new Game();
    let crossing: boolean | null = null;
    let quiet: boolean | null = null;
    for (let i = 0; i < 200 && (crossing === null || quiet === null); i++) {
      const logBefore = game.game.log.length;
      game.step();
      const added = game.game.log.slice(logBefore).map((event) => event.type);
      const decision = game.rewind(1);
      if (!decision.ok) continue;
      const [event] = decision.events;
      if (event?.type !== 'GameRewound') continue;
      if (added.includes('CardDrawn')) crossing ??= event.data.hiddenInformationSince;
      else if (!added.some((type) => ['CardsRecycled', 'TrashShuffledIntoDeck', 'HandRevealed', 'CardHidden', 'CardsSetAside'].includes(type))) {
        quiet ??= event.data.hiddenInformationSince;
      }
    }
    expect(crossing).toBe(true);
    expect(quiet).toBe(false);
  });

  it('never takes back a finished match: its result belongs to the tournament (633)', () => {
    const game = new Game();
    game.step();
    game.decide({ type: 'ConcedeOnlineGame', accountId: 'acc-ben', now: NOW });
    expect(game.state.status).toBe('finished');
    expect(game.rewind(1)).toMatchObject({ ok: false, error: { code: 'GAME.FINISHED' } });
  });

  it('never takes back across games of a best-of-3: the checkpoints start again with each game', () => {
    const game = new Game('match');
    expect(onlineGameView(game.game, { kind: 'judge' }).rewindableActions).toBe(0);
    game.step(); // a secret battlefield choice between games (645.5)
    expect(onlineGameView(game.game, { kind: 'judge' }).rewindableActions).toBe(0);
  });
});
