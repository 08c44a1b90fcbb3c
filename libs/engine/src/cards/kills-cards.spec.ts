import { describe, expect, it } from 'vitest';
import { FURY, ORDER, duel, field, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

const handSize = (table: Table, seat: number) => table.state.seats[seat]?.hand.length ?? 0;

describe('kills cards (issue 23)', () => {
  it('OGN-072 may be exhausted, as its trigger is placed, to draw one after its controller kills a stunned enemy unit with an ability (CR 1.3 428.5.b, 383.3.a-b)', () => {
    const setup = (stunned: boolean) =>
      Table.load(
        duel([
          viktor({ hand: [{ card: 'OGN-225', label: 'chief' }], runes: runes(ORDER, 8), base: [{ card: 'OGN-072', label: 'shrine' }] }),
          sett({ base: [{ card: 'OGN-219', label: 'enemy', stunned }] }),
        ]),
      );
    const table = setup(true);
    table.act(0, { type: 'play', card: table.id('chief'), to: 'base' });
    table.passChain();
    expect(table.object('enemy').zone).toBe('trash');
    expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 0 });
    table.act(0, { type: 'confirm', accept: true });
    expect(table.object('shrine').exhausted).toBe(true);
    table.passChain();
    expect(handSize(table, 0)).toBe(1);

    // The same ability only stuns a unit that is not stunned yet: nothing was killed.
    const stunOnly = setup(false);
    stunOnly.act(0, { type: 'play', card: stunOnly.id('chief'), to: 'base' });
    stunOnly.passChain();
    expect(stunOnly.object('enemy')).toMatchObject({ zone: 'base', stunned: true });
    expect(stunOnly.object('shrine').exhausted).toBe(false);
    expect(handSize(stunOnly, 0)).toBe(0);
  });

  it('OGN-072 triggers when its controller declines to exhaust it only as far as that choice goes: no card is drawn (CR 1.3 383.3.a)', () => {
    const table = Table.load(
      duel([
        viktor({ hand: [{ card: 'OGN-225', label: 'chief' }], runes: runes(ORDER, 8), base: [{ card: 'OGN-072', label: 'shrine' }] }),
        sett({ base: [{ card: 'OGN-219', label: 'enemy', stunned: true }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('chief'), to: 'base' });
    table.passChain();
    table.act(0, { type: 'confirm', accept: false });
    table.passChain();
    expect(table.object('shrine').exhausted).toBe(false);
    expect(handSize(table, 0)).toBe(0);
  });

  it('OGN-072 triggers when a stunned enemy unit dies of the lethal damage its controller\'s spell dealt, in the cleanup right after it (CR 1.3 428.5.c)', () => {
    const table = Table.load(
      duel(
        [viktor({ hand: [{ card: 'OGN-009', label: 'ray' }], runes: runes(FURY, 8), base: [{ card: 'OGN-072', label: 'shrine' }] }), sett()],
        [field('blank', 1, { controller: 1, units: [{ card: 'OGN-210', label: 'enemy', stunned: true }] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('ray'), targets: [{ id: table.id('enemy'), stamp: 0 }] });
    table.passChain();
    expect(table.object('enemy').zone).toBe('trash');
    table.act(0, { type: 'confirm', accept: true });
    table.passChain();
    expect(table.object('shrine').exhausted).toBe(true);
    expect(handSize(table, 0)).toBe(1);
  });

  it('OGN-072 triggers when its controller\'s attacker kills a stunned defender with combat damage (CR 1.3 428.5; Unleashed patch notes, responsibility)', () => {
    const table = Table.load(
      duel(
        [viktor({ base: [{ card: 'OGN-072', label: 'shrine' }, { card: 'OGN-142', label: 'attacker' }] }), sett()],
        [field('blank', 1, { controller: 1, units: [{ card: 'OGN-219', label: 'defender', stunned: true }] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('attacker')], to: 0 });
    table.passShowdown();
    expect(table.object('defender').zone).toBe('trash');
    expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 0 });
    table.act(0, { type: 'confirm', accept: true });
    table.passChain();
    expect(table.object('shrine').exhausted).toBe(true);
    expect(handSize(table, 0)).toBe(1);
  });

  it('OGN-072 does not trigger for a stunned unit of its own controller, nor for the opponent whose unit was killed (CR 1.3 428.5.e)', () => {
    const table = Table.load(
      duel(
        [viktor({ hand: [{ card: 'OGN-009', label: 'ray' }], runes: runes(FURY, 8), base: [{ card: 'OGN-072', label: 'mine' }] }), sett({ base: [{ card: 'OGN-072', label: 'theirs' }] })],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-210', label: 'own', stunned: true }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('ray'), targets: [{ id: table.id('own'), stamp: 0 }] });
    table.passChain();
    expect(table.object('own').zone).toBe('trash');
    expect(table.decision()?.kind).not.toBe('confirm');
    expect([table.object('mine').exhausted, table.object('theirs').exhausted]).toEqual([false, false]);
  });
});
