/**
 * The engine's speed depends on V8 keeping its hot records in one hidden class with small-integer
 * fields (ADR 0100, ADR 0115). Neither shows in a result: a record of another shape, or a seat
 * that is a boxed double instead of a small integer, plays exactly the same game, only slower
 * (a seat drawn as a double by the random generator made every seat, owner and controller field
 * of the process a boxed double and games 10 % slower). These tests look at what V8 made of the
 * records of real bot games, through V8's own test intrinsics (`%HaveSameMap`, `%IsSmi`): the
 * unit-test workers run with `--allow-natives-syntax` (`v8Intrinsics` in vitest.config.ts).
 */
import { Random } from '@arbiter/prng';
import { describe, expect, it } from 'vitest';
import type { Deck } from '../deck/deck.js';
import type { GameObject } from '../model/game-object.js';
import type { GameState } from '../model/game-state.js';
import { duelSetup, playBotGame, randomPoolDeck, READY_DECKS, threePlayerSetup } from '../testing/index.js';

const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b);') as (a: object, b: object) => boolean;
const isSmallInteger = new Function('value', 'return %IsSmi(value);') as (value: unknown) => boolean;

const readyDeck = (index: number): Deck => READY_DECKS[index % READY_DECKS.length] as Deck;

let played: GameState[] | null = null;

/** The states after every action of some bot games: ready decks, full-pool decks, three players
 * (played once, for all the tests below). */
function statesOfGames(): GameState[] {
  played ??= playGames();
  return played;
}

function playGames(): GameState[] {
  const states: GameState[] = [];
  const record = (_before: GameState, _choice: unknown, after: GameState): void => {
    states.push(after);
  };
  for (let game = 0; game < 6; game++) {
    const seed = `hidden-classes-${game}`;
    playBotGame({ setup: duelSetup([readyDeck(game), readyDeck(game + 1)], seed), botSeed: seed, onStep: record });
    const random = Random.seeded(`${seed}/pool`);
    playBotGame({ setup: duelSetup([randomPoolDeck(random), randomPoolDeck(random)], seed), botSeed: seed, onStep: record });
  }
  const ffa3 = 'hidden-classes-ffa3';
  playBotGame({ setup: threePlayerSetup([readyDeck(0), readyDeck(1), readyDeck(2)], ffa3), botSeed: ffa3, onStep: record });
  return states;
}

describe('hot records keep one hidden class with small-integer fields (ADR 0100, ADR 0115)', () => {
  it('every game object of every game shares one hidden class', () => {
    let first: GameObject | null = null;
    let differing = 0;
    for (const state of statesOfGames()) {
      for (const object of state.objects) {
        if (!object) continue;
        first ??= object;
        if (!sameMap(first, object)) differing++;
      }
    }
    expect(first).not.toBeNull();
    expect(differing).toBe(0);
  });

  it('every battlefield, seat, side, turn, combat and might effect of every game shares one hidden class per kind', () => {
    const firsts = new Map<string, object>();
    const differing = new Set<string>();
    const check = (kind: string, record: object): void => {
      const first = firsts.get(kind);
      if (first === undefined) firsts.set(kind, record);
      else if (!sameMap(first, record)) differing.add(kind);
    };
    for (const state of statesOfGames()) {
      for (const bf of state.battlefields) check('battlefield', bf);
      for (const seat of state.seats) check('seat', seat);
      for (const side of state.sides) check('side', side);
      check('turn', state.turn);
      if (state.combat) check('combat', state.combat);
      for (const effect of state.effects) check('effect', effect);
    }
    expect([...differing]).toEqual([]);
  });

  it('seats, owners, controllers and rune pools are small integers, never boxed doubles', () => {
    const boxed = new Set<string>();
    const check = (what: string, value: number | null): void => {
      if (value !== null && !isSmallInteger(value)) boxed.add(what);
    };
    for (const state of statesOfGames()) {
      check('turn.seat', state.turn.seat);
      for (const seat of state.turnOrder) check('turnOrder', seat);
      for (const object of state.objects) {
        if (!object) continue;
        check('object.owner', object.owner);
        check('object.controller', object.controller);
      }
      for (const seat of state.seats) {
        check('seat.seat', seat.seat);
        check('pool.energy', seat.pool.energy);
        for (const amount of Object.values(seat.pool.power)) check('pool.power', amount);
      }
      for (const bf of state.battlefields) {
        check('battlefield.owner', bf.owner);
        check('battlefield.controller', bf.controller);
      }
      const decision = state.pending?.decision;
      if (decision) check('decision.seat', decision.seat);
    }
    expect([...boxed]).toEqual([]);
  });
});
