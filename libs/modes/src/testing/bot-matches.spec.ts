import { replayGame } from '@arbiter/rulesets';
import { describe, expect, it } from 'vitest';
import { replayMatch } from '../match/evolve-match.js';
import { loserOf } from '../match/next-first-player.js';
import { MODE_IDS } from '../model/mode-id.js';
import { type BotMatch, playBotMatch } from './play-bot-match.js';

function expectReplays(played: BotMatch): void {
  expect(replayMatch(played.events)).toEqual(played.match);
  for (const game of played.games) {
    const replayed = replayGame(game.events);
    expect(replayed.ok).toBe(true);
    expect(replayed.ok && replayed.state.hash).toBe(game.state.hash);
  }
}

describe.each(MODE_IDS)('seeded random-bot matches of %s', (mode) => {
  it.each(['one', 'two'])('play to the end through the engine and replay exactly (seed %s)', (seed) => {
    const played = playBotMatch({ mode, seed, botSeed: seed });
    expect(played.match.phase.status).toBe('over');
    expect(played.games.length).toBeGreaterThan(0);
    for (const game of played.games) {
      expect(game.state.status).toBe('ended');
      expect(game.state.result?.reason).toBe('victory');
    }
    expectReplays(played);
  });

  it('is the same match for the same seeds', () => {
    const first = playBotMatch({ mode, seed: 'same', botSeed: 'same' });
    const second = playBotMatch({ mode, seed: 'same', botSeed: 'same' });
    expect(second.events).toEqual(first.events);
    expect(second.games.map((game) => game.state.hash)).toEqual(first.games.map((game) => game.state.hash));
  });
});

describe('seeded random-bot Matches (645)', () => {
  const matches = ['r1', 'r2', 'r3', 'r4'].map((seed) => playBotMatch({ mode: 'match', seed, botSeed: seed }));

  it('rotate the battlefields: no seat uses one twice and each game’s picks are new (645.5)', () => {
    for (const played of matches) {
      for (const seat of [0, 1]) {
        const used = played.match.used[seat] ?? [];
        expect(new Set(used).size).toBe(used.length);
        expect(used).toHaveLength(played.games.length);
      }
      played.games.forEach((game, index) => {
        const earlier = played.games.slice(0, index).flatMap((previous) => previous.state.battlefields.map((bf) => `${bf.owner}:${bf.card}`));
        for (const bf of game.state.battlefields) expect(earlier).not.toContain(`${bf.owner}:${bf.card}`);
      });
    }
  });

  it('let the loser of each game choose the next game’s first player (architecture default)', () => {
    let later = 0;
    for (const played of matches) {
      const records = played.match.games;
      records.slice(1).forEach((record, index) => {
        const previous = records[index];
        if (!previous) throw new Error('missing game');
        expect(record.turnOrder).toMatchObject({ method: 'chosen', chooser: loserOf(previous) });
        later++;
      });
    }
    expect(later).toBeGreaterThan(0);
  });

  it('end when a player has two game wins or three games were played (645.6)', () => {
    for (const played of matches) {
      const [first, second] = [0, 1].map((seat) => played.match.games.filter((game) => game.result.outcomes[seat] === 'win').length) as [number, number];
      expect(Math.max(first, second) === 2 || played.games.length === 3).toBe(true);
      const expected = first === second ? ['draw', 'draw'] : first > second ? ['win', 'loss'] : ['loss', 'win'];
      expect(played.match.phase.status === 'over' && played.match.phase.result.outcomes).toEqual(expected);
    }
  });
});

describe('seeded random-bot games with time called', () => {
  it.each(MODE_IDS)('end at time, or earlier, and still replay exactly (%s)', (mode) => {
    const played = playBotMatch({ mode, seed: 'time', botSeed: 'time', callTimeAtTurn: 4, timeRules: { extraTurns: 3, margin: 2 } });
    const last = played.games[played.games.length - 1];
    expect(played.match.phase).toMatchObject({ status: 'over', result: { reason: 'time' } });
    expect(last?.state.turn.number).toBeLessThanOrEqual(4 + 3);
    expectReplays(played);
  });
});
