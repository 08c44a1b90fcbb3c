import { describe, expect, it } from 'vitest';
import { mightOf } from '../rules/might.js';
import { duel, field, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

const CHAOS = 'OGN-166';
/** A Chaos player: Viktor's seat with eight ready Chaos runes (the scenario does not check identity). */
const chaos = (extra: Parameters<typeof viktor>[0] = {}) => viktor({ runes: runes(CHAOS, 8), ...extra });

describe('Origins Chaos cards', () => {
  it('OGN-172 returns a unit at a battlefield to its owner\'s hand, never one in base (CR 1.3 355.10)', () => {
    const table = Table.load(
      duel(
        [chaos({ hand: [{ card: 'OGN-172', label: 'rebuke' }] }), sett({ base: [{ card: 'OGN-219', label: 'home' }] })],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'away' }] }), field('blank', 1)],
      ),
    );
    expect(table.reject(0, { type: 'play', card: table.id('rebuke'), targets: [{ id: table.id('home'), stamp: 0 }] }).code).toBe('target/illegal');
    table.act(0, { type: 'play', card: table.id('rebuke'), targets: [{ id: table.id('away'), stamp: 0 }] });
    table.passChain();
    expect(table.object('away').zone).toBe('hand');
    expect(table.state.seats[1]?.hand).toContain(table.id('away'));
  });

  it('OGN-178 makes its controller discard two then draw two when it dies (Deathknell, CR 1.3 808, 422.4)', () => {
    const table = Table.load(
      duel([
        sett({ hand: [{ card: 'OGN-229', label: 'vengeance' }] }),
        chaos({ base: [{ card: 'OGN-178', label: 'agent' }], hand: [{ card: 'OGN-219', label: 'kept' }], mainDeck: ['OGN-210', 'OGN-210'] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('agent'), stamp: 0 }] });
    table.passChain();
    table.passChain();
    // 422.4: only one card to discard, so the rest of the instruction is ignored; the draws happen.
    expect(table.object('kept').zone).toBe('trash');
    expect(table.state.seats[1]?.hand.map((id) => table.object(id).card)).toEqual(['OGN-210', 'OGN-210']);
  });

  it('OGN-188 returns another unit at a battlefield to its owner\'s hand when played (CR 1.3 382)', () => {
    const table = Table.load(
      duel(
        [chaos({ hand: [{ card: 'OGN-188', label: 'bouncer' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('bouncer') });
    table.passChain();
    expect(table.object('drake').zone).toBe('hand');
  });

  it('OGN-192 reveals an opponent\'s hand and discards the card its controller picks (CR 1.3 424, 422)', () => {
    const table = Table.load(
      duel([chaos({ hand: [{ card: 'OGN-192', label: 'splitter' }] }), sett({ hand: [{ card: 'OGN-219', label: 'unitCard' }, { card: 'OGN-229', label: 'spellCard' }] })]),
    );
    table.act(0, { type: 'play', card: table.id('splitter') });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0 });
    table.act(0, { type: 'chooseCards', cards: [table.id('unitCard')] });
    expect(table.object('unitCard').zone).toBe('trash');
    expect(table.object('spellCard').zone).toBe('hand');
    expect(table.eventsOf('HandRevealed')).toHaveLength(1);
  });

  it('OGN-197 gives itself +3 might this turn when played (CR 1.3 382)', () => {
    const table = Table.load(duel([chaos({ hand: [{ card: 'OGN-197', label: 'teemo' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('teemo') });
    table.passChain();
    expect(mightOf(table.state, table.id('teemo'))).toBe(4);
  });

  it('OGN-204 exhausts to add one Chaos power (CR 1.3 429)', () => {
    const table = Table.load(duel([chaos({ base: [{ card: 'OGN-204', label: 'seal' }], runes: [] }), sett()]));
    table.act(0, { type: 'activate', source: table.id('seal'), ability: 0 });
    expect(table.state.seats[0]?.pool.power).toMatchObject({ Chaos: 1 });
  });

  it('OGN-168 moves a unit from a battlefield to its controller\'s base (CR 1.3 444)', () => {
    const table = Table.load(
      duel([chaos({ hand: [{ card: 'OGN-168', label: 'flight' }] }), sett()], [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'away' }] }), field('blank', 1)]),
    );
    table.act(0, { type: 'play', card: table.id('flight'), targets: [{ id: table.id('away'), stamp: 0 }] });
    table.passChain();
    expect(table.object('away').zone).toBe('base');
    expect(table.state.seats[1]?.base).toContain(table.id('away'));
    expect(table.eventsOf('UnitsMoved')).toEqual([expect.objectContaining({ to: 'base', standard: false })]);
  });

  it('OGN-169 returns a unit of 3 might or less at a battlefield, and cannot choose a stronger one (CR 1.3 355.10)', () => {
    const table = Table.load(
      duel(
        [chaos({ hand: [{ card: 'OGN-169', label: 'gust' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'strong' }, { card: 'OGN-136', label: 'weak' }] }), field('blank', 1)],
      ),
    );
    expect(table.reject(0, { type: 'play', card: table.id('gust'), targets: [{ id: table.id('strong'), stamp: 0 }] }).code).toBe('target/illegal');
    table.act(0, { type: 'play', card: table.id('gust'), targets: [{ id: table.id('weak'), stamp: 0 }] });
    table.passChain();
    expect(table.object('weak').zone).toBe('hand');
  });

  it('OGN-184 pays 1 and exhausts to move a friendly unit at a battlefield to base (errata; CR 1.3 444)', () => {
    const table = Table.load(
      duel([chaos({ base: [{ card: 'OGN-184', label: 'syren' }] }), sett()], [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'mine' }] }), field('blank', 1)]),
    );
    table.act(0, { type: 'activate', source: table.id('syren'), ability: 0, targets: [{ id: table.id('mine'), stamp: 0 }] });
    table.passChain();
    expect(table.object('mine').zone).toBe('base');
    expect(table.object('syren').exhausted).toBe(true);
    expect(table.eventsOf('CostPaid').at(-1)?.spentEnergy).toBe(1);
  });

  it('OGN-190 deals 4 to every unit at the battlefield where it died (Deathknell, CR 1.3 808, 428.1.a.1.b)', () => {
    const table = Table.load(
      duel(
        [sett({ hand: [{ card: 'OGN-229', label: 'vengeance' }], base: [{ card: 'OGN-219', label: 'home' }] }), chaos()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-190', label: 'kog' }, { card: 'OGN-142', label: 'friend' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('kog'), stamp: 0 }] });
    table.passChain();
    table.passChain();
    expect(table.object('friend').damage).toBe(4);
    expect(table.object('home').damage).toBe(0);
  });

  it('OGN-191 moves a unit from a battlefield to its base when played (CR 1.3 444)', () => {
    const table = Table.load(
      duel([chaos({ hand: [{ card: 'OGN-191', label: 'marauder' }] }), sett()], [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'away' }] }), field('blank', 1)]),
    );
    table.act(0, { type: 'play', card: table.id('marauder') });
    table.passChain();
    expect(table.object('away').zone).toBe('base');
  });

  it('OGN-195 costs 1 energy less for each card in its controller\'s trash (CR 1.3 356.4)', () => {
    const table = Table.load(duel([chaos({ hand: [{ card: 'OGN-195', label: 'rhasa' }], trash: ['OGN-219', 'OGN-219', 'OGN-219', 'OGN-229'] }), sett({ trash: ['OGN-219'] })]));
    table.act(0, { type: 'play', card: table.id('rhasa') });
    expect(table.eventsOf('CostPaid')[0]?.spentEnergy).toBe(6);
  });

  it('OGN-165 returns a unit card of its controller\'s trash to hand when played, never a spell or another trash\'s card (CR 1.3 355.10.a)', () => {
    const table = Table.load(
      duel([
        chaos({ hand: [{ card: 'OGN-165', label: 'attendant' }], trash: [{ card: 'OGN-229', label: 'spellCard' }, { card: 'OGN-219', label: 'unitCard' }, { card: 'OGN-136', label: 'otherUnit' }] }),
        sett({ trash: [{ card: 'OGN-142', label: 'theirs' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('attendant') });
    expect(table.decision()).toMatchObject({ kind: 'chooseTargets' });
    expect(table.reject(0, { type: 'chooseTargets', targets: [{ id: table.id('theirs'), stamp: 0 }] }).code).toBe('target/illegal');
    expect(table.reject(0, { type: 'chooseTargets', targets: [{ id: table.id('spellCard'), stamp: 0 }] }).code).toBe('target/illegal');
    table.act(0, { type: 'chooseTargets', targets: [{ id: table.id('unitCard'), stamp: 0 }] });
    table.passChain();
    expect(table.object('unitCard').zone).toBe('hand');
    expect(table.state.seats[0]?.hand).toContain(table.id('unitCard'));
    expect(table.object('otherUnit').zone).toBe('trash');
  });

  it('OGN-170 returns a unit card of its controller\'s trash to hand (CR 1.3 355.10.a)', () => {
    const table = Table.load(duel([chaos({ hand: [{ card: 'OGN-170', label: 'morbid' }], trash: [{ card: 'OGN-219', label: 'unitCard' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('morbid'), targets: [{ id: table.id('unitCard'), stamp: 0 }] });
    table.passChain();
    expect(table.object('unitCard').zone).toBe('hand');
  });
});
