import { describe, expect, it } from 'vitest';
import { mightOf } from '../rules/might.js';
import { Table } from '../testing/table.js';
import { BODY, duel, field, ORDER, runes, sett, viktor } from './fixtures.js';

describe('passive abilities (567-570)', () => {
  it('change might while their condition holds (568, Sett, Kingpin)', () => {
    const table = Table.load(
      duel([sett(), viktor()], [field('blank', 0, { controller: 0, units: [{ card: 'OGN-240', label: 'sett' }, { card: 'OGN-219', buffs: 1 }] }), field('blank', 1)]),
    );
    // One buffed friendly unit at his battlefield: 5 + 1.
    expect(mightOf(table.state, table.id('sett'))).toBe(6);
    table.act(0, { type: 'move', units: [table.id('sett')], to: 'base' });
    expect(mightOf(table.state, table.id('sett'))).toBe(5);
  });

  it('change the costs of cards they apply to, in every zone they are played from (570.2)', () => {
    const table = Table.load(
      duel([viktor({ hand: [{ card: 'OGN-095', label: 'stupefy' }] }), sett({ base: [{ card: 'OGN-219', label: 'unit' }] })], [field('blank', 0, { controller: 0, units: ['OGN-084'] }), field('blank', 1)]),
    );
    table.act(0, { type: 'play', card: table.id('stupefy'), targets: [{ id: table.id('unit'), stamp: 0 }] });
    // Eager Apprentice cannot take a 1-energy spell below its minimum of 1.
    expect(table.eventsOf('CostPaid')[0]?.spentEnergy).toBe(1);
  });
});

describe('replacement effects (571-575)', () => {
  function bossTable(withZhonya: boolean) {
    return Table.load(
      duel([
        sett({
          base: [{ card: 'OGN-219', label: 'buffed', buffs: 1 }, ...(withZhonya ? [{ card: 'OGN-077', label: 'zhonya' }] : [])],
          runes: [...runes(BODY, 3), ...runes(ORDER, 3)],
        }),
        viktor({ hand: [{ card: 'OGN-229', label: 'vengeance' }] }),
      ]),
    );
  }

  function killBuffed(table: Table): void {
    table.act(0, { type: 'endTurn' });
    table.act(1, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('buffed'), stamp: 0 }] });
    table.passChain();
  }

  it('offers an optional replacement to the owner of the unit that would die (573, 575, The Boss)', () => {
    const table = bossTable(false);
    killBuffed(table);
    expect(table.decision()).toMatchObject({ kind: 'replacement', seat: 0, options: [{ effect: 'recallBuffedUnit', optional: true }] });
    table.act(0, { type: 'chooseReplacement', option: 0 });
    expect(table.object('buffed')).toMatchObject({ zone: 'base', exhausted: true, buffs: 0 });
    expect(table.state.objects[table.state.seats[0]?.legend as number]?.exhausted).toBe(true);
  });

  it('lets the unit die when the optional replacement is declined (573)', () => {
    const table = bossTable(false);
    killBuffed(table);
    table.act(0, { type: 'chooseReplacement', option: null });
    expect(table.object('buffed').zone).toBe('trash');
  });

  it('lets the owner order two replacement effects; a mandatory one cannot be declined (575)', () => {
    const table = bossTable(true);
    killBuffed(table);
    expect(table.decision()).toMatchObject({ kind: 'replacement', options: [{ effect: 'recallBuffedUnit' }, { effect: 'sacrificeForUnit', optional: false }] });
    expect(table.reject(0, { type: 'chooseReplacement', option: null }).code).toBe('replacement/mandatory');
    table.act(0, { type: 'chooseReplacement', option: 1 });
    expect(table.object('zhonya').zone).toBe('trash');
    expect(table.object('buffed')).toMatchObject({ zone: 'base', exhausted: true, buffs: 1 });
  });
});

describe('activated abilities (576-581)', () => {
  it('use the chain and resolve like a spell without a card (577.3, Herald of the Arcane)', () => {
    const table = Table.load(duel([viktor(), sett()]));
    const legend = table.state.seats[0]?.legend as number;
    table.act(0, { type: 'activate', source: legend, ability: 0, to: 'base' });
    expect(table.state.chain).toEqual([expect.objectContaining({ kind: 'ability', source: legend })]);
    expect(table.state.objects[legend]?.exhausted).toBe(true);
    table.passChain();
    expect(table.state.seats[0]?.base.map((id) => table.state.objects[id]?.card)).toEqual(['OGN-271']);
  });

  it('are used only on the controller turn in an open state unless they have Reaction (581, 141.2)', () => {
    const table = Table.load(duel([viktor(), sett()]));
    table.act(0, { type: 'endTurn' });
    const legend = table.state.seats[0]?.legend as number;
    expect(table.reject(0, { type: 'activate', source: legend, ability: 0 }).code).toBe('priority/not_priority_holder');
  });

  it('need their costs: an exhausted object cannot pay an exhaust cost (592.4) and recycling needs the cards (594.3)', () => {
    const table = Table.load(duel([viktor({ base: [{ card: 'OGN-099', label: 'grabber' }], trash: ['OGN-210', 'OGN-210'] }), sett()]));
    expect(table.reject(0, { type: 'activate', source: table.id('grabber'), ability: 0, recycle: table.state.seats[0]?.trash ?? [] }).code).toBe('cost/recycle');
    const legend = table.state.seats[0]?.legend as number;
    table.act(0, { type: 'activate', source: legend, ability: 0 });
    table.passChain();
    expect(table.reject(0, { type: 'activate', source: legend, ability: 0 }).code).toBe('cost/already_exhausted');
  });
});

describe('triggered abilities (582-585)', () => {
  it('wait until the spell that triggered them finished resolving (151.3)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-229', label: 'vengeance' }] }), sett({ base: [{ card: 'OGN-096', label: 'sentry' }] })]));
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('sentry'), stamp: 0 }] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    // Watchful Sentry's Deathknell goes on a new chain once Vengeance has resolved.
    expect(table.eventsOf('TriggerQueued')).toHaveLength(1);
    expect(table.state.chain).toEqual([expect.objectContaining({ kind: 'trigger', controller: 1 })]);
    table.passChain();
    expect(table.state.seats[1]?.hand).toHaveLength(1);
  });

  it('let their controller order simultaneous triggers (583.3.b)', () => {
    const table = Table.load(
      duel([
        sett({ hand: [{ card: 'OGN-136', label: 'rookie' }], base: [{ card: 'OGN-139', label: 'cithria' }, { card: 'OGN-219', label: 'friend' }] }),
        viktor(),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('rookie') });
    const decision = table.decision();
    expect(decision).toMatchObject({ kind: 'orderTriggers', seat: 0 });
    const order = decision?.kind === 'orderTriggers' ? [...decision.triggers].reverse() : [];
    table.act(0, { type: 'orderTriggers', order });
    // Pit Rookie's trigger needs a target: another friendly unit.
    expect(table.decision()).toMatchObject({ kind: 'chooseTargets', seat: 0 });
    table.act(0, { type: 'chooseTargets', targets: [{ id: table.id('friend'), stamp: 0 }] });
    table.passChain();
    expect(table.object('friend').buffs).toBe(1);
    expect(table.object('cithria').buffs).toBe(1);
  });

  it('are dropped when they have no legal target (559.3.b)', () => {
    const table = Table.load(duel([sett({ hand: [{ card: 'OGN-136', label: 'rookie' }] }), viktor()]));
    table.act(0, { type: 'play', card: table.id('rookie') });
    expect(table.eventsOf('TriggerDropped')).toHaveLength(1);
    expect(table.state.chain).toHaveLength(0);
  });

  it('apply Legion only when another card was played this turn (724.1.c)', () => {
    const alone = Table.load(duel([viktor({ hand: [{ card: 'OGN-217', label: 'glory' }] }), sett()]));
    alone.act(0, { type: 'play', card: alone.id('glory') });
    expect(alone.state.chain).toHaveLength(0);
    const second = Table.load(duel([viktor({ hand: [{ card: 'OGN-217', label: 'glory' }], cardsPlayed: 1 }), sett()]));
    second.act(0, { type: 'play', card: second.id('glory') });
    second.passChain();
    expect(second.object('glory').buffs).toBe(1);
  });

  it('include "when I hold here" abilities of battlefields (163.9, 632.2.b)', () => {
    const table = Table.load(
      duel([viktor(), sett()], [field('OGN-275', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)], { turn: { seat: 0, start: 'start' } }),
    );
    table.passChain();
    expect(table.state.seats[0]?.base.map((id) => table.state.objects[id]?.card)).toEqual(['OGN-271']);
  });

  it('may be optional: the controller decides as it is placed (CR 1.3 383.3.a; was 583, on resolution; Startipped Peak)', () => {
    const table = Table.load(
      duel([viktor({ runes: [] }), sett()], [field('OGN-288', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)], { turn: { seat: 0, start: 'start' } }),
    );
    expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 0 });
    table.act(0, { type: 'confirm', accept: true });
    table.passChain();
    // One rune channeled exhausted by the Peak, then the two of the channel phase.
    expect(table.eventsOf('RuneChanneled').map((event) => event.exhausted)).toEqual([true, false, false]);
  });
});
