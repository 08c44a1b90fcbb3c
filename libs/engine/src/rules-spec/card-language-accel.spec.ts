/**
 * The general pieces behind Accelerate (CR 1.4 805), Vision and Predict (CR 1.4 817, 436) and
 * keywords granted to other friendly units (CR 1.3 472.2.b), tested on the cards that use them.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { keywordsOf } from '../rules/might.js';
import { viewFor } from '../views/view-for.js';
import { Table } from '../testing/table.js';
import { duel, field, FURY, MIND, ORDER, runes, sett, viktor } from './fixtures.js';

const LEGION_REARGUARD = 'OGN-010'; // Fury, 2 energy, Accelerate
const MYSTIC_PORO = 'OGN-171'; // Chaos, 2 energy, Vision
const GEMCRAFT_SEER = 'OGN-100'; // grants Vision to other friendly units

const spent = (table: Table) => {
  const paid = table.eventsOf('CostPaid').at(-1);
  return { energy: paid?.spentEnergy, power: paid?.spentPower };
};

describe('Accelerate (CR 1.4 805)', () => {
  it('paying 1 energy and 1 power of the unit domain makes it enter ready (CR 1.4 805.1.a, 805.6)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: LEGION_REARGUARD, label: 'unit' }], runes: runes(FURY, 4) }), sett()]));
    table.act(0, { type: 'play', card: table.id('unit'), to: 'base', additionalCost: { pay: false, accelerate: true } });
    expect(spent(table)).toEqual({ energy: 3, power: { Fury: 1 } });
    expect(table.object('unit')).toMatchObject({ zone: 'base', exhausted: false });
    // 805.6.a: it never became ready, it entered so.
    expect(table.eventsOf('ObjectsReadied')).toHaveLength(0);
  });

  it('not paying it, the unit enters exhausted at its printed cost (CR 1.4 805.2, 143.4)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: LEGION_REARGUARD, label: 'unit' }], runes: runes(FURY, 4) }), sett()]));
    table.act(0, { type: 'play', card: table.id('unit'), to: 'base' });
    expect(spent(table)).toEqual({ energy: 2, power: {} });
    expect(table.object('unit')).toMatchObject({ zone: 'base', exhausted: true });
  });

  it('its power must be of the unit domain (CR 1.4 805.1.a.1)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: LEGION_REARGUARD, label: 'unit' }], runes: runes(MIND, 6) }), sett()]));
    const accelerated = { type: 'play', card: table.id('unit'), to: 'base', additionalCost: { pay: false, accelerate: true } } as const;
    expect(table.reject(0, accelerated).code).toBe('cost/cannot_pay');
  });

  it('only a unit with Accelerate offers it (CR 1.4 805.2)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-219', label: 'unit' }] }), sett()]));
    const accelerated = { type: 'play', card: table.id('unit'), to: 'base', additionalCost: { pay: false, accelerate: true } } as const;
    expect(table.reject(0, accelerated).code).toBe('cost/no_accelerate');
  });

  it('the legal actions offer the play with and without the Accelerate cost, when affordable (CR 1.4 805.2)', () => {
    const rich = Table.load(duel([viktor({ hand: [{ card: LEGION_REARGUARD, label: 'unit' }], runes: runes(FURY, 4) }), sett()]));
    const plays = legalActions(rich.state, 0).filter((action) => action.type === 'play' && action.to === 'base');
    expect(plays).toEqual([
      { type: 'play', card: rich.id('unit'), to: 'base' },
      { type: 'play', card: rich.id('unit'), to: 'base', additionalCost: { pay: false, accelerate: true } },
    ]);
    const poor = Table.load(duel([viktor({ hand: [{ card: LEGION_REARGUARD, label: 'unit' }], runes: runes(FURY, 2) }), sett()]));
    expect(legalActions(poor.state, 0).filter((action) => action.type === 'play' && action.to === 'base')).toEqual([
      { type: 'play', card: poor.id('unit'), to: 'base' },
    ]);
  });
});

describe('Vision and Predict (CR 1.4 817, 436)', () => {
  const withPoro = (mainDeck: string[], extra: Parameters<typeof viktor>[0] = {}) =>
    Table.load(duel([viktor({ hand: [{ card: MYSTIC_PORO, label: 'poro' }], mainDeck, ...extra }), sett()]));

  it('playing the unit shows its controller alone the top card of the main deck (CR 1.4 817.1.b, 436.1, 127)', () => {
    const table = withPoro(['OGN-210', 'OGN-219', 'OGN-219']);
    table.act(0, { type: 'play', card: table.id('poro'), to: 'base' });
    table.passChain();
    const top = table.state.seats[0]?.mainDeck.at(-1) as number;
    expect(table.decision()).toEqual({ kind: 'predict', seat: 0, cards: [{ id: top, card: 'OGN-210' }] });
    expect(viewFor(table.state, { kind: 'seat', seat: 1 }).pending).toEqual({ kind: 'predict', seat: 0, decision: null });
    expect(viewFor(table.state, { kind: 'seat', seat: 1 }).objects[top]).toBeUndefined();
    expect(legalActions(table.state, 0)).toEqual([
      { type: 'chooseCards', cards: [] },
      { type: 'chooseCards', cards: [top] },
    ]);
  });

  it('recycling puts the card at the bottom; keeping it leaves it on top (CR 1.4 436.1)', () => {
    const recycled = withPoro(['OGN-210', 'OGN-219', 'OGN-219']);
    recycled.act(0, { type: 'play', card: recycled.id('poro'), to: 'base' });
    recycled.passChain();
    const top = recycled.state.seats[0]?.mainDeck.at(-1) as number;
    recycled.act(0, { type: 'chooseCards', cards: [top] });
    expect(recycled.state.seats[0]?.mainDeck[0]).toBe(top);
    expect(recycled.eventsOf('CardsRecycled')).toHaveLength(1);

    const kept = withPoro(['OGN-210', 'OGN-219', 'OGN-219']);
    kept.act(0, { type: 'play', card: kept.id('poro'), to: 'base' });
    kept.passChain();
    const keptTop = kept.state.seats[0]?.mainDeck.at(-1) as number;
    kept.act(0, { type: 'chooseCards', cards: [] });
    expect(kept.state.seats[0]?.mainDeck.at(-1)).toBe(keptTop);
    expect(kept.eventsOf('CardsRecycled')).toHaveLength(0);
    expect(kept.decision()).toEqual({ kind: 'priority', seat: 0 });
  });

  it('only the predicted card may be recycled (CR 1.4 436.1)', () => {
    const table = withPoro(['OGN-210', 'OGN-219']);
    table.act(0, { type: 'play', card: table.id('poro'), to: 'base' });
    table.passChain();
    const second = table.state.seats[0]?.mainDeck.at(-2) as number;
    expect(table.reject(0, { type: 'chooseCards', cards: [second] }).code).toBe('predict/bad_cards');
  });

  it('with an empty main deck nothing is predicted and nothing burns out (CR 1.4 436.4.a)', () => {
    const table = withPoro([]);
    table.act(0, { type: 'play', card: table.id('poro'), to: 'base' });
    table.passChain();
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
    expect(table.eventsOf('TriggerQueued')).toHaveLength(1);
  });
});

describe('keywords granted to other friendly units (CR 1.3 472.2.b)', () => {
  it('a unit granting Vision gives it to other friendly units only, and each instance triggers (CR 1.4 817.2, 817.3)', () => {
    const table = Table.load(
      duel([
        viktor({ hand: [{ card: MYSTIC_PORO, label: 'poro' }], base: [{ card: GEMCRAFT_SEER, label: 'seer' }, { card: 'OGN-219', label: 'ally' }], mainDeck: ['OGN-210', 'OGN-219'] }),
        sett({ base: [{ card: 'OGN-219', label: 'enemy' }] }),
      ]),
    );
    expect(keywordsOf(table.state, table.id('ally')).vision).toBe(true);
    expect(keywordsOf(table.state, table.id('seer')).vision).toBe(true); // its own printed Vision
    expect(keywordsOf(table.state, table.id('enemy')).vision).toBeUndefined();
    table.act(0, { type: 'play', card: table.id('poro'), to: 'base' });
    // Printed Vision plus the granted one: two triggers, each a prediction of its own (817.2.a).
    expect(table.eventsOf('TriggerQueued')).toHaveLength(2);
    table.passChain();
    const top = table.state.seats[0]?.mainDeck.at(-1) as number;
    table.act(0, { type: 'chooseCards', cards: [] });
    table.passChain();
    // 817.2.b: nothing recycled in between, so the second sees the same card.
    expect(table.decision()).toMatchObject({ kind: 'predict', cards: [{ id: top }] });
  });
});

describe('keywords given by an effect: Temporary (CR 1.4 816)', () => {
  const FADING_MEMORIES = 'OGN-180'; // gives a unit at a battlefield or a gear Temporary
  const CHAOS = 'OGN-166';

  it('a gear given Temporary is killed at the start of its controller Beginning Phase (CR 1.4 816.1.b)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: FADING_MEMORIES, label: 'fading' }], base: [{ card: 'OGN-163', label: 'seal' }], runes: runes(CHAOS, 6) }), sett()]));
    table.act(0, { type: 'play', card: table.id('fading'), targets: [{ id: table.id('seal'), stamp: 0 }] });
    table.passChain();
    expect(keywordsOf(table.state, table.id('seal')).temporary).toBe(true);
    expect(viewFor(table.state, { kind: 'seat', seat: 1 }).keywordGrants).toEqual([{ target: table.id('seal'), stamp: 0, keywords: { temporary: true } }]);
    table.act(0, { type: 'endTurn' });
    table.act(1, { type: 'endTurn' });
    table.passChain();
    expect(table.object('seal').zone).toBe('trash');
  });

  it('a unit printed with Temporary and given it again triggers once (CR 1.4 816.2.a)', () => {
    const table = Table.load(
      duel([viktor({ hand: [{ card: FADING_MEMORIES, label: 'fading' }], runes: runes(CHAOS, 6) }), sett()], [field('blank', 0, { controller: 0, units: [{ card: 'OGN-274', label: 'sprite' }] }), field('blank', 1)]),
    );
    table.act(0, { type: 'play', card: table.id('fading'), targets: [{ id: table.id('sprite'), stamp: 0 }] });
    table.passChain();
    table.act(0, { type: 'endTurn' });
    table.act(1, { type: 'endTurn' });
    const queued = table.eventsOf('TriggerQueued').filter((event) => event.trigger.source === table.id('sprite'));
    expect(queued).toHaveLength(1);
  });

  it('the keyword ends when the permanent leaves the board: a new object (CR 1.3 109)', () => {
    const table = Table.load(
      duel(
        [viktor({ hand: [{ card: FADING_MEMORIES, label: 'fading' }, { card: 'OGN-229', label: 'vengeance' }], runes: [...runes(CHAOS, 6), ...runes(ORDER, 6)] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'away' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('fading'), targets: [{ id: table.id('away'), stamp: 0 }] });
    table.passChain();
    expect(keywordsOf(table.state, table.id('away')).temporary).toBe(true);
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('away'), stamp: 0 }] });
    table.passChain();
    expect(table.object('away').zone).toBe('trash');
    expect(keywordsOf(table.state, table.id('away')).temporary).toBeUndefined();
  });
});
