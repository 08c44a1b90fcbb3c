/**
 * General pieces of the card language that replaced card-specific names (issue 23, ADR on
 * conditions): the player conditions read by `if` steps, `entersReady` and self discounts; the one
 * `if` step; `readyRunes` with `upTo: 'all'`; `entersReady` for other friendly units; one
 * `bonusDamage` with an optional `to`; one stun trigger with `eachUnit`; the `subjectIs` trigger
 * condition. The cards keep their own cases beside their files.
 */
import { describe, expect, it } from 'vitest';
import { cardDefinition } from '../cards/card-registry.js';
import { playCost } from '../rules/costs.js';
import { mightOf } from '../rules/might.js';
import { playerConditionHolds } from '../rules/player-condition.js';
import { Table } from '../testing/table.js';
import { BODY, CALM, duel, field, FURY, MIND, ORDER, ref, runes, sett, viktor } from './fixtures.js';

const queuedFrom = (table: Table, card: string) => table.eventsOf('TriggerQueued').filter((event) => event.trigger.card === card);
const readyRunesOf = (table: Table, seat: number): number => (table.state.seats[seat]?.runes ?? []).filter((id) => !table.object(id).exhausted).length;
const fury = (extra: Parameters<typeof viktor>[0] = {}) => viktor({ runes: runes(FURY, 12), ...extra });

describe('player conditions (read for one player when checked)', () => {
  it('hand size and cards played this turn: the card being played is not counted yet (CR 1.3 724, 595.4)', () => {
    const table = Table.load(duel([viktor({ hand: ['OGN-219'], cardsPlayed: 1 }), sett({ hand: ['OGN-219', 'OGN-219'] })]));
    expect(playerConditionHolds(table.state, 0, { handAtMost: 1 })).toBe(true);
    expect(playerConditionHolds(table.state, 1, { handAtMost: 1 })).toBe(false);
    expect(playerConditionHolds(table.state, 0, { cardsPlayedThisTurnAtLeast: 1 })).toBe(true);
    expect(playerConditionHolds(table.state, 1, { cardsPlayedThisTurnAtLeast: 1 })).toBe(false);
  });

  it('an opponent near victory and an opponent controlling a battlefield are read for the player, not for the opponent (CR 1.4 356.4; CR 1.3 183)', () => {
    const table = Table.load(duel([viktor({ points: 1 }), sett({ points: 5 })], [field('blank', 0, { controller: 1 }), field('blank', 1)]));
    expect(playerConditionHolds(table.state, 0, { opponentNearVictory: 3 })).toBe(true);
    expect(playerConditionHolds(table.state, 1, { opponentNearVictory: 3 })).toBe(false);
    expect(playerConditionHolds(table.state, 0, { opponentControlsBattlefield: true })).toBe(true);
    expect(playerConditionHolds(table.state, 1, { opponentControlsBattlefield: true })).toBe(false);
  });

  it('a facedown card at a battlefield counts for the player who controls it only, also as a trigger condition (CR 1.3 811, 383.3.e)', () => {
    const table = Table.load(duel([viktor(), sett()], [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219' }], facedown: { card: 'OGN-083' } }), field('blank', 1)]));
    expect(playerConditionHolds(table.state, 0, { controlsFacedownCard: true })).toBe(true);
    expect(playerConditionHolds(table.state, 1, { controlsFacedownCard: true })).toBe(false);
    const pouch = (facedown: boolean) =>
      Table.load(
        duel(
          [viktor({ base: [{ card: 'OGN-101' }] }), sett()],
          [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219' }], ...(facedown ? { facedown: { card: 'OGN-083' } } : {}) }), field('blank', 1)],
          { turn: { seat: 0, number: 3, start: 'start' } },
        ),
      );
    const hidden = pouch(true);
    hidden.passChain();
    expect(queuedFrom(hidden, 'OGN-101')).toHaveLength(1);
    const none = pouch(false);
    none.passChain();
    expect(queuedFrom(none, 'OGN-101')).toHaveLength(0);
  });

  it('an enemy unit died this turn: a death of an opponent\'s unit, not of one\'s own (CR 1.3 428)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-229', label: 'vengeance' }] }), sett({ base: [{ card: 'OGN-219', label: 'theirs' }] })]));
    expect(playerConditionHolds(table.state, 0, { enemyUnitDiedThisTurn: true })).toBe(false);
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [ref(table, 'theirs')] });
    table.passChain();
    expect(table.object('theirs').zone).toBe('trash');
    expect(playerConditionHolds(table.state, 0, { enemyUnitDiedThisTurn: true })).toBe(true);
    expect(playerConditionHolds(table.state, 1, { enemyUnitDiedThisTurn: true })).toBe(false);
  });

  it('as a passive\'s `while`: read continuously for the controller of the unit (CR 1.3 364.3.a)', () => {
    const table = Table.load(duel([viktor({ runes: runes(CALM, 8), base: [{ card: 'OGS-004', label: 'yi' }] }), sett({ runes: runes(CALM, 7), base: [{ card: 'OGS-004', label: 'other' }] })]));
    const printed = cardDefinition('OGS-004').might ?? 0;
    expect(mightOf(table.state, table.id('yi'))).toBe(printed + 4);
    expect(mightOf(table.state, table.id('other'))).toBe(printed);
  });

  it('as a self discount: the card costs less while the condition holds as its cost is determined (CR 1.3 560.4, 812)', () => {
    const price = (cardsPlayed: number) => {
      const table = Table.load(duel([fury({ cardsPlayed }), sett()]));
      return playCost(table.state, { seat: 0, card: cardDefinition('OGN-012'), fromHidden: false, paidAdditional: false, targets: [] })?.energy;
    };
    const full = price(0) ?? 0;
    expect(price(1)).toBe(Math.max(0, full - 2));
  });
});

describe('the if step', () => {
  it('runs `then` when an object matches a filter as the step runs, `else` when it does not (CR 1.3 599, 428)', () => {
    const table = Table.load(
      duel([viktor({ hand: [{ card: 'OGN-225', label: 'chief' }, { card: 'OGN-225', label: 'again' }], runes: runes(ORDER, 12) }), sett({ base: [{ card: 'OGN-088', label: 'mech' }] })]),
    );
    table.act(0, { type: 'play', card: table.id('chief'), to: 'base' });
    table.passChain();
    expect(table.object('mech').stunned).toBe(true);
    expect(table.object('mech').zone).toBe('base');
    table.act(0, { type: 'play', card: table.id('again'), to: 'base' });
    table.passChain();
    expect(table.object('mech').zone).toBe('trash');
  });

  it('reads a player condition of the controller as the step runs, not as the ability triggers (CR 1.3 383.3)', () => {
    const table = Table.load(duel([viktor({ legend: 'OGN-251', hand: ['OGN-219', 'OGN-219'], turnsTaken: 3 }), sett()], undefined, { turn: { seat: 0, start: 'start' } }));
    for (let i = 0; i < 50 && (table.state.turn.phase !== 'main' || table.state.chain.length > 0); i++) table.act(table.decision()?.seat ?? 0, { type: 'pass' });
    // The trigger was placed, but its condition (one card or fewer in hand) was false on resolution.
    expect(queuedFrom(table, 'OGN-251')).toHaveLength(1);
    expect(table.state.seats[0]?.hand).toHaveLength(3);
  });
});

describe('readyRunes with upTo all', () => {
  it('readies every exhausted rune of the controller, with no choice (CR 1.3 415)', () => {
    const table = Table.load(
      duel([viktor({ hand: [{ card: 'OGN-229', label: 'vengeance' }] }), sett({ base: [{ card: 'OGN-110', label: 'ekko' }], runes: runes(BODY, 5, true) })]),
    );
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [ref(table, 'ekko')] });
    table.passChain();
    expect(table.decision()?.kind).not.toBe('chooseCards');
    expect(readyRunesOf(table, 1)).toBe(5);
  });
});

describe('entersReady', () => {
  it('for other friendly units: a unit its controller plays enters ready, the permanent itself and an opponent\'s unit do not (CR 1.3 143.4.a)', () => {
    const table = Table.load(duel([fury({ hand: [{ card: 'OGN-011', label: 'wurm' }, { card: 'OGN-210', label: 'poro' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('wurm') });
    expect(table.object('wurm').exhausted).toBe(true);
    table.act(0, { type: 'play', card: table.id('poro') });
    expect(table.object('poro').exhausted).toBe(false);
    const theirs = Table.load(duel([sett({ hand: [{ card: 'OGN-210', label: 'poro' }] }), fury({ base: ['OGN-011'] })]));
    theirs.act(0, { type: 'play', card: theirs.id('poro') });
    expect(theirs.object('poro').exhausted).toBe(true);
  });

  it('with a player condition: read for the entering card\'s controller as it enters (CR 1.3 143.4.a)', () => {
    const held = Table.load(duel([fury({ hand: [{ card: 'OGN-035', label: 'vayne' }] }), sett()], [field('blank', 0), field('blank', 1, { controller: 1 })]));
    held.act(0, { type: 'play', card: held.id('vayne') });
    expect(held.object('vayne').exhausted).toBe(false);
    const mine = Table.load(duel([fury({ hand: [{ card: 'OGN-035', label: 'vayne' }] }), sett()], [field('blank', 0, { controller: 0 }), field('blank', 1)]));
    mine.act(0, { type: 'play', card: mine.id('vayne') });
    expect(mine.object('vayne').exhausted).toBe(true);
  });
});

describe('bonusDamage', () => {
  it('without `to` adds to its controller\'s damage instructions; with `to: unitsHere` to each instance dealt to a unit at that battlefield (CR 1.3 714, 715.3)', () => {
    const table = Table.load(
      duel(
        [fury({ hand: [{ card: 'OGN-029', label: 'star' }], base: ['OGS-001'] }), sett()],
        [field('OGN-296', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'there' }] }), field('blank', 1, { controller: 1, units: [{ card: 'OGN-142', label: 'elsewhere' }] })],
      ),
    );
    table.act(0, { type: 'play', card: table.id('star'), targets: [ref(table, 'there'), ref(table, 'elsewhere')] });
    table.passChain();
    const there = table.object('there').damage;
    const elsewhere = table.object('elsewhere').damage;
    // The battlefield's bonus reaches only the unit there, the unit's bonus both.
    expect(there - elsewhere).toBe(1);
    expect(elsewhere).toBe(4);
  });
});

describe('youStunEnemyUnits', () => {
  it('triggers once per instruction, or with eachUnit once per enemy unit stunned (the subject), never for a friendly one (CR 1.3 599.1)', () => {
    const table = Table.load(
      duel(
        [viktor({ legend: 'OGN-261', runes: [...runes(BODY, 4), ...runes(CALM, 4)], hand: [{ card: 'OGN-220', label: 'facebreaker' }], base: [{ card: 'OGN-059', label: 'herald', exhausted: true }] }), sett()],
        [field('blank', 0, { controller: 0, contestedBy: 1, units: [{ card: 'OGN-219', label: 'mine' }, { card: 'OGN-219', label: 'near', controller: 1, owner: 1 }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('facebreaker'), targets: [ref(table, 'mine'), ref(table, 'near')] });
    table.passChain();
    expect([table.object('mine').stunned, table.object('near').stunned]).toEqual([true, true]);
    const herald = queuedFrom(table, 'OGN-059');
    expect(herald.map((event) => event.trigger.subject)).toEqual([table.id('near')]);
    expect(queuedFrom(table, 'OGN-261').map((event) => event.trigger.subject)).toEqual([null]);
  });
});

describe('subjectIs', () => {
  it('keeps the trigger off the chain unless the subject matches the filter as the condition is fulfilled (CR 1.3 383.3.e, 708)', () => {
    const mighty = Table.load(duel([viktor({ legend: 'OGN-249', runes: runes(MIND, 8), hand: [{ card: 'OGN-088', label: 'mech' }] }), sett()]));
    mighty.act(0, { type: 'play', card: mighty.id('mech') });
    expect(queuedFrom(mighty, 'OGN-249')).toHaveLength(1);
    const small = Table.load(duel([viktor({ legend: 'OGN-249', hand: [{ card: 'OGN-219', label: 'small' }] }), sett()]));
    small.act(0, { type: 'play', card: small.id('small') });
    expect(queuedFrom(small, 'OGN-249')).toHaveLength(0);
  });
});
