import { legalActions } from '@arbiter/engine';
import { Table } from '@arbiter/engine/testing';
import { describe, expect, it } from 'vitest';
import { MatchTable } from '../spec-support/match-fixtures.js';
import { blank, scenario, sett, viktor } from '../spec-support/scenarios.js';
import { modeTestDecks } from '../testing/mode-test-decks.js';
import { FFA3_GAME } from './ffa3.js';

const unit = (label: string, extra: object = {}) => ({ card: 'OGN-219', label, ...extra });

describe('an FFA3 game’s setup (646.4, 646.5)', () => {
  it('puts one random battlefield of each of the three players into play', () => {
    const decks = modeTestDecks('ffa3');
    const game = MatchTable.of('ffa3', 'bf').start();
    expect(game.battlefields.map((bf) => bf.owner)).toEqual([0, 1, 2]);
    for (const bf of game.battlefields) expect(decks[bf.owner]?.battlefields).toContain(bf.card);
  });

  it('plays the seats clockwise from a random first player (115.1.b)', () => {
    const firsts = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => MatchTable.of('ffa3', seed).start().turnOrder.join('')));
    for (const order of firsts) expect(['012', '120', '201']).toContain(order);
    expect(firsts.size).toBeGreaterThan(1);
  });
});

describe('the first turns of FFA3 (646.7)', () => {
  it('skips the first player’s first draw and gives the last player one extra rune', () => {
    const table = MatchTable.of('ffa3');
    const [first, second, last] = table.start().turnOrder;
    table.playUntilTurn(1);
    expect(table.currentGame().seats[first ?? -1]?.hand).toHaveLength(4);
    table.playUntilTurn(2);
    expect(table.currentGame().seats[second ?? -1]?.hand).toHaveLength(5);
    table.playUntilTurn(3);
    const channeled = (seat: number | undefined) => table.gameEvents.filter((event) => event.type === 'RuneChanneled' && event.seat === seat).length;
    expect([channeled(first), channeled(second), channeled(last)]).toEqual([2, 2, 3]);
  });
});

describe('combat between exactly two players (623)', () => {
  const table = () =>
    Table.load(
      scenario(
        FFA3_GAME,
        [viktor({ base: [unit('a')] }), sett(), viktor()],
        [blank(1, { controller: 1, units: [unit('b')] }), blank(2, { controller: 2, units: [unit('c')] }), blank(0, { controller: 0 })],
      ),
    );

  it('fights a combat between two players while focus passes to all three (CR 1.4 462, 347.4; CR 1.0 623, 550: only the two were relevant)', () => {
    const t = table();
    t.act(0, { type: 'move', units: [t.id('a')], to: 0 });
    expect(t.state.combat).toEqual({ bf: 0, attacker: 0, defender: 1 });
    expect(t.state.showdown?.relevant).toEqual([0, 1, 2]);
  });

  it('never lets a unit join units of two other players, however it would move (612.2, 623.1, 623.3)', () => {
    const t = Table.load(
      scenario(FFA3_GAME, [viktor({ base: [unit('a')] }), sett(), viktor()], [blank(1, { controller: 1, contestedBy: 2, units: [unit('b'), unit('c', { controller: 2 })] }), blank(1), blank(2)]),
    );
    expect(t.reject(0, { type: 'move', units: [t.id('a')], to: 0 })).toMatchObject({ code: 'move/two_other_players', ruleRef: 'CR 1.4 449.2' });
    const moves = legalActions(t.state, 0).filter((action) => action.type === 'move' && action.to === 0);
    expect(moves).toEqual([]);
  });

  it('closes a battlefield where others fight to plays by a player with nothing there (623.2)', () => {
    // Seat 0 controls battlefield 2, where units of seat 1 (and of seat 2, when `fight`) stand.
    const load = (fight: boolean) =>
      Table.load(
        scenario(
          FFA3_GAME,
          [viktor({ hand: [{ card: 'OGN-219', label: 'inHand' }] }), sett(), viktor()],
          [blank(0), blank(1), blank(2, { controller: 0, contestedBy: 1, units: [unit('b', { controller: 1 }), ...(fight ? [unit('c', { controller: 2 })] : [])] })],
        ),
      );
    const places = (t: Table) => legalActions(t.state, 0).flatMap((action) => (action.type === 'play' && action.card === t.id('inHand') ? [action.to] : []));
    expect(places(load(false))).toEqual(expect.arrayContaining(['base', 2]));
    const t = load(true);
    expect(places(t)).toEqual(['base']);
    expect(t.reject(0, { type: 'play', card: t.id('inHand'), to: 2 }).code).toBe('play/illegal_location');
  });

  it('sends a unit an effect would move into others’ combat back to base instead (610.2.b)', () => {
    // Seat 0 (Sett) moves a unit from base with Showstopper; battlefield 0 holds units of seats 1 and 2.
    const load = () =>
      Table.load(
        scenario(
          FFA3_GAME,
          [sett({ base: [unit('mine')], hand: [{ card: 'OGN-270', label: 'showstopper' }] }), viktor(), viktor()],
          [blank(1, { controller: 1, contestedBy: 2, units: [unit('b'), unit('c', { controller: 2 })] }), blank(1), blank(2)],
        ),
      );
    const into = (bf: number) => {
      const t = load();
      t.act(0, { type: 'play', card: t.id('showstopper'), targets: [{ id: t.id('mine'), stamp: 0 }, { bf }] });
      t.passChain();
      return t.object('mine');
    };
    expect(into(1)).toMatchObject({ zone: 'battlefield', bf: 1 });
    expect(into(0)).toMatchObject({ zone: 'base', buffs: 1 });
  });
});
