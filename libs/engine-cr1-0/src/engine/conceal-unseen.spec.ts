import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Deck } from '../deck/deck.js';
import type { Action } from '../model/action.js';
import type { GameState } from '../model/game-state.js';
import type { ObjectId, Seat } from '../model/ids.js';
import { READY_DECKS } from '../testing/ready-decks.js';
import { duelSetup } from '../testing/duel-mode.js';
import { threePlayerSetup } from '../testing/multiplayer-setups.js';
import { playBotGame } from '../testing/random-bot.js';
import { isVisible } from '../views/visibility.js';
import { apply } from './apply.js';

function deck(index: number): Deck {
  const found = READY_DECKS[index % READY_DECKS.length];
  if (!found) throw new Error('no ready decks');
  return found;
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

/** States met along a few random-bot games, in Duel and FFA3 (rule 127 holds for every seat count). */
function sampledStates(): GameState[] {
  const states: GameState[] = [];
  const setups = [
    duelSetup([deck(0), deck(1)], 'conceal-duel-1'),
    duelSetup([deck(2), deck(3)], 'conceal-duel-2'),
    threePlayerSetup([deck(1), deck(2), deck(3)], 'conceal-ffa3'),
  ];
  for (const [index, setup] of setups.entries()) {
    let step = 0;
    playBotGame({
      setup,
      botSeed: `conceal-${index}`,
      maxTurns: 14,
      onStep: (before) => {
        if (step++ % 7 === 0 && before.pending) states.push(before);
      },
    });
  }
  return states;
}

/** Objects the seat cannot see: other seats' hands, every deck, facedown cards it does not control. */
function hiddenFrom(state: GameState, seat: Seat): ObjectId[] {
  return state.objects.flatMap((object) => (object && !isVisible(state, { kind: 'seat', seat }, object) ? [object.id] : []));
}

/** Commands that name one object, of every kind that names objects. */
const naming: readonly ((id: ObjectId, state: GameState, seat: Seat) => Action)[] = [
  (id) => ({ type: 'play', card: id }),
  (id) => ({ type: 'play', card: id, to: 'base' }),
  (id) => ({ type: 'move', units: [id], to: 'base' }),
  (id) => ({ type: 'move', units: [id], to: 0 }),
  (id) => ({ type: 'hide', card: id, bf: 0 }),
  (id) => ({ type: 'activate', source: id, ability: 0 }),
  (id) => ({ type: 'addResources', payment: { exhaust: [id] } }),
  (id, state, seat) => ({ type: 'play', card: state.seats[seat]?.hand[0] ?? id, targets: [{ id, stamp: 0 }] }),
  (id, state, seat) => ({ type: 'play', card: state.seats[seat]?.hand[0] ?? id, payment: { recycle: [id] } }),
  (id, state, seat) => ({ type: 'play', card: state.seats[seat]?.hand[0] ?? id, additionalCost: { pay: true, discard: id, kill: id } }),
  (id) => ({ type: 'chooseTargets', targets: [{ id, stamp: 0 }] }),
  (id) => ({ type: 'chooseCards', cards: [id] }),
  (id) => ({ type: 'assignDamage', assignment: [{ unit: id, amount: 1 }] }),
  (id) => ({ type: 'mulligan', cards: [id] }),
];

describe('objects a seat cannot see (CR 127)', () => {
  const states = sampledStates();

  it('samples states with hidden objects of other seats', () => {
    expect(states.length).toBeGreaterThan(20);
  });

  it('answers a command naming a hidden object exactly like one naming an unknown id', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: states.length - 1 }),
        fc.nat(),
        fc.nat({ max: naming.length - 1 }),
        fc.nat({ max: 5_000 }),
        fc.boolean(),
        (stateIndex, pick, kind, offset, byDecider) => {
          const state = at(states, stateIndex);
          const decider = state.pending?.decision.seat ?? 0;
          const seat = byDecider ? decider : (decider + 1) % state.seats.length;
          const hidden = hiddenFrom(state, seat);
          if (hidden.length === 0) return;
          const id = at(hidden, pick % hidden.length);
          const make = at(naming, kind);
          const forHidden = apply(state, seat, make(id, state, seat));
          const forUnknown = apply(state, seat, make(state.objects.length + offset, state, seat));
          expect(forHidden.ok).toBe(false);
          expect(forHidden).toEqual(forUnknown);
        },
      ),
      { numRuns: 600, seed: 127 },
    );
  });

  it("moving an opponent's hand card answers like an unknown unit, whatever the card's type", () => {
    const state = states.find((candidate) => candidate.pending?.decision.kind === 'priority' && (candidate.seats[1 - candidate.pending.decision.seat]?.hand.length ?? 0) > 1);
    if (!state?.pending) throw new Error('no priority state with an opposing hand');
    const seat = state.pending.decision.seat;
    const unknown = apply(state, seat, { type: 'move', units: [state.objects.length + 7], to: 'base' });
    for (const card of at(state.seats, 1 - seat).hand) {
      expect(apply(state, seat, { type: 'move', units: [card], to: 'base' })).toEqual(unknown);
    }
    expect(unknown).toMatchObject({ ok: false, error: { code: 'move/unknown_unit' } });
  });
});
