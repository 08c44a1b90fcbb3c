import { describe, expect, it } from 'vitest';
import { mightOf } from '../rules/might.js';
import { Table } from '../testing/table.js';
import { TEST_TWO_TEAMS } from '../testing/test-modes.js';
import { BODY, CALM, duel, field, MIND, ORDER, runes, sett, viktor } from './fixtures.js';

const readyRunesOf = (table: Table, seat: number): number => (table.state.seats[seat]?.runes ?? []).filter((id) => !table.object(id).exhausted).length;

/** Passes priority until the turn of `seat` is over or something other than priority is asked. */
function passOut(table: Table, seat: number): void {
  for (let i = 0; i < 20 && table.state.turn.seat === seat; i++) {
    const decision = table.decision();
    if (decision?.kind !== 'priority') return;
    table.act(decision.seat, { type: 'pass' });
  }
}

describe('delayed "at the end of this turn" abilities (a delayed step at endOfTurn, trigger delayed)', () => {
  it('trigger in the Ending Step of the turn that made them, for the player who made them, and are gone after it (CR 1.3 390.2, 317.1.a, 317.2.c)', () => {
    const table = Table.load(
      duel([viktor({ runes: runes(MIND, 3, true), base: [{ card: 'OGN-219', label: 'climber' }] }), sett({ runes: runes(BODY, 3, true) })], [field('OGN-289', 1), field('blank', 1)]),
    );
    table.act(0, { type: 'move', units: [table.id('climber')], to: 0 });
    table.passShowdown();
    table.passChain();
    expect(table.state.turnEffects).toMatchObject([{ kind: 'endOfTurnTrigger', seat: 0, card: 'OGN-289', ability: 1 }]);
    expect(table.eventsOf('TriggerQueued').filter((event) => event.trigger.card === 'OGN-289')).toHaveLength(1);
    table.act(0, { type: 'endTurn' });
    passOut(table, 0);
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0 });
    table.act(0, { type: 'chooseCards', cards: [] });
    passOut(table, 0);
    expect(table.state.turn.seat).toBe(1);
    // Seat 1's turn ends without the ability: it was made for one turn only.
    table.act(1, { type: 'endTurn' });
    passOut(table, 1);
    expect(table.eventsOf('TriggerQueued').filter((event) => event.trigger.card === 'OGN-289')).toHaveLength(2);
  });
});

describe('spending any number of buffs (spendAnyNumberOfBuffs)', () => {
  it('offers every unit of the controller with a buff, none required, and runs the steps once per buff spent (CR 1.3 702.2.b)', () => {
    const table = Table.load(
      duel([
        viktor({ runes: runes(MIND, 4), hand: [{ card: 'OGN-230', label: 'albus' }], base: [{ card: 'OGN-219', label: 'mine', buffs: 1 }, 'OGN-219'] }),
        sett({ base: [{ card: 'OGN-219', label: 'theirs', buffs: 1 }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('albus'), to: 'base' });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', options: [table.id('mine')], count: 1, min: 0 });
    table.act(0, { type: 'chooseCards', cards: [] });
    table.passChain();
    expect(table.state.seats[0]?.runes).toHaveLength(4);
    expect(table.object('mine').buffs).toBe(1);
    expect(table.eventsOf('BuffSpent')).toHaveLength(0);
  });
});

describe('buffs worth more this turn (a thisTurn step with buffMightBonus)', () => {
  it('adds to the might of every buff of units friendly to its controller, teammates included, until the turn ends (CR 1.3 701, 317.2.c)', () => {
    const table = Table.load({
      mode: TEST_TWO_TEAMS,
      turnOrder: [0, 1, 2, 3],
      seats: [
        viktor({ runes: runes(CALM, 3), hand: [{ card: 'OGN-053', label: 'stand' }], base: [{ card: 'OGN-219', label: 'mine' }] }),
        sett({ base: [{ card: 'OGN-219', label: 'enemy', buffs: 1 }] }),
        sett({ base: [{ card: 'OGN-219', label: 'mates', buffs: 1 }] }),
        viktor(),
      ],
      battlefields: [field('blank', 1), field('blank', 2), field('blank', 3)],
    });
    table.act(0, { type: 'play', card: table.id('stand'), targets: [{ id: table.id('mine'), stamp: 0 }] });
    table.passChain();
    expect(mightOf(table.state, table.id('mine'))).toBe(6);
    expect(mightOf(table.state, table.id('mates'))).toBe(6);
    expect(mightOf(table.state, table.id('enemy'))).toBe(5);
  });
});

describe('paying any amount of power on resolution (payAnyAmountOfPower, amount paidPower)', () => {
  it('takes power of any domain one at a time while accepted and payable, the amount going to its steps (CR 1.3 742.1.a, 357)', () => {
    const table = Table.load(
      duel(
        [sett({ runes: runes(MIND, 4), hand: [{ card: 'OGN-268', label: 'bullets' }] }), viktor()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'a' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('bullets'), targets: [{ bf: 0 }] });
    table.passChain();
    table.act(0, { type: 'confirm', accept: true });
    table.act(0, { type: 'confirm', accept: true });
    table.act(0, { type: 'confirm', accept: false });
    table.passChain();
    expect(table.eventsOf('CostPaid').at(-1)).toMatchObject({ spentPower: { Mind: 1 } });
    expect(table.state.seats[0]?.runes).toHaveLength(2);
    expect(table.object('a').damage).toBe(2);
  });
});

describe('additional costs paid any number of times (AdditionalCost anyNumber, additionalCost.units)', () => {
  it('each unit named takes one power of the domain off the total, Accelerate included, never below none (CR 1.3 356.2.b.1, 356.4, 356.5)', () => {
    const play = (units: number, accelerate: boolean) => {
      const table = Table.load(
        duel([
          sett({ runes: runes(BODY, 8), hand: [{ card: 'OGN-150', label: 'hunter' }], base: [1, 2, 3, 4].map((n) => ({ card: 'OGN-219', label: `u${n}`, buffs: 1 })) }),
          viktor(),
        ]),
      );
      const named = [1, 2, 3, 4].slice(0, units).map((n) => table.id(`u${n}`));
      const additionalCost = units > 0 ? { pay: true, units: named, ...(accelerate ? { accelerate } : {}) } : { pay: false, ...(accelerate ? { accelerate } : {}) };
      table.act(0, { type: 'play', card: table.id('hunter'), to: 'base', additionalCost });
      return table.eventsOf('CostPaid').at(-1);
    };
    expect(play(0, false)).toMatchObject({ spentEnergy: 3, spentPower: { Body: 2 } });
    expect(play(1, false)).toMatchObject({ spentEnergy: 3, spentPower: { Body: 1 } });
    expect(play(3, true)).toMatchObject({ spentEnergy: 4, spentPower: {} });
    expect(play(4, false)?.spentPower).toEqual({});
  });
});

describe('trigger youBuffFriendlyUnit and placeCost', () => {
  it('a unit that already has a buff gets none, so nothing triggers; a new buff triggers once per unit (CR 1.3 701, 383.1)', () => {
    const table = Table.load(
      duel([
        sett({
          runes: [...runes(CALM, 3), ...runes(BODY, 2)],
          hand: [{ card: 'OGN-053', label: 'stand' }],
          base: ['OGN-152', { card: 'OGN-219', label: 'buffed', buffs: 1 }],
        }),
        viktor(),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('stand'), targets: [{ id: table.id('buffed'), stamp: 0 }] });
    table.passChain();
    expect(table.eventsOf('TriggerQueued').filter((event) => event.trigger.card === 'OGN-152')).toHaveLength(0);
  });

  it('a declined optional trigger pays nothing; an unpayable cost keeps it off the chain (CR 1.3 383.3.a-b)', () => {
    const load = (bodyRunes: number) =>
      Table.load(
        duel([
          sett({ runes: [...runes(CALM, 3), ...runes(BODY, bodyRunes)], hand: [{ card: 'OGN-053', label: 'stand' }], base: [{ card: 'OGN-152', label: 'mistfall' }, { card: 'OGN-219', label: 'unit', exhausted: true }] }),
          viktor(),
        ]),
      );
    const declined = load(1);
    declined.act(0, { type: 'play', card: declined.id('stand'), targets: [{ id: declined.id('unit'), stamp: 0 }], payment: { exhaust: declined.state.seats[0]?.runes.slice(0, 3) ?? [], recycle: [], abilities: [] } });
    declined.passChain();
    declined.act(0, { type: 'confirm', accept: false });
    expect(declined.object('mistfall').exhausted).toBe(false);
    expect(declined.state.seats[0]?.runes).toHaveLength(4);
    const broke = load(0);
    broke.act(0, { type: 'play', card: broke.id('stand'), targets: [{ id: broke.id('unit'), stamp: 0 }] });
    broke.passChain();
    if (broke.decision()?.kind === 'confirm') broke.act(0, { type: 'confirm', accept: true });
    broke.passChain();
    expect(broke.eventsOf('TriggerDropped')).toHaveLength(1);
    expect(broke.object('mistfall').exhausted).toBe(false);
    expect(broke.object('unit').exhausted).toBe(true);
  });
});

describe('Add abilities only for spells (onlyForSpells, adds power any)', () => {
  it('are used in the payment of a spell being played, not alone, not for other cards; power of any domain pays a domain symbol (CR 1.3 429.3, 357.1)', () => {
    const table = Table.load(
      duel([
        viktor({ legend: 'OGN-247', label: 'legend', runes: runes(ORDER, 5), hand: [{ card: 'OGN-229', label: 'spell' }] }),
        sett({ base: [{ card: 'OGN-219', label: 'enemy' }] }),
      ]),
    );
    const seatRunes = table.state.seats[0]?.runes ?? [];
    expect(table.reject(0, { type: 'addResources', payment: { exhaust: [], recycle: [], abilities: [table.id('legend')] } }).code).toBe('cost/only_for_spells');
    table.act(0, {
      type: 'play',
      card: table.id('spell'),
      targets: [{ id: table.id('enemy'), stamp: 0 }],
      payment: { exhaust: seatRunes.slice(0, 4), recycle: [seatRunes[0] as number], abilities: [table.id('legend')] },
    });
    expect(table.eventsOf('CostPaid').at(-1)).toMatchObject({ energy: 4, power: { Order: 1, any: 1 }, spentPower: { Order: 1, any: 1 } });
    expect(table.state.seats[0]?.pool).toMatchObject({ energy: 0, power: { any: 0, Order: 0 } });
  });
});

describe('Add abilities with a kill cost (killFriendlyUnitOrGear, adds amount, action)', () => {
  it('are activated alone with the permanent named and add the amount at once, never inside a payment (CR 1.3 356.6, 429.2)', () => {
    const table = Table.load(
      duel([
        viktor({ runes: runes(ORDER, 3), hand: [{ card: 'OGN-219', label: 'sergeant' }], base: [{ card: 'OGN-113', label: 'malzahar' }, { card: 'OGN-219', label: 'fodder' }] }),
        sett(),
      ]),
    );
    const seatRunes = table.state.seats[0]?.runes ?? [];
    expect(table.reject(0, { type: 'play', card: table.id('sergeant'), to: 'base', payment: { exhaust: [...seatRunes], recycle: [], abilities: [table.id('malzahar')] } }).code).toBe(
      'cost/invalid_payment',
    );
    table.act(0, { type: 'activate', source: table.id('malzahar'), ability: 0, kill: table.id('fodder') });
    expect(table.eventsOf('ResourcesAdded').at(-1)).toMatchObject({ power: { any: 2 }, energy: 0 });
    expect(table.object('fodder').zone).toBe('trash');
  });
});

describe('trigger conditions and costs', () => {
  it('condition selfAtBattlefield is read as the trigger condition is met: a unit in base does not trigger (FAQ Unleashed on Sona; CR 1.3 383.3.e)', () => {
    const table = Table.load(duel([viktor({ runes: runes(MIND, 2, true), base: ['OGN-073'] }), sett()]));
    table.act(0, { type: 'endTurn' });
    passOut(table, 0);
    expect(table.eventsOf('TriggerQueued')).toHaveLength(0);
    expect(readyRunesOf(table, 0)).toBe(0);
  });

  it('readyRunes with friendly offers the exhausted runes of teammates too (friendly in a team mode)', () => {
    const table = Table.load({
      mode: TEST_TWO_TEAMS,
      turnOrder: [0, 1, 2, 3],
      seats: [viktor({ runes: runes(MIND, 1, true) }), sett(), sett({ runes: runes(BODY, 2, true) }), viktor({ runes: runes(MIND, 2, true) })],
      battlefields: [field('blank', 1, { controller: 0, units: ['OGN-073'] }), field('blank', 2), field('blank', 3)],
    });
    table.act(0, { type: 'endTurn' });
    passOut(table, 0);
    const decision = table.decision();
    if (decision?.kind !== 'chooseCards') throw new Error('expected a choice of runes');
    expect(decision.options).toHaveLength(3);
    table.act(0, { type: 'chooseCards', cards: [...decision.options] });
    expect(readyRunesOf(table, 2)).toBe(2);
    expect(readyRunesOf(table, 3)).toBe(0);
  });

  it('recycleSelfCost is paid as the trigger is placed, before it resolves, and readyRunes with upTo all readies every rune of the controller (FAQ Unleashed on Ekko; CR 1.3 415)', () => {
    const table = Table.load(
      duel([viktor({ hand: [{ card: 'OGN-229', label: 'vengeance' }] }), sett({ base: [{ card: 'OGN-110', label: 'ekko' }], runes: runes(BODY, 7, true) })]),
    );
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('ekko'), stamp: 0 }] });
    table.passChain();
    // The card went under the deck as the trigger was placed, before its effect readied the runes.
    const types = table.events.map((event) => event.type);
    const added = types.indexOf('TriggerAdded');
    expect(added).toBeGreaterThan(-1);
    const recycled = types.indexOf('CardsRecycled');
    expect(recycled).toBeGreaterThan(-1);
    expect(recycled).toBeLessThan(added);
    expect(types.lastIndexOf('ObjectsReadied')).toBeGreaterThan(added);
    expect(table.object('ekko').zone).toBe('mainDeck');
    expect(readyRunesOf(table, 1)).toBe(7);
  });
});
