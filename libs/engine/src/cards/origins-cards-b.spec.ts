/**
 * More named tests of Origins cards defined before issue 23 (see `origins-cards.spec.ts`): each
 * plays the card from a scenario and checks its effect on the state.
 */
import { describe, expect, it } from 'vitest';
import { mightOf } from '../rules/might.js';
import { CALM, duel, field, MIND, ORDER, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

const handSize = (table: Table, seat: number) => table.state.seats[seat]?.hand.length ?? 0;
const leeSin = (extra: Parameters<typeof viktor>[0] = {}) => ({ ...viktor(), legend: 'OGN-257', runes: [...runes(CALM, 4), ...runes('OGN-126', 4)], ...extra });

describe('Origins Calm cards', () => {
  it('OGN-064 Wind Wall counters a spell on the chain: it leaves without effect (CR 1.4 425)', () => {
    const table = Table.load(
      duel([viktor({ hand: [{ card: 'OGN-229', label: 'vengeance' }], runes: runes(ORDER, 6) }), leeSin({ hand: [{ card: 'OGN-064', label: 'wall' }], base: [{ card: 'OGN-219', label: 'victim' }] })]),
    );
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('victim'), stamp: 0 }] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('wall'), targets: [{ id: table.id('vengeance'), stamp: 0 }] });
    table.passChain();
    expect(table.object('victim').zone).toBe('base');
    expect(table.object('vengeance').zone).toBe('trash');
  });

  it('OGN-050 Rune Prison stuns a unit (CR 1.4 423)', () => {
    const table = Table.load(duel([leeSin({ hand: [{ card: 'OGN-050', label: 'prison' }] }), sett({ base: [{ card: 'OGN-219', label: 'unit' }] })]));
    table.act(0, { type: 'play', card: table.id('prison'), targets: [{ id: table.id('unit'), stamp: 0 }] });
    table.passChain();
    expect(table.object('unit').stunned).toBe(true);
  });

  it('OGN-058 Discipline gives a unit +2 might this turn and draws one (CR 1.4 413)', () => {
    const table = Table.load(duel([leeSin({ hand: [{ card: 'OGN-058', label: 'spell' }], base: [{ card: 'OGN-219', label: 'unit' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('spell'), targets: [{ id: table.id('unit'), stamp: 0 }] });
    table.passChain();
    expect(mightOf(table.state, table.id('unit'))).toBe(6);
    expect(handSize(table, 0)).toBe(1);
  });

  it('OGN-078 Lee Sin, Ascetic buffs himself by exhausting, more than once (CR 1.4 426)', () => {
    const table = Table.load(duel([leeSin({ base: [{ card: 'OGN-078', label: 'lee', buffs: 1 }] }), sett()]));
    table.act(0, { type: 'activate', source: table.id('lee'), ability: 0 });
    table.passChain();
    expect(table.object('lee').buffs).toBe(2);
    expect(table.object('lee').exhausted).toBe(true);
  });
});

describe('Origins Order and Mind cards', () => {
  it('OGN-225 Solari Chief stuns an enemy unit when played, or kills it if it is stunned already (CR 1.4 423, 428)', () => {
    const table = Table.load(
      duel([viktor({ hand: [{ card: 'OGN-225', label: 'chief' }, { card: 'OGN-225', label: 'again' }], runes: runes(ORDER, 12) }), sett({ base: [{ card: 'OGN-088', label: 'mech' }] })]),
    );
    // The only enemy unit is the trigger's one legal target, so it is chosen without asking.
    table.act(0, { type: 'play', card: table.id('chief'), to: 'base' });
    table.passChain();
    expect(table.object('mech').stunned).toBe(true);
    table.act(0, { type: 'play', card: table.id('again'), to: 'base' });
    table.passChain();
    expect(table.object('mech').zone).toBe('trash');
  });

  it('OGN-213 Hidden Blade kills a unit at a battlefield and its controller draws two (CR 1.4 428, 413)', () => {
    const table = Table.load(
      duel(
        [viktor({ hand: [{ card: 'OGN-213', label: 'blade' }] }), sett()],
        [field('blank', 1, { controller: 1, units: [{ card: 'OGN-219', label: 'unit' }] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('blade'), targets: [{ id: table.id('unit'), stamp: 0 }] });
    table.passChain();
    expect(table.object('unit').zone).toBe('trash');
    expect(handSize(table, 1)).toBe(2);
  });

  it('OGN-122 Time Warp gives its controller the next turn and banishes itself (CR 1.4 427)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-122', label: 'warp' }], runes: runes(MIND, 12) }), sett()]));
    table.act(0, { type: 'play', card: table.id('warp') });
    table.passChain();
    expect(table.object('warp').zone).toBe('banishment');
    table.act(0, { type: 'endTurn' });
    expect(table.state.turn.seat).toBe(0);
  });
});
