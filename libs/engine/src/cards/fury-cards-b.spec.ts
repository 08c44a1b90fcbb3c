import { describe, expect, it } from 'vitest';
import { legalPlays } from '../engine/legal-plays.js';
import { keywordsOf, mightOf } from '../rules/might.js';
import { duel, field, FURY, ref, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

/** A Fury player: Viktor's seat with twelve ready Fury runes (the scenario does not check identity). */
const fury = (extra: Parameters<typeof viktor>[0] = {}) => viktor({ runes: runes(FURY, 12), ...extra });

describe('Origins Fury cards (b)', () => {
  it('OGN-004 gives a unit Assault 3 this turn, added to the Assault it has (CR 1.3 807.2)', () => {
    const table = Table.load(
      duel([fury({ hand: [{ card: 'OGN-004', label: 'cleave' }, { card: 'OGN-004', label: 'cleave2' }], base: [{ card: 'OGN-219', label: 'plain' }, { card: 'OGN-210', label: 'poro' }] }), sett()]),
    );
    table.act(0, { type: 'play', card: table.id('cleave'), targets: [ref(table, 'plain')] });
    table.passChain();
    expect(keywordsOf(table.state, table.id('plain')).assault).toBe(3);
    table.act(0, { type: 'play', card: table.id('cleave2'), targets: [ref(table, 'poro')] });
    table.passChain();
    expect(keywordsOf(table.state, table.id('poro')).assault).toBe(4);
  });

  it('OGN-004 grants expire at the end of the turn (CR 1.3 517.2.b)', () => {
    const table = Table.load(duel([fury({ hand: [{ card: 'OGN-004', label: 'cleave' }], base: [{ card: 'OGN-219', label: 'plain' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('cleave'), targets: [ref(table, 'plain')] });
    table.passChain();
    table.act(0, { type: 'endTurn' });
    expect(table.state.turn.seat).toBe(1);
    expect(keywordsOf(table.state, table.id('plain')).assault).toBeUndefined();
    expect(table.state.turnEffects).toBeUndefined();
  });

  it('OGN-008 discards a chosen card and deals its energy cost to a unit at a battlefield (CR 1.3 422.4, 417.1)', () => {
    const table = Table.load(
      duel(
        [fury({ hand: [{ card: 'OGN-008', label: 'excited' }, { card: 'OGN-219', label: 'four' }, { card: 'OGN-210', label: 'two' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('excited'), targets: [ref(table, 'drake')] });
    table.passChain();
    expect(table.decision()?.kind).toBe('chooseCards');
    table.act(0, { type: 'chooseCards', cards: [table.id('four')] });
    expect(table.object('four').zone).toBe('trash');
    expect(table.object('two').zone).toBe('hand');
    expect(table.object('drake').damage).toBe(4);
  });

  it('OGN-008 with one card left discards it at once, and with none deals no damage (CR 1.3 422.4, 417.1.e)', () => {
    const one = Table.load(
      duel(
        [fury({ hand: [{ card: 'OGN-008', label: 'excited' }, { card: 'OGN-210', label: 'two' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)],
      ),
    );
    one.act(0, { type: 'play', card: one.id('excited'), targets: [ref(one, 'drake')] });
    one.passChain();
    expect(one.object('drake').damage).toBe(2);

    const none = Table.load(
      duel([fury({ hand: [{ card: 'OGN-008', label: 'excited' }] }), sett()], [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)]),
    );
    none.act(0, { type: 'play', card: none.id('excited'), targets: [ref(none, 'drake')] });
    none.passChain();
    expect(none.eventsOf('DamageDealt')).toHaveLength(0);
  });

  it('OGN-008 discarding the last card of the hand without a choice still sets off discard triggers (CR 1.3 422.1.b)', () => {
    // Jinx, Rebel (OGN-202) readies and gets +1 might when its controller discards.
    const table = Table.load(
      duel(
        [fury({ hand: [{ card: 'OGN-008', label: 'excited' }, { card: 'OGN-210', label: 'two' }], base: [{ card: 'OGN-202', label: 'jinx', exhausted: true }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)],
      ),
    );
    const might = mightOf(table.state, table.id('jinx'));
    table.act(0, { type: 'play', card: table.id('excited'), targets: [ref(table, 'drake')] });
    table.passChain();
    expect(table.object('two').zone).toBe('trash');
    expect(table.object('drake').damage).toBe(2);
    expect(table.object('jinx').exhausted).toBe(false);
    expect(mightOf(table.state, table.id('jinx'))).toBe(might + 1);
  });

  it('OGN-011 makes the other units its controller plays enter ready, but not itself (CR 1.3 143.4.a)', () => {
    const table = Table.load(duel([fury({ hand: [{ card: 'OGN-011', label: 'wurm' }, { card: 'OGN-210', label: 'poro' }] }), sett({ hand: [] })]));
    table.act(0, { type: 'play', card: table.id('wurm') });
    expect(table.object('wurm').exhausted).toBe(true);
    table.act(0, { type: 'play', card: table.id('poro') });
    expect(table.object('poro').zone).toBe('base');
    expect(table.object('poro').exhausted).toBe(false);
  });

  it('OGN-011 does not ready the units an opponent plays (CR 1.3 143.4)', () => {
    const table = Table.load(duel([sett({ hand: [{ card: 'OGN-210', label: 'poro' }] }), fury({ base: [{ card: 'OGN-011', label: 'wurm' }] })]));
    table.act(0, { type: 'play', card: table.id('poro') });
    expect(table.object('poro').exhausted).toBe(true);
  });

  it('OGN-015 gives the other friendly units at its battlefield Assault, summed with their own (CR 1.3 807.2)', () => {
    const table = Table.load(
      duel(
        [fury(), sett()],
        [
          field('blank', 0, {
            controller: 0,
            units: [
              { card: 'OGN-015', label: 'farron' },
              { card: 'OGN-219', label: 'plain' },
              { card: 'OGN-210', label: 'poro' },
            ],
          }),
          field('blank', 1, { controller: 0, units: [{ card: 'OGN-219', label: 'away' }] }),
        ],
      ),
    );
    expect(keywordsOf(table.state, table.id('farron')).assault).toBe(1);
    expect(keywordsOf(table.state, table.id('plain')).assault).toBe(1);
    expect(keywordsOf(table.state, table.id('poro')).assault).toBe(2);
    expect(keywordsOf(table.state, table.id('away')).assault).toBeUndefined();
  });

  it('OGN-015 gives nothing to enemy units at its battlefield (CR 1.3 807.2)', () => {
    const table = Table.load(
      duel(
        [fury(), sett()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-015', label: 'farron' }, { card: 'OGN-219', label: 'enemy', controller: 1, owner: 1 }] }), field('blank', 1)],
      ),
    );
    expect(keywordsOf(table.state, table.id('enemy')).assault).toBeUndefined();
  });

  it('OGN-021 with Legion makes the next unit played this turn enter ready, only that one (CR 1.3 724, 143.4.a)', () => {
    const table = Table.load(
      duel([fury({ base: [{ card: 'OGN-021', label: 'disc' }], hand: [{ card: 'OGN-210', label: 'first' }, { card: 'OGN-210', label: 'second' }], cardsPlayed: 1 }), sett()]),
    );
    table.act(0, { type: 'activate', source: table.id('disc'), ability: 0 });
    table.passChain();
    table.act(0, { type: 'play', card: table.id('first') });
    table.act(0, { type: 'play', card: table.id('second') });
    expect(table.object('first').exhausted).toBe(false);
    expect(table.object('second').exhausted).toBe(true);
  });

  it('OGN-021 without Legion has no effect (CR 1.3 724)', () => {
    const table = Table.load(duel([fury({ base: [{ card: 'OGN-021', label: 'disc' }], hand: [{ card: 'OGN-210', label: 'first' }] }), sett()]));
    table.act(0, { type: 'activate', source: table.id('disc'), ability: 0 });
    table.passChain();
    expect(table.object('disc').exhausted).toBe(true);
    table.act(0, { type: 'play', card: table.id('first') });
    expect(table.object('first').exhausted).toBe(true);
  });

  it('OGN-026 stops its opponents from playing cards for the rest of the turn (CR 1.3 002)', () => {
    const table = Table.load(
      duel([fury({ hand: [{ card: 'OGN-026', label: 'brynhir' }, { card: 'OGN-004', label: 'cleave' }], base: [{ card: 'OGN-219', label: 'plain' }] }), sett({ hand: [{ card: 'OGN-219', label: 'theirs' }] })]),
    );
    table.act(0, { type: 'play', card: table.id('brynhir') });
    table.passChain();
    expect(legalPlays(table.state, 1)).toEqual([]);
    table.act(0, { type: 'play', card: table.id('cleave'), targets: [ref(table, 'plain')] });
    table.act(0, { type: 'pass' });
    expect(table.decision()?.seat).toBe(1);
    expect(table.reject(1, { type: 'play', card: table.id('theirs') }).code).toBe('play/forbidden_this_turn');
    table.passChain();
    table.act(0, { type: 'endTurn' });
    expect(table.state.turn.seat).toBe(1);
    expect(legalPlays(table.state, 1).length).toBeGreaterThan(0);
  });

  it('OGN-027 gets +2 might this turn and readies when its controller plays a second card in a turn (CR 1.3 595.4.a)', () => {
    const table = Table.load(
      duel([fury({ base: [{ card: 'OGN-027', label: 'darius', exhausted: true }], hand: [{ card: 'OGN-210', label: 'poro' }, { card: 'OGN-210', label: 'third' }], cardsPlayed: 1 }), sett()]),
    );
    table.act(0, { type: 'play', card: table.id('poro') });
    table.passChain();
    expect(mightOf(table.state, table.id('darius'))).toBe(7);
    expect(table.object('darius').exhausted).toBe(false);
    table.act(0, { type: 'play', card: table.id('third') });
    table.passChain();
    expect(mightOf(table.state, table.id('darius'))).toBe(7);
    expect(table.eventsOf('TriggerQueued')).toHaveLength(1);
  });

  it('OGN-027 triggers when it is itself the second card, and when a spell is (CR 1.3 595.4.a)', () => {
    const itself = Table.load(duel([fury({ hand: [{ card: 'OGN-027', label: 'darius' }], cardsPlayed: 1 }), sett()]));
    itself.act(0, { type: 'play', card: itself.id('darius') });
    itself.passChain();
    expect(itself.object('darius').exhausted).toBe(false);
    expect(mightOf(itself.state, itself.id('darius'))).toBe(7);

    const bySpell = Table.load(
      duel([fury({ base: [{ card: 'OGN-027', label: 'darius', exhausted: true }], hand: [{ card: 'OGN-004', label: 'cleave' }], cardsPlayed: 1 }), sett()]),
    );
    bySpell.act(0, { type: 'play', card: bySpell.id('cleave'), targets: [ref(bySpell, 'darius')] });
    bySpell.passChain();
    expect(bySpell.object('darius').exhausted).toBe(false);
  });

  it('OGN-031 makes the next spell played this turn cost 5 energy less, only that one (CR 1.3 560.4, 391)', () => {
    const table = Table.load(
      duel(
        [fury({ hand: [{ card: 'OGN-031', label: 'firebrand' }, { card: 'OGN-009', label: 'ray' }, { card: 'OGN-009', label: 'ray2' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('firebrand') });
    table.passChain();
    const paid = table.eventsOf('CostPaid').length;
    table.act(0, { type: 'play', card: table.id('ray'), targets: [ref(table, 'drake')] });
    table.passChain();
    table.act(0, { type: 'play', card: table.id('ray2'), targets: [ref(table, 'drake')] });
    table.passChain();
    expect(table.eventsOf('CostPaid').slice(paid).map((event) => event.spentEnergy)).toEqual([0, 1]);
  });

  it('OGN-032 makes the next spell played this turn deal 1 bonus damage, only that one (CR 1.3 714, 715.1)', () => {
    const table = Table.load(
      duel(
        [fury({ base: [{ card: 'OGN-032', label: 'tome' }], hand: [{ card: 'OGN-009', label: 'ray' }, { card: 'OGN-009', label: 'ray2' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'activate', source: table.id('tome'), ability: 0 });
    table.passChain();
    table.act(0, { type: 'play', card: table.id('ray'), targets: [ref(table, 'drake')] });
    table.passChain();
    table.act(0, { type: 'play', card: table.id('ray2'), targets: [ref(table, 'drake')] });
    table.passChain();
    expect(table.eventsOf('DamageDealt').map((event) => event.amount)).toEqual([4, 3]);
  });

  it('OGN-033 lets the enemy unit\'s controller choose: its controller draws 2 instead of 6 damage (CR 1.3 413, 417.1)', () => {
    const setup = () =>
      Table.load(duel([fury({ hand: [{ card: 'OGN-033', label: 'shakedown' }], mainDeck: ['OGN-210', 'OGN-210', 'OGN-210'] }), sett({ base: [{ card: 'OGN-142', label: 'drake' }] })]));
    const drawn = setup();
    drawn.act(0, { type: 'play', card: drawn.id('shakedown'), targets: [ref(drawn, 'drake')] });
    drawn.passChain();
    expect(drawn.decision()).toEqual(expect.objectContaining({ kind: 'confirm', seat: 1 }));
    drawn.act(1, { type: 'confirm', accept: true });
    expect(drawn.state.seats[0]?.hand).toHaveLength(2);
    expect(drawn.object('drake').damage).toBe(0);

    const dealt = setup();
    dealt.act(0, { type: 'play', card: dealt.id('shakedown'), targets: [ref(dealt, 'drake')] });
    dealt.passChain();
    dealt.act(1, { type: 'confirm', accept: false });
    expect(dealt.state.seats[0]?.hand).toHaveLength(0);
    expect(dealt.object('drake').damage).toBe(6);
  });

  it('OGN-035 enters ready only while an opponent controls a battlefield (CR 1.3 143.4.a)', () => {
    const held = Table.load(duel([fury({ hand: [{ card: 'OGN-035', label: 'vayne' }] }), sett()], [field('blank', 0), field('blank', 1, { controller: 1 })]));
    held.act(0, { type: 'play', card: held.id('vayne') });
    expect(held.object('vayne').exhausted).toBe(false);

    const open = Table.load(duel([fury({ hand: [{ card: 'OGN-035', label: 'vayne' }] }), sett()], [field('blank', 0, { controller: 0 }), field('blank', 1)]));
    open.act(0, { type: 'play', card: open.id('vayne') });
    expect(open.object('vayne').exhausted).toBe(true);
  });

  it('OGN-035 may pay 1 energy when it conquers to return to its owner\'s hand (CR 1.3 383.4.c.2.a, 357)', () => {
    const table = Table.load(duel([fury({ base: [{ card: 'OGN-035', label: 'vayne' }] }), sett()]));
    table.act(0, { type: 'move', units: [table.id('vayne')], to: 0 });
    table.passShowdown();
    table.passChain();
    expect(table.eventsOf('BattlefieldConquered')).toHaveLength(1);
    expect(table.decision()?.kind).toBe('confirm');
    table.act(0, { type: 'confirm', accept: true });
    table.passChain();
    expect(table.object('vayne').zone).toBe('hand');
    expect(table.eventsOf('CostPaid').map((event) => event.spentEnergy)).toEqual([1]);
  });

  it('OGN-035 stays when its controller declines to pay (CR 1.3 383.4.c.2.a)', () => {
    const table = Table.load(duel([fury({ base: [{ card: 'OGN-035', label: 'vayne' }] }), sett()]));
    table.act(0, { type: 'move', units: [table.id('vayne')], to: 0 });
    table.passShowdown();
    table.passChain();
    table.act(0, { type: 'confirm', accept: false });
    table.passChain();
    expect(table.object('vayne').zone).toBe('battlefield');
    expect(table.eventsOf('CostPaid')).toHaveLength(0);
  });

  it('OGS-001 adds 1 bonus damage to each instance of damage of its controller\'s spells (CR 1.3 714, 715.2)', () => {
    const table = Table.load(
      duel([fury({ base: [{ card: 'OGS-001', label: 'annie' }], hand: [{ card: 'OGN-029', label: 'star' }] }), sett({ base: [{ card: 'OGN-142', label: 'drake' }] })]),
    );
    table.act(0, { type: 'play', card: table.id('star'), targets: [ref(table, 'drake'), ref(table, 'annie')] });
    table.passChain();
    expect(table.eventsOf('DamageDealt').map((event) => event.amount)).toEqual([4, 4]);
  });

  it('OGS-001 adds nothing to an opponent\'s spells (CR 1.3 714)', () => {
    const table = Table.load(
      duel([fury({ hand: [{ card: 'OGN-029', label: 'star' }] }), sett({ base: [{ card: 'OGS-001', label: 'annie' }, { card: 'OGN-142', label: 'drake' }] })]),
    );
    table.act(0, { type: 'play', card: table.id('star'), targets: [ref(table, 'drake'), ref(table, 'drake')] });
    table.passChain();
    expect(table.eventsOf('DamageDealt').map((event) => event.amount)).toEqual([3, 3]);
  });
});
