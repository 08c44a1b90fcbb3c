import { describe, expect, it } from 'vitest';
import { BODY, duel, field, ORDER, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { mightOf } from '../rules/might.js';
import { Table } from '../testing/table.js';

/** A Body/Order player: Sett's seat with four ready runes of each of his domains. */
const player = (extra: Parameters<typeof sett>[0] = {}) => sett({ runes: [...runes(BODY, 4), ...runes(ORDER, 4)], ...extra });
const ref = (table: Table, label: string) => ({ id: table.id(label), stamp: 0 });

describe('Origins Body and Order cards (second batch)', () => {
  it('OGS-007 has +2 might as an attacker and as a defender (CR 1.3 719.1.c, 726.1.c)', () => {
    const table = Table.load(
      duel([player({ base: [{ card: 'OGS-007', label: 'garen' }] }), viktor()], [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)]),
    );
    expect(mightOf(table.state, table.id('garen'))).toBe(5);
    table.act(0, { type: 'move', units: [table.id('garen')], to: 0 });
    expect(table.state.combat).toMatchObject({ bf: 0 });
    expect(mightOf(table.state, table.id('garen'))).toBe(7);
  });

  it('OGN-140 makes its controller\'s Dragons cost 2 energy less, never below 1, and not other cards (CR 1.3 560.4.c)', () => {
    const table = Table.load(
      duel([
        player({
          base: [{ card: 'OGN-140', label: 'herald' }],
          hand: [{ card: 'OGN-142', label: 'drake' }, { card: 'OGN-219', label: 'sergeant' }],
          runes: [...runes(BODY, 7)],
        }),
        viktor(),
      ]),
    );
    // 9 energy less 2: seven runes pay for the Dragon, none are left for the 4-cost non-Dragon.
    table.act(0, { type: 'play', card: table.id('drake') });
    table.passChain();
    expect(table.object('drake').zone).toBe('base');
    expect(table.state.seats[0]?.runes.every((id) => table.object(id).exhausted)).toBe(true);
    expect(table.reject(0, { type: 'play', card: table.id('sergeant') }).code).toMatch(/cost/);
  });

  it('OGN-129 draws one and makes the units its controller plays this turn enter ready, until the turn ends (CR 1.3 317.2.c)', () => {
    const table = Table.load(
      duel([
        player({ hand: [{ card: 'OGN-129', label: 'confront' }, { card: 'OGN-210', label: 'poro' }], mainDeck: ['OGN-219'] }),
        viktor({ hand: [{ card: 'OGN-210', label: 'theirs' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('confront') });
    table.passChain();
    expect(table.state.seats[0]?.hand).toHaveLength(2);
    table.act(0, { type: 'play', card: table.id('poro') });
    table.passChain();
    expect(table.object('poro')).toMatchObject({ zone: 'base', exhausted: false });
    table.act(0, { type: 'endTurn' });
    // The effect ended with the turn: the opponent's unit enters exhausted as usual.
    expect(table.state.turnEffects).toBeUndefined();
    table.act(1, { type: 'play', card: table.id('theirs') });
    table.passChain();
    expect(table.object('theirs')).toMatchObject({ zone: 'base', exhausted: true });
  });

  it('OGN-145 prevents the damage spells deal this turn, not damage units deal (Origins FAQ; CR 1.3 317.2.c)', () => {
    const table = Table.load(
      duel(
        [
          player({ hand: [{ card: 'OGN-145', label: 'spirit' }, { card: 'OGN-133', label: 'flurry' }, { card: 'OGN-128', label: 'challenge' }], base: [{ card: 'OGN-219', label: 'mine' }], runes: runes(BODY, 8) }),
          viktor(),
        ],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'theirs' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('spirit') });
    table.passChain();
    table.act(0, { type: 'play', card: table.id('flurry') });
    table.passChain();
    expect(table.object('theirs').damage).toBe(0);
    table.act(0, { type: 'play', card: table.id('challenge'), targets: [ref(table, 'mine'), ref(table, 'theirs')] });
    table.passChain();
    expect(table.eventsOf('DamageDealt').map((event) => [event.target, event.amount])).toEqual([
      [table.id('theirs'), 4],
      [table.id('mine'), 4],
    ]);
  });

  it('OGN-222 plays a Recruit at the battlefield it moves to, even one the opponent controls, and none on a move to base (CR 1.3 441.1, 439.2)', () => {
    const table = Table.load(
      duel(
        [player({ base: [{ card: 'OGN-222', label: 'drummer' }] }), viktor()],
        [field('blank', 0, { controller: 1 }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('drummer')], to: 0 });
    table.passShowdown();
    const [made] = table.eventsOf('TokenCreated');
    expect(made?.object).toMatchObject({ card: 'OGN-271', zone: 'battlefield', bf: 0, controller: 0 });
    expect(table.object(made?.object.id ?? -1)).toMatchObject({ zone: 'battlefield', bf: 0 });

    const home = Table.load(duel([player(), viktor()], [field('blank', 0, { controller: 0, units: [{ card: 'OGN-222', label: 'drummer' }] }), field('blank', 1)]));
    home.act(0, { type: 'move', units: [home.id('drummer')], to: 'base' });
    expect(home.eventsOf('TriggerQueued')).toHaveLength(0);
  });

  it('OGN-220 stuns a friendly and an enemy unit only when both are at the same battlefield (CR 1.3 599.1.a.1)', () => {
    const table = Table.load(
      duel(
        [player({ hand: [{ card: 'OGN-220', label: 'facebreaker' }] }), viktor()],
        [
          field('blank', 0, { controller: 0, contestedBy: 1, units: [{ card: 'OGN-219', label: 'mine' }, { card: 'OGN-219', label: 'near', controller: 1, owner: 1 }] }),
          field('blank', 1, { controller: 1, units: [{ card: 'OGN-219', label: 'far' }] }),
        ],
      ),
    );
    expect(table.reject(0, { type: 'play', card: table.id('facebreaker'), targets: [ref(table, 'mine'), ref(table, 'far')] }).code).toBe('target/illegal');
    table.act(0, { type: 'play', card: table.id('facebreaker'), targets: [ref(table, 'mine'), ref(table, 'near')] });
    table.passChain();
    expect([table.object('mine').stunned, table.object('near').stunned, table.object('far').stunned]).toEqual([true, true, false]);
  });

  it('OGN-147 may spend a buff of a chosen friendly unit to buff and ready itself (CR 1.3 702.2.b, 383.3.a)', () => {
    const table = Table.load(
      duel([
        player({ hand: [{ card: 'OGN-147', label: 'shaman' }], base: [{ card: 'OGN-219', label: 'a', buffs: 1 }, { card: 'OGN-219', label: 'b', buffs: 1 }, { card: 'OGN-219', label: 'plain' }] }),
        viktor(),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('shaman') });
    table.passChain();
    // The "may" is answered as the trigger is placed.
    expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 0 });
    table.act(0, { type: 'confirm', accept: true });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: [table.id('a'), table.id('b')], count: 1 });
    expect(table.reject(0, { type: 'chooseCards', cards: [table.id('plain')] }).code).toBe('choice/bad_cards');
    table.act(0, { type: 'chooseCards', cards: [table.id('b')] });
    expect([table.object('a').buffs, table.object('b').buffs]).toEqual([1, 0]);
    expect(table.object('shaman')).toMatchObject({ buffs: 1, exhausted: false });
  });

  it('OGN-147 does nothing when no friendly unit has a buff to spend (CR 1.3 702.2.b.1)', () => {
    const table = Table.load(duel([player({ hand: [{ card: 'OGN-147', label: 'shaman' }] }), viktor()]));
    table.act(0, { type: 'play', card: table.id('shaman') });
    table.passChain();
    if (table.decision()?.kind === 'confirm') table.act(0, { type: 'confirm', accept: true });
    table.passChain();
    expect(table.object('shaman')).toMatchObject({ buffs: 0, exhausted: true });
  });

  it('OGN-161 may be played to a battlefield the opponent controls with units there, not to an empty one, and fights there (CR 1.3 187.3.a.1, 447.1)', () => {
    const table = Table.load(
      duel(
        [player({ hand: [{ card: 'OGN-161', label: 'predator' }], runes: runes(BODY, 10) }), viktor()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'guard' }] }), field('blank', 1, { controller: 1 })],
      ),
    );
    expect(table.reject(0, { type: 'play', card: table.id('predator'), to: 1 }).code).toBe('play/illegal_location');
    table.act(0, { type: 'play', card: table.id('predator'), to: 0 });
    table.passChain();
    expect(table.object('predator')).toMatchObject({ zone: 'battlefield', bf: 0 });
    expect(table.state.battlefields[0]?.contestedBy).toBe(0);
    table.passShowdown();
    expect(table.eventsOf('CombatBegan')).toHaveLength(1);
    expect(table.object('guard').zone).toBe('trash');
  });

  it('OGS-020 saves a friendly unit the next time it would die this turn: healed, exhausted and recalled, once (errata; CR 1.3 370)', () => {
    const table = Table.load(
      duel(
        [player({ hand: [{ card: 'OGS-020', label: 'highlander' }, { card: 'OGN-133', label: 'flurry' }], runes: [...runes(BODY, 6), ...runes('OGN-042', 4)] }), viktor()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-136', label: 'rookie', damage: 1 }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('highlander'), targets: [ref(table, 'rookie')] });
    table.passChain();
    table.act(0, { type: 'play', card: table.id('flurry') });
    table.passChain();
    expect(table.object('rookie')).toMatchObject({ zone: 'base', damage: 0, exhausted: true });
    expect(table.eventsOf('PermanentKilled')).toHaveLength(0);
    expect(table.state.turnEffects).toBeUndefined();
  });

  it('OGS-020 saves a unit in base by healing and exhausting it, and only once that turn (Origins FAQ; CR 1.3 370)', () => {
    const table = Table.load(
      duel([
        player({
          hand: [{ card: 'OGS-020', label: 'highlander' }, { card: 'OGN-128', label: 'one' }, { card: 'OGN-128', label: 'two' }],
          base: [{ card: 'OGN-136', label: 'rookie' }],
          runes: runes(BODY, 12),
        }),
        viktor({ base: [{ card: 'OGN-142', label: 'drake' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('highlander'), targets: [ref(table, 'rookie')] });
    table.passChain();
    table.act(0, { type: 'play', card: table.id('one'), targets: [ref(table, 'rookie'), ref(table, 'drake')] });
    table.passChain();
    expect(table.object('rookie')).toMatchObject({ zone: 'base', damage: 0, exhausted: true });
    table.act(0, { type: 'play', card: table.id('two'), targets: [ref(table, 'rookie'), ref(table, 'drake')] });
    table.passChain();
    expect(table.object('rookie').zone).toBe('trash');
  });

  it('OGN-143 gives a friendly unit its controller readies +1 might this turn, by an effect or in the Awaken Phase (CR 1.3 415.3, 315.1.b)', () => {
    const table = Table.load(
      duel([
        player({ hand: [{ card: 'OGN-132', label: 'mate' }], base: [{ card: 'OGN-143', label: 'haven' }, { card: 'OGN-219', label: 'tired', exhausted: true }] }),
        viktor({ base: [{ card: 'OGN-219', label: 'theirs', exhausted: true }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('mate') });
    table.passChain();
    table.act(0, { type: 'chooseTargets', targets: [ref(table, 'tired')] });
    table.passChain();
    expect(table.object('tired').exhausted).toBe(false);
    expect(mightOf(table.state, table.id('tired'))).toBe(5);

    const awaken = Table.load(
      duel([player({ base: [{ card: 'OGN-143', label: 'haven' }, { card: 'OGN-219', label: 'a', exhausted: true }, { card: 'OGN-219', label: 'b' }] }), viktor()], undefined, { turn: { seat: 0, start: 'start' } }),
    );
    awaken.passChain();
    expect(mightOf(awaken.state, awaken.id('a'))).toBe(5);
    expect(mightOf(awaken.state, awaken.id('b'))).toBe(4);
  });

  it('OGN-143 does not trigger when an opponent readies a unit (CR 1.3 415.3)', () => {
    const table = Table.load(
      duel([
        player({ base: [{ card: 'OGN-219', label: 'mine', exhausted: true }] }),
        viktor({ base: [{ card: 'OGN-143', label: 'haven' }, { card: 'OGN-219', label: 'theirs', exhausted: true }] }),
      ], undefined, { turn: { seat: 0, start: 'start' } }),
    );
    table.passChain();
    expect(table.eventsOf('TriggerQueued')).toHaveLength(0);
    expect(mightOf(table.state, table.id('mine'))).toBe(4);
  });
});
