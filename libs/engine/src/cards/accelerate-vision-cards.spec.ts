import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { keywordsOf, mightOf } from '../rules/might.js';
import { BODY, CALM, duel, field, FURY, MIND, ORDER, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

const ACCELERATED = { pay: false, accelerate: true } as const;

describe('Origins cards with Accelerate or Vision', () => {
  it('OGN-030 accelerated enters ready, has Assault 2, and makes its controller discard two (CR 1.4 805.6, 807, 422)', () => {
    const table = Table.load(
      duel([
        viktor({ hand: [{ card: 'OGN-030', label: 'jinx' }, { card: 'OGN-219', label: 'a' }, { card: 'OGN-219', label: 'b' }, { card: 'OGN-219', label: 'c' }], runes: runes(FURY, 6) }),
        sett(),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('jinx'), to: 'base', additionalCost: ACCELERATED });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, count: 2 });
    table.act(0, { type: 'chooseCards', cards: [table.id('a'), table.id('b')] });
    expect([table.object('a').zone, table.object('b').zone, table.object('c').zone]).toEqual(['trash', 'trash', 'hand']);
    expect(table.object('jinx')).toMatchObject({ zone: 'base', exhausted: false });
    expect(keywordsOf(table.state, table.id('jinx')).assault).toBe(2);
  });

  it('OGN-039 draws one when it conquers, and may be accelerated (CR 1.3 383.4.c.2.a, CR 1.4 805)', () => {
    const table = Table.load(duel([viktor({ base: [{ card: 'OGN-039', label: 'kaisa' }], mainDeck: ['OGN-210', 'OGN-210'] }), sett()]));
    expect(keywordsOf(table.state, table.id('kaisa')).accelerate).toBe(true);
    table.act(0, { type: 'move', units: [table.id('kaisa')], to: 0 });
    table.passShowdown();
    table.passChain();
    expect(table.eventsOf('BattlefieldConquered')).toHaveLength(1);
    expect(table.eventsOf('CardDrawn')).toHaveLength(1);
  });

  it('OGN-075 dying channels two runes exhausted and draws one (Deathknell; CR 1.4 805 Accelerate in Calm)', () => {
    const table = Table.load(
      duel([viktor({ hand: [{ card: 'OGN-229', label: 'vengeance' }] }), sett({ base: [{ card: 'OGN-075', label: 'fae' }], runes: [], mainDeck: ['OGN-210'] })]),
    );
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('fae'), stamp: 0 }] });
    table.passChain();
    table.passChain();
    const channeled = table.state.seats[1]?.runes.map((id) => table.object(id).exhausted);
    expect(channeled).toEqual([true, true]);
    expect(table.state.seats[1]?.hand).toHaveLength(1);

    const accelerated = Table.load(duel([viktor({ hand: [{ card: 'OGN-075', label: 'fae' }], runes: runes(CALM, 8) }), sett()]));
    accelerated.act(0, { type: 'play', card: accelerated.id('fae'), to: 'base', additionalCost: ACCELERATED });
    expect(accelerated.eventsOf('CostPaid').at(-1)).toMatchObject({ spentEnergy: 8, spentPower: { Calm: 1 } });
    expect(accelerated.object('fae').exhausted).toBe(false);
  });

  it('OGN-100 predicts when played and gives other friendly units Vision (CR 1.4 817, CR 1.3 472.2.b)', () => {
    const table = Table.load(
      duel([
        viktor({ hand: [{ card: 'OGN-100', label: 'seer' }, { card: 'OGN-219', label: 'later' }], base: [{ card: 'OGN-219', label: 'ally' }], runes: runes(MIND, 8), mainDeck: ['OGN-210'] }),
        sett({ base: [{ card: 'OGN-219', label: 'enemy' }] }),
      ]),
    );
    expect(keywordsOf(table.state, table.id('ally')).vision).toBeUndefined();
    table.act(0, { type: 'play', card: table.id('seer'), to: 'base' });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'predict', seat: 0 });
    table.act(0, { type: 'chooseCards', cards: [] });
    expect(keywordsOf(table.state, table.id('ally')).vision).toBe(true);
    expect(keywordsOf(table.state, table.id('enemy')).vision).toBeUndefined();
    // A unit without printed Vision played beside the Seer predicts through the granted one.
    table.act(0, { type: 'play', card: table.id('later'), to: 'base' });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'predict', seat: 0 });
  });

  it('OGN-116 gives enemy units -3 might this turn, to a minimum of 1 (CR 1.3 468; Accelerate CR 1.4 805)', () => {
    const table = Table.load(
      duel([
        viktor({ hand: [{ card: 'OGN-116', label: 'watcher' }], base: [{ card: 'OGN-219', label: 'ally' }], runes: runes(MIND, 9) }),
        sett({ base: [{ card: 'OGN-142', label: 'big' }, { card: 'OGN-219', label: 'small' }] }),
      ]),
    );
    const before = mightOf(table.state, table.id('big'));
    table.act(0, { type: 'play', card: table.id('watcher'), to: 'base', additionalCost: ACCELERATED });
    table.passChain();
    expect(mightOf(table.state, table.id('big'))).toBe(before - 3);
    expect(mightOf(table.state, table.id('small'))).toBe(1);
    expect(mightOf(table.state, table.id('ally'))).toBe(4);
    expect(table.object('watcher').exhausted).toBe(false);
  });

  it('OGN-151 gives other buffed friendly units at its battlefield +2 might (CR 1.3 468, 701)', () => {
    const table = Table.load(
      duel(
        [
          viktor({ base: [{ card: 'OGN-219', label: 'home', buffs: 1 }] }),
          sett({ base: [{ card: 'OGN-219', label: 'enemy', buffs: 1 }] }),
        ],
        [
          field('blank', 0, {
            controller: 0,
            units: [{ card: 'OGN-151', label: 'lee' }, { card: 'OGN-219', label: 'buffed', buffs: 1 }, { card: 'OGN-219', label: 'plain' }],
          }),
          field('blank', 1),
        ],
      ),
    );
    expect(mightOf(table.state, table.id('buffed'))).toBe(4 + 1 + 2);
    expect(mightOf(table.state, table.id('plain'))).toBe(4);
    expect(mightOf(table.state, table.id('home'))).toBe(5);
    expect(mightOf(table.state, table.id('lee'))).toBe(6);
    const body = Table.load(duel([sett({ hand: [{ card: 'OGN-151', label: 'lee' }], runes: runes(BODY, 8) }), viktor()]));
    body.act(0, { type: 'play', card: body.id('lee'), to: 'base', additionalCost: ACCELERATED });
    expect(body.object('lee').exhausted).toBe(false);
  });

  it('OGN-235 buffs a friendly unit when its controller recycles cards, its own Vision included (errata; CR 1.4 416.1, 817)', () => {
    const table = Table.load(
      duel([
        viktor({ hand: [{ card: 'OGN-235', label: 'karma' }], base: [{ card: 'OGN-219', label: 'ally' }], runes: runes(ORDER, 8), mainDeck: ['OGN-210', 'OGN-219'] }),
        sett(),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('karma'), to: 'base' });
    table.passChain();
    const top = table.state.seats[0]?.mainDeck.at(-1) as number;
    table.act(0, { type: 'chooseCards', cards: [top] });
    // Two friendly units: the trigger asks which one to buff.
    expect(table.decision()).toMatchObject({ kind: 'chooseTargets', seat: 0 });
    table.act(0, { type: 'chooseTargets', targets: [{ id: table.id('ally'), stamp: 0 }] });
    table.passChain();
    expect(table.object('ally').buffs).toBe(1);
  });

  it('OGN-235 does not trigger when its Vision recycles nothing (CR 1.4 416.1)', () => {
    const table = Table.load(
      duel([
        viktor({ hand: [{ card: 'OGN-235', label: 'karma' }], runes: runes(ORDER, 8), mainDeck: ['OGN-210'] }),
        sett(),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('karma'), to: 'base' });
    table.passChain();
    table.act(0, { type: 'chooseCards', cards: [] });
    expect(table.state.triggers).toHaveLength(0);
    expect(table.object('karma').buffs).toBe(0);
  });

  it('OGN-069 doubles a friendly unit might this turn and gives it Temporary, so it dies at its controller next Beginning Phase (CR 1.4 432.1.a, 816.1.b)', () => {
    const table = Table.load(
      duel([viktor({ hand: [{ card: 'OGN-069', label: 'stand' }], base: [{ card: 'OGN-219', label: 'ally' }], runes: runes(CALM, 6) }), sett({ base: [{ card: 'OGN-219', label: 'enemy' }] })]),
    );
    const before = mightOf(table.state, table.id('ally'));
    expect(table.reject(0, { type: 'play', card: table.id('stand'), targets: [{ id: table.id('enemy'), stamp: 0 }] }).code).toBe('target/illegal');
    table.act(0, { type: 'play', card: table.id('stand'), targets: [{ id: table.id('ally'), stamp: 0 }] });
    table.passChain();
    expect(mightOf(table.state, table.id('ally'))).toBe(before * 2);
    expect(keywordsOf(table.state, table.id('ally')).temporary).toBe(true);
    table.act(0, { type: 'endTurn' });
    // The might lasted this turn only; Temporary stays.
    expect(mightOf(table.state, table.id('ally'))).toBe(before);
    expect(table.object('ally').zone).toBe('base');
    table.act(1, { type: 'endTurn' });
    table.passChain();
    expect(table.object('ally').zone).toBe('trash');
  });

  it('OGN-180 gives a unit at a battlefield or a gear Temporary, never a unit in base (CR 1.4 816.1.b)', () => {
    const table = Table.load(
      duel(
        [viktor({ hand: [{ card: 'OGN-180', label: 'fading' }], runes: runes('OGN-166', 6) }), sett({ base: [{ card: 'OGN-219', label: 'home' }] })],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'away' }] }), field('blank', 1)],
      ),
    );
    expect(table.reject(0, { type: 'play', card: table.id('fading'), targets: [{ id: table.id('home'), stamp: 0 }] }).code).toBe('target/illegal');
    table.act(0, { type: 'play', card: table.id('fading'), targets: [{ id: table.id('away'), stamp: 0 }] });
    table.passChain();
    expect(keywordsOf(table.state, table.id('away')).temporary).toBe(true);
    table.act(0, { type: 'endTurn' });
    table.passChain();
    // Killed at the start of its controller's (seat 1) Beginning Phase.
    expect(table.object('away').zone).toBe('trash');
  });

  it('OGN-174 may be played to an open battlefield, not to an occupied or controlled one, and predicts (CR 1.3 169.10.c, CR 1.4 817)', () => {
    const chaos = runes('OGN-166', 8);
    const table = Table.load(
      duel(
        [viktor({ hand: [{ card: 'OGN-174', label: 'scout' }, { card: 'OGN-219', label: 'plain' }], runes: chaos, mainDeck: ['OGN-210'] }), sett()],
        [field('blank', 0), field('blank', 1, { controller: 1, units: ['OGN-219'] })],
      ),
    );
    expect(table.reject(0, { type: 'play', card: table.id('plain'), to: 0 }).code).toBe('play/illegal_location');
    expect(table.reject(0, { type: 'play', card: table.id('scout'), to: 1 }).code).toBe('play/illegal_location');
    expect(legalActions(table.state, 0).filter((action) => action.type === 'play' && action.card === table.id('scout')).map((action) => action.type === 'play' && action.to)).toEqual(['base', 0]);
    table.act(0, { type: 'play', card: table.id('scout'), to: 0 });
    expect(table.object('scout')).toMatchObject({ zone: 'battlefield', bf: 0 });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'predict', seat: 0 });
    table.act(0, { type: 'chooseCards', cards: [] });
    table.passShowdown();
    // Played there, it contests the battlefield and its controller conquers it.
    expect(table.state.battlefields[0]?.controller).toBe(0);
    expect(table.eventsOf('BattlefieldConquered')).toHaveLength(1);
  });
});
