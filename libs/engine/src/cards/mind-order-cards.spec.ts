import { describe, expect, it } from 'vitest';
import { mightOf } from '../rules/might.js';
import { duel, field, MIND, ORDER, ref, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

/** A seat with twelve ready runes of one domain (the scenario does not check identity). */
const seat = (rune: string, extra: Parameters<typeof viktor>[0] = {}) => viktor({ runes: runes(rune, 12), ...extra });
const recruitsIn = (table: Table, ids: readonly number[]) => ids.filter((id) => table.object(id).card === 'OGN-271');

describe('Mind cards', () => {
  it('OGN-091 readies itself when its controller plays a gear, not a spell (CR 1.4 350.1)', () => {
    const table = Table.load(
      duel([
        seat(MIND, { hand: [{ card: 'OGN-095', label: 'stupefy' }, { card: 'OGN-090', label: 'orb' }], base: [{ card: 'OGN-091', label: 'crew', exhausted: true }] }),
        sett({ base: [{ card: 'OGN-219', label: 'enemy' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('stupefy'), targets: [ref(table, 'enemy')] });
    table.passChain();
    expect(table.object('crew').exhausted).toBe(true);
    table.act(0, { type: 'play', card: table.id('orb') });
    table.passChain();
    expect(table.object('crew').exhausted).toBe(false);
  });

  it('OGN-103 gets +1 might this turn as each spell of its controller resolves, not for a unit (CR 1.3 359.3.e.10)', () => {
    const table = Table.load(
      duel([
        seat(MIND, { hand: [{ card: 'OGN-095', label: 'stupefy' }, { card: 'OGN-219', label: 'sergeant' }], base: [{ card: 'OGN-103', label: 'student' }] }),
        sett({ base: [{ card: 'OGN-219', label: 'enemy' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('sergeant') });
    table.passChain();
    expect(mightOf(table.state, table.id('student'))).toBe(2);
    table.act(0, { type: 'play', card: table.id('stupefy'), targets: [ref(table, 'enemy')] });
    table.passChain();
    expect(mightOf(table.state, table.id('student'))).toBe(3);
  });

  it('OGS-006 gets +3 might this turn for a spell of printed energy cost 5 or more only (CR 1.3 131.4)', () => {
    const table = Table.load(
      duel(
        [seat(MIND, { hand: [{ card: 'OGN-095', label: 'stupefy' }, { card: 'OGN-085', label: 'comet' }], base: [{ card: 'OGS-006', label: 'lux' }] }), sett({ base: [{ card: 'OGN-136', label: 'rookie' }] })],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('stupefy'), targets: [ref(table, 'rookie')] });
    table.passChain();
    expect(mightOf(table.state, table.id('lux'))).toBe(5);
    table.act(0, { type: 'play', card: table.id('comet'), targets: [ref(table, 'drake')] });
    table.passChain();
    expect(mightOf(table.state, table.id('lux'))).toBe(8);
  });

  it("OGN-117 plays a Recruit in its controller's base for a card played on an opponent's turn only (CR 1.4 350.1)", () => {
    const table = Table.load(
      duel(
        [
          seat(MIND, { hand: [{ card: 'OGN-095', label: 'mine' }, { card: 'OGN-095', label: 'again' }], base: [{ card: 'OGN-117', label: 'viktor' }] }),
          seat(MIND, { hand: [{ card: 'OGN-095', label: 'theirs' }], base: [{ card: 'OGN-219', label: 'enemy' }] }),
        ],
        undefined,
        { turn: { seat: 1 } },
      ),
    );
    table.act(1, { type: 'play', card: table.id('theirs'), targets: [ref(table, 'enemy')] });
    table.act(1, { type: 'pass' });
    table.act(0, { type: 'play', card: table.id('mine'), targets: [ref(table, 'enemy')] });
    table.passChain();
    expect(recruitsIn(table, table.state.seats[0]?.base ?? [])).toHaveLength(1);
    expect(recruitsIn(table, table.state.seats[1]?.base ?? [])).toHaveLength(0);
  });

  it("OGN-117 makes nothing for a card played on its controller's own turn (CR 1.4 350.1)", () => {
    const table = Table.load(
      duel([seat(MIND, { hand: [{ card: 'OGN-095', label: 'mine' }], base: [{ card: 'OGN-117', label: 'viktor' }] }), sett({ base: [{ card: 'OGN-219', label: 'enemy' }] })]),
    );
    table.act(0, { type: 'play', card: table.id('mine'), targets: [ref(table, 'enemy')] });
    table.passChain();
    expect(recruitsIn(table, table.state.seats[0]?.base ?? [])).toHaveLength(0);
  });

  it('OGN-118 draws one for the first other friendly unit to die this turn, and not for the second (errata, FAQ Origins)', () => {
    const table = Table.load(
      duel([
        seat(ORDER, { hand: [{ card: 'OGN-229', label: 'first' }, { card: 'OGN-229', label: 'second' }], base: [{ card: 'OGN-118', label: 'wraith' }, { card: 'OGN-219', label: 'a' }, { card: 'OGN-219', label: 'b' }] }),
        sett(),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('first'), targets: [ref(table, 'a')] });
    table.passChain();
    expect(table.state.seats[0]?.hand).toHaveLength(2);
    table.act(0, { type: 'play', card: table.id('second'), targets: [ref(table, 'b')] });
    table.passChain();
    expect(table.state.seats[0]?.hand).toHaveLength(1);
  });

  it('OGN-118 sees neither its own death nor the units dying with it (FAQ Origins)', () => {
    const table = Table.load(
      duel(
        [seat(MIND, { hand: [{ card: 'OGN-123', label: 'power' }] }), sett()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-118', label: 'wraith' }, { card: 'OGN-219', label: 'sergeant' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('power') });
    table.passChain();
    expect([table.object('wraith').zone, table.object('sergeant').zone]).toEqual(['trash', 'trash']);
    expect(table.state.seats[0]?.hand).toHaveLength(0);
  });
});

describe('Mind cards with conditions and choices', () => {
  it('OGN-101 draws one at the start of its controller\'s Beginning Phase only while they have a facedown card at a battlefield (CR 1.3 383.3.e)', () => {
    const drawn = (hidden: boolean) => {
      const table = Table.load(
        duel(
          [seat(MIND, { base: [{ card: 'OGN-101', label: 'pouch' }] }), sett()],
          [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219' }], ...(hidden ? { facedown: { card: 'OGN-083' } } : {}) }), field('blank', 1)],
          { turn: { seat: 0, number: 3, start: 'start' } },
        ),
      );
      table.passChain();
      return table.eventsOf('CardDrawn').length;
    };
    expect(drawn(true) - drawn(false)).toBe(1);
  });

  it('OGN-109 has one more might per card in its controller\'s trash and recycles 3 of them at the start of their Beginning Phase (CR 1.3 472.3, 416)', () => {
    const trash = ['OGN-219', 'OGN-219', 'OGN-136', 'OGN-095', { card: 'OGN-085', label: 'comet' }];
    const table = Table.load(duel([seat(MIND, { base: [{ card: 'OGN-109', label: 'mundo' }], trash, mainDeck: [] }), sett()], undefined, { turn: { seat: 0, number: 3, start: 'start' } }));
    expect(mightOf(table.state, table.id('mundo'))).toBe(11);
    table.passChain();
    const decision = table.decision();
    expect(decision).toMatchObject({ kind: 'chooseCards', seat: 0, count: 3 });
    const chosen = (decision?.kind === 'chooseCards' ? decision.options : []).filter((id) => id !== table.id('comet')).slice(0, 3);
    table.act(0, { type: 'chooseCards', cards: chosen });
    expect(table.state.seats[0]?.trash).toHaveLength(2);
    expect(table.state.seats[0]?.trash).toContain(table.id('comet'));
    expect(mightOf(table.state, table.id('mundo'))).toBe(8);
  });

  it('OGN-108 raises a friendly unit\'s might this turn to another friendly unit\'s, never lowering it (errata, CR 1.3 472.3)', () => {
    const cast = (first: string, second: string) => {
      const table = Table.load(
        duel([seat(MIND, { hand: [{ card: 'OGN-108', label: 'mutation' }], base: [{ card: 'OGN-136', label: 'rookie' }, { card: 'OGN-219', label: 'sergeant' }] }), sett()]),
      );
      table.act(0, { type: 'play', card: table.id('mutation'), targets: [ref(table, first), ref(table, second)] });
      table.passChain();
      return [mightOf(table.state, table.id('rookie')), mightOf(table.state, table.id('sergeant'))];
    };
    expect(cast('rookie', 'sergeant')).toEqual([4, 4]);
    expect(cast('sergeant', 'rookie')).toEqual([2, 4]);
  });

  it('OGN-119 gives an enemy unit there -2 might this turn, to a minimum of 1, when it attacks (CR 1.3 383.4.e)', () => {
    const table = Table.load(
      duel([seat(MIND, { base: [{ card: 'OGN-119', label: 'ahri' }] }), sett()], [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'enemy' }] }), field('blank', 1)]),
    );
    table.act(0, { type: 'move', units: [table.id('ahri')], to: 0 });
    table.passChain();
    expect(mightOf(table.state, table.id('enemy'))).toBe(2);
  });

  it('OGN-119 does the same when it defends (CR 1.3 383.4.f)', () => {
    const table = Table.load(
      duel(
        [seat(MIND), sett({ base: [{ card: 'OGN-136', label: 'rookie' }] })],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-119', label: 'ahri' }] }), field('blank', 1)],
        { turn: { seat: 1 } },
      ),
    );
    table.act(1, { type: 'move', units: [table.id('rookie')], to: 0 });
    table.passChain();
    expect(mightOf(table.state, table.id('rookie'))).toBe(1);
  });
});

describe('Order cards', () => {
  it("OGN-236 makes its controller's Deathknell abilities trigger one more time (CR 1.3 808)", () => {
    const table = Table.load(
      duel([sett({ hand: [{ card: 'OGN-229', label: 'vengeance' }] }), seat(ORDER, { base: [{ card: 'OGN-236', label: 'karthus' }, { card: 'OGN-096', label: 'sentry' }] })]),
    );
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [ref(table, 'sentry')] });
    table.passChain();
    table.passChain();
    expect(table.state.seats[1]?.hand).toHaveLength(2);
  });

  it('OGN-236 still doubles a Deathknell when it dies at the same time (rulings, CR 1.3 808.1.d.2)', () => {
    const table = Table.load(
      duel(
        [seat(MIND, { hand: [{ card: 'OGN-123', label: 'power' }] }), sett()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-236', label: 'karthus' }, { card: 'OGN-096', label: 'sentry' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('power') });
    table.passChain();
    table.passChain();
    expect(table.state.seats[0]?.hand).toHaveLength(2);
  });

  it('OGN-237 has the opponent choose one unit its caster does not control, which dies (CR 1.3 355.10.f, 428)', () => {
    const table = Table.load(
      duel([
        seat(ORDER, { hand: [{ card: 'OGN-237', label: 'edict' }], base: [{ card: 'OGN-219', label: 'mine' }] }),
        sett({ base: [{ card: 'OGN-142', label: 'drake' }, { card: 'OGN-136', label: 'rookie' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('edict') });
    table.passChain();
    const decision = table.decision();
    expect(decision).toMatchObject({ kind: 'chooseCards', seat: 1, count: 1 });
    expect(decision?.kind === 'chooseCards' ? [...decision.options].sort() : []).toEqual([table.id('drake'), table.id('rookie')].sort());
    expect(table.reject(1, { type: 'chooseCards', cards: [table.id('mine')] }).code).toBe('choice/bad_cards');
    table.act(1, { type: 'chooseCards', cards: [table.id('rookie')] });
    expect([table.object('rookie').zone, table.object('drake').zone, table.object('mine').zone]).toEqual(['trash', 'base', 'base']);
  });

  it('OGN-243 readies itself when played with Legion, and gives other friendly units with it +1 might (CR 1.3 812, 472.3)', () => {
    const play = (cardsPlayed: number) => {
      const table = Table.load(duel([seat(ORDER, { hand: [{ card: 'OGN-243', label: 'darius' }], cardsPlayed }), sett()]));
      table.act(0, { type: 'play', card: table.id('darius') });
      table.passChain();
      return table.object('darius').exhausted;
    };
    expect([play(0), play(1)]).toEqual([true, false]);
    const table = Table.load(
      duel(
        [seat(ORDER, { base: [{ card: 'OGN-219', label: 'home' }] }), sett()],
        [
          field('blank', 0, { controller: 0, units: [{ card: 'OGN-243', label: 'darius' }, { card: 'OGN-219', label: 'ally' }, { card: 'OGN-136', label: 'enemy', controller: 1, owner: 1 }] }),
          field('blank', 1),
        ],
      ),
    );
    expect(['darius', 'ally', 'enemy', 'home'].map((label) => mightOf(table.state, table.id(label)))).toEqual([6, 5, 2, 4]);
  });

  it('OGS-013 gives the other friendly units at its location +1 might (CR 1.3 472.3)', () => {
    const table = Table.load(
      duel(
        [seat(ORDER, { base: [{ card: 'OGS-013', label: 'garen' }, { card: 'OGN-271', label: 'recruit', token: true }] }), sett({ base: [{ card: 'OGN-136', label: 'theirs' }] })],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'away' }] }), field('blank', 1)],
      ),
    );
    expect(['garen', 'recruit', 'theirs', 'away'].map((label) => mightOf(table.state, table.id(label)))).toEqual([5, 2, 2, 4]);
  });
});
