/**
 * The index of passive and triggered abilities on the board (`board-abilities.ts`) stands for a
 * scan of every permanent's printed abilities. It is remembered by the board's zone lists, so it
 * must give that scan's answer for whatever state is asked about, in the same (board) order.
 */
import { Random } from '@arbiter/prng';
import { describe, expect, it } from 'vitest';
import { cardOf } from '../cards/card-registry.js';
import type { StaticAbility, TriggerKind } from '../model/card-definition.js';
import type { GameState } from '../model/game-state.js';
import type { ObjectId } from '../model/ids.js';
import { duelSetup } from '../testing/duel-mode.js';
import { threePlayerSetup } from '../testing/multiplayer-setups.js';
import { randomPoolDeck } from '../testing/pool-decks.js';
import { playBotGame } from '../testing/random-bot.js';
import { permanentsWithStatic, permanentsWithTrigger } from './board-abilities.js';
import { objectAt } from './queries.js';

/** States of full-pool games, where rare passives and triggers are on the board. */
function poolStates(): GameState[] {
  const states: GameState[] = [];
  const keep = (_before: GameState, _choice: unknown, after: GameState): void => {
    states.push(after);
  };
  for (let i = 0; i < 6; i++) {
    const random = Random.seeded(`board-abilities-${i}/decks`);
    playBotGame({ setup: duelSetup([randomPoolDeck(random), randomPoolDeck(random)], `board-abilities-${i}`), botSeed: i, onStep: keep });
  }
  const random = Random.seeded('board-abilities-three/decks');
  playBotGame({ setup: threePlayerSetup([randomPoolDeck(random), randomPoolDeck(random), randomPoolDeck(random)], 'board-abilities-three'), botSeed: 3, onStep: keep });
  return states;
}

/** Every permanent on the board in board order (bases, then battlefields), without any memory. */
function boardFromScratch(state: GameState): ObjectId[] {
  const ids: ObjectId[] = [];
  for (const seat of state.seats) ids.push(...seat.base);
  for (const bf of state.battlefields) ids.push(...bf.units);
  return ids;
}

const staticHolders = (state: GameState, effect: string): ObjectId[] =>
  boardFromScratch(state).filter((id) => cardOf(objectAt(state, id)).abilities.some((ability) => ability.kind === 'static' && ability.effect === effect));

const triggerHolders = (state: GameState, kind: string): ObjectId[] =>
  boardFromScratch(state).filter((id) => cardOf(objectAt(state, id)).abilities.some((ability) => ability.kind === 'triggered' && ability.trigger === kind));

const states = poolStates();

/** The passive effects and trigger kinds of every card in the sampled games. */
function kindsSeen(): { statics: Set<StaticAbility['effect']>; triggers: Set<TriggerKind> } {
  const statics = new Set<StaticAbility['effect']>();
  const triggers = new Set<TriggerKind>();
  for (const object of (states[states.length - 1] as GameState).objects) {
    if (!object) continue;
    for (const ability of cardOf(object).abilities) {
      if (ability.kind === 'static') statics.add(ability.effect);
      if (ability.kind === 'triggered') triggers.add(ability.trigger);
    }
  }
  return { statics, triggers };
}

describe('the passives and triggers of the permanents on the board', () => {
  const { statics, triggers } = kindsSeen();

  it('are found in sampled games (the check below is not empty)', () => {
    expect(statics.size).toBeGreaterThan(3);
    expect(triggers.size).toBeGreaterThan(5);
    const held = states.some((state) => [...triggers].some((kind) => permanentsWithTrigger(state, kind).length > 0));
    expect(held).toBe(true);
  });

  it('are the permanents whose printed card has them, in board order, whatever state was asked about before', () => {
    // Forwards, then backwards: consecutive states share zone lists, distant ones do not.
    const order = [...states.keys(), ...[...states.keys()].reverse()].filter((_, n) => n % 3 === 0);
    for (const index of order) {
      const state = states[index] as GameState;
      for (const effect of statics) expect([...permanentsWithStatic(state, effect)]).toEqual(staticHolders(state, effect));
      for (const kind of triggers) expect([...permanentsWithTrigger(state, kind)]).toEqual(triggerHolders(state, kind));
    }
  });

  it('are none while the board is empty (the first states of a game)', () => {
    const empty = states.filter((state) => boardFromScratch(state).length === 0);
    expect(empty.length).toBeGreaterThan(0);
    for (const state of empty) {
      for (const effect of statics) expect(permanentsWithStatic(state, effect)).toEqual([]);
      for (const kind of triggers) expect(permanentsWithTrigger(state, kind)).toEqual([]);
    }
  });
});
