/**
 * General pieces of the card language added for the Chaos cards: steps for each player, discarding
 * a whole hand, a private look at the top of the deck, the triggers on discarding, moving and
 * playing from facedown, a gear's own kill trigger, and the permission to play units to open
 * battlefields. The cards that use them have their own cases in `cards/chaos-cards-b.spec.ts`.
 */
import { describe, expect, it } from 'vitest';
import type { ObjectId } from '../model/ids.js';
import { mightOf } from '../rules/might.js';
import { Table } from '../testing/table.js';
import { TEST_THREE_PLAYERS, TEST_TWO_TEAMS } from '../testing/test-modes.js';
import { viewFor } from '../views/view-for.js';
import { duel, field, resolveAll, runes, sett, viktor } from './fixtures.js';

const CHAOS = 'OGN-166';
const chaos = (extra: Parameters<typeof viktor>[0] = {}) => viktor({ runes: runes(CHAOS, 8), ...extra });

describe('steps for each player', () => {
  it('run once per player in turn order starting with the controller (CR 1.3 383.3.d.1)', () => {
    const table = Table.load({
      mode: TEST_THREE_PLAYERS,
      turnOrder: [2, 0, 1],
      turn: { seat: 0, number: 3, start: 'main' },
      seats: [chaos({ hand: [{ card: 'OGN-201', label: 'invert' }] }), sett({ hand: ['OGN-229'] }), viktor({ hand: ['OGN-229', 'OGN-229'] })],
      battlefields: [field('blank', 0), field('blank', 1), field('blank', 2)],
    });
    table.act(0, { type: 'play', card: table.id('invert') });
    resolveAll(table);
    expect(table.eventsOf('CardDiscarded').map((event) => event.seat)).toEqual([1, 2, 2]);
    expect(table.eventsOf('CardDrawn').map((event) => event.seat)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]);
  });

  it('a whole-hand discard of an empty hand discards nothing and triggers nothing (CR 1.3 422.4)', () => {
    const table = Table.load(duel([chaos({ hand: [{ card: 'OGN-201', label: 'invert' }], base: [{ card: 'OGN-202', label: 'jinx', exhausted: true }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('invert') });
    resolveAll(table);
    expect(table.eventsOf('CardDiscarded')).toHaveLength(0);
    expect(table.object('jinx').exhausted).toBe(true);
  });
});

describe('a player\'s choice on resolution', () => {
  it('is made by each player in turn from the next one, relative to that player (CR 1.3 383.3.d.1, 419.3.b)', () => {
    const table = Table.load({
      mode: TEST_THREE_PLAYERS,
      turn: { seat: 0, number: 3, start: 'main' },
      seats: [
        chaos({ hand: [{ card: 'OGN-187', label: 'whirlwind' }] }),
        sett({ base: [{ card: 'OGN-210', label: 'one' }] }),
        viktor({ base: [{ card: 'OGN-210', label: 'two' }] }),
      ],
      battlefields: [field('blank', 0), field('blank', 1), field('blank', 2)],
    });
    table.act(0, { type: 'play', card: table.id('whirlwind') });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 1 });
    table.act(1, { type: 'chooseCards', cards: [table.id('two')] });
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 2, options: [table.id('one')] });
    table.act(2, { type: 'chooseCards', cards: [] });
    // The caster is asked last.
    expect(table.object('two').zone).toBe('hand');
    expect(table.object('one').zone).toBe('base');
    expect(table.decision()?.kind).toBe('chooseCards');
    table.act(0, { type: 'chooseCards', cards: [] });
    expect(table.state.chain).toHaveLength(0);
  });

  it('may not take more than one permanent, even when "up to" (CR 1.3 419.3.b)', () => {
    const table = Table.load(duel([chaos({ hand: [{ card: 'OGN-187', label: 'whirlwind' }], base: [{ card: 'OGN-210', label: 'a' }, { card: 'OGN-210', label: 'b' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('whirlwind') });
    table.passChain();
    expect(table.reject(1, { type: 'chooseCards', cards: [table.id('a'), table.id('b')] }).code).toBe('choice/bad_cards');
  });
});

describe('a private look at the top of the deck', () => {
  it('shows the cards only with the deciding seat\'s decision; the others see no card (CR 1.3 128.4)', () => {
    const table = Table.load(duel([chaos({ hand: [{ card: 'OGN-183', label: 'stacked' }], mainDeck: ['OGN-210', 'OGN-229', 'OGN-142'] }), sett()]));
    table.act(0, { type: 'play', card: table.id('stacked') });
    table.passChain();
    const mine = viewFor(table.state, { kind: 'seat', seat: 0 });
    const theirs = viewFor(table.state, { kind: 'seat', seat: 1 });
    expect(mine.pending?.decision).toMatchObject({ kind: 'chooseCards', count: 1 });
    expect(theirs.pending).toMatchObject({ kind: 'chooseCards', seat: 0, decision: null });
    for (const id of table.state.seats[0]?.mainDeck ?? []) expect(theirs.objects[id]).toBeUndefined();
  });

  it('with no more cards than it keeps, puts them all into the hand without a choice (CR 1.3 416)', () => {
    const table = Table.load(duel([chaos({ hand: [{ card: 'OGN-183', label: 'stacked' }], mainDeck: ['OGN-142'] }), sett()]));
    table.act(0, { type: 'play', card: table.id('stacked') });
    table.passChain();
    expect(table.state.seats[0]?.hand.map((id) => table.object(id).card)).toEqual(['OGN-142']);
    expect(table.state.seats[0]?.mainDeck).toHaveLength(0);
  });

  it('refuses a card that was not among those looked at (CR 1.3 128.4)', () => {
    const table = Table.load(duel([chaos({ hand: [{ card: 'OGN-183', label: 'stacked' }], mainDeck: ['OGN-210', 'OGN-229', 'OGN-142', 'OGN-219'] }), sett()]));
    table.act(0, { type: 'play', card: table.id('stacked') });
    table.passChain();
    const deck = table.state.seats[0]?.mainDeck ?? [];
    expect(table.reject(0, { type: 'chooseCards', cards: [deck[0] as ObjectId] }).code).toBe('choice/bad_cards');
  });
});

describe('move triggers', () => {
  it('trigger on a move by an effect, not only a standard move (CR 1.3 441.1, 444)', () => {
    const table = Table.load(
      duel(
        [chaos({ hand: [{ card: 'OGN-168', label: 'flight' }, { card: 'OGN-229', label: 'old' }], mainDeck: ['OGN-142'] }), sett()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-185', label: 'merchant' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('flight'), targets: [{ id: table.id('merchant'), stamp: 0 }] });
    resolveAll(table);
    expect(table.object('merchant').zone).toBe('base');
    expect(table.object('old').zone).toBe('trash');
  });

  it('do not trigger on a recall, which is not a move (CR 1.3 451.1)', () => {
    // Zhonya's Hourglass replaces the merchant's death by a recall to its base.
    const table = Table.load(
      duel(
        [sett({ hand: [{ card: 'OGN-229', label: 'vengeance' }] }), chaos({ base: ['OGN-077'], hand: [{ card: 'OGN-229', label: 'old' }] })],
        [field('blank', 0), field('blank', 1, { controller: 1, units: [{ card: 'OGN-185', label: 'merchant' }] })],
      ),
    );
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('merchant'), stamp: 0 }] });
    resolveAll(table);
    expect(table.object('merchant').zone).toBe('base');
    expect(table.object('old').zone).toBe('hand');
    expect(table.eventsOf('CardDiscarded')).toHaveLength(0);
  });
});

describe('moves counted per turn', () => {
  it('are kept only for units whose card counts them, and forgotten when a turn begins (CR 1.3 441.1)', () => {
    const table = Table.load(
      duel(
        [chaos({ base: [{ card: 'OGN-205', label: 'yasuo' }, { card: 'OGN-185', label: 'merchant' }] }), sett()],
        [field('blank', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('merchant')], to: 0 });
    resolveAll(table);
    expect(table.state.movesThisTurn).toBeUndefined();
    table.act(0, { type: 'move', units: [table.id('yasuo')], to: 0 });
    resolveAll(table);
    expect(table.state.movesThisTurn).toEqual([{ unit: table.id('yasuo'), stamp: table.object('yasuo').stamp, count: 1 }]);
    table.act(0, { type: 'endTurn' });
    expect(table.state.turn.seat).toBe(1);
    expect(table.state.movesThisTurn).toBeUndefined();
  });
});

describe('a unit that takes no damage', () => {
  it('is still assigned combat damage; when both sides survive the attacker is recalled and the defender keeps the battlefield (CR 1.4 466; FAQ Origins)', () => {
    const table = Table.load(
      duel(
        [chaos({ base: [{ card: 'OGN-189', label: 'kayn' }], hand: [{ card: 'OGN-199', label: 'tide' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1, { controller: 0, units: ['OGN-219'] })],
      ),
    );
    table.act(0, { type: 'play', card: table.id('tide'), to: 1 });
    table.act(0, { type: 'confirm', accept: true });
    if (table.decision()?.kind === 'chooseTargets') table.act(0, { type: 'chooseTargets', targets: [{ id: table.id('kayn'), stamp: table.object('kayn').stamp }] });
    resolveAll(table);
    expect(table.object('kayn')).toMatchObject({ zone: 'battlefield', bf: 1, exhausted: false });
    table.act(0, { type: 'move', units: [table.id('kayn')], to: 0 });
    for (let i = 0; i < 30 && table.state.turn.seat === 0 && (table.state.combat || table.state.showdown || table.state.chain.length > 0); i++) {
      const decision = table.decision();
      if (decision?.kind !== 'priority') break;
      table.act(decision.seat, { type: 'pass' });
    }
    expect(table.state.combat).toBeNull();
    expect(table.eventsOf('CombatDamageAssigned').length).toBe(2);
    expect(table.eventsOf('DamageDealt').map((event) => event.target)).toEqual([table.id('drake')]);
    expect(table.object('kayn').zone).toBe('base');
    expect(table.object('drake').zone).toBe('battlefield');
    expect(table.state.battlefields[0]?.controller).toBe(1);
  });
});

describe('swapping locations', () => {
  it('moves neither unit when both share a location, so no move trigger (CR 1.3 441.1, 444)', () => {
    const table = Table.load(
      duel(
        [chaos({ hand: [{ card: 'OGN-199', label: 'tide' }, { card: 'OGN-229', label: 'old' }] }), sett()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-185', label: 'merchant' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('tide'), to: 0 });
    table.act(0, { type: 'confirm', accept: true });
    resolveAll(table);
    expect(table.object('tide')).toMatchObject({ zone: 'battlefield', bf: 0 });
    expect(table.object('merchant')).toMatchObject({ zone: 'battlefield', bf: 0 });
    expect(table.eventsOf('UnitsMoved')).toHaveLength(0);
    expect(table.object('old').zone).toBe('hand');
  });
});

describe('triggers on playing from facedown', () => {
  it('trigger when a spell played from facedown resolves (CR 1.3 419.4.a)', () => {
    const table = Table.load(
      duel(
        [chaos({ base: [{ card: 'OGN-167', label: 'monk' }] }), sett()],
        [
          field('blank', 0, { controller: 0, units: ['OGN-219'], facedown: { card: 'OGN-168', label: 'flight', hiddenTurn: 0 } }),
          field('blank', 1),
        ],
        { turn: { seat: 0, number: 2, start: 'main' } },
      ),
    );
    const sergeant = table.state.battlefields[0]?.units[0] as ObjectId;
    table.act(0, { type: 'play', card: table.id('flight'), targets: [{ id: sergeant, stamp: 0 }] });
    resolveAll(table);
    expect(table.object(sergeant).zone).toBe('base');
    expect(mightOf(table.state, table.id('monk'))).toBe(6);
  });

  it('do not trigger for a spell played from facedown that is countered, since it was not played (CR 1.3 419.4.b)', () => {
    const table = Table.load(
      duel(
        [chaos({ base: [{ card: 'OGN-167', label: 'monk' }] }), { ...sett(), legend: 'OGN-257', runes: runes('OGN-042', 4), hand: [{ card: 'OGN-045', label: 'defy' }] }],
        [
          field('blank', 0, { controller: 0, units: ['OGN-219'], facedown: { card: 'OGN-168', label: 'flight', hiddenTurn: 0 } }),
          field('blank', 1),
        ],
        { turn: { seat: 0, number: 2, start: 'main' } },
      ),
    );
    const sergeant = table.state.battlefields[0]?.units[0] as ObjectId;
    table.act(0, { type: 'play', card: table.id('flight'), targets: [{ id: sergeant, stamp: 0 }] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('defy'), targets: [{ id: table.id('flight'), stamp: table.object('flight').stamp }] });
    resolveAll(table);
    expect(table.object('flight').zone).toBe('trash');
    expect(table.object(sergeant).zone).toBe('battlefield');
    expect(mightOf(table.state, table.id('monk'))).toBe(4);
  });
});

describe('a gear\'s own kill trigger', () => {
  it('goes to each killed gear\'s controller when gear die together (CR 1.3 428.1, 428.6)', () => {
    const table = Table.load(
      duel([
        chaos({ base: ['OGN-182'], hand: [{ card: 'OGN-022', label: 'beam' }], runes: [...runes(CHAOS, 5), ...runes('OGN-007', 3)], mainDeck: ['OGN-142'] }),
        sett({ base: ['OGN-182'], mainDeck: ['OGN-210'] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('beam') });
    resolveAll(table);
    expect(table.state.seats[0]?.hand.map((id) => table.object(id).card)).toEqual(['OGN-142']);
    expect(table.state.seats[1]?.hand.map((id) => table.object(id).card)).toEqual(['OGN-210']);
  });
});

describe('leaving the board', () => {
  it('triggers for the gear\'s controller when another player\'s spell kills it (CR 1.3 428.1)', () => {
    const table = Table.load(
      duel([chaos({ hand: [{ card: 'OGN-179', label: 'losses' }] }), sett({ base: [{ card: 'OGN-186', label: 'trove' }], mainDeck: ['OGN-142'] })]),
    );
    table.act(0, { type: 'play', card: table.id('losses') });
    resolveAll(table);
    expect(table.object('trove').zone).toBe('trash');
    expect(table.state.seats[1]?.hand.map((id) => table.object(id).card)).toEqual(['OGN-142']);
    expect(table.eventsOf('RuneChanneled').map((event) => event.seat)).toEqual([1]);
  });
});

describe('playing units to open battlefields', () => {
  it('an open battlefield is unoccupied and uncontrolled: one with only a facedown card of its controller is not open (CR 1.3 169.10.c)', () => {
    const table = Table.load(
      duel(
        [chaos({ hand: [{ card: 'OGN-176', label: 'deckhand' }] }), sett()],
        [field('blank', 0), field('blank', 1, { controller: 1, facedown: { card: 'OGN-168', hiddenTurn: 0 } })],
      ),
    );
    expect(table.reject(0, { type: 'play', card: table.id('deckhand'), to: 1 }).code).toBe('play/illegal_location');
    table.act(0, { type: 'play', card: table.id('deckhand'), to: 0 });
    expect(table.object('deckhand')).toMatchObject({ zone: 'battlefield', bf: 0 });
  });

  it('a teammate\'s permanent gives the permission to friendly units too (CR 1.3 169.10.c, 484.8.d)', () => {
    const table = Table.load({
      mode: TEST_TWO_TEAMS,
      turnOrder: [0, 1, 2, 3],
      seats: [chaos({ hand: [{ card: 'OGN-210', label: 'poro' }] }), sett(), sett({ base: ['OGN-193'] }), viktor()],
      battlefields: [field('blank', 1), field('blank', 2), field('blank', 3)],
    });
    table.act(0, { type: 'play', card: table.id('poro'), to: 0 });
    expect(table.object('poro')).toMatchObject({ zone: 'battlefield', bf: 0 });
  });

  it('an opponent\'s permanent gives no permission (CR 1.3 169.10.c)', () => {
    const table = Table.load(
      duel(
        [chaos({ hand: [{ card: 'OGN-210', label: 'poro' }] }), sett({ base: [{ card: 'OGN-193', label: 'fortune' }] })],
      ),
    );
    // The Buccaneer belongs to the opponent: it gives this player's units nothing.
    expect(table.reject(0, { type: 'play', card: table.id('poro'), to: 0 }).code).toBe('play/illegal_location');
  });
});
