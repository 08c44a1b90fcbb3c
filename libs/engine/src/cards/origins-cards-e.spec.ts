/**
 * Named tests of the remaining Origins cards with costs defined before issue 23 (see
 * `origins-cards.spec.ts`).
 */
import { describe, expect, it } from 'vitest';
import { CALM, duel, field, FURY, MIND, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

const handSize = (table: Table, seat: number) => table.state.seats[seat]?.hand.length ?? 0;

describe('Origins cards with costs, continued', () => {
  it('OGN-024 Void Seeker deals 4 to a unit at a battlefield and draws one (CR 1.4 417, 413)', () => {
    // Scenarios do not check deck identity: a Fury spell is paid from Fury runes here.
    const table = Table.load(
      duel(
        [viktor({ runes: runes(FURY, 6), hand: [{ card: 'OGN-024', label: 'seeker' }] }), sett()],
        [field('blank', 1, { controller: 1, units: [{ card: 'OGN-088', label: 'mech' }] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('seeker'), targets: [{ id: table.id('mech'), stamp: 0 }] });
    table.passChain();
    expect(table.object('mech').damage).toBe(4);
    expect(handSize(table, 0)).toBe(1);
  });

  it('OGN-044 Clockwork Keeper draws one when played only if the optional Calm power was paid (CR 1.4 413; CR 1.3 356.2.b)', () => {
    const keeper = (pay: boolean) => {
      const table = Table.load(duel([viktor({ runes: [...runes(MIND, 3), ...runes(CALM, 1)], hand: [{ card: 'OGN-044', label: 'keeper' }] }), sett()]));
      table.act(0, { type: 'play', card: table.id('keeper'), additionalCost: { pay } });
      table.passChain();
      return handSize(table, 0);
    };
    expect(keeper(true)).toBe(1);
    expect(keeper(false)).toBe(0);
  });

  it('OGN-099 Garbage Grabber recycles three cards of the trash, pays one and exhausts to draw one (CR 1.4 416, 413)', () => {
    const table = Table.load(duel([viktor({ base: [{ card: 'OGN-099', label: 'grabber' }], trash: ['OGN-210', 'OGN-219', 'OGN-096'], mainDeck: ['OGN-088'] }), sett()]));
    table.act(0, { type: 'activate', source: table.id('grabber'), ability: 0, recycle: table.state.seats[0]?.trash ?? [] });
    table.passChain();
    expect(table.state.seats[0]?.trash).toHaveLength(0);
    expect(handSize(table, 0)).toBe(1);
    expect(table.object('grabber').exhausted).toBe(true);
  });

  it('OGN-102 Portal Rescue banishes a friendly unit and plays it to base again, ignoring its cost (CR 1.4 427; CR 1.3 356.1)', () => {
    const table = Table.load(
      duel(
        [viktor({ hand: [{ card: 'OGN-102', label: 'rescue' }] }), sett()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-088', label: 'mech', damage: 3 }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('rescue'), targets: [{ id: table.id('mech'), stamp: 0 }] });
    table.passChain();
    const mechs = (table.state.seats[0]?.base ?? []).map((id) => table.state.objects[id]).filter((object) => object?.card === 'OGN-088');
    expect(mechs).toEqual([expect.objectContaining({ zone: 'base', damage: 0 })]);
    expect(table.eventsOf('CostPaid').length).toBe(1); // only Portal Rescue's own cost
  });
});

describe('Origins Body cards', () => {
  it('OGN-156 Sabotage reveals an opponent\'s hand; a card of it that is not a unit is recycled (CR 1.4 424, 416)', () => {
    const table = Table.load(
      duel([
        sett({ runes: [...runes('OGN-126', 3), ...runes('OGN-214', 3)], hand: [{ card: 'OGN-156', label: 'sabotage' }] }),
        viktor({ hand: [{ card: 'OGN-095', label: 'spell' }, { card: 'OGN-219', label: 'unit' }], mainDeck: ['OGN-210', 'OGN-210'] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('sabotage') });
    table.passChain();
    const decision = table.decision();
    if (decision?.kind === 'chooseCards') table.act(0, { type: 'chooseCards', cards: [table.id('spell')] });
    table.passChain();
    expect(table.eventsOf('HandRevealed')).toHaveLength(1);
    expect(table.object('unit').zone).toBe('hand');
    expect(table.state.seats[1]?.hand).not.toContain(table.id('spell'));
  });
});
