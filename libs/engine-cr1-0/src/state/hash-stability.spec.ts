/**
 * The state hash is part of every stored event, so a change in how the engine holds or hashes a
 * game must not change it (ADR 0037): stored event logs must still replay. These hashes were
 * recorded with the engine as it was before the speed work (commit cc12b4e) and are checked
 * against the engine as it is; a failure here means stored games would no longer replay. In the
 * frozen v1.0 engine (ADR 0060) these five seeded bot games are also its smoke test.
 */
import { describe, expect, it } from 'vitest';
import type { Deck } from '../deck/deck.js';
import type { GameSetup } from '../setup/create-game.js';
import {
  duelSetup,
  LEE_SIN_COUNTERS,
  playBotGame,
  READY_DECKS,
  SETT_BUFFS,
  SETT_MIGHT,
  threePlayerSetup,
  twoTeamsSetup,
  VIKTOR_CONTROL,
  VIKTOR_RESCUE,
  VIKTOR_TOKENS,
} from '../testing/index.js';

const DECKS: readonly Deck[] = [...READY_DECKS, LEE_SIN_COUNTERS, VIKTOR_RESCUE];
const deck = (index: number): Deck => DECKS[index % DECKS.length] as Deck;

interface Pinned {
  readonly setup: GameSetup;
  readonly botSeed: string;
  readonly events: number;
  /** Hashes of the event a tenth of the way in, of the middle event, and of the final state. */
  readonly tenth: string;
  readonly half: string;
  readonly final: string;
}

const PINNED: Readonly<Record<string, Pinned>> = {
  'a Duel, Sett (buffs) against Viktor (control)': {
    setup: duelSetup([SETT_BUFFS, VIKTOR_CONTROL], 'pin-duel-1'),
    botSeed: 'pin-bot-1',
    events: 642,
    tenth: '3359f96638d23c12',
    half: 'f4f6edda0719d0e9',
    final: '25170525ea4b4059',
  },
  'a Duel, Lee Sin (counters) against Viktor (Portal Rescue)': {
    setup: duelSetup([LEE_SIN_COUNTERS, VIKTOR_RESCUE], 'pin-duel-2'),
    botSeed: 'pin-bot-2',
    events: 462,
    tenth: 'a248fcd3227c1cc3',
    half: 'ca8c3d921014d4d4',
    final: '2778186f324933af',
  },
  'a Duel, Viktor (tokens) against Sett (might)': {
    setup: duelSetup([VIKTOR_TOKENS, SETT_MIGHT], 'pin-duel-3'),
    botSeed: 'pin-bot-3',
    events: 529,
    tenth: '0d731736e34bd899',
    half: 'e86d1f2523161197',
    final: '17fedbea4c9f3bda',
  },
  'a game of three players': {
    setup: threePlayerSetup([deck(0), deck(1), deck(4)], 'pin-three'),
    botSeed: 'pin-bot-4',
    events: 616,
    tenth: '34021847dc302b1e',
    half: 'cd7ca03d2ab97bb3',
    final: '719391cf6da03bb7',
  },
  'a game of two teams': {
    setup: twoTeamsSetup([deck(2), deck(3), deck(4), deck(5)], 'pin-teams'),
    botSeed: 'pin-bot-5',
    events: 1185,
    tenth: '4222fbdcecb42b2b',
    half: '6cd7667e9b0e3336',
    final: 'ead6765ed1f12df7',
  },
};

describe('the state hash of seeded games (stored logs keep replaying)', () => {
  for (const [name, pinned] of Object.entries(PINNED)) {
    it(`is unchanged for ${name}`, () => {
      const game = playBotGame({ setup: pinned.setup, botSeed: pinned.botSeed });
      expect(game.events.length).toBe(pinned.events);
      expect(game.events[Math.floor(game.events.length / 10)]?.hash).toBe(pinned.tenth);
      expect(game.events[Math.floor(game.events.length / 2)]?.hash).toBe(pinned.half);
      expect(game.state.hash).toBe(pinned.final);
    });
  }
});
