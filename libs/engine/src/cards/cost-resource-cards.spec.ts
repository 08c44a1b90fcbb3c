import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { mightOf } from '../rules/might.js';
import { BODY, CALM, duel, field, MIND, ORDER, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

const readyRunesOf = (table: Table, seat: number): number => (table.state.seats[seat]?.runes ?? []).filter((id) => !table.object(id).exhausted).length;
const queuedFrom = (table: Table, card: string) => table.eventsOf('TriggerQueued').filter((event) => event.trigger.card === card);

/** Ends seat 0's turn and passes until the Ending Step asks something else. */
function endTurn(table: Table): void {
  table.act(0, { type: 'endTurn' });
  for (let i = 0; i < 10 && table.decision()?.kind === 'priority' && table.state.turn.seat === 0; i++) table.act(table.decision()?.seat ?? 0, { type: 'pass' });
}

describe('Origins cards about costs and resources', () => {
  it('OGN-053 buffs a friendly unit and makes every buff of a friendly unit worth one more might this turn (CR 1.3 701, 317.2.c; FAQ Origins)', () => {
    const table = Table.load(
      duel([
        viktor({
          runes: runes(CALM, 4),
          hand: [{ card: 'OGN-053', label: 'stand' }],
          base: [{ card: 'OGN-219', label: 'plain' }, { card: 'OGN-219', label: 'buffed', buffs: 1 }],
        }),
        sett({ base: [{ card: 'OGN-219', label: 'enemy', buffs: 1 }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('stand'), targets: [{ id: table.id('plain'), stamp: 0 }] });
    table.passChain();
    expect(table.object('plain').buffs).toBe(1);
    expect(mightOf(table.state, table.id('plain'))).toBe(6);
    expect(mightOf(table.state, table.id('buffed'))).toBe(6);
    expect(mightOf(table.state, table.id('enemy'))).toBe(5);
    table.act(0, { type: 'endTurn' });
    for (let i = 0; i < 10 && table.state.turn.seat === 0; i++) {
      const decision = table.decision();
      if (decision?.kind !== 'priority') break;
      table.act(decision.seat, { type: 'pass' });
    }
    expect(table.state.turn.seat).toBe(1);
    expect(mightOf(table.state, table.id('plain'))).toBe(5);
  });

  it('OGN-073 readies up to four friendly runes at the end of its turn only while at a battlefield (errata; FAQ Unleashed; CR 1.3 317.1.a)', () => {
    const there = Table.load(
      duel([viktor({ runes: runes(MIND, 6, true) }), sett()], [field('blank', 0, { controller: 0, units: [{ card: 'OGN-073', label: 'sona' }] }), field('blank', 1)]),
    );
    endTurn(there);
    const decision = there.decision();
    if (decision?.kind !== 'chooseCards') throw new Error('expected a choice of runes');
    expect(decision).toMatchObject({ seat: 0, count: 4, min: 0 });
    there.act(0, { type: 'chooseCards', cards: decision.options.slice(0, 4) });
    expect(readyRunesOf(there, 0)).toBe(4);

    const inBase = Table.load(duel([viktor({ runes: runes(MIND, 6, true), base: ['OGN-073'] }), sett()]));
    endTurn(inBase);
    expect(queuedFrom(inBase, 'OGN-073')).toHaveLength(0);
    expect(inBase.state.turn.seat).toBe(1);
  });

  it('OGN-110 dying puts itself from the trash under its deck to ready every rune of its controller (Deathknell; CR 1.3 383.3.b, 742.1.b; FAQ Unleashed)', () => {
    const table = Table.load(
      duel([viktor({ hand: [{ card: 'OGN-229', label: 'vengeance' }] }), sett({ base: [{ card: 'OGN-110', label: 'ekko' }], runes: runes(BODY, 5, true) })]),
    );
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('ekko'), stamp: 0 }] });
    table.passChain();
    table.passChain();
    expect(table.object('ekko').zone).toBe('mainDeck');
    expect(table.state.seats[1]?.mainDeck[0]).toBe(table.id('ekko'));
    expect(readyRunesOf(table, 1)).toBe(5);
  });

  it('OGN-110 Deathknell triggering twice pays its recycle cost once; the second is not placed (FAQ Unleashed; CR 1.3 808)', () => {
    const table = Table.load(
      duel([
        viktor({ hand: [{ card: 'OGN-229', label: 'vengeance' }] }),
        sett({ base: [{ card: 'OGN-110', label: 'ekko' }, 'OGN-236'], runes: runes(BODY, 2, true) }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('ekko'), stamp: 0 }] });
    table.passChain();
    table.passChain();
    expect(queuedFrom(table, 'OGN-110')).toHaveLength(2);
    expect(table.eventsOf('TriggerAdded').filter((event) => event.item.card === 'OGN-110')).toHaveLength(1);
    expect(table.eventsOf('CardsRecycled')).toHaveLength(1);
    expect(table.object('ekko').zone).toBe('mainDeck');
    expect(readyRunesOf(table, 1)).toBe(2);
  });

  it('OGN-113 kills a friendly unit or gear and exhausts to add two power of any domain at once (CR 1.3 429.2, 356.6)', () => {
    const table = Table.load(
      duel([
        viktor({ runes: [], base: [{ card: 'OGN-113', label: 'malzahar' }, { card: 'OGN-219', label: 'fodder' }, { card: 'OGN-152', label: 'gear' }] }),
        sett({ base: [{ card: 'OGN-219', label: 'enemy' }] }),
      ]),
    );
    expect(table.reject(0, { type: 'activate', source: table.id('malzahar'), ability: 0 }).code).toBe('cost/kill_friendly_unit_or_gear');
    expect(table.reject(0, { type: 'activate', source: table.id('malzahar'), ability: 0, kill: table.id('enemy') }).code).toBe('cost/kill_friendly_unit_or_gear');
    table.act(0, { type: 'activate', source: table.id('malzahar'), ability: 0, kill: table.id('gear') });
    expect(table.state.chain).toHaveLength(0);
    expect(table.object('malzahar').exhausted).toBe(true);
    expect(table.object('gear').zone).toBe('trash');
    expect(table.state.seats[0]?.pool.power.any).toBe(2);
    expect(table.object('fodder').zone).toBe('base');
    expect(table.reject(0, { type: 'activate', source: table.id('malzahar'), ability: 0, kill: table.id('fodder') }).code).toBe('cost/already_exhausted');
  });

  it('OGN-150 spends any number of its controller\'s buffs as it is played, each one Body power less (CR 1.3 356.2.b.1, 356.4, 702.2.b)', () => {
    const table = Table.load(
      duel([
        sett({
          runes: runes(BODY, 4),
          hand: [{ card: 'OGN-150', label: 'hunter' }],
          base: [{ card: 'OGN-219', label: 'a', buffs: 1 }, { card: 'OGN-219', label: 'b', buffs: 1 }, { card: 'OGN-219', label: 'c' }],
        }),
        viktor({ base: [{ card: 'OGN-219', label: 'enemy', buffs: 1 }] }),
      ]),
    );
    // The bots are offered the play with every buff spent as well as without.
    const plays = legalActions(table.state, 0).filter((action) => action.type === 'play' && action.card === table.id('hunter'));
    expect(plays.some((action) => action.type === 'play' && action.additionalCost?.units?.length === 2)).toBe(true);
    expect(table.reject(0, { type: 'play', card: table.id('hunter'), to: 'base', additionalCost: { pay: true, units: [table.id('c')] } }).code).toBe('cost/spend_buff');
    expect(table.reject(0, { type: 'play', card: table.id('hunter'), to: 'base', additionalCost: { pay: true, units: [table.id('enemy')] } }).code).toBe('cost/spend_buff');
    table.act(0, { type: 'play', card: table.id('hunter'), to: 'base', additionalCost: { pay: true, units: [table.id('a'), table.id('b')] } });
    expect(table.eventsOf('CostPaid').at(-1)?.spentPower).toEqual({});
    expect(table.eventsOf('CostPaid').at(-1)).toMatchObject({ spentEnergy: 3 });
    expect(table.object('hunter').zone).toBe('base');
    expect([table.object('a').buffs, table.object('b').buffs]).toEqual([0, 0]);
    expect(table.state.seats[0]?.runes).toHaveLength(4);
  });

  it('OGN-152 may be exhausted with one Body power, paid as its trigger is placed, to ready the unit its controller buffed (CR 1.3 383.3.a-b, 742.1.b)', () => {
    const setup = (mistfallExhausted: boolean) =>
      Table.load(
        duel([
          sett({
            runes: [...runes(CALM, 3), ...runes(BODY, 1)],
            hand: [{ card: 'OGN-053', label: 'stand' }],
            base: [{ card: 'OGN-152', label: 'mistfall', exhausted: mistfallExhausted }, { card: 'OGN-219', label: 'tired', exhausted: true }],
          }),
          viktor(),
        ]),
      );
    const table = setup(false);
    table.act(0, { type: 'play', card: table.id('stand'), targets: [{ id: table.id('tired'), stamp: 0 }], payment: { exhaust: table.state.seats[0]?.runes.slice(0, 3) ?? [], recycle: [], abilities: [] } });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 0 });
    table.act(0, { type: 'confirm', accept: true });
    expect(table.object('mistfall').exhausted).toBe(true);
    expect(table.eventsOf('CostPaid').at(-1)).toMatchObject({ spentPower: { Body: 1 } });
    table.passChain();
    expect(table.object('tired')).toMatchObject({ exhausted: false, buffs: 1 });

    const spent = setup(true);
    spent.act(0, { type: 'play', card: spent.id('stand'), targets: [{ id: spent.id('tired'), stamp: 0 }], payment: { exhaust: spent.state.seats[0]?.runes.slice(0, 3) ?? [], recycle: [], abilities: [] } });
    spent.passChain();
    if (spent.decision()?.kind === 'confirm') spent.act(0, { type: 'confirm', accept: true });
    spent.passChain();
    expect(spent.object('tired')).toMatchObject({ exhausted: true, buffs: 1 });
  });

  it('OGN-153 lets each buffed unit of its controller spend its buff to ready, then buffs every friendly unit (CR 1.3 702.2.b, 415)', () => {
    const table = Table.load(
      duel([
        sett({
          runes: runes(BODY, 8),
          hand: [{ card: 'OGN-153', label: 'operation' }],
          base: [
            { card: 'OGN-219', label: 'spender', buffs: 1, exhausted: true },
            { card: 'OGN-219', label: 'keeper', buffs: 1, exhausted: true },
            { card: 'OGN-219', label: 'tired', exhausted: true },
          ],
        }),
        viktor({ base: [{ card: 'OGN-219', label: 'enemy' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('operation') });
    table.passChain();
    const decision = table.decision();
    if (decision?.kind !== 'chooseCards') throw new Error('expected the buffs to spend');
    expect(decision).toMatchObject({ seat: 0, min: 0, count: 2 });
    expect([...decision.options].sort()).toEqual([table.id('spender'), table.id('keeper')].sort());
    table.act(0, { type: 'chooseCards', cards: [table.id('spender')] });
    table.passChain();
    expect(table.object('spender')).toMatchObject({ exhausted: false, buffs: 1 });
    expect(table.object('keeper')).toMatchObject({ exhausted: true, buffs: 1 });
    expect(table.object('tired')).toMatchObject({ exhausted: true, buffs: 1 });
    expect(table.object('enemy').buffs).toBe(0);
  });

  it('OGN-230 channels one exhausted rune for each buff its controller spends as it is played (CR 1.3 702.2.b, 430.2)', () => {
    const table = Table.load(
      duel([
        viktor({
          runes: runes(ORDER, 4),
          hand: [{ card: 'OGN-230', label: 'albus' }],
          base: [{ card: 'OGN-219', label: 'a', buffs: 1 }, { card: 'OGN-219', label: 'b', buffs: 1 }, { card: 'OGN-219', label: 'c', buffs: 1 }],
        }),
        sett(),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('albus'), to: 'base' });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, count: 3, min: 0 });
    table.act(0, { type: 'chooseCards', cards: [table.id('a'), table.id('c')] });
    table.passChain();
    const seatRunes = table.state.seats[0]?.runes ?? [];
    expect(seatRunes).toHaveLength(6);
    expect(seatRunes.slice(4).every((id) => table.object(id).exhausted)).toBe(true);
    expect([table.object('a').buffs, table.object('b').buffs, table.object('c').buffs]).toEqual([0, 1, 0]);
  });

  it('OGN-231 kills any number of friendly units as it is played, each one Order power less (CR 1.3 356.2.b.1, 356.4)', () => {
    const table = Table.load(
      duel([
        viktor({ runes: runes(ORDER, 8), hand: [{ card: 'OGN-231', label: 'ledros' }], base: [{ card: 'OGN-219', label: 'a' }, { card: 'OGN-219', label: 'b' }, { card: 'OGN-219', label: 'c' }] }),
        sett({ base: [{ card: 'OGN-219', label: 'enemy' }] }),
      ]),
    );
    expect(table.reject(0, { type: 'play', card: table.id('ledros'), to: 'base', additionalCost: { pay: true, units: [table.id('enemy')] } }).code).toBe('cost/kill_friendly_unit');
    expect(table.reject(0, { type: 'play', card: table.id('ledros'), to: 'base', additionalCost: { pay: true, units: [table.id('a'), table.id('a')] } }).code).toBe('cost/kill_friendly_unit');
    table.act(0, { type: 'play', card: table.id('ledros'), to: 'base', additionalCost: { pay: true, units: [table.id('a'), table.id('b')] } });
    table.passChain();
    expect(table.eventsOf('CostPaid').at(-1)).toMatchObject({ spentEnergy: 6, spentPower: { Order: 2 } });
    expect(table.object('ledros').zone).toBe('base');
    expect([table.object('a').zone, table.object('b').zone, table.object('c').zone]).toEqual(['trash', 'trash', 'base']);
    expect(table.eventsOf('PermanentKilled')).toHaveLength(2);
  });

  it('OGN-247 exhausts for one power of any domain that pays a spell being played, and nothing else (CR 1.3 429.3, 357.1)', () => {
    const table = Table.load(
      duel([
        viktor({ legend: 'OGN-247', label: 'kaisa', runes: runes(ORDER, 5), hand: [{ card: 'OGN-229', label: 'vengeance' }, { card: 'OGN-219', label: 'sergeant' }] }),
        sett({ base: [{ card: 'OGN-219', label: 'enemy' }] }),
      ]),
    );
    const seatRunes = table.state.seats[0]?.runes ?? [];
    expect(table.reject(0, { type: 'activate', source: table.id('kaisa'), ability: 0 }).code).toBe('cost/only_for_spells');
    expect(
      table.reject(0, { type: 'play', card: table.id('sergeant'), to: 'base', payment: { exhaust: seatRunes.slice(0, 4), recycle: [], abilities: [table.id('kaisa')] } }).code,
    ).toBe('cost/only_for_spells');
    table.act(0, {
      type: 'play',
      card: table.id('vengeance'),
      targets: [{ id: table.id('enemy'), stamp: 0 }],
      payment: { exhaust: seatRunes.slice(0, 4), recycle: [seatRunes[4] as number], abilities: [table.id('kaisa')] },
    });
    expect(table.object('kaisa').exhausted).toBe(true);
    expect(table.state.seats[0]?.runes).toHaveLength(4);
    table.passChain();
    expect(table.object('enemy').zone).toBe('trash');
  });

  it('OGN-268 deals each enemy unit at the chosen battlefield as much damage as the power paid on resolution (CR 1.3 742.1.a, 355.10.b)', () => {
    const table = Table.load(
      duel(
        [sett({ runes: runes(BODY, 5), hand: [{ card: 'OGN-268', label: 'bullets' }] }), viktor({ base: [{ card: 'OGN-219', label: 'home' }] })],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'a' }, { card: 'OGN-219', label: 'b' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('bullets'), targets: [{ bf: 0 }] });
    table.passChain();
    for (let paid = 0; paid < 3; paid++) {
      expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 0 });
      table.act(0, { type: 'confirm', accept: true });
    }
    table.act(0, { type: 'confirm', accept: false });
    table.passChain();
    expect(table.state.seats[0]?.runes).toHaveLength(2); // one exhausted for the energy, three recycled
    expect(table.object('a').damage).toBe(3);
    expect(table.object('b').damage).toBe(3);
    expect(table.object('home').damage).toBe(0);
  });

  it('OGN-268 stops asking once no more power can be paid, and deals nothing for nothing paid (CR 1.3 742.1.a, 417.1.e)', () => {
    const table = Table.load(
      duel(
        [sett({ runes: runes(BODY, 1), hand: [{ card: 'OGN-268', label: 'bullets' }] }), viktor()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'a' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('bullets'), targets: [{ bf: 0 }] });
    table.passChain();
    table.act(0, { type: 'confirm', accept: true });
    expect(table.decision()?.kind).not.toBe('confirm');
    table.passChain();
    expect(table.object('a').damage).toBe(1);
    expect(table.state.seats[0]?.runes).toHaveLength(0); // the exhausted rune recycled for the power
    const none = Table.load(duel([sett({ runes: runes(BODY, 2), hand: [{ card: 'OGN-268', label: 'bullets' }] }), viktor()], [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'a' }] }), field('blank', 1)]));
    none.act(0, { type: 'play', card: none.id('bullets'), targets: [{ bf: 0 }] });
    none.passChain();
    none.act(0, { type: 'confirm', accept: false });
    none.passChain();
    expect(none.object('a').damage).toBe(0);
    expect(none.state.seats[0]?.runes).toHaveLength(2);
  });

  it('OGN-282 lets its conqueror spend a buff to draw one, or decline (CR 1.3 702.2.b, 383.3.a)', () => {
    const play = (accept: boolean) => {
      const table = Table.load(duel([viktor({ base: [{ card: 'OGN-219', label: 'monk', buffs: 1 }] }), sett()], [field('OGN-282', 1), field('blank', 1)]));
      const hand = table.state.seats[0]?.hand.length ?? 0;
      table.act(0, { type: 'move', units: [table.id('monk')], to: 0 });
      table.passShowdown();
      expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 0 });
      table.act(0, { type: 'confirm', accept });
      table.passChain();
      return { table, drawn: (table.state.seats[0]?.hand.length ?? 0) - hand };
    };
    const yes = play(true);
    expect(yes.drawn).toBe(1);
    expect(yes.table.object('monk').buffs).toBe(0);
    const no = play(false);
    expect(no.drawn).toBe(0);
    expect(no.table.object('monk').buffs).toBe(1);
  });

  it('OGN-289 makes its conqueror ready up to two runes as that turn ends, once (errata; CR 1.3 390.2 delayed trigger)', () => {
    const table = Table.load(
      duel([viktor({ runes: runes(MIND, 5, true), base: [{ card: 'OGN-219', label: 'climber' }] }), sett()], [field('OGN-289', 1), field('blank', 1)]),
    );
    table.act(0, { type: 'move', units: [table.id('climber')], to: 0 });
    table.passShowdown();
    table.passChain();
    expect(table.state.battlefields[0]?.controller).toBe(0);
    expect(readyRunesOf(table, 0)).toBe(0);
    expect(table.decision()?.kind).toBe('priority');
    endTurn(table);
    const decision = table.decision();
    if (decision?.kind !== 'chooseCards') throw new Error('expected a choice of runes');
    expect(decision).toMatchObject({ seat: 0, count: 2, min: 0 });
    table.act(0, { type: 'chooseCards', cards: decision.options.slice(0, 2) });
    expect(readyRunesOf(table, 0)).toBe(2);
    expect(table.state.turn.seat).toBe(1);
    expect(table.state.turnEffects).toBeUndefined();
  });

  it('OGS-014 exhausts for two energy that pay only the costs of a spell being played (CR 1.3 429.3; rulings on Lux, Crownguard)', () => {
    const table = Table.load(
      duel([
        viktor({ runes: runes(CALM, 1), base: [{ card: 'OGS-014', label: 'lux' }], hand: [{ card: 'OGN-053', label: 'stand' }, { card: 'OGN-219', label: 'sergeant' }] }),
        sett(),
      ]),
    );
    const rune = table.state.seats[0]?.runes[0] as number;
    expect(table.reject(0, { type: 'activate', source: table.id('lux'), ability: 0 }).code).toBe('cost/only_for_spells');
    expect(table.reject(0, { type: 'addResources', payment: { exhaust: [], recycle: [], abilities: [table.id('lux')] } }).code).toBe('cost/only_for_spells');
    expect(table.reject(0, { type: 'play', card: table.id('sergeant'), to: 'base', payment: { exhaust: [rune], recycle: [], abilities: [table.id('lux')] } }).code).toBe('cost/only_for_spells');
    table.act(0, { type: 'play', card: table.id('stand'), targets: [{ id: table.id('lux'), stamp: 0 }], payment: { exhaust: [rune], recycle: [], abilities: [table.id('lux')] } });
    expect(table.eventsOf('CostPaid').at(-1)).toMatchObject({ spentEnergy: 3 });
    expect(table.object('lux').exhausted).toBe(true);
    table.passChain();
    expect(table.object('lux').buffs).toBe(1);
  });
});
