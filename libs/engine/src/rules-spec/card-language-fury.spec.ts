/**
 * General pieces added with the second batch of Fury cards: keywords given by other sources and
 * "this turn", entering ready by another effect, delayed "next spell" / "next unit" effects, bonus
 * damage, the "second card in a turn" trigger and a turn's ban on playing cards. The cards that use
 * them have their own cases in `cards/fury-cards-b.spec.ts`.
 */
import { describe, expect, it } from 'vitest';
import { mightOf } from '../rules/might.js';
import { Table } from '../testing/table.js';
import { duel, field, FURY, ORDER, ref, runes, sett, viktor } from './fixtures.js';

const fury = (extra: Parameters<typeof viktor>[0] = {}) => viktor({ runes: [...runes(FURY, 10), ...runes(ORDER, 4)], ...extra });

describe('entering ready by another effect', () => {
  it('a token played by a friendly effect enters ready too (CR 1.3 143.4.a)', () => {
    const table = Table.load(duel([fury({ base: [{ card: 'OGN-011', label: 'wurm' }], hand: [{ card: 'OGN-211', label: 'maker' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('maker') });
    table.passChain();
    const recruits = (table.state.seats[0]?.base ?? []).filter((id) => table.object(id).token);
    expect(recruits).toHaveLength(1);
    expect(recruits.map((id) => table.object(id).exhausted)).toEqual([false]);
  });
});

describe('delayed "next spell" effects (CR 1.3 390.4, 391)', () => {
  it('a unit played in between does not use up a next-spell discount (CR 1.3 560.4)', () => {
    const table = Table.load(
      duel(
        [fury({ hand: [{ card: 'OGN-031', label: 'firebrand' }, { card: 'OGN-210', label: 'poro' }, { card: 'OGN-009', label: 'ray' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('firebrand') });
    table.passChain();
    table.act(0, { type: 'play', card: table.id('poro') });
    table.passChain();
    const paid = table.eventsOf('CostPaid').length;
    table.act(0, { type: 'play', card: table.id('ray'), targets: [ref(table, 'drake')] });
    expect(table.eventsOf('CostPaid').slice(paid).map((event) => event.spentEnergy)).toEqual([0]);
    expect(table.state.turnEffects?.some((effect) => effect.kind === 'nextSpellDiscount')).not.toBe(true);
  });

  it('bonus damage from several sources is summed and added once to each instance (CR 1.3 714, 715.1)', () => {
    const table = Table.load(
      duel(
        [fury({ base: [{ card: 'OGN-032', label: 'tome' }, { card: 'OGS-001', label: 'annie' }], hand: [{ card: 'OGN-009', label: 'ray' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'activate', source: table.id('tome'), ability: 0 });
    table.passChain();
    table.act(0, { type: 'play', card: table.id('ray'), targets: [ref(table, 'drake')] });
    table.passChain();
    expect(table.eventsOf('DamageDealt').map((event) => event.amount)).toEqual([5]);
  });
});

describe('"when you play your second card in a turn" (CR 1.3 595.4.a)', () => {
  it('a token does not count as a card played (CR 1.3 052)', () => {
    const table = Table.load(
      duel([fury({ base: [{ card: 'OGN-027', label: 'darius', exhausted: true }], hand: [{ card: 'OGN-211', label: 'maker' }] }), sett()]),
    );
    table.act(0, { type: 'play', card: table.id('maker') });
    table.passChain();
    expect(table.state.seats[0]?.cardsPlayed).toBe(1);
    expect(mightOf(table.state, table.id('darius'))).toBe(5);
  });
});

describe('a ban on playing cards this turn (CR 1.3 002)', () => {
  it('binds only the opponents: its controller still plays cards (CR 1.3 002)', () => {
    const table = Table.load(duel([fury({ hand: [{ card: 'OGN-026', label: 'brynhir' }, { card: 'OGN-210', label: 'poro' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('brynhir') });
    table.passChain();
    table.act(0, { type: 'play', card: table.id('poro') });
    expect(table.object('poro').zone).toBe('base');
  });
});
