/**
 * General pieces of the card language added with the Mind and Order cards of
 * `cards/mind-order-cards.ts`: "when you play a card" triggers, the first friendly death of a turn,
 * attack-or-defend triggers, conditional triggers (383.3.e), auras for other friendly units at the
 * same location, might from the trash, Deathknell triggering again, "increase its might to" and
 * recycling from the trash.
 */
import { describe, expect, it } from 'vitest';
import { mightOf } from '../rules/might.js';
import { Table } from '../testing/table.js';
import { TEST_TWO_TEAMS } from '../testing/test-modes.js';
import { duel, field, MIND, ORDER, ref, runes, sett, viktor } from './fixtures.js';

const seat = (rune: string, extra: Parameters<typeof viktor>[0] = {}) => viktor({ runes: runes(rune, 12), ...extra });

describe('"when you play a card" triggers (youPlayCard)', () => {
  it('trigger as the spell resolves, not as it is put on the chain (CR 1.4 350.1; CR 1.3 359.3.e.10)', () => {
    const table = Table.load(
      duel([seat(MIND, { hand: [{ card: 'OGN-095', label: 'stupefy' }], base: [{ card: 'OGN-103', label: 'student' }] }), sett({ base: [{ card: 'OGN-219', label: 'enemy' }] })]),
    );
    table.act(0, { type: 'play', card: table.id('stupefy'), targets: [ref(table, 'enemy')] });
    expect(table.eventsOf('TriggerQueued')).toHaveLength(0);
    table.passChain();
    expect(table.eventsOf('TriggerQueued')).toHaveLength(1);
    expect(mightOf(table.state, table.id('student'))).toBe(3);
  });

  it("ignore the opponent's cards: only the cards the controller plays count (CR 1.4 350.1)", () => {
    const table = Table.load(
      duel(
        [seat(MIND, { base: [{ card: 'OGN-103', label: 'student' }] }), seat(MIND, { hand: [{ card: 'OGN-095', label: 'theirs' }] })],
        undefined,
        { turn: { seat: 1 } },
      ),
    );
    table.act(1, { type: 'play', card: table.id('theirs'), targets: [ref(table, 'student')] });
    table.passChain();
    expect(mightOf(table.state, table.id('student'))).toBe(1);
  });
});

describe('the first friendly death of a turn (firstOtherFriendlyUnitDiesEachTurn)', () => {
  it('triggers once when the first deaths of the turn are simultaneous (FAQ Origins, Wraith of Echoes)', () => {
    const table = Table.load(
      duel(
        [seat(MIND, { hand: [{ card: 'OGN-123', label: 'power' }], base: [{ card: 'OGN-118', label: 'wraith' }] }), sett()],
        [field('blank', 0, { controller: 0, units: ['OGN-219', 'OGN-219'] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('power') });
    table.passChain();
    expect(table.eventsOf('PermanentKilled')).toHaveLength(2);
    expect(table.state.seats[0]?.hand).toHaveLength(1);
  });
});

describe('conditional triggers (TriggeredAbility.condition)', () => {
  it('are not placed at all when the condition is false as the trigger condition is met (CR 1.3 383.3.e)', () => {
    const table = Table.load(duel([seat(MIND, { base: [{ card: 'OGN-101', label: 'pouch' }] }), sett()], undefined, { turn: { seat: 0, number: 3, start: 'start' } }));
    expect(table.eventsOf('TriggerQueued')).toHaveLength(0);
  });
});

describe('might auras for other friendly units here (mightAura)', () => {
  it('stop as soon as their source leaves the location, and stack with each other (CR 1.3 472.3)', () => {
    const table = Table.load(
      duel(
        [seat(ORDER, { hand: [{ card: 'OGN-229', label: 'vengeance' }] }), sett()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGS-013', label: 'garen' }, { card: 'OGN-243', label: 'darius' }, { card: 'OGN-136', label: 'rookie' }] }), field('blank', 1)],
      ),
    );
    expect(['garen', 'darius', 'rookie'].map((label) => mightOf(table.state, table.id(label)))).toEqual([6, 7, 4]);
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [ref(table, 'garen')] });
    table.passChain();
    expect(['darius', 'rookie'].map((label) => mightOf(table.state, table.id(label)))).toEqual([6, 3]);
  });
});

describe('might from the trash (static might, amount cardsInTrash)', () => {
  it('counts only on the board: in hand the printed might holds (CR 1.3 472.3)', () => {
    const table = Table.load(duel([seat(MIND, { hand: [{ card: 'OGN-109', label: 'inHand' }], base: [{ card: 'OGN-109', label: 'onBoard' }], trash: ['OGN-219', 'OGN-219'] }), sett({ trash: ['OGN-219'] })]));
    expect([mightOf(table.state, table.id('inHand')), mightOf(table.state, table.id('onBoard'))]).toEqual([6, 8]);
  });
});

describe('Deathknell triggering again (deathknellTriggersAgain)', () => {
  it('adds one time per such permanent of the dying unit\'s controller (CR 1.3 808.2)', () => {
    const table = Table.load(
      duel([sett({ hand: [{ card: 'OGN-229', label: 'vengeance' }] }), seat(ORDER, { base: ['OGN-236', 'OGN-236', { card: 'OGN-096', label: 'sentry' }] })]),
    );
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [ref(table, 'sentry')] });
    table.passChain();
    table.passChain();
    expect(table.state.seats[1]?.hand).toHaveLength(3);
  });

  it("ignores an opponent's Deathknell (CR 1.3 808)", () => {
    const table = Table.load(
      duel([seat(ORDER, { hand: [{ card: 'OGN-229', label: 'vengeance' }], base: ['OGN-236'] }), sett({ base: [{ card: 'OGN-096', label: 'sentry' }] })]),
    );
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [ref(table, 'sentry')] });
    table.passChain();
    table.passChain();
    expect(table.state.seats[1]?.hand).toHaveLength(1);
  });
});

describe('"increase its might to" (an if step comparing two mights, then might by their difference)', () => {
  it('adds the difference only when the other unit has more might; otherwise no might effect at all (CR 1.3 472.3)', () => {
    const cast = (first: string, second: string) => {
      const table = Table.load(
        duel([seat(MIND, { hand: [{ card: 'OGN-108', label: 'mutation' }], base: [{ card: 'OGN-136', label: 'rookie' }, { card: 'OGN-219', label: 'sergeant' }] }), sett()]),
      );
      table.act(0, { type: 'play', card: table.id('mutation'), targets: [ref(table, first), ref(table, second)] });
      table.passChain();
      return table.eventsOf('MightModified').map((event) => event.effect.amount);
    };
    expect(cast('rookie', 'sergeant')).toEqual([2]);
    expect(cast('sergeant', 'rookie')).toEqual([]);
  });

  it('does nothing when the unit it copies from is gone as it resolves (CR 1.3 359.3.e.12)', () => {
    const table = Table.load(
      duel([
        seat(MIND, {
          hand: [{ card: 'OGN-108', label: 'mutation' }, { card: 'OGN-104', label: 'retreat' }],
          base: [{ card: 'OGN-136', label: 'rookie' }, { card: 'OGN-219', label: 'sergeant' }],
        }),
        sett(),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('mutation'), targets: [ref(table, 'rookie'), ref(table, 'sergeant')] });
    table.act(0, { type: 'play', card: table.id('retreat'), targets: [ref(table, 'sergeant')] });
    table.passChain();
    expect(table.object('sergeant').zone).toBe('hand');
    expect(mightOf(table.state, table.id('rookie'))).toBe(2);
  });
});

describe('recycling from the trash (recycleFromTrash)', () => {
  it('recycles the whole trash without a choice when it holds no more than asked (CR 1.3 416.1)', () => {
    const table = Table.load(duel([seat(MIND, { base: ['OGN-109'], trash: ['OGN-219', 'OGN-136'] }), sett()], undefined, { turn: { seat: 0, number: 3, start: 'start' } }));
    table.passChain();
    expect(table.state.seats[0]?.trash).toHaveLength(0);
    expect(table.eventsOf('CardsRecycled').some((event) => event.cards.length === 2)).toBe(true);
  });
});

describe('other players choosing units to kill (othersChooseUnitsToKill)', () => {
  it("asks each other player in turn order from the next one, never offering a chosen unit or the caster's, then kills them together (CR 1.3 355.10.f, 428.6)", () => {
    const table = Table.load({
      mode: TEST_TWO_TEAMS,
      turnOrder: [0, 1, 2, 3],
      seats: [
        seat(ORDER, { hand: [{ card: 'OGN-237', label: 'edict' }], base: [{ card: 'OGN-219', label: 'mine' }] }),
        sett({ base: [{ card: 'OGN-136', label: 'one' }] }),
        sett({ base: [{ card: 'OGN-136', label: 'mates' }] }),
        sett({ base: [{ card: 'OGN-136', label: 'three' }] }),
      ],
      battlefields: [field('blank', 1), field('blank', 2), field('blank', 3)],
    });
    table.act(0, { type: 'play', card: table.id('edict') });
    table.passChain();
    const offered = () => {
      const decision = table.decision();
      return decision?.kind === 'chooseCards' ? { seat: decision.seat, options: [...decision.options].sort() } : null;
    };
    expect(offered()).toEqual({ seat: 1, options: [table.id('one'), table.id('mates'), table.id('three')].sort() });
    table.act(1, { type: 'chooseCards', cards: [table.id('mates')] });
    expect(offered()).toEqual({ seat: 2, options: [table.id('one'), table.id('three')].sort() });
    table.act(2, { type: 'chooseCards', cards: [table.id('three')] });
    expect(offered()).toEqual({ seat: 3, options: [table.id('one')] });
    expect(table.eventsOf('PermanentKilled')).toHaveLength(0);
    table.act(3, { type: 'chooseCards', cards: [table.id('one')] });
    expect(table.eventsOf('PermanentKilled').map((event) => event.object).sort()).toEqual([table.id('one'), table.id('mates'), table.id('three')].sort());
    expect(table.object('mine').zone).toBe('base');
  });
});
