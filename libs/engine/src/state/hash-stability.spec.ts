/**
 * The state hash is part of every stored event, so a change in how the engine holds or hashes a
 * game must not change it by accident (ADR 0037). These hashes were recorded with the engine as
 * it was before the speed work (commit cc12b4e). Stored v1.0 games replay on the frozen
 * `@arbiter/engine-cr1-0`, which keeps these pins (ADR 0060); when a rules change of this live
 * engine alters the hashes on purpose, pin the new ones here. Re-pinned for the Core Rules v1.4
 * play of issue 22 (winning in a cleanup, every player in chains and showdowns, Hidden for [A]),
 * and again for its cleanups (CR 1.4 319), control in closed states and focus after trigger chains,
 * and again for its triggered abilities (CR 1.3 383.3.a "you may" decided when placed, 383.3.d.1
 * turn player first, 383.3.e conditional triggers, 383.4.e late attackers) and the combat's
 * resolution step (CR 1.4 466.1-466.7).
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
    events: 647,
    tenth: '5a99a0251d814f27',
    half: '60aa1f075df6d13c',
    final: '4dbc19901f886654',
  },
  'a Duel, Lee Sin (counters) against Viktor (Portal Rescue)': {
    setup: duelSetup([LEE_SIN_COUNTERS, VIKTOR_RESCUE], 'pin-duel-2'),
    botSeed: 'pin-bot-2',
    events: 449,
    tenth: 'c7c22a541a1c5b68',
    half: 'bd71184760ed5d87',
    final: 'decf65e85a81ad53',
  },
  'a Duel, Viktor (tokens) against Sett (might)': {
    setup: duelSetup([VIKTOR_TOKENS, SETT_MIGHT], 'pin-duel-3'),
    botSeed: 'pin-bot-3',
    events: 532,
    tenth: '20505962049fb17b',
    half: '6e236f54b82331fe',
    final: '17a1e97681b72c7f',
  },
  'a game of three players': {
    setup: threePlayerSetup([deck(0), deck(1), deck(4)], 'pin-three'),
    botSeed: 'pin-bot-4',
    events: 683,
    tenth: 'bce2344149094b5a',
    half: '7511bfbcdbc25cd5',
    final: '8359a6aa5f6a25e7',
  },
  'a game of two teams': {
    setup: twoTeamsSetup([deck(2), deck(3), deck(4), deck(5)], 'pin-teams'),
    botSeed: 'pin-bot-5',
    events: 1391,
    tenth: '7c4085f37374854c',
    half: '38637e9ffb9b26e7',
    final: '15b9e3e0e5d92b3a',
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
