/**
 * General pieces added with the second batch of Body and Order cards: "this turn" effects of
 * resolved spells (units entering ready, preventing the damage spells and abilities deal), and
 * energy discounts for cards of a tag. The cards have their cases in `cards/body-order-cards.spec.ts`.
 */
import { describe, expect, it } from 'vitest';
import { cardDefinition } from '../cards/card-registry.js';
import { legalActions } from '../engine/legal-actions.js';
import { playCost } from '../rules/costs.js';
import { targetCombinations } from '../rules/targeting.js';
import { Table } from '../testing/table.js';
import { BODY, CALM, duel, field, ORDER, runes, sett, viktor } from './fixtures.js';

const ref = (table: Table, label: string) => ({ id: table.id(label), stamp: 0 });

describe('"this turn" effects', () => {
  it('units the player plays enter ready, played tokens too, and only theirs (CR 1.3 317.2.c, 181, 143.4)', () => {
    const table = Table.load(
      duel(
        [sett({ hand: [{ card: 'OGN-129', label: 'confront' }, { card: 'OGN-211', label: 'maker' }], runes: [...runes(BODY, 3), ...runes(ORDER, 3)] }), viktor()],
        [field('blank', 0, { controller: 0 }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('confront') });
    table.passChain();
    table.act(0, { type: 'play', card: table.id('maker') });
    table.passChain();
    table.passChain();
    const recruits = table.eventsOf('TokenCreated').map((event) => table.object(event.object.id));
    expect(recruits).toHaveLength(1);
    expect(recruits[0]?.exhausted).toBe(false);
    expect(table.object('maker').exhausted).toBe(false);
    expect(table.state.turnEffects).toEqual([{ kind: 'yourUnitsEnterReady', seat: 0 }]);
  });

  it('all expire together at the end of the turn (CR 1.3 317.2.c)', () => {
    const table = Table.load(duel([sett({ hand: [{ card: 'OGN-129', label: 'a' }, { card: 'OGN-145', label: 'b' }], runes: runes(BODY, 6) }), viktor()]));
    table.act(0, { type: 'play', card: table.id('a') });
    table.passChain();
    table.act(0, { type: 'play', card: table.id('b') });
    table.passChain();
    expect(table.state.turnEffects).toHaveLength(2);
    table.act(0, { type: 'endTurn' });
    expect(table.eventsOf('TurnEffectsExpired')).toHaveLength(1);
    expect(table.state.turnEffects).toBeUndefined();
  });

  it('preventing spell and ability damage spares damage an object is told to deal (Origins FAQ, Unyielding Spirit; CR 1.3 317.2.c)', () => {
    const table = Table.load(
      duel(
        [
          sett({ hand: [{ card: 'OGN-145', label: 'spirit' }, { card: 'OGN-260', label: 'breath' }], base: [{ card: 'OGN-219', label: 'mine' }], runes: [...runes(BODY, 4), ...runes(CALM, 4)] }),
          viktor(),
        ],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('spirit') });
    table.passChain();
    table.act(0, { type: 'play', card: table.id('breath'), targets: [ref(table, 'mine'), ref(table, 'drake')] });
    table.passChain();
    expect(table.object('drake').damage).toBe(4);
  });
});

describe('energy discounts for a tag', () => {
  it('apply to the controller\'s cards of the tag only, and never below their minimum (CR 1.3 560.4.a, 560.4.c)', () => {
    const table = Table.load(duel([sett({ base: [{ card: 'OGN-140', label: 'herald' }] }), viktor({ base: [{ card: 'OGN-140' }] })]));
    const drake = cardDefinition('OGN-142');
    const price = (seat: number, card: typeof drake) => playCost(table.state, { seat, card, fromHidden: false, paidAdditional: false, targets: [] })?.energy;
    expect(price(0, drake)).toBe(7);
    expect(price(0, { ...drake, energy: 2 })).toBe(1);
    expect(price(0, cardDefinition('OGN-219'))).toBe(4);
  });
});

describe('moving to a battlefield', () => {
  it('an effect\'s move triggers "when I move to a battlefield" as a standard move does (CR 1.3 441.1, 444)', () => {
    const table = Table.load(duel([sett({ hand: [{ card: 'OGN-270', label: 'showstopper' }], base: [{ card: 'OGN-222', label: 'drummer' }], runes: [...runes(BODY, 4), ...runes(ORDER, 4)] }), viktor()]));
    table.act(0, { type: 'play', card: table.id('showstopper'), targets: [ref(table, 'drummer'), { bf: 1 }] });
    table.passShowdown();
    expect(table.object('drummer')).toMatchObject({ zone: 'battlefield', bf: 1 });
    expect(table.eventsOf('TokenCreated').map((event) => event.object.bf)).toEqual([1]);
  });
});

describe('targets at the same battlefield as an earlier target', () => {
  it('are the only combinations offered and accepted (CR 1.3 355.10, 563.2.c)', () => {
    const table = Table.load(
      duel(
        [sett(), viktor()],
        [
          field('blank', 0, { controller: 0, contestedBy: 1, units: [{ card: 'OGN-219', label: 'mine' }, { card: 'OGN-219', label: 'near', controller: 1, owner: 1 }] }),
          field('blank', 1, { controller: 1, units: [{ card: 'OGN-219', label: 'far' }] }),
        ],
      ),
    );
    const specs = cardDefinition('OGN-220').spell?.targets ?? [];
    const combos = targetCombinations(table.state, specs, { controller: 0, source: null, here: null, onlyAt: null });
    expect(combos).toEqual([[ref(table, 'mine'), ref(table, 'near')]]);
  });
});

describe('spending a buff in an effect', () => {
  it('spends the buff of the only unit of the controller\'s that has one, never an opponent\'s (CR 1.3 702.2.b.2)', () => {
    const table = Table.load(
      duel([
        sett({ hand: [{ card: 'OGN-147', label: 'shaman' }], base: [{ card: 'OGN-219', label: 'mine', buffs: 1 }], runes: runes(BODY, 6) }),
        viktor({ base: [{ card: 'OGN-219', label: 'theirs', buffs: 1 }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('shaman') });
    table.passChain();
    table.act(0, { type: 'confirm', accept: true });
    table.passChain();
    expect(table.eventsOf('BuffSpent').map((event) => event.unit)).toEqual([table.id('mine')]);
    expect(table.object('theirs').buffs).toBe(1);
  });
});

describe('a play permission to an occupied enemy battlefield', () => {
  it('adds the battlefields an opponent controls with units there to the offered plays (CR 1.3 822.1.c, 187.3.a.1)', () => {
    const table = Table.load(
      duel(
        [sett({ hand: [{ card: 'OGN-161', label: 'predator' }, { card: 'OGN-219', label: 'plain' }], runes: runes(BODY, 12) }), viktor()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219' }] }), field('blank', 1, { controller: 1 })],
      ),
    );
    const placesOf = (label: string) =>
      legalActions(table.state, 0)
        .filter((action) => action.type === 'play' && action.card === table.id(label))
        .map((action) => (action.type === 'play' ? action.to : undefined));
    expect(new Set(placesOf('predator'))).toEqual(new Set(['base', 0]));
    expect(new Set(placesOf('plain'))).toEqual(new Set(['base']));
  });
});

describe('"the next time it would die this turn" effects', () => {
  it('replace only the chosen unit\'s death, together with the deaths of others (CR 1.3 370, 428.6)', () => {
    const table = Table.load(
      duel(
        [sett({ hand: [{ card: 'OGS-020', label: 'highlander' }, { card: 'OGN-133', label: 'flurry' }], runes: runes(BODY, 8) }), viktor()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-136', label: 'saved', damage: 1 }, { card: 'OGN-136', label: 'lost', damage: 1 }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('highlander'), targets: [ref(table, 'saved')] });
    table.passChain();
    table.act(0, { type: 'play', card: table.id('flurry') });
    table.passChain();
    expect([table.object('saved').zone, table.object('lost').zone]).toEqual(['base', 'trash']);
    // The recall effect is used (the spell's damage records lapse with the cleanup, killed-by).
    expect(table.eventsOf('TurnEffectUsed')[0]).toMatchObject({ index: 0 });
    expect(table.state.turnEffects ?? []).toEqual([]);
  });
});

describe('"when you ready a friendly unit" triggers', () => {
  it('do not trigger when the unit was ready already, since nothing happens (CR 1.3 415.1.c)', () => {
    const table = Table.load(
      duel([sett({ hand: [{ card: 'OGN-132', label: 'mate' }], base: [{ card: 'OGN-143' }, { card: 'OGN-219', label: 'fresh' }], runes: runes(BODY, 6) }), viktor()]),
    );
    table.act(0, { type: 'play', card: table.id('mate') });
    table.passChain();
    // The only other unit is chosen by itself; the First Mate's trigger resolves on it.
    table.passChain();
    expect(table.eventsOf('TriggerQueued').map((event) => event.trigger.card)).toEqual(['OGN-132']);
  });
});
