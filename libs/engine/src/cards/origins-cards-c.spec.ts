/**
 * Named tests of the Origins battlefields, legends, tokens and a few more cards defined before
 * issue 23 (see `origins-cards.spec.ts`).
 */
import { describe, expect, it } from 'vitest';
import { mightOf } from '../rules/might.js';
import { BODY, duel, field, ORDER, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

const handSize = (table: Table, seat: number) => table.state.seats[seat]?.hand.length ?? 0;
const runeCount = (table: Table, seat: number) => table.state.seats[seat]?.runes.length ?? 0;
const inBase = (table: Table, seat: number, card: string) => (table.state.seats[seat]?.base ?? []).filter((id) => table.state.objects[id]?.card === card);

/** Seat 0 starts its turn controlling battlefield 0 (`card`) with a unit there: it holds it. */
function holding(card: string, seat0: Parameters<typeof viktor>[0] = {}) {
  const table = Table.load(
    duel([viktor(seat0), sett()], [field(card, 0, { controller: 0, units: [{ card: 'OGN-219', label: 'holder' }] }), field('blank', 1)], { turn: { seat: 0, start: 'start' } }),
  );
  table.passChain();
  return table;
}

describe('Origins battlefields', () => {
  it('OGN-275 Altar to Unity plays a Recruit token in base for the player who holds it (CR 1.4 469, 187.1)', () => {
    const table = holding('OGN-275');
    expect(inBase(table, 0, 'OGN-271')).toHaveLength(1);
  });

  it('OGN-280 Grove of the God-Willow draws one for the player who holds it (CR 1.4 469, 413)', () => {
    const table = holding('OGN-280');
    // One card from the draw phase, one from the hold.
    expect(handSize(table, 0)).toBe(2);
  });

  it('OGN-283 Navori Fighting Pit buffs a unit there for the player who holds it (CR 1.4 469, 426)', () => {
    const table = holding('OGN-283');
    expect(table.object('holder').buffs).toBe(1);
  });

  it('OGN-288 Startipped Peak lets the player who holds it channel a rune, if it wants (CR 1.4 469, 430)', () => {
    const runesAfterHold = (accept: boolean): number => {
      const table = Table.load(
        duel([viktor(), sett()], [field('OGN-288', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)], { turn: { seat: 0, start: 'start' } }),
      );
      for (let step = 0; step < 20; step++) {
        const decision = table.decision();
        if (decision?.kind === 'confirm') table.act(decision.seat, { type: 'confirm', accept });
        else if (decision?.kind === 'priority' && table.state.chain.length > 0) table.act(decision.seat, { type: 'pass' });
        else break;
      }
      return runeCount(table, 0);
    };
    // Six runes on the board, two from the channel phase, one more from the battlefield if taken.
    expect(runesAfterHold(false)).toBe(8);
    expect(runesAfterHold(true)).toBe(9);
  });

  it('OGN-294 Trifarian War Camp gives units there +1 might (CR 1.4 473)', () => {
    const table = Table.load(duel([viktor(), sett()], [field('OGN-294', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'unit' }] }), field('blank', 1)]));
    expect(mightOf(table.state, table.id('unit'))).toBe(5);
  });

  it('OGN-298 Zaun Warrens makes the conqueror discard one, then draw one (CR 1.4 469, 422, 413)', () => {
    const table = Table.load(
      duel([viktor({ base: [{ card: 'OGN-088', label: 'mech' }], hand: ['OGN-219'] }), sett()], [field('OGN-298', 1), field('blank', 0)]),
    );
    table.act(0, { type: 'move', units: [table.id('mech')], to: 0 });
    table.passShowdown();
    const decision = table.decision();
    if (decision?.kind === 'chooseCards') table.act(0, { type: 'chooseCards', cards: [table.state.seats[0]?.hand[0] as number] });
    table.passChain();
    expect(table.state.seats[0]?.trash.map((id) => table.state.objects[id]?.card)).toEqual(['OGN-219']);
    expect(handSize(table, 0)).toBe(1);
  });
});

describe('Origins legends and tokens', () => {
  it('OGN-265 Herald of the Arcane pays one and exhausts to play a Recruit token (CR 1.4 377, 187.1)', () => {
    const table = Table.load(duel([viktor(), sett()]));
    const herald = table.state.seats[0]?.legend as number;
    table.act(0, { type: 'activate', source: herald, ability: 0 });
    table.passChain();
    expect(table.state.objects.filter((object) => object?.card === 'OGN-271')).toHaveLength(1);
    expect(table.state.objects[herald]?.exhausted).toBe(true);
  });

  it('OGN-257 Blind Monk pays one and exhausts to buff a friendly unit (CR 1.4 377, 426)', () => {
    const table = Table.load(duel([{ ...viktor(), legend: 'OGN-257', runes: [...runes('OGN-042', 3), ...runes(BODY, 3)], base: [{ card: 'OGN-219', label: 'unit' }] }, sett()]));
    table.act(0, { type: 'activate', source: table.state.seats[0]?.legend as number, ability: 0, targets: [{ id: table.id('unit'), stamp: 0 }] });
    table.passChain();
    expect(table.object('unit').buffs).toBe(1);
  });

  it('OGN-271 Recruit is a 1-might unit token; the other two Recruit printings play as it (CR 1.4 187.1)', () => {
    const table = Table.load(duel([viktor({ base: [{ card: 'OGN-271', token: true, label: 'a' }, { card: 'OGN-273', token: true, label: 'b' }] }), sett()]));
    expect(mightOf(table.state, table.id('a'))).toBe(1);
    expect(table.object('b').card).toBe('OGN-271');
  });

  it('OGN-274 Sprite is a 3-might token killed at the start of its controller\'s Beginning Phase (CR 1.4 187.2, 816)', () => {
    const table = Table.load(duel([viktor({ base: [{ card: 'OGN-274', token: true, label: 'sprite' }] }), sett()], undefined, { turn: { seat: 0, start: 'start' } }));
    table.passChain();
    expect(inBase(table, 0, 'OGN-274')).toHaveLength(0);
    const kept = Table.load(duel([viktor({ base: [{ card: 'OGN-274', token: true, label: 'sprite' }] }), sett()]));
    expect(mightOf(kept.state, kept.id('sprite'))).toBe(3);
  });

  it('OGN-245 Seal of Unity exhausts to add one Order power (CR 1.4 429)', () => {
    const table = Table.load(duel([viktor({ base: [{ card: 'OGN-245', label: 'seal' }], runes: runes(ORDER, 1) }), sett()]));
    table.act(0, { type: 'addResources', payment: { abilities: [table.id('seal')] } });
    expect(table.state.seats[0]?.pool.power.Order).toBe(1);
    expect(table.object('seal').exhausted).toBe(true);
  });
});
