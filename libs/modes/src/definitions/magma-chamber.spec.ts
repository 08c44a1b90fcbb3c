import { legalActions, type Scenario, type ScenarioBattlefield, type ScenarioSeat, viewFor } from '@arbiter/engine';
import { Table } from '@arbiter/engine/testing';
import { describe, expect, it } from 'vitest';
import { MatchTable } from '../spec-support/match-fixtures.js';
import { blank, scenario, sett, viktor } from '../spec-support/scenarios.js';
import { modeTestDecks } from '../testing/mode-test-decks.js';
import { FFA3_GAME } from './ffa3.js';
import { MAGMA_CHAMBER_GAME } from './magma-chamber.js';

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const unit = (label: string, extra: object = {}) => ({ card: 'OGN-219', label, ...extra });

/** Seats 0 and 2 (Viktor, Sett) against 1 and 3; seat 0's turn, in seat order. */
function teams(seats: Partial<Record<0 | 1 | 2 | 3, Partial<ScenarioSeat>>>, battlefields: ScenarioBattlefield[], extra: Partial<Scenario> = {}): Table {
  return Table.load(scenario(MAGMA_CHAMBER_GAME, [viktor(seats[0]), sett(seats[1]), sett(seats[2]), viktor(seats[3])], battlefields, { turnOrder: [0, 1, 2, 3], ...extra }));
}

describe('a Magma Chamber game’s setup (648.4, 648.5)', () => {
  it('uses the battlefields of the three players who do not go first (648.4.a, 648.4.b, 648.5.a, reading R6)', () => {
    const decks = modeTestDecks('magma-chamber');
    for (const seed of SEEDS) {
      const game = MatchTable.of('magma-chamber', seed).start();
      const first = game.turnOrder[0];
      expect(game.battlefields.map((bf) => bf.owner)).toEqual([0, 1, 2, 3].filter((seat) => seat !== first));
      expect(game.battlefields.map((bf) => bf.card)).not.toContain(decks[first ?? -1]?.battlefields[0]);
    }
  });

  it('alternates the turn order between the teams (648.5.b, 648.5.b.1)', () => {
    for (const seed of SEEDS) {
      const order = MatchTable.of('magma-chamber', seed).start().turnOrder;
      expect(order.map((seat) => seat % 2)).toEqual(order[0] === undefined || order[0] % 2 === 0 ? [0, 1, 0, 1] : [1, 0, 1, 0]);
    }
  });
});

describe('the first turns of Magma Chamber (648.7, reading R3)', () => {
  it('skips the first player’s first draw and gives the last player one extra rune', () => {
    const table = MatchTable.of('magma-chamber');
    const order = table.start().turnOrder;
    table.playUntilTurn(1);
    expect(table.currentGame().seats[order[0] ?? -1]?.hand).toHaveLength(4);
    table.playUntilTurn(4);
    const channeled = order.map((seat) => table.gameEvents.filter((event) => event.type === 'RuneChanneled' && event.seat === seat).length);
    expect(channeled).toEqual([2, 2, 2, 3]);
  });
});

describe('playing with a teammate (648.8)', () => {
  const board = (): ScenarioBattlefield[] => [blank(1), blank(2, { controller: 2, units: [unit('mate')] }), blank(3, { controller: 3, units: [unit('enemy', { controller: 3 })] })];

  it('lets a player play spells, not units, on the teammate’s turn when the teammate invites them (CR 1.3 484.8.a, 316.2.b.1; CR 1.0 648.8.a needed no invitation)', () => {
    const t = teams({ 2: { hand: [{ card: 'OGN-095', label: 'stupefy' }, { card: 'OGN-219', label: 'unitInHand' }] } }, board());
    expect(legalActions(t.state, 2)).toEqual([]);
    t.act(0, { type: 'invite', seat: 2 });
    t.act(2, { type: 'respondInvitation', accept: true });
    const plays = legalActions(t.state, 2).flatMap((action) => (action.type === 'play' ? [action.card] : []));
    expect(plays).toContain(t.id('stupefy'));
    expect(plays).not.toContain(t.id('unitInHand'));
    t.act(2, { type: 'play', card: t.id('stupefy'), targets: [{ id: t.id('enemy'), stamp: 0 }] });
    expect(t.state.chain).toHaveLength(1);
  });

  it('gives no such window to an opponent in FFA3, for contrast (648.8.a)', () => {
    const t = Table.load(scenario(FFA3_GAME, [viktor(), sett({ hand: [{ card: 'OGN-095', label: 'stupefy' }] }), viktor({ base: [unit('target')] })], [blank(0), blank(1), blank(2)]));
    expect(legalActions(t.state, 1)).toEqual([]);
  });

  it('never shares control: no standard move of a teammate’s unit (648.8.c, 648.8.c.2)', () => {
    const t = teams({}, board());
    expect(t.reject(0, { type: 'move', units: [t.id('mate')], to: 'base' })).toMatchObject({ code: 'move/not_controller', ruleRef: 'CR 1.4 489.8.c.2' });
  });

  it('never lets a player hide a card at the teammate’s battlefield (648.8.c.1)', () => {
    const t = teams({ 0: { hand: [{ card: 'OGN-213', label: 'blade' }] } }, [blank(1, { controller: 0, units: [unit('guard')] }), ...board().slice(1)]);
    expect(t.reject(0, { type: 'hide', card: t.id('blade'), bf: 1 }).code).toBe('hide/not_controlled');
    t.act(0, { type: 'hide', card: t.id('blade'), bf: 0 });
    expect(t.state.battlefields[0]?.facedown).toBe(t.id('blade'));
  });

  it('counts the teammate’s units as friendly (648.8.d)', () => {
    const t = teams({ 0: { hand: [{ card: 'OGN-104', label: 'retreat' }, { card: 'OGN-104', label: 'retreat2' }] } }, board());
    expect(t.reject(0, { type: 'play', card: t.id('retreat'), targets: [{ id: t.id('enemy'), stamp: 0 }] }).code).toBe('target/illegal');
    t.act(0, { type: 'play', card: t.id('retreat'), targets: [{ id: t.id('mate'), stamp: 0 }] });
    t.passChain();
    expect(t.object('mate').zone).toBe('hand');
  });

  it('lets every player take part in a showdown, teammates included (CR 1.4 347.4; CR 1.0 648.8.e made teammates relevant)', () => {
    const t = teams({ 0: { base: [unit('a')] } }, board());
    t.act(0, { type: 'move', units: [t.id('a')], to: 2 });
    expect(t.state.showdown?.relevant).toEqual([0, 1, 2, 3]);
  });

  it('keeps hands private from the teammate (CR 1.3 484.8.e; CR 1.0 648.8.f)', () => {
    const t = teams({ 2: { hand: ['OGN-095', 'OGN-219'] } }, board());
    expect(viewFor(t.state, { kind: 'seat', seat: 0 }).seats[2]?.hand).toBeNull();
    expect(viewFor(t.state, { kind: 'seat', seat: 2 }).seats[2]?.hand).toHaveLength(2);
  });
});

describe('scoring as a team (648.3, 648.8.b, 648.8.g, reading R11)', () => {
  it('adds every point to the one team score, which both teammates share (648.3, reading R11)', () => {
    const t = teams({ 0: { points: 3, base: [unit('a')] }, 2: { points: 2 } }, [blank(1), blank(2), blank(3)]);
    expect(t.state.sides.map((side) => side.points)).toEqual([5, 0]);
    t.act(0, { type: 'move', units: [t.id('a')], to: 0 });
    t.passShowdown();
    expect(t.state.sides.map((side) => side.points)).toEqual([6, 0]);
    expect(t.points(2)).toBe(6);
  });

  it('refuses a move to a battlefield the teammate controls, so it is neither contested nor scored (CR 1.3 442.2.b; CR 1.0 648.8.c let the unit in without contesting)', () => {
    const t = teams({ 0: { base: [unit('a')] } }, [blank(1), blank(2, { controller: 2, units: [unit('mate')] }), blank(3)]);
    expect(t.reject(0, { type: 'move', units: [t.id('a')], to: 1 })).toMatchObject({ code: 'move/teammate_battlefield', ruleRef: 'CR 1.3 442.2.b' });
    expect(legalActions(t.state, 0).some((action) => action.type === 'move' && action.to === 1)).toBe(false);
    expect(t.state.battlefields[1]?.controller).toBe(2);
    expect(t.points(0)).toBe(0);
  });

  it('gives the final point by conquest without the battlefield the teammate controlled at the start of the turn (648.8.g.1)', () => {
    const t = teams({ 0: { points: 10, base: [unit('a')] } }, [blank(1), blank(2, { controller: 2, units: ['OGN-219'] }), blank(3)], { turn: { seat: 0, scored: [{ bf: 2, seat: 0 }] } });
    t.act(0, { type: 'move', units: [t.id('a')], to: 0 });
    t.passShowdown();
    expect(t.points(0)).toBe(11);
    expect(t.state.result?.outcomes).toEqual(['win', 'loss', 'win', 'loss']);
  });

  it('withholds the final point while an opponent’s battlefield was not scored (632.1.b.2, 648.8.g.2)', () => {
    const t = teams({ 0: { points: 10, base: [unit('a')] } }, [blank(1), blank(3, { controller: 3, units: [unit('enemy', { controller: 3 })] }), blank(3)], { turn: { seat: 0, scored: [{ bf: 2, seat: 0 }] } });
    t.act(0, { type: 'move', units: [t.id('a')], to: 0 });
    t.passShowdown();
    expect(t.eventsOf('FinalPointWithheld')).toHaveLength(1);
    expect(t.points(0)).toBe(10);
  });
});
