import { describe, expect, it } from 'vitest';
import { mightOf } from '../rules/might.js';
import { CALM, duel, field, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

/** Viktor's seat with ten ready Calm runes (the scenario does not check identity). */
const calm = (extra: Parameters<typeof viktor>[0] = {}) => viktor({ runes: runes(CALM, 10), ...extra });
const ref = (table: Table, label: string) => ({ id: table.id(label), stamp: table.object(label).stamp });

describe('Origins Calm cards (b)', () => {
  it('OGN-046 gives a friendly unit +1 might this turn, and +1 more when it is the only unit its controller has there (CR 1.3 741.1)', () => {
    const play = (base: string[]) => {
      const table = Table.load(
        duel([calm({ hand: [{ card: 'OGN-046', label: 'guard' }], base }), sett()], [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'duelist' }] }), field('blank', 1)]),
      );
      table.act(0, { type: 'play', card: table.id('guard'), targets: [ref(table, 'duelist')] });
      table.passChain();
      return mightOf(table.state, table.id('duelist'));
    };
    // A unit of the controller's in base is at another location and does not count.
    expect(play(['OGN-219'])).toBe(4 + 2);
  });

  it('OGN-046 gives only +1 when another unit of the controller is there (CR 1.3 741.1)', () => {
    const table = Table.load(
      duel(
        [calm({ hand: [{ card: 'OGN-046', label: 'guard' }] }), sett()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'duelist' }, 'OGN-219'] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('guard'), targets: [ref(table, 'duelist')] });
    table.passChain();
    expect(mightOf(table.state, table.id('duelist'))).toBe(5);
  });

  it('OGN-055 has +2 might while it attacks alone, not with a friendly unit beside it (CR 1.3 364.3.a, 741.1)', () => {
    const attack = (units: string[]) => {
      const table = Table.load(
        duel([calm({ base: units.map((card, index) => ({ card, label: `u${index}` })) }), sett()], [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)]),
      );
      expect(mightOf(table.state, table.id('u0'))).toBe(2);
      table.act(0, { type: 'move', units: units.map((_, index) => table.id(`u${index}`)), to: 0 });
      return mightOf(table.state, table.id('u0'));
    };
    expect(attack(['OGN-055'])).toBe(4);
    expect(attack(['OGN-055', 'OGN-219'])).toBe(2);
  });

  it('OGN-056 may kill a gear when it conquers, and then buffs itself (CR 1.3 383.4.c.2.a, 383.3.a)', () => {
    const table = Table.load(duel([calm({ base: [{ card: 'OGN-056', label: 'tron' }] }), sett({ base: [{ card: 'OGN-060', label: 'mask' }] })]));
    table.act(0, { type: 'move', units: [table.id('tron')], to: 0 });
    table.passShowdown();
    expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 0 });
    table.act(0, { type: 'confirm', accept: true });
    table.passChain();
    expect(table.object('mask').zone).toBe('trash');
    expect(table.object('tron').buffs).toBe(1);
  });

  it('OGN-059 readies itself and gets +1 might this turn when its controller stuns an enemy unit (CR 1.3 599.1)', () => {
    const table = Table.load(
      duel([calm({ hand: [{ card: 'OGN-050', label: 'prison' }], base: [{ card: 'OGN-059', label: 'herald', exhausted: true }] }), sett({ base: [{ card: 'OGN-219', label: 'enemy' }] })]),
    );
    table.act(0, { type: 'play', card: table.id('prison'), targets: [ref(table, 'enemy')] });
    table.passChain();
    expect(table.object('enemy').stunned).toBe(true);
    expect(table.object('herald').exhausted).toBe(false);
    expect(mightOf(table.state, table.id('herald'))).toBe(8);
  });

  it('OGN-059 ignores a stunned unit of its own controller (CR 1.3 740.2)', () => {
    const table = Table.load(duel([calm({ hand: [{ card: 'OGN-050', label: 'prison' }], base: [{ card: 'OGN-059', label: 'herald', exhausted: true }, { card: 'OGN-219', label: 'mine' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('prison'), targets: [ref(table, 'mine')] });
    table.passChain();
    expect(table.object('herald').exhausted).toBe(true);
  });

  it('OGN-060 gives a friendly unit that defends alone +1 might this turn (CR 1.3 741.1)', () => {
    const table = Table.load(
      duel(
        [sett({ base: [{ card: 'OGN-219', label: 'raider' }] }), calm({ base: [{ card: 'OGN-060', label: 'mask' }] })],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'keeper' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('raider')], to: 0 });
    table.passChain();
    expect(mightOf(table.state, table.id('keeper'))).toBe(11);
  });

  it('OGN-060 does nothing for units that attack together (CR 1.3 741.1)', () => {
    const table = Table.load(
      duel(
        [calm({ base: [{ card: 'OGN-060', label: 'mask' }, { card: 'OGN-219', label: 'a' }, { card: 'OGN-219', label: 'b' }] }), sett()],
        [field('blank', 0, { controller: 1, units: ['OGN-142'] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('a'), table.id('b')], to: 0 });
    expect(table.state.chain).toHaveLength(0);
    expect(table.eventsOf('TriggerQueued')).toHaveLength(0);
  });

  it('OGN-066 scores 1 more point when its controller holds its battlefield (CR 1.4 469.2, 468.1)', () => {
    const table = Table.load(
      duel([calm(), sett()], [field('blank', 0, { controller: 0, units: [{ card: 'OGN-066', label: 'ahri' }] }), field('blank', 1)], { turn: { seat: 0, start: 'start' } }),
    );
    table.passChain();
    expect(table.points(0)).toBe(2);
    expect(table.eventsOf('PointsGained').map((event) => event.source)).toEqual(['hold', 'effect']);
  });

  it('OGN-067 played to a battlefield may pull an enemy unit there (CR 1.3 444; Origins FAQ, Charm)', () => {
    const table = Table.load(
      duel([calm({ hand: [{ card: 'OGN-067', label: 'blitz' }] }), sett({ base: [{ card: 'OGN-219', label: 'enemy' }] })], [field('blank', 0, { controller: 0 }), field('blank', 1)]),
    );
    table.act(0, { type: 'play', card: table.id('blitz'), to: 0 });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 0 });
    table.act(0, { type: 'confirm', accept: true });
    table.passChain();
    expect(table.object('enemy')).toMatchObject({ zone: 'battlefield', bf: 0 });
  });

  it('OGN-067 played to base pulls nobody, and returns to its owner\'s hand when it holds (CR 1.4 469.2)', () => {
    const base = Table.load(duel([calm({ hand: [{ card: 'OGN-067', label: 'blitz' }] }), sett({ base: ['OGN-219'] })]));
    base.act(0, { type: 'play', card: base.id('blitz') });
    base.passChain();
    expect(base.eventsOf('TriggerQueued')).toHaveLength(0);
    const hold = Table.load(
      duel([calm(), sett()], [field('blank', 0, { controller: 0, units: [{ card: 'OGN-067', label: 'blitz' }] }), field('blank', 1)], { turn: { seat: 0, start: 'start' } }),
    );
    hold.passChain();
    expect(hold.object('blitz').zone).toBe('hand');
    expect(hold.points(0)).toBe(1);
  });

  it('OGN-262 stuns an enemy unit at a battlefield and may move a friendly unit to it (CR 1.3 444)', () => {
    const table = Table.load(
      duel(
        [calm({ hand: [{ card: 'OGN-262', label: 'blade' }], base: [{ card: 'OGN-219', label: 'mine' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('blade'), targets: [ref(table, 'drake'), ref(table, 'mine')] });
    table.passChain();
    table.act(0, { type: 'confirm', accept: true });
    expect(table.object('drake').stunned).toBe(true);
    expect(table.object('mine')).toMatchObject({ zone: 'battlefield', bf: 0 });
  });

  it('OGN-262 moves nobody when the friendly unit is no longer a legal target (CR 1.3 359.3.e.1)', () => {
    const table = Table.load(
      duel(
        [calm({ hand: [{ card: 'OGN-262', label: 'blade' }] }), sett({ hand: [{ card: 'OGN-169', label: 'gust' }], runes: runes('OGN-166', 4) })],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1, { controller: 0, units: [{ card: 'OGN-136', label: 'mine' }] })],
      ),
    );
    table.act(0, { type: 'play', card: table.id('blade'), targets: [ref(table, 'drake'), ref(table, 'mine')] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('gust'), targets: [ref(table, 'mine')] });
    table.passChain();
    expect(table.decision()?.kind).not.toBe('confirm');
    expect(table.object('drake').stunned).toBe(true);
    expect(table.object('mine').zone).toBe('hand');
  });

  it('OGS-004 has +4 might while its controller has 8 or more runes (CR 1.3 364.3.a)', () => {
    const mightWith = (count: number) => {
      const table = Table.load(duel([calm({ runes: runes(CALM, count), base: [{ card: 'OGS-004', label: 'yi' }] }), sett()]));
      return mightOf(table.state, table.id('yi'));
    };
    expect([mightWith(7), mightWith(8)]).toEqual([4, 8]);
  });
});
