import { replayGame } from '@arbiter/rulesets';
import { describe, expect, it } from 'vitest';
import { MatchTable } from '../spec-support/match-fixtures.js';
import { modeTestDecks } from '../testing/mode-test-decks.js';
import { replayMatch } from './evolve-match.js';
import { matchOutcome } from './match-outcome.js';
import { pendingMatch } from './pending-match.js';

describe('a Duel before its game (644.5, 115)', () => {
  it('records the random first player and the random battlefields as events', () => {
    const table = MatchTable.of('duel');
    expect(table.events.map((event) => event.type)).toEqual(['MatchCreated', 'TurnOrderDetermined', 'BattlefieldsSelected']);
    expect(table.eventsOf('BattlefieldsSelected')[0]).toMatchObject({ method: 'random', rng: expect.any(Object) });
    expect(pendingMatch(table.match)).toEqual({ status: 'readyToStart', game: 1 });
    const phase = table.match.phase;
    if (phase.status !== 'setup' || !phase.turnOrder || !phase.battlefields) throw new Error('setup incomplete');
    expect(phase.turnOrder.method).toBe('random');
    expect(phase.turnOrder.order).toHaveLength(2);
  });

  it('puts one of each player’s three battlefields into play (644.4.a, 644.5)', () => {
    const decks = modeTestDecks('duel');
    const seen = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const table = MatchTable.of('duel', seed);
      const game = table.start();
      expect(game.battlefields.map((bf) => bf.owner)).toEqual([0, 1]);
      for (const bf of game.battlefields) {
        expect(decks[bf.owner]?.battlefields).toContain(bf.card);
        seen.add(`${bf.owner}:${bf.card}`);
      }
    }
    // The choice is random, not always the first battlefield of each deck.
    expect(seen.size).toBeGreaterThan(2);
  });

  it('makes the same choices for the same seed, which the events replay (644.5)', () => {
    const first = MatchTable.of('duel', 'same');
    const second = MatchTable.of('duel', 'same');
    expect(second.match).toEqual(first.match);
    first.start();
    expect(replayMatch(first.events)).toEqual(first.match);
  });
});

describe('a Duel game (644)', () => {
  it('gives the second player one extra rune in its first channel phase (644.7)', () => {
    const table = MatchTable.of('duel');
    const game = table.start();
    table.playUntilTurn(2);
    const [first, second] = game.turnOrder;
    // Only turns 1 and 2 have begun: each player's first channel phase.
    const channeled = (seat: number | undefined) => table.gameEvents.filter((event) => event.type === 'RuneChanneled' && event.seat === seat).length;
    expect(channeled(first)).toBe(2);
    expect(channeled(second)).toBe(3);
  });

  it('replays exactly from its events', () => {
    const table = MatchTable.of('duel');
    table.start();
    table.playUntilTurn(4);
    const replayed = replayGame(table.gameEvents);
    expect(replayed.ok && replayed.state.hash).toBe(table.currentGame().hash);
  });

  it('is a best of 1: the match ends with its one game (644.6)', () => {
    const table = MatchTable.of('duel');
    table.start();
    table.end({ kind: 'gameLoss', seat: 1 });
    expect(matchOutcome(table.match)).toMatchObject({ status: 'over', reason: 'games', bestOf: 1, gamesPlayed: 1, seats: [{ result: 'win' }, { result: 'loss' }] });
  });
});
