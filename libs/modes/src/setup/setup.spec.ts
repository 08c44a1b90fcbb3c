import { Random } from '@arbiter/prng';
import { describe, expect, it } from 'vitest';
import { MAGMA_CHAMBER } from '../definitions/magma-chamber.js';
import { modeTestDecks } from '../testing/mode-test-decks.js';
import { contributingSeats, randomBattlefieldPicks } from './battlefield-picks.js';
import { clockwiseFrom } from './turn-order.js';

const teamOf = (seat: number): number => (MAGMA_CHAMBER.game.teams ?? []).findIndex((team) => team.includes(seat));

describe('turn order', () => {
  it('goes clockwise from the first player (115.1.b)', () => {
    expect(clockwiseFrom(2, 3)).toEqual([2, 0, 1]);
    expect(clockwiseFrom(1, 2)).toEqual([1, 0]);
  });

  it('alternates between the teams whoever goes first: first player, opponent, teammate, other opponent (648.5.b, 648.5.b.1, 648.5.b.2)', () => {
    for (let first = 0; first < 4; first++) {
      const order = clockwiseFrom(first, 4);
      expect(order.map(teamOf)).toEqual(first % 2 === 0 ? [0, 1, 0, 1] : [1, 0, 1, 0]);
      expect(order[2]).toBe((first + 2) % 4);
    }
  });
});

describe('battlefield picks', () => {
  it('takes a battlefield from every seat, or from every seat but the first player (644.5, 648.4.b)', () => {
    expect(contributingSeats('everySeat', [2, 0, 1])).toEqual([0, 1, 2]);
    expect(contributingSeats('allButFirstPlayer', [2, 3, 0, 1])).toEqual([0, 1, 3]);
  });

  it('picks one of each contributing seat’s own battlefields (644.5, 646.5)', () => {
    const decks = modeTestDecks('ffa3');
    const random = Random.seeded('picks');
    for (let i = 0; i < 20; i++) {
      const picks = randomBattlefieldPicks(decks, [0, 1, 2], random);
      expect(picks.map((pick) => pick.seat)).toEqual([0, 1, 2]);
      for (const pick of picks) expect(decks[pick.seat]?.battlefields).toContain(pick.card);
    }
  });

  it('is the same for the same generator state', () => {
    const decks = modeTestDecks('duel');
    expect(randomBattlefieldPicks(decks, [0, 1], Random.seeded('x'))).toEqual(randomBattlefieldPicks(decks, [0, 1], Random.seeded('x')));
  });
});
