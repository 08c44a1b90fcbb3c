/**
 * The general pieces of the card language, each with the rule it implements: group references
 * ("all" objects a selector matches), "for each" amounts, two units dealing damage to each other,
 * moves to base by an effect, enter-ready passives and the state filters of selectors. The cards
 * that use them have their own cases in `cards/*-cards.spec.ts`.
 */
import { describe, expect, it } from 'vitest';
import { Table } from '../testing/table.js';
import { TEST_TWO_TEAMS } from '../testing/test-modes.js';
import { BODY, duel, field, FURY, runes, sett, viktor } from './fixtures.js';

describe('group references ("all")', () => {
  it('kill every matching unit together, so a death trigger of one sees the others die (CR 1.3 428.6, 428.1.a.1.b)', () => {
    // Warwick kills both damaged enemies here at once; Viktor, listed first, still sees the
    // Sergeant die with him and makes a Recruit. One at a time, Viktor would be gone first.
    const table = Table.load(
      duel(
        [sett({ base: [{ card: 'OGN-159', label: 'warwick' }], runes: runes(BODY, 6) }), viktor()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-246', label: 'viktor', damage: 1 }, { card: 'OGN-219', label: 'sergeant', damage: 1 }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('warwick')], to: 0 });
    table.passChain();
    const kill = table.eventsOf('PermanentKilled');
    expect(kill.map((event) => event.object).sort()).toEqual([table.id('viktor'), table.id('sergeant')].sort());
    table.passChain();
    expect(table.state.seats[1]?.base.filter((id) => table.object(id).card === 'OGN-271')).toHaveLength(1);
  });

  it('read the selector when the step runs: a unit that left the battlefield first is not hit (CR 1.3 417.1.d, 359.3.f.2)', () => {
    const table = Table.load(
      duel(
        [sett({ hand: [{ card: 'OGN-133', label: 'flurry' }], runes: runes(BODY, 6) }), viktor({ hand: [{ card: 'OGN-169', label: 'gust' }], runes: runes('OGN-166', 4) })],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-136', label: 'rookie' }, { card: 'OGN-219', label: 'stays' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('flurry') });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('gust'), targets: [{ id: table.id('rookie'), stamp: 0 }] });
    table.passChain();
    expect(table.object('rookie').zone).toBe('hand');
    expect(table.eventsOf('DamageDealt').map((event) => event.target)).toEqual([table.id('stays')]);
  });
});

describe('"for each" amounts and "your"', () => {
  it('count only the objects the controller controls for "your", never a teammate\'s (CR 1.3 740.1; Origins FAQ on "your")', () => {
    const table = Table.load({
      mode: TEST_TWO_TEAMS,
      turnOrder: [0, 1, 2, 3],
      seats: [
        viktor({ hand: [{ card: 'OGN-038', label: 'kadregrin' }], runes: runes(FURY, 11), mainDeck: ['OGN-210', 'OGN-210', 'OGN-210'] }),
        sett(),
        sett({ base: [{ card: 'OGN-142', label: 'matesDrake' }] }),
        viktor(),
      ],
      battlefields: [field('blank', 1), field('blank', 2), field('blank', 3)],
    });
    table.act(0, { type: 'play', card: table.id('kadregrin') });
    table.passChain();
    expect(table.state.seats[0]?.hand).toHaveLength(1);
  });
});

describe('two units dealing damage to each other', () => {
  it('do nothing once one of the two has left the board (CR 1.3 417.6.b.3, 359.3.e.12)', () => {
    const table = Table.load(
      duel(
        [sett({ hand: [{ card: 'OGN-128', label: 'challenge' }], base: [{ card: 'OGN-219', label: 'mine' }], runes: runes(BODY, 6) }), viktor({ hand: [{ card: 'OGN-169', label: 'gust' }], runes: runes('OGN-166', 4) })],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-136', label: 'theirs' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('challenge'), targets: [{ id: table.id('mine'), stamp: 0 }, { id: table.id('theirs'), stamp: 0 }] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('gust'), targets: [{ id: table.id('theirs'), stamp: 0 }] });
    table.passChain();
    expect(table.object('theirs').zone).toBe('hand');
    expect(table.eventsOf('DamageDealt')).toHaveLength(0);
  });
});

describe('moves to base by an effect', () => {
  it('are moves, not recalls: no recall event, the unit keeps its state (CR 1.3 444, 451)', () => {
    const table = Table.load(
      duel(
        [viktor({ hand: [{ card: 'OGN-168', label: 'flight' }], runes: runes('OGN-166', 4) }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'away', damage: 1, buffs: 1 }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('flight'), targets: [{ id: table.id('away'), stamp: 0 }] });
    table.passChain();
    expect(table.object('away')).toMatchObject({ zone: 'base', buffs: 1, exhausted: false });
    expect(table.eventsOf('PermanentRecalled')).toHaveLength(0);
  });
});
