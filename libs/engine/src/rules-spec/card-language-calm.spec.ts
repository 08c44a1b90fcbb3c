/**
 * General pieces of the card language added for the Calm cards, each with its rule: "alone" and
 * "the only unit you control there", points gained by an effect, "if you do" after a targeted
 * instruction, moves to "here" and to another unit's battlefield, and the hold, play-to-a-
 * battlefield, stun and attack-or-defend-alone triggers. The cards have their own cases in
 * `cards/calm-cards-b.spec.ts`.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { keywordsOf, mightOf } from '../rules/might.js';
import { Table } from '../testing/table.js';
import { TEST_TWO_TEAMS } from '../testing/test-modes.js';
import { CALM, duel, field, ref, runes, sett, viktor } from './fixtures.js';

const calm = (extra: Parameters<typeof viktor>[0] = {}) => viktor({ runes: runes(CALM, 10), ...extra });

describe('"alone" and "the only unit you control there"', () => {
  it('a teammate\'s unit makes a unit not alone, but it is still the only unit its controller has there (CR 1.3 741.1, 740.1)', () => {
    const table = Table.load({
      mode: TEST_TWO_TEAMS,
      turnOrder: [0, 1, 2, 3],
      seats: [calm({ hand: [{ card: 'OGN-046', label: 'guard' }] }), sett(), sett(), viktor()],
      battlefields: [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'duelist' }, { card: 'OGN-219', owner: 2, controller: 2 }] }), field('blank', 1), field('blank', 3)],
    });
    table.act(0, { type: 'play', card: table.id('guard'), targets: [ref(table, 'duelist')] });
    table.passChain();
    expect(mightOf(table.state, table.id('duelist'))).toBe(6);
  });

  it('attacking alone: the only attacker, and its might changes while it is (CR 1.3 741.1, 364.3.a)', () => {
    const table = Table.load(
      duel([calm({ base: [{ card: 'OGN-055', label: 'wielder' }] }), sett()], [field('blank', 0, { controller: 1, units: ['OGN-142'] }), field('blank', 1)]),
    );
    table.act(0, { type: 'move', units: [table.id('wielder')], to: 0 });
    expect(table.object('wielder').role).toBe('attacker');
    expect(mightOf(table.state, table.id('wielder'))).toBe(4);
  });
});

describe('points gained by an effect', () => {
  it('are not held back as the final point, unlike a conquer (CR 1.4 471.1.a.1, 468.1)', () => {
    const table = Table.load(
      duel([calm({ points: 6 }), sett()], [field('blank', 0, { controller: 0, units: ['OGN-066'] }), field('blank', 1)], { turn: { seat: 0, start: 'start' } }),
    );
    table.passChain();
    expect(table.points(0)).toBe(8);
    expect(table.state.result?.outcomes).toEqual(['win', 'loss']);
  });
});

describe('hold, stun and combat triggers', () => {
  it('"when I hold" abilities belong to units of the holding player at the held battlefield only (CR 1.4 469.2, 471.2)', () => {
    const table = Table.load(
      duel([calm({ base: ['OGN-066'] }), sett()], [field('blank', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)], { turn: { seat: 0, start: 'start' } }),
    );
    table.passChain();
    expect(table.points(0)).toBe(1);
  });

  it('"when you stun an enemy unit" ignores stuns by an opponent\'s spell (CR 1.3 599.1, 740.2)', () => {
    const table = Table.load(
      duel([sett({ hand: [{ card: 'OGN-050', label: 'prison' }], runes: runes(CALM, 4) }), calm({ base: [{ card: 'OGN-059', label: 'herald', exhausted: true }, { card: 'OGN-219', label: 'mine' }] })]),
    );
    table.act(0, { type: 'play', card: table.id('prison'), targets: [ref(table, 'mine')] });
    table.passChain();
    expect(table.object('mine').stunned).toBe(true);
    expect(table.object('herald').exhausted).toBe(true);
  });

  it('"attacks or defends alone" triggers for a lone attacker as the combat is established (CR 1.3 741.1, 459.2)', () => {
    const table = Table.load(
      duel([calm({ base: [{ card: 'OGN-060', label: 'mask' }, { card: 'OGN-219', label: 'raider' }] }), sett()], [field('blank', 0, { controller: 1, units: ['OGN-142'] }), field('blank', 1)]),
    );
    table.act(0, { type: 'move', units: [table.id('raider')], to: 0 });
    table.passChain();
    expect(mightOf(table.state, table.id('raider'))).toBe(5);
  });
});

describe('moves by an effect to a unit\'s battlefield', () => {
  it('do nothing when that unit has left the board (CR 1.3 359.3.e.1, 444)', () => {
    const table = Table.load(
      duel(
        [calm({ hand: [{ card: 'OGN-262', label: 'blade' }], base: [{ card: 'OGN-219', label: 'mine' }] }), sett({ hand: [{ card: 'OGN-169', label: 'gust' }], runes: runes('OGN-166', 4) })],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-136', label: 'rookie' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('blade'), targets: [ref(table, 'rookie'), ref(table, 'mine')] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('gust'), targets: [ref(table, 'rookie')] });
    table.passChain();
    if (table.decision()?.kind === 'confirm') table.act(0, { type: 'confirm', accept: true });
    expect(table.object('mine').zone).toBe('base');
  });
});

describe('auras of passive abilities', () => {
  it('a might reduction "to a minimum" applies at its source\'s timestamp, before later "this turn" changes (CR 1.3 472.3.b, 639)', () => {
    const table = Table.load(
      duel(
        [calm({ hand: [{ card: 'OGN-058', label: 'discipline' }] }), sett()],
        [field('blank', 0, { controller: 0, units: ['OGN-079', { card: 'OGN-142', label: 'drake', owner: 1, controller: 1, stunned: true }] }), field('blank', 1)],
      ),
    );
    expect(mightOf(table.state, table.id('drake'))).toBe(2);
    table.act(0, { type: 'play', card: table.id('discipline'), targets: [ref(table, 'drake')] });
    table.passChain();
    expect(mightOf(table.state, table.id('drake'))).toBe(4);
  });

  it('keywords given to other friendly units here follow the giver: gone when it leaves (CR 1.3 364.1, 814.2)', () => {
    const table = Table.load(
      duel(
        [calm({ hand: [{ card: 'OGN-104', label: 'retreat' }] }), sett()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-074', label: 'taric' }, { card: 'OGN-219', label: 'ally' }] }), field('blank', 1)],
      ),
    );
    expect(keywordsOf(table.state, table.id('ally')).shield).toBe(1);
    table.act(0, { type: 'play', card: table.id('retreat'), targets: [ref(table, 'taric')] });
    table.passChain();
    expect(keywordsOf(table.state, table.id('ally')).shield).toBeUndefined();
  });
});

describe('"you may exhaust a friendly unit" as an additional cost', () => {
  it('is offered with each ready friendly unit, or not paid, never an exhausted or enemy unit (CR 1.3 356.2.b.1, 414.4)', () => {
    const table = Table.load(
      duel([
        calm({ hand: [{ card: 'OGN-048', label: 'med' }], base: [{ card: 'OGN-219', label: 'ready' }, { card: 'OGN-219', label: 'tired', exhausted: true }] }),
        sett({ base: [{ card: 'OGN-219', label: 'enemy' }] }),
      ]),
    );
    const choices = legalActions(table.state, 0).flatMap((action) => (action.type === 'play' && action.card === table.id('med') ? [action.additionalCost] : []));
    expect(choices).toEqual([{ pay: false }, { pay: true, exhaust: table.id('ready') }]);
  });
});
