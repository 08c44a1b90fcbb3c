import { describe, expect, it } from 'vitest';
import { isValidAssignment } from '../engine/flow/combat-damage.js';
import { keywordsOf, mightOf } from '../rules/might.js';
import { CALM, duel, field, ref, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

/** Viktor's seat with ten ready Calm runes (the scenario does not check identity). */
const calm = (extra: Parameters<typeof viktor>[0] = {}) => viktor({ runes: runes(CALM, 10), ...extra });

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

  it('OGN-063 buffs a friendly unit when played, and friendly buffed units have Deflect without adding to their own (CR 1.3 809, 364.1)', () => {
    const table = Table.load(
      duel([calm({ hand: [{ card: 'OGN-063', label: 'refuge' }], base: [{ card: 'OGN-219', label: 'ally' }, { card: 'OGN-219', label: 'plain' }] }), sett()]),
    );
    table.act(0, { type: 'play', card: table.id('refuge') });
    table.act(0, { type: 'chooseTargets', targets: [ref(table, 'ally')] });
    table.passChain();
    expect(table.object('ally').buffs).toBe(1);
    expect(keywordsOf(table.state, table.id('ally')).deflect).toBe(1);
    expect(keywordsOf(table.state, table.id('plain')).deflect).toBeUndefined();
  });

  it('OGN-063 gives no more Deflect to a buffed unit that has it already, nor to an enemy (CR 1.3 809, 740.2)', () => {
    const table = Table.load(
      duel([calm({ base: ['OGN-063', { card: 'OGN-052', label: 'mine', buffs: 1 }] }), sett({ base: [{ card: 'OGN-219', label: 'enemy', buffs: 1 }] })]),
    );
    expect(keywordsOf(table.state, table.id('mine'))).toMatchObject({ deflect: 1, shield: 1 });
    expect(keywordsOf(table.state, table.id('enemy')).deflect).toBeUndefined();
  });

  it('OGN-068 exhausts to deal damage equal to its might to a unit at a battlefield, only while it is at one (CR 1.3 377.2.b)', () => {
    const table = Table.load(
      duel(
        [calm({ base: [{ card: 'OGN-068', label: 'base-cait' }] }), sett()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-068', label: 'cait' }] }), field('blank', 1, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] })],
      ),
    );
    expect(table.reject(0, { type: 'activate', source: table.id('base-cait'), ability: 1, targets: [ref(table, 'drake')] }).code).toBe('ability/not_at_battlefield');
    table.act(0, { type: 'activate', source: table.id('cait'), ability: 1, targets: [ref(table, 'drake')] });
    table.passChain();
    expect(table.object('drake').damage).toBe(3);
    expect(table.object('cait').exhausted).toBe(true);
  });

  it('OGN-068 is assigned combat damage only after the other units have lethal damage (CR 1.4 465.2.c.6)', () => {
    const table = Table.load(
      duel(
        [calm({ base: [{ card: 'OGN-219', label: 'raider' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-068', label: 'cait' }, { card: 'OGN-219', label: 'guard' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('raider')], to: 0 });
    table.passShowdown();
    expect(table.decision()).toMatchObject({ kind: 'assignDamage', seat: 0, amount: 4 });
    const early = [{ unit: table.id('cait'), amount: 3 }, { unit: table.id('guard'), amount: 1 }];
    expect(table.reject(0, { type: 'assignDamage', assignment: early }).code).toBe('combat/invalid_assignment');
    table.act(0, { type: 'assignDamage', assignment: [{ unit: table.id('guard'), amount: 4 }] });
    expect(table.object('guard').zone).toBe('trash');
    expect(table.object('cait').zone).toBe('battlefield');
  });

  it('OGN-074 gives other friendly units at its location Shield, adding to their own (CR 1.3 814.2, 364.1)', () => {
    const table = Table.load(
      duel(
        [calm({ base: [{ card: 'OGN-219', label: 'home' }] }), sett({ base: [{ card: 'OGN-219', label: 'enemy' }] })],
        [field('blank', 0, { controller: 0, units: ['OGN-074', { card: 'OGN-052', label: 'poro' }, { card: 'OGN-219', label: 'there' }] }), field('blank', 1)],
      ),
    );
    expect(keywordsOf(table.state, table.id('poro')).shield).toBe(2);
    expect(keywordsOf(table.state, table.id('there')).shield).toBe(1);
    expect(keywordsOf(table.state, table.id('home')).shield).toBeUndefined();
    expect(keywordsOf(table.state, table.id('enemy')).shield).toBeUndefined();
  });

  it('OGN-079 enters ready only while an opponent is within 3 points of the victory score (CR 1.3 143.4)', () => {
    const enters = (points: number) => {
      const table = Table.load(duel([calm({ hand: [{ card: 'OGN-079', label: 'leona' }] }), sett({ points })]));
      table.act(0, { type: 'play', card: table.id('leona') });
      table.passChain();
      return table.object('leona').exhausted;
    };
    expect([enters(4), enters(5)]).toEqual([true, false]);
  });

  it('OGN-079 gives stunned enemy units at its battlefield -8 might, never below 1 (CR 1.3 472.3.b)', () => {
    const table = Table.load(
      duel(
        [calm(), sett()],
        [
          field('blank', 0, {
            controller: 0,
            units: [
              'OGN-079',
              { card: 'OGN-142', label: 'drake', owner: 1, controller: 1, stunned: true },
              { card: 'OGN-219', label: 'sergeant', owner: 1, controller: 1, stunned: true },
              { card: 'OGN-142', label: 'awake', owner: 1, controller: 1 },
            ],
          }),
          field('blank', 1, { controller: 1, units: [{ card: 'OGN-142', label: 'far', stunned: true }] }),
        ],
      ),
    );
    expect(['drake', 'sergeant', 'awake', 'far'].map((label) => mightOf(table.state, table.id(label)))).toEqual([2, 1, 10, 10]);
  });

  it('OGN-057 gives a unit Shield 3 and Tank this turn, adding to a Shield it has, until the turn ends (CR 1.3 814.2, 517.2.b)', () => {
    const table = Table.load(duel([calm({ hand: [{ card: 'OGN-057', label: 'block' }], base: [{ card: 'OGN-052', label: 'poro' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('block'), targets: [ref(table, 'poro')] });
    table.passChain();
    expect(keywordsOf(table.state, table.id('poro'))).toMatchObject({ shield: 4, tank: true });
    table.act(0, { type: 'endTurn' });
    expect(keywordsOf(table.state, table.id('poro'))).toEqual({ shield: 1 });
    expect(table.state.effects.filter((effect) => effect.grants !== undefined)).toEqual([]);
  });

  it('OGN-057 on OGN-068 lets the attacker assign it damage either first or last, never between (CR 1.4 465.2.c.8)', () => {
    const table = Table.load(
      duel(
        [calm({ base: [{ card: 'OGN-219', label: 's1' }, { card: 'OGN-219', label: 's2' }] }), sett({ hand: [{ card: 'OGN-057', label: 'block' }], runes: runes(CALM, 4) })],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-068', label: 'cait' }, { card: 'OGN-219', label: 'a' }, { card: 'OGN-219', label: 'b' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('s1'), table.id('s2')], to: 0 });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('block'), targets: [ref(table, 'cait')] });
    table.passShowdown();
    const decision = table.decision();
    expect(decision).toMatchObject({ kind: 'assignDamage', seat: 0, amount: 8 });
    const [cait, a, b] = [table.id('cait'), table.id('a'), table.id('b')];
    const valid = (assignment: { unit: number; amount: number }[]) => isValidAssignment(table.state, [cait, a, b], 8, assignment);
    // Caitlyn defends with 3 + 3 (Shield 3) = 6 might.
    expect(valid([{ unit: cait, amount: 6 }, { unit: a, amount: 2 }])).toBe(true); // first, as a Tank
    expect(valid([{ unit: a, amount: 4 }, { unit: b, amount: 4 }])).toBe(true); // last
    expect(valid([{ unit: a, amount: 4 }, { unit: cait, amount: 4 }])).toBe(false); // between
    expect(table.reject(0, { type: 'assignDamage', assignment: [{ unit: a, amount: 4 }, { unit: cait, amount: 4 }] }).code).toBe('combat/invalid_assignment');
  });

  it('OGN-048 draws 2 when a ready friendly unit was exhausted as its additional cost, otherwise 1 (CR 1.3 356.2.b.1, 414.4)', () => {
    const play = (exhaust: boolean) => {
      const table = Table.load(duel([calm({ hand: [{ card: 'OGN-048', label: 'med' }], base: [{ card: 'OGN-219', label: 'monk' }, { card: 'OGN-219', label: 'tired', exhausted: true }] }), sett()]));
      const tired = { type: 'play' as const, card: table.id('med'), additionalCost: { pay: true, exhaust: table.id('tired') } };
      expect(table.reject(0, tired).code).toBe('cost/exhaust_friendly_unit');
      table.act(0, { type: 'play', card: table.id('med'), additionalCost: exhaust ? { pay: true, exhaust: table.id('monk') } : { pay: false } });
      table.passChain();
      return { hand: table.state.seats[0]?.hand.length, monkExhausted: table.object('monk').exhausted };
    };
    expect(play(true)).toEqual({ hand: 2, monkExhausted: true });
    expect(play(false)).toEqual({ hand: 1, monkExhausted: false });
  });
});
