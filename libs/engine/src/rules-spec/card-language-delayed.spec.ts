/**
 * General pieces added with the delayed-trigger and kill cards: delayed triggered abilities on
 * damage, bonus damage to units at a battlefield, the "discarded this turn" record, the "enemy
 * units move to another battlefield" trigger, the combat-tie replacement, activated conquer
 * effects and Legion's "otherwise". The cards have their cases in `cards/delayed-kill-cards.spec.ts`.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { keywordsOf } from '../rules/might.js';
import { Table } from '../testing/table.js';
import { CALM, duel, field, FURY, ORDER, ref, runes, sett, settle, viktor } from './fixtures.js';

const caster = (extra: Parameters<typeof viktor>[0] = {}) => viktor({ runes: [...runes(FURY, 8), ...runes(ORDER, 8), ...runes(CALM, 6)], ...extra });

describe('delayed triggered abilities on damage (CR 1.3 390.2, 391, 392)', () => {
  it('the delayed ability goes on the chain as a trigger of the spell\'s controller, with the spell in the trash (CR 1.3 392)', () => {
    const table = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-221', label: 'decree' }, { card: 'OGN-029', label: 'star' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('decree') });
    table.passChain();
    table.act(0, { type: 'play', card: table.id('star'), targets: [ref(table, 'drake'), ref(table, 'drake')] });
    for (let i = 0; i < 4 && table.eventsOf('TriggerQueued').length === 0; i++) {
      const decision = table.decision();
      if (decision?.kind === 'priority') table.act(decision.seat, { type: 'pass' });
    }
    // One trigger per instance of damage; the second finds the unit gone.
    expect(table.eventsOf('TriggerQueued').map((event) => event.trigger.subject)).toEqual([table.id('drake'), table.id('drake')]);
    expect(table.object('drake').zone).toBe('battlefield');
    settle(table);
    expect(table.object('drake').zone).toBe('trash');
  });

  it('combat damage triggers it too; a unit dealt no damage does not (CR 1.3 417.1.e)', () => {
    const table = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-221', label: 'decree' }], base: [{ card: 'OGN-219', label: 'attacker' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake', stunned: true }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('decree') });
    table.passChain();
    table.act(0, { type: 'move', units: [table.id('attacker')], to: 0 });
    settle(table);
    expect(table.object('drake').zone).toBe('trash');
    expect(table.object('attacker').zone).not.toBe('trash');
  });
});

describe('bonus damage to units at a battlefield (CR 1.3 714-715)', () => {
  it('split damage gets the bonus for each unit there given some of it, after the split (CR 1.3 715.3-715.4)', () => {
    const table = Table.load(
      duel(
        [caster({ base: [{ card: 'OGN-041', label: 'voli' }] }), sett()],
        [field('OGN-296', 1, { controller: 1, units: ['e0', 'e1', 'e2'].map((label) => ({ card: 'OGN-142', label })) }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('voli')], to: 0 });
    table.act(0, { type: 'chooseTargets', targets: [ref(table, 'e0'), ref(table, 'e1'), null, null, null] });
    for (let i = 0; i < 20 && table.decision()?.kind === 'priority' && table.state.chain.length > 0; i++) table.act(table.decision()?.seat ?? 0, { type: 'pass' });
    expect(table.decision()).toMatchObject({ kind: 'divideDamage', amount: 5 });
    table.act(0, { type: 'divideDamage', amounts: [4, 1] });
    const dealt = table.eventsOf('DamageDealt').filter((event) => !event.combat);
    expect(dealt.map((event) => [event.target, event.amount])).toEqual([
      [table.id('e0'), 5],
      [table.id('e1'), 2],
    ]);
  });
});

describe('the "discarded a card this turn" record', () => {
  it('is kept only in a game with a card that reads it, and ends with the turn (CR 1.3 517.2.b)', () => {
    const discard = (reader: boolean) => {
      const table = Table.load(
        duel(
          [caster({ hand: [{ card: 'OGN-008', label: 'excited' }, 'OGN-210'], base: reader ? [{ card: 'OGN-019', label: 'soul' }] : [] }), sett()],
          [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)],
        ),
      );
      table.act(0, { type: 'play', card: table.id('excited'), targets: [ref(table, 'drake')] });
      table.passChain();
      return table;
    };
    expect(discard(false).state.turnEffects).toBeUndefined();
    const table = discard(true);
    expect(table.state.turnEffects).toEqual([{ kind: 'discardedThisTurn', seat: 0 }]);
    table.act(0, { type: 'endTurn' });
    expect(table.state.turnEffects).toBeUndefined();
  });

  it('is the player\'s own: an opponent\'s discard gives nothing (CR 1.3 364.3.a)', () => {
    const table = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-008', label: 'excited' }, 'OGN-210'] }), sett({ base: [{ card: 'OGN-019', label: 'soul' }] })],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('excited'), targets: [ref(table, 'drake')] });
    table.passChain();
    expect(keywordsOf(table.state, table.id('soul'))).toEqual({});
  });
});

describe('enemy units moving to another battlefield (RQ Las Vegas 2026 ruling)', () => {
  it('a move by its controller\'s own effect counts (CR 1.3 444)', () => {
    const table = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-067', label: 'blitz' }] }), sett({ base: [{ card: 'OGN-219', label: 'enemy' }] })],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-158' }] }), field('blank', 1, { controller: 0 })],
      ),
    );
    const before = table.state.seats[0]?.hand.length ?? 0;
    table.act(0, { type: 'play', card: table.id('blitz'), to: 1 });
    settle(table);
    expect(table.eventsOf('UnitsMoved').some((event) => event.units.includes(table.id('enemy')) && event.to === 1)).toBe(true);
    // Blitzcrank left the hand; the pull drew one.
    expect(table.eventsOf('CardDrawn').filter((event) => event.seat === 0)).toHaveLength(1);
    expect(table.state.seats[0]?.hand.length).toBe(before);
  });
});

describe('combat ties (CR 1.4 466.1.a.2; FAQ Origins, Symbol of the Solari)', () => {
  it('a combat the attacker loses is no tie: the defenders stay (CR 1.4 466.1)', () => {
    const table = Table.load(
      duel(
        [caster({ base: [{ card: 'OGN-210', label: 'poro' }, 'OGN-227'] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('poro')], to: 0 });
    settle(table);
    expect(table.object('poro').zone).toBe('trash');
    expect(table.object('drake').zone).toBe('battlefield');
    expect(table.state.battlefields[0]?.controller).toBe(1);
  });
});

describe('activated conquer effects (FAQ Unleashed rules clarifications)', () => {
  it('only "when I conquer" abilities of units there trigger: no points, no legend conquer trigger', () => {
    const table = Table.load(
      duel([viktor(), sett()], [field('OGN-286', 0, { controller: 0, units: [{ card: 'OGN-039', label: 'kaisa' }] }), field('blank', 1)], { turn: { seat: 0, start: 'start' } }),
    );
    settle(table);
    // The draw phase's card and the activated conquer effect's card; one point, from holding.
    expect(table.state.seats[0]?.hand.length).toBe(2);
    expect(table.points(0)).toBe(1);
    expect(table.eventsOf('BattlefieldConquered')).toHaveLength(0);
  });
});

describe('Legion with an otherwise (CR 1.3 724)', () => {
  it('without another card played, the otherwise steps run instead', () => {
    const table = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-254', label: 'guillotine' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'unit' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('guillotine'), targets: [ref(table, 'unit')] });
    table.passChain();
    expect(table.object('unit').zone).toBe('battlefield');
    expect(table.state.turnEffects).toMatchObject([{ kind: 'delayedOnDamage', seat: 0, unit: table.id('unit') }]);
  });
});

describe('reflexive triggers (CR 1.3 387-388)', () => {
  it('the reflexive trigger is a chain item of its own that can be answered before it resolves (CR 1.3 388.1; FAQ Origins)', () => {
    const table = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-258', label: 'rage' }] }), sett({ base: [{ card: 'OGN-210', label: 'poro' }] })],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('rage'), targets: [ref(table, 'poro'), { bf: 0 }] });
    for (let i = 0; i < 4 && table.eventsOf('TriggerAdded').length === 0; i++) {
      const decision = table.decision();
      if (decision?.kind === 'priority') table.act(decision.seat, { type: 'pass' });
    }
    expect(table.state.chain).toMatchObject([{ kind: 'trigger', card: 'OGN-258', controller: 0, subject: table.id('poro') }]);
    expect(table.state.chain[0]?.targets).toEqual([ref(table, 'drake')]);
    expect(table.object('drake').damage).toBe(0);
  });

  it('a unit whose death a replacement saves was not killed: no reflexive trigger (CR 1.3 370, 428.5.c)', () => {
    const table = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-005', label: 'dis' }] }), sett({ hand: [{ card: 'OGS-020', label: 'highlander' }] })],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-210', label: 'poro' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('dis'), targets: [ref(table, 'poro')] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('highlander'), targets: [ref(table, 'poro')] });
    table.passChain();
    settle(table);
    expect(table.object('poro')).toMatchObject({ zone: 'base', damage: 0 });
    expect(table.eventsOf('CardDrawn')).toHaveLength(0);
    expect(table.state.turnEffects).toBeUndefined();
  });
});

describe('locks while a unit is at a battlefield (rulings, Mageseeker Warden)', () => {
  it('readying in the Awaken Phase is no spell or ability\'s: enemy units still ready (CR 1.3 315.1.b, 415)', () => {
    const table = Table.load(
      duel(
        [sett({ base: [{ card: 'OGN-219', label: 'tired', exhausted: true }] }), caster()],
        [field('blank', 0, { controller: 1, units: ['OGN-070'] }), field('blank', 1)],
        { turn: { seat: 0, start: 'start' } },
      ),
    );
    expect(table.object('tired').exhausted).toBe(false);
  });

  it('a unit token an opponent\'s effect plays at a battlefield enters their base instead (CR 1.3 355.2.a, 181)', () => {
    const table = Table.load(
      duel(
        [caster({ base: [{ card: 'OGN-222', label: 'drummer' }] }), sett()],
        [field('blank', 0, { controller: 1, units: ['OGN-070'] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('drummer')], to: 1 });
    settle(table);
    const tokens = table.eventsOf('TokenCreated').map((event) => event.object.zone);
    expect(tokens).toEqual(['base']);
  });
});

describe('choosing a friendly unit at a battlefield with a spell (errata, The Dreaming Tree)', () => {
  it('the trigger is the choosing player\'s, not the battlefield owner\'s, once per turn each (CR 1.3 355.3, 187.6)', () => {
    const table = Table.load(
      duel(
        [sett(), caster({ hand: [{ card: 'OGN-004', label: 'c1' }, { card: 'OGN-004', label: 'c2' }] })],
        [field('OGN-292', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'mine' }] }), field('blank', 1)],
        { turn: { seat: 1 } },
      ),
    );
    table.act(1, { type: 'play', card: table.id('c1'), targets: [ref(table, 'mine')] });
    settle(table);
    expect(table.eventsOf('TriggerQueued').map((event) => event.trigger.controller)).toEqual([1]);
    expect(table.eventsOf('CardDrawn').map((event) => event.seat)).toEqual([1]);
    expect(table.state.turnEffects).toEqual([{ kind: 'choseFriendlyUnitHere', seat: 1, bf: 0 }]);
    table.act(1, { type: 'play', card: table.id('c2'), targets: [ref(table, 'mine')] });
    settle(table);
    expect(table.eventsOf('CardDrawn')).toHaveLength(1);
  });
});

describe('excess combat damage (CR 1.4 465.2.c.3-4)', () => {
  it('is what the attacker assigns beyond lethal, counting damage already marked, and is kept only when a unit of theirs reads it', () => {
    const table = Table.load(
      duel([caster({ base: [{ card: 'OGN-034', label: 'trynd' }] }), sett()], [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', damage: 2 }] }), field('blank', 1)]),
    );
    table.act(0, { type: 'move', units: [table.id('trynd')], to: 0 });
    settle(table);
    // 8 damage to a 4-might unit with 2 marked: 2 make it lethal, 6 are beyond.
    expect(table.eventsOf('CombatDamageAssigned')[0]).toMatchObject({ seat: 0, excess: 6 });
    expect(table.points(0)).toBe(2);

    const plain = Table.load(duel([caster({ base: [{ card: 'OGN-142', label: 'drake' }] }), sett()], [field('blank', 0, { controller: 1, units: ['OGN-210'] }), field('blank', 1)]));
    plain.act(0, { type: 'move', units: [plain.id('drake')], to: 0 });
    settle(plain);
    expect(plain.eventsOf('CombatDamageAssigned')[0]).not.toHaveProperty('excess');
  });
});

describe('discard as an activation cost (CR 1.3 422)', () => {
  it('the discarded card is named by the action, paid before the ability goes on the chain, and counts as a discard this turn (CR 1.3 422.1.b)', () => {
    const table = Table.load(
      duel([caster({ hand: [{ card: 'OGN-210', label: 'a' }, { card: 'OGN-219', label: 'b' }], base: [{ card: 'OGN-023', label: 'armory' }, { card: 'OGN-019', label: 'soul' }] }), sett()]),
    );
    const options = legalActions(table.state, 0).filter((action) => action.type === 'activate' && action.source === table.id('armory'));
    expect(options.map((action) => action.type === 'activate' && action.discard)).toContainEqual([table.id('b')]);
    expect(table.reject(0, { type: 'activate', source: table.id('armory'), ability: 0, targets: [ref(table, 'soul')], discard: [table.id('soul')] }).code).toBe('cost/discard');
    table.act(0, { type: 'activate', source: table.id('armory'), ability: 0, targets: [ref(table, 'soul')], discard: [table.id('b')] });
    expect(table.object('b').zone).toBe('trash');
    expect(table.object('a').zone).toBe('hand');
    expect(table.state.chain).toHaveLength(1);
    expect(keywordsOf(table.state, table.id('soul'))).toMatchObject({ ganking: true });
  });
});

