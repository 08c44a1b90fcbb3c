import { describe, expect, it } from 'vitest';
import { Table } from '../testing/table.js';
import { BODY, CALM, duel, field, MIND, ORDER, runes, sett, viktor } from './fixtures.js';

describe('draw and burn out (591, 607)', () => {
  it('burns out on an empty deck: trash into the deck, a point for the opponent, then the draw (607.2 example)', () => {
    const table = Table.load(duel([viktor({ mainDeck: [], trash: ['OGN-210', 'OGN-219'] }), sett()], undefined, { turn: { seat: 0, start: 'start' } }));
    expect(table.eventsOf('BurnedOut')).toHaveLength(1);
    expect(table.points(1)).toBe(1);
    expect(table.state.seats[0]?.hand).toHaveLength(1);
    expect(table.state.seats[0]?.mainDeck).toHaveLength(1);
    expect(table.state.seats[0]?.trash).toHaveLength(0);
  });

  it('burns out again while the deck stays empty, until an opponent wins (607.3, reading R5)', () => {
    const table = Table.load(duel([viktor({ mainDeck: [], trash: [] }), sett({ points: 6 })], undefined, { turn: { seat: 0, start: 'start' } }));
    expect(table.eventsOf('BurnedOut')).toHaveLength(2);
    expect(table.state.result).toMatchObject({ reason: 'victory', outcomes: ['loss', 'win'] });
  });
});

describe('recycle (594)', () => {
  it('puts two or more cards under the main deck in random order, recorded in the event (594.5)', () => {
    const table = Table.load(duel([viktor({ base: [{ card: 'OGN-099', label: 'grabber' }], trash: ['OGN-210', 'OGN-219', 'OGN-096'], mainDeck: ['OGN-088'] }), sett()]));
    const trash = table.state.seats[0]?.trash ?? [];
    table.act(0, { type: 'activate', source: table.id('grabber'), ability: 0, recycle: trash });
    const recycled = table.eventsOf('CardsRecycled')[0];
    expect([...(recycled?.cards ?? [])].sort()).toEqual([...trash].sort());
    expect(table.state.seats[0]?.mainDeck.slice(0, 3)).toEqual([...(recycled?.cards ?? [])].reverse());
  });
});

describe('discard (598)', () => {
  it('discards as many as possible when told to discard more than the hand holds (598.4)', () => {
    const table = Table.load(
      duel([viktor({ base: [{ card: 'OGN-219', label: 'unit' }], mainDeck: ['OGN-210', 'OGN-210'] }), sett()], [field('OGN-298', 1), field('blank', 0)]),
    );
    table.act(0, { type: 'move', units: [table.id('unit')], to: 0 });
    table.passShowdown();
    table.passChain();
    // Zaun Warrens: discard 1 (the hand is empty, so it is ignored), then draw 1.
    expect(table.eventsOf('CardDiscarded')).toHaveLength(0);
    expect(table.state.seats[0]?.hand).toHaveLength(1);
  });

  it('lets the player choose which card to discard (598.1.a)', () => {
    const table = Table.load(
      duel([viktor({ hand: ['OGN-210', 'OGN-088'], base: [{ card: 'OGN-219', label: 'unit' }], mainDeck: ['OGN-210'] }), sett()], [field('OGN-298', 1), field('blank', 0)]),
    );
    table.act(0, { type: 'move', units: [table.id('unit')], to: 0 });
    table.passShowdown();
    table.passChain();
    const decision = table.decision();
    expect(decision).toMatchObject({ kind: 'chooseCards', seat: 0, count: 1 });
    const choice = table.state.seats[0]?.hand[1] as number;
    table.act(0, { type: 'chooseCards', cards: [choice] });
    expect(table.state.objects[choice]?.zone).toBe('trash');
  });
});

describe('stun, buff, kill, ready, channel (599, 602, 604, 593, 606)', () => {
  it('stuns an enemy unit, and kills it if it was already stunned (599.1.a, Solari Chief)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-225', label: 'chief' }] }), sett({ base: [{ card: 'OGN-219', label: 'enemy' }] })]));
    table.act(0, { type: 'play', card: table.id('chief') });
    table.passChain();
    expect(table.object('enemy').stunned).toBe(true);
    table.act(0, { type: 'endTurn' });
    // Reading R9: the stun ended at the start of the end of the turn.
    expect(table.object('enemy').stunned).toBe(false);
  });

  it('puts at most one buff on a unit (602.1.b.1, 702.3)', () => {
    const table = Table.load(duel([sett({ hand: [{ card: 'OGN-136', label: 'rookie' }], base: [{ card: 'OGN-219', label: 'friend', buffs: 1 }] }), viktor()]));
    table.act(0, { type: 'play', card: table.id('rookie') });
    table.passChain();
    expect(table.object('friend').buffs).toBe(1);
    expect(table.eventsOf('BuffAdded')).toHaveLength(0);
  });

  it('lets Lee Sin, Ascetic hold any number of buffs: card text beats the rules (002, 702.3)', () => {
    const leeSin = { legend: 'OGN-257', runes: [...runes(CALM, 3), ...runes(BODY, 3)], mainDeck: ['OGN-052'], base: [{ card: 'OGN-078', label: 'lee', buffs: 1 }] };
    const table = Table.load(duel([leeSin, viktor()]));
    table.act(0, { type: 'activate', source: table.id('lee'), ability: 0 });
    table.passChain();
    expect(table.object('lee')).toMatchObject({ buffs: 2, exhausted: true });
    expect(table.reject(0, { type: 'activate', source: table.id('lee'), ability: 0 }).code).toMatch(/exhaust/);
  });

  it('buffs a friendly unit with the Blind Monk legend for 1 energy and exhausting it (602.1.b, 577)', () => {
    const leeSin = { legend: 'OGN-257', runes: [...runes(CALM, 3), ...runes(BODY, 3)], mainDeck: ['OGN-052'], base: [{ card: 'OGN-052', label: 'poro' }] };
    const table = Table.load(duel([leeSin, viktor({ base: [{ card: 'OGN-219', label: 'enemy' }] })]));
    const legend = table.state.seats[0]?.legend as number;
    expect(table.reject(0, { type: 'activate', source: legend, ability: 0, targets: [{ id: table.id('enemy'), stamp: 0 }] }).code).toBe('target/illegal');
    table.act(0, { type: 'activate', source: legend, ability: 0, targets: [{ id: table.id('poro'), stamp: 0 }] });
    table.passChain();
    expect(table.object('poro').buffs).toBe(1);
    expect(table.object(legend).exhausted).toBe(true);
  });

  it('kills permanents into their owner trash and tokens cease to exist (604.2, 177.1)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-229', label: 'vengeance' }] }), sett({ base: [{ card: 'OGN-271', label: 'recruit', token: true }] })]));
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('recruit'), stamp: 0 }] });
    table.passChain();
    expect(table.state.objects[table.id('recruit')]).toBeNull();
    expect(table.state.seats[1]?.trash).toEqual([]);
  });

  it('readies an exhausted unit (593.4.b, First Mate)', () => {
    const table = Table.load(duel([sett({ hand: [{ card: 'OGN-132', label: 'mate' }], base: [{ card: 'OGN-219', label: 'tired', exhausted: true }] }), viktor()]));
    table.act(0, { type: 'play', card: table.id('mate') });
    table.passChain();
    expect(table.object('tired').exhausted).toBe(false);
  });

  it('channels a rune exhausted, or draws when it cannot (606.2, Mobilize)', () => {
    const table = Table.load(duel([sett({ hand: [{ card: 'OGN-134', label: 'mobilize' }], runeDeck: [], mainDeck: ['OGN-210'] }), viktor()]));
    table.act(0, { type: 'play', card: table.id('mobilize') });
    table.passChain();
    expect(table.state.seats[0]?.hand).toHaveLength(1);
  });
});

describe('add (605)', () => {
  it('adds resources at once without the chain, usable outside a payment (605.2, reading R8)', () => {
    const table = Table.load(duel([viktor({ runes: runes(MIND, 1), base: [{ card: 'OGN-245', label: 'seal' }] }), sett()]));
    table.act(0, { type: 'activate', source: table.id('seal'), ability: 0 });
    expect(table.state.chain).toHaveLength(0);
    expect(table.state.seats[0]?.pool.power.Order).toBe(1);
    const rune = table.state.seats[0]?.runes[0] as number;
    table.act(0, { type: 'addResources', payment: { exhaust: [rune] } });
    expect(table.state.seats[0]?.pool.energy).toBe(1);
    expect(ORDER).toBe('OGN-214');
  });
});

describe('hide (597, 723)', () => {
  function hiddenTable() {
    return Table.load(
      duel(
        [viktor({ hand: [{ card: 'OGN-213', label: 'blade' }, { card: 'OGN-219', label: 'plain' }] }), sett({ base: [{ card: 'OGN-088', label: 'mech' }] })],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'guard' }] }), field('blank', 1, { controller: 1, units: ['OGN-219'] })],
      ),
    );
  }

  it('hides a Hidden card facedown at a battlefield the player controls, for one power (597.1, 723.1.b)', () => {
    const table = hiddenTable();
    expect(table.reject(0, { type: 'hide', card: table.id('plain'), bf: 0 }).code).toBe('hide/no_hidden');
    expect(table.reject(0, { type: 'hide', card: table.id('blade'), bf: 1 }).code).toBe('hide/not_controlled');
    table.act(0, { type: 'hide', card: table.id('blade'), bf: 0 });
    expect(table.object('blade')).toMatchObject({ zone: 'facedown', bf: 0, hiddenTurn: 1 });
    expect(table.state.chain).toHaveLength(0); // 723.1.c.2
    expect(table.eventsOf('CostPaid')[0]?.spentPower).toMatchObject({});
  });

  it('allows one facedown card per battlefield (106.4.b)', () => {
    const table = Table.load(
      duel([viktor({ hand: [{ card: 'OGN-213', label: 'a' }, { card: 'OGN-213', label: 'b' }] }), sett()], [field('blank', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)]),
    );
    table.act(0, { type: 'hide', card: table.id('a'), bf: 0 });
    expect(table.reject(0, { type: 'hide', card: table.id('b'), bf: 0 }).code).toBe('hide/occupied');
  });

  it('is played from the next turn on, as a Reaction, for free, with choices only there (723.1.b, 723.1.d, reading R10)', () => {
    const table = hiddenTable();
    table.act(0, { type: 'hide', card: table.id('blade'), bf: 0 });
    expect(table.reject(0, { type: 'play', card: table.id('blade'), targets: [{ id: table.id('guard'), stamp: 0 }] }).code).toBe('hidden/too_soon');
    table.act(0, { type: 'endTurn' });
    table.act(1, { type: 'move', units: [table.id('mech')], to: 0 });
    // Seat 1 attacks battlefield 0; in the showdown seat 0 plays the blade from hiding.
    table.act(1, { type: 'pass' });
    expect(table.reject(0, { type: 'play', card: table.id('blade'), targets: [{ id: table.id('guard'), stamp: 0 }], to: 1 }).code).toBe('play/spell_location');
    table.act(0, { type: 'play', card: table.id('blade'), targets: [{ id: table.id('mech'), stamp: 0 }] });
    expect(table.eventsOf('CostPaid', table.events.length - 5)).toHaveLength(0);
    table.passChain();
    expect(table.object('mech').zone).toBe('trash');
  });

  it('is removed to the trash when its controller has no unit there any more (523)', () => {
    const table = hiddenTable();
    table.act(0, { type: 'hide', card: table.id('blade'), bf: 0 });
    table.act(0, { type: 'move', units: [table.id('guard')], to: 'base' });
    expect(table.object('blade').zone).toBe('trash');
    expect(table.eventsOf('FacedownCardRemoved')).toHaveLength(1);
  });
});
