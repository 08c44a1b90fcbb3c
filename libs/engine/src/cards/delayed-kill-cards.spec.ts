import { describe, expect, it } from 'vitest';
import { keywordsOf } from '../rules/might.js';
import { legalActions } from '../engine/legal-actions.js';
import { CALM, duel, field, FURY, ORDER, ref, runes, sett, settle, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

/** Plenty of Fury and Order runes (the scenario does not check domain identity). */
const caster = (extra: Parameters<typeof viktor>[0] = {}) => viktor({ runes: [...runes(FURY, 8), ...runes(ORDER, 8), ...runes(CALM, 6)], ...extra });
const handSize = (table: Table, seat: number) => table.state.seats[seat]?.hand.length ?? 0;

describe('Origins delayed triggers, kills on damage and battlefield effects', () => {
  it('OGN-296 adds 1 to the damage a spell deals to a unit there, not to a unit elsewhere (CR 1.3 715; FAQ Origins, Void Gate)', () => {
    const table = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-029', label: 'star' }] }), sett()],
        [field('OGN-296', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'there' }] }), field('blank', 1, { controller: 1, units: [{ card: 'OGN-142', label: 'elsewhere' }] })],
      ),
    );
    table.act(0, { type: 'play', card: table.id('star'), targets: [ref(table, 'there'), ref(table, 'elsewhere')] });
    table.passChain();
    expect(table.object('there').damage).toBe(4);
    expect(table.object('elsewhere').damage).toBe(3);
  });

  it('OGN-296 does not add to combat damage (CR 1.3 714: spells and abilities only)', () => {
    const table = Table.load(
      duel([caster({ base: [{ card: 'OGN-219', label: 'attacker' }] }), sett()], [field('OGN-296', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake', stunned: true }] }), field('blank', 1)]),
    );
    table.act(0, { type: 'move', units: [table.id('attacker')], to: 0 });
    settle(table);
    expect(table.eventsOf('DamageDealt').map((event) => event.amount)).toEqual([4]);
  });

  it('OGN-158 draws one when enemy units move to another battlefield, not to its own (RQ Las Vegas 2026 ruling; CR 1.3 441.1)', () => {
    const table = Table.load(
      duel(
        [sett({ base: [{ card: 'OGN-219', label: 'a' }, { card: 'OGN-219', label: 'b' }, { card: 'OGN-219', label: 'c' }] }), caster()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-158', label: 'voli' }] }), field('blank', 1)],
      ),
    );
    const before = handSize(table, 1);
    // Two units moving together to the other battlefield: one draw.
    table.act(0, { type: 'move', units: [table.id('a'), table.id('b')], to: 1 });
    expect(table.eventsOf('TriggerQueued')).toHaveLength(1);
    settle(table);
    expect(handSize(table, 1)).toBe(before + 1);
  });

  it('OGN-158 does not draw for a move to its own battlefield or for its controller\'s own units (CR 1.3 441.1)', () => {
    const table = Table.load(
      duel([sett({ base: [{ card: 'OGN-219', label: 'a' }] }), caster()], [field('blank', 0, { controller: 1, units: [{ card: 'OGN-158', label: 'voli' }] }), field('blank', 1)]),
    );
    table.act(0, { type: 'move', units: [table.id('a')], to: 0 });
    expect(table.eventsOf('TriggerQueued')).toHaveLength(0);

    const own = Table.load(duel([caster({ base: [{ card: 'OGN-219', label: 'mine' }] }), sett()], [field('blank', 0, { controller: 0, units: [{ card: 'OGN-158' }] }), field('blank', 1)]));
    own.act(0, { type: 'move', units: [own.id('mine')], to: 1 });
    expect(own.eventsOf('TriggerQueued')).toHaveLength(0);
  });

  it('OGN-019 has Assault and Ganking only once its controller discarded a card this turn (CR 1.3 364.3.a, 422)', () => {
    const table = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-008', label: 'excited' }, { card: 'OGN-210', label: 'fodder' }], base: [{ card: 'OGN-019', label: 'soul' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)],
      ),
    );
    expect(keywordsOf(table.state, table.id('soul'))).toEqual({});
    table.act(0, { type: 'play', card: table.id('excited'), targets: [ref(table, 'drake')] });
    table.passChain();
    expect(table.object('fodder').zone).toBe('trash');
    expect(keywordsOf(table.state, table.id('soul'))).toMatchObject({ assault: 1, ganking: true });
    table.act(0, { type: 'endTurn' });
    expect(keywordsOf(table.state, table.id('soul'))).toEqual({});
  });

  it('OGN-221 kills each unit that takes damage for the rest of the turn, through a trigger (CR 1.3 390.2, 391)', () => {
    const table = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-221', label: 'decree' }, { card: 'OGN-029', label: 'star' }], base: [{ card: 'OGN-142', label: 'untouched' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'a' }, { card: 'OGN-142', label: 'b' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('decree') });
    table.passChain();
    expect(table.object('decree').zone).toBe('trash');
    table.act(0, { type: 'play', card: table.id('star'), targets: [ref(table, 'a'), ref(table, 'b')] });
    table.passChain();
    // Two triggers wait for their controller's order, then both resolve.
    for (let i = 0; i < 10 && table.decision()?.kind === 'orderTriggers'; i++) {
      const decision = table.decision();
      if (decision?.kind === 'orderTriggers') table.act(decision.seat, { type: 'orderTriggers', order: decision.triggers });
    }
    settle(table);
    expect(table.object('a').zone).toBe('trash');
    expect(table.object('b').zone).toBe('trash');
    expect(table.object('untouched').zone).toBe('base');
  });

  it('OGN-221 ends with the turn (CR 1.3 517.2.b)', () => {
    const table = Table.load(duel([caster({ hand: [{ card: 'OGN-221', label: 'decree' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('decree') });
    table.passChain();
    expect(table.state.turnEffects).toHaveLength(1);
    table.act(0, { type: 'endTurn' });
    expect(table.state.turnEffects).toBeUndefined();
  });

  it('OGN-254 kills the chosen unit the next time it takes damage this turn, once (CR 1.3 391 example)', () => {
    const table = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-254', label: 'guillotine' }, { card: 'OGN-029', label: 'star' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'doomed' }, { card: 'OGN-142', label: 'other' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('guillotine'), targets: [ref(table, 'doomed')] });
    table.passChain();
    expect(table.object('doomed').zone).toBe('battlefield');
    table.act(0, { type: 'play', card: table.id('star'), targets: [ref(table, 'doomed'), ref(table, 'other')] });
    table.passChain();
    settle(table);
    expect(table.object('doomed').zone).toBe('trash');
    expect(table.object('other')).toMatchObject({ zone: 'battlefield', damage: 3 });
    expect(table.state.turnEffects).toBeUndefined();
  });

  it('OGN-254 with Legion kills the unit at once (CR 1.3 724)', () => {
    const table = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-254', label: 'guillotine' }], cardsPlayed: 1 }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'doomed' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('guillotine'), targets: [ref(table, 'doomed')] });
    table.passChain();
    expect(table.object('doomed').zone).toBe('trash');
    expect(table.state.turnEffects).toBeUndefined();
  });

  it('OGN-227 recalls every unit of a tied combat its controller attacked in, leaving the battlefield uncontrolled (CR 1.4 466.1.a.2; FAQ Origins)', () => {
    const tie = (withSymbol: boolean) => {
      const table = Table.load(
        duel(
          [caster({ base: [{ card: 'OGN-219', label: 'attacker' }, ...(withSymbol ? [{ card: 'OGN-227', label: 'symbol' }] : [])] }), sett()],
          [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'defender', stunned: true }] }), field('blank', 1)],
        ),
      );
      table.act(0, { type: 'move', units: [table.id('attacker')], to: 0 });
      settle(table);
      return table;
    };
    const plain = tie(false);
    expect(plain.object('attacker').zone).toBe('base');
    expect(plain.object('defender').zone).toBe('battlefield');
    expect(plain.state.battlefields[0]?.controller).toBe(1);
    const symbol = tie(true);
    expect(symbol.object('attacker').zone).toBe('base');
    expect(symbol.object('defender').zone).toBe('base');
    expect(symbol.state.battlefields[0]?.controller).toBeNull();
  });

  it('OGN-227 does nothing when its controller defends (FAQ Origins)', () => {
    const table = Table.load(
      duel(
        [caster({ base: [{ card: 'OGN-219', label: 'attacker' }] }), sett({ base: ['OGN-227'] })],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'defender', stunned: true }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('attacker')], to: 0 });
    settle(table);
    expect(table.object('attacker').zone).toBe('base');
    expect(table.object('defender').zone).toBe('battlefield');
  });

  it('OGN-286 makes the "when I conquer" abilities of the holder\'s units there trigger, without a conquer (FAQ Unleashed rules clarifications)', () => {
    const table = Table.load(
      duel(
        [viktor(), sett()],
        [field('OGN-286', 0, { controller: 0, units: [{ card: 'OGN-164', label: 'sett' }, { card: 'OGN-219' }] }), field('blank', 1)],
        { turn: { seat: 0, start: 'start' } },
      ),
    );
    settle(table);
    expect(table.object('sett').buffs).toBe(1);
    expect(table.eventsOf('BattlefieldConquered')).toHaveLength(0);
    expect(table.points(0)).toBe(1);
  });

  it('OGN-005 draws one once the 3 damage kills the unit in the cleanup after it resolves (CR 1.3 387, 428.5.c; FAQ Origins)', () => {
    const table = Table.load(
      duel([caster({ hand: [{ card: 'OGN-005', label: 'dis' }] }), sett()], [field('blank', 0, { controller: 1, units: [{ card: 'OGN-210', label: 'poro' }] }), field('blank', 1)]),
    );
    const before = handSize(table, 0);
    table.act(0, { type: 'play', card: table.id('dis'), targets: [ref(table, 'poro')] });
    table.passChain();
    settle(table);
    expect(table.object('poro').zone).toBe('trash');
    expect(table.eventsOf('CardDrawn').filter((event) => event.seat === 0)).toHaveLength(1);
    expect(handSize(table, 0)).toBe(before);
    expect(table.state.turnEffects).toBeUndefined();
  });

  it('OGN-005 draws nothing when the unit survives, nor when it dies later that turn (CR 1.3 428.5.c)', () => {
    const table = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-005', label: 'dis' }, { card: 'OGN-029', label: 'star' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'sergeant' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('dis'), targets: [ref(table, 'sergeant')] });
    table.passChain();
    settle(table);
    expect(table.object('sergeant')).toMatchObject({ zone: 'battlefield', damage: 3 });
    expect(table.state.turnEffects).toBeUndefined();
    table.act(0, { type: 'play', card: table.id('star'), targets: [ref(table, 'sergeant'), ref(table, 'sergeant')] });
    table.passChain();
    settle(table);
    expect(table.object('sergeant').zone).toBe('trash');
    expect(table.eventsOf('CardDrawn')).toHaveLength(0);
  });

  it('OGN-258 moves an enemy unit, then a reflexive trigger has it fight another enemy unit at its destination (CR 1.3 387, 417.6.b.3; FAQ Origins)', () => {
    const table = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-258', label: 'rage' }] }), sett({ base: [{ card: 'OGN-210', label: 'poro' }] })],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('rage'), targets: [ref(table, 'poro'), { bf: 0 }] });
    table.passChain();
    settle(table);
    expect(table.eventsOf('TriggerAdded')).toHaveLength(1);
    expect(table.object('drake')).toMatchObject({ zone: 'battlefield', damage: 2 });
    expect(table.object('poro').zone).toBe('trash');
  });

  it('OGN-258 offers no destination where the unit already is, and places no trigger without another enemy there (CR 1.4 447; FAQ Origins)', () => {
    const table = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-258', label: 'rage' }] }), sett({ base: [{ card: 'OGN-210', label: 'poro' }] })],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)],
      ),
    );
    const plays = legalActions(table.state, 0).filter((action) => action.type === 'play' && action.card === table.id('rage'));
    const isDrake = (chosen: unknown) => typeof chosen === 'object' && chosen !== null && 'id' in chosen && chosen.id === table.id('drake');
    const drakeTo = plays.flatMap((action) => (action.type === 'play' && isDrake(action.targets?.[0]) ? [action.targets?.[1]] : []));
    expect(drakeTo).toEqual([{ bf: 1 }]);
    expect(table.reject(0, { type: 'play', card: table.id('rage'), targets: [ref(table, 'drake'), { bf: 0 }] }).code).toMatch(/target/);
    table.act(0, { type: 'play', card: table.id('rage'), targets: [ref(table, 'drake'), { bf: 1 }] });
    table.passChain();
    settle(table);
    expect(table.object('drake')).toMatchObject({ zone: 'battlefield', bf: 1, damage: 0 });
    expect(table.eventsOf('TriggerAdded')).toHaveLength(0);
  });

  it('OGN-070 at a battlefield lets opponents play units only to their base (CR 1.3 355.2.a; rulings, Mageseeker Warden)', () => {
    const load = (wardenAt: 'bf' | 'base') =>
      Table.load(
        duel(
          [sett({ hand: [{ card: 'OGN-210', label: 'poro' }] }), caster(wardenAt === 'base' ? { base: ['OGN-070'] } : {})],
          [field('blank', 0, { controller: 1, units: wardenAt === 'bf' ? ['OGN-070'] : [] }), field('blank', 1, { controller: 0, units: ['OGN-219'] })],
        ),
      );
    const places = (table: Table) => legalActions(table.state, 0).flatMap((action) => (action.type === 'play' && action.card === table.id('poro') ? [action.to ?? 'base'] : []));
    const locked = load('bf');
    expect(places(locked)).toEqual(['base']);
    expect(locked.reject(0, { type: 'play', card: locked.id('poro'), to: 1 }).code).toBe('play/illegal_location');
    expect(places(load('base'))).toEqual(['base', 1]);
  });

  it('OGN-070 at a battlefield keeps spells and abilities from readying enemy units, not friendly ones (CR 1.3 415)', () => {
    const table = Table.load(
      duel(
        [sett({ hand: [{ card: 'OGN-146', label: 'wallop' }], base: [{ card: 'OGN-219', label: 'tired', exhausted: true }] }), caster()],
        [field('blank', 0, { controller: 1, units: ['OGN-070'] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('wallop'), targets: [ref(table, 'tired')] });
    table.passChain();
    expect(table.object('wallop').zone).toBe('trash');
    expect(table.object('tired').exhausted).toBe(true);

    const own = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-146', label: 'wallop' }], base: [{ card: 'OGN-219', label: 'tired', exhausted: true }] }), sett()],
        [field('blank', 0, { controller: 0, units: ['OGN-070'] }), field('blank', 1)],
      ),
    );
    own.act(0, { type: 'play', card: own.id('wallop'), targets: [ref(own, 'tired')] });
    own.passChain();
    expect(own.object('tired').exhausted).toBe(false);
  });

  it('OGN-292 draws one for a player the first time each turn they choose a friendly unit there with a spell (CR 1.3 355.3; errata, The Dreaming Tree)', () => {
    const table = Table.load(
      duel(
        [caster({ hand: [{ card: 'OGN-004', label: 'c1' }, { card: 'OGN-004', label: 'c2' }, { card: 'OGN-004', label: 'c3' }] }), sett()],
        [field('OGN-292', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'mine' }] }), field('blank', 1, { controller: 1, units: [{ card: 'OGN-219', label: 'theirs' }] })],
      ),
    );
    const drawn = () => table.eventsOf('CardDrawn').filter((event) => event.seat === 0).length;
    table.act(0, { type: 'play', card: table.id('c1'), targets: [ref(table, 'theirs')] });
    table.passChain();
    expect(drawn()).toBe(0);
    table.act(0, { type: 'play', card: table.id('c2'), targets: [ref(table, 'mine')] });
    settle(table);
    expect(drawn()).toBe(1);
    table.act(0, { type: 'play', card: table.id('c3'), targets: [ref(table, 'mine')] });
    settle(table);
    expect(drawn()).toBe(1);
  });

  it('OGN-018 at a battlefield keeps its opponents from playing their facedown cards there (CR 1.3 811.1)', () => {
    const reveal = (mover: string) => {
      const table = Table.load(
        duel(
          [caster({ base: [{ card: mover, label: 'mover' }] }), sett()],
          [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'guard' }], facedown: { card: 'OGN-213', label: 'blade', hiddenTurn: 0 } }), field('blank', 1)],
          { turn: { seat: 0, number: 3 } },
        ),
      );
      table.act(0, { type: 'move', units: [table.id('mover')], to: 0 });
      for (let i = 0; i < 10 && table.decision()?.seat !== 1; i++) {
        const decision = table.decision();
        if (decision?.kind !== 'priority') break;
        table.act(decision.seat, { type: 'pass' });
      }
      expect(table.decision()).toMatchObject({ kind: 'priority', seat: 1 });
      const plays = legalActions(table.state, 1).filter((action) => action.type === 'play' && action.card === table.id('blade'));
      return { table, plays };
    };
    const blocked = reveal('OGN-018');
    expect(blocked.plays).toHaveLength(0);
    expect(blocked.table.reject(1, { type: 'play', card: blocked.table.id('blade'), targets: [ref(blocked.table, 'mover')] }).code).toBe('hidden/not_revealed_here');
    expect(reveal('OGN-219').plays.length).toBeGreaterThan(0);
  });

  it('OGN-034 scores 1 more point when it conquers after an attack in which its side assigned 5 or more excess damage (CR 1.4 465.2.c.4, 466.5.d)', () => {
    const attack = (defender: string) => {
      const table = Table.load(
        duel([caster({ base: [{ card: 'OGN-034', label: 'trynd' }] }), sett()], [field('blank', 0, { controller: 1, units: [defender] }), field('blank', 1)]),
      );
      table.act(0, { type: 'move', units: [table.id('trynd')], to: 0 });
      settle(table);
      return table;
    };
    // 8 damage to a 2-might unit: 6 beyond lethal.
    const big = attack('OGN-210');
    expect(big.eventsOf('CombatDamageAssigned')[0]?.excess).toBe(6);
    expect(big.state.battlefields[0]?.controller).toBe(0);
    expect(big.points(0)).toBe(2);
    // 8 damage to a 4-might unit: 4 beyond lethal, not enough.
    const small = attack('OGN-219');
    expect(small.state.battlefields[0]?.controller).toBe(0);
    expect(small.points(0)).toBe(1);
  });

  it('OGN-034 does not score more for a conquer without an attack (CR 1.4 466.5.d)', () => {
    const table = Table.load(duel([caster({ base: [{ card: 'OGN-034', label: 'trynd' }] }), sett()]));
    table.act(0, { type: 'move', units: [table.id('trynd')], to: 0 });
    settle(table);
    expect(table.state.battlefields[0]?.controller).toBe(0);
    expect(table.points(0)).toBe(1);
  });

  it('OGN-023 discards a card and exhausts to let its controller pay Fury power to save a friendly unit the next time it would die (CR 1.3 370, 422; FAQ Origins)', () => {
    const armory = (answer: 'pay' | 'decline' | 'noFury') => {
      const table = Table.load(
        duel(
          [
            caster({
              hand: [{ card: 'OGN-210', label: 'fodder' }, { card: 'OGN-213', label: 'blade' }],
              base: [{ card: 'OGN-023', label: 'armory' }],
              ...(answer === 'noFury' ? { runes: [...runes(ORDER, 8), ...runes(CALM, 6)] } : {}),
            }),
            sett(),
          ],
          [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'saved' }] }), field('blank', 1)],
        ),
      );
      const options = legalActions(table.state, 0).filter((action) => action.type === 'activate' && action.source === table.id('armory'));
      expect(options.length).toBeGreaterThan(0);
      table.act(0, { type: 'activate', source: table.id('armory'), ability: 0, targets: [ref(table, 'saved')], discard: [table.id('fodder')] });
      expect(table.object('fodder').zone).toBe('trash');
      expect(table.object('armory').exhausted).toBe(true);
      table.passChain();
      table.act(0, { type: 'play', card: table.id('blade'), targets: [ref(table, 'saved')] });
      table.passChain();
      if (answer !== 'noFury') {
        expect(table.decision()).toMatchObject({ kind: 'replacement', seat: 0, options: [{ effect: 'recallInsteadOfNextDeath', optional: true }] });
        table.act(0, { type: 'chooseReplacement', option: answer === 'pay' ? 0 : null });
      }
      settle(table);
      return table;
    };
    const furyRunes = (table: Table) => (table.state.seats[0]?.runes ?? []).filter((id) => table.object(id).card === FURY).length;
    const paid = armory('pay');
    expect(paid.object('saved')).toMatchObject({ zone: 'base', exhausted: true, damage: 0 });
    expect(paid.state.turnEffects).toBeUndefined();
    const declined = armory('decline');
    expect(declined.object('saved').zone).toBe('trash');
    // The Fury power was paid by recycling a Fury rune (CR 1.3 357).
    expect(furyRunes(paid)).toBe(furyRunes(declined) - 1);
    expect(armory('noFury').object('saved').zone).toBe('trash');
  });

  it('OGN-023 cannot be activated with an empty hand (CR 1.3 422)', () => {
    const table = Table.load(duel([caster({ base: [{ card: 'OGN-023', label: 'armory' }, { card: 'OGN-219', label: 'unit' }] }), sett()]));
    expect(legalActions(table.state, 0).filter((action) => action.type === 'activate' && action.source === table.id('armory'))).toHaveLength(0);
    expect(table.reject(0, { type: 'activate', source: table.id('armory'), ability: 0, targets: [ref(table, 'unit')] }).code).toBe('cost/discard');
  });
});

