/**
 * The general pieces behind playing Hidden cards from the hand and hiding them another way
 * (issue 23): the step `playFromHand` (CR 1.3 356.1.b.1; "here" read as the step runs, 359.3.f.2),
 * the passive `alternativeHideCost` with the hide action's `alternativeCost` (CR 1.4 811.1.b,
 * CR 1.3 356.1.a), and the step `putOwnUnitIntoHand` (CR 1.3 107.1.c, 103.2.a). Tested on Ava
 * Achiever and Swift Scout.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { Table } from '../testing/table.js';
import { CALM, duel, field, MIND, runes, sett, viktor } from './fixtures.js';

const AVA = 'OGN-107';
const SCOUT = 'OGN-263';
const PAKAA_CUB = 'OGN-135'; // a unit with Hidden
const FIGHT_OR_FLIGHT = 'OGN-168'; // a Chaos Action spell: a unit at a battlefield moves to its base
const SERGEANT = 'OGN-219';
const WARDEN = 'OGN-070'; // its controller's opponents play units only to base while it is at a battlefield
const ZHONYA = 'OGN-077'; // a gear with Hidden
const TEEMO_SCOUT = 'OGN-197'; // a Teemo unit

describe('card language: plays from the hand, hiding for another cost, back to the hand', () => {
  it('playFromHand plays a unit where the source is as the step runs, its base once it was moved there (CR 1.3 359.3.f.2)', () => {
    const table = Table.load(
      duel(
        [viktor({ runes: runes(MIND, 6), hand: [{ card: PAKAA_CUB, label: 'cub' }], base: [{ card: AVA, label: 'ava' }] }), sett()],
        [field('blank', 1, { controller: 1, units: [{ card: SERGEANT, label: 'defender' }], facedown: { card: FIGHT_OR_FLIGHT, label: 'flight', hiddenTurn: 0 } }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('ava')], to: 0 });
    table.act(0, { type: 'confirm', accept: true });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('flight'), targets: [{ id: table.id('ava'), stamp: table.object('ava').stamp }] });
    table.act(1, { type: 'pass' });
    table.act(0, { type: 'pass' });
    expect(table.object('ava').zone).toBe('base');
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    expect(table.decision()).toMatchObject({ kind: 'choosePlayByEffect', seat: 0, options: [{ card: table.id('cub'), targets: [], place: 'base' }], upTo: false });
    table.act(0, { type: 'choosePlayByEffect', option: 0 });
    table.passChain();
    expect(table.object('cub').zone).toBe('base');
  });

  it('playFromHand offers no unit "here" while an opponent locks its player to playing units to base; other cards still play (CR 1.3 355.2.a; rulings, Mageseeker Warden)', () => {
    const table = Table.load(
      duel(
        [viktor({ runes: runes(MIND, 6), hand: [{ card: PAKAA_CUB, label: 'cub' }, { card: ZHONYA, label: 'zhonya' }], base: [{ card: AVA, label: 'ava' }] }), sett()],
        [field('blank', 1, { controller: 1, units: [{ card: WARDEN, label: 'warden' }] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('ava')], to: 0 });
    table.act(0, { type: 'confirm', accept: true });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    expect(table.decision()).toMatchObject({ kind: 'choosePlayByEffect', seat: 0, options: [{ card: table.id('zhonya'), targets: [], place: 'base' }], upTo: false });
  });

  it('the hide action refuses an alternative cost no passive offers (CR 1.3 356.1.a)', () => {
    const table = Table.load(
      duel([viktor({ runes: runes(CALM, 2), hand: [{ card: PAKAA_CUB, label: 'cub' }] }), sett()], [field('blank', 0, { controller: 0, units: [SERGEANT] }), field('blank', 1)]),
    );
    expect(legalActions(table.state, 0).filter((action) => action.type === 'hide')).toEqual([{ type: 'hide', card: table.id('cub'), bf: 0 }]);
    expect(table.reject(0, { type: 'hide', card: table.id('cub'), bf: 0, alternativeCost: true }).code).toBe('hide/no_alternative_cost');
  });

  it('alternativeHideCost is offered only when its energy can be paid; [A] stays available (CR 1.4 811.1.b, CR 1.3 356.1.a)', () => {
    const table = Table.load(
      duel(
        [viktor({ legend: SCOUT, runes: runes(CALM, 1, true), hand: [{ card: PAKAA_CUB, label: 'cub' }] }), sett()],
        [field('blank', 0, { controller: 0, units: [SERGEANT] }), field('blank', 1)],
      ),
    );
    const hides = legalActions(table.state, 0).filter((action) => action.type === 'hide');
    expect(hides).toEqual([{ type: 'hide', card: table.id('cub'), bf: 0 }]);
    expect(table.reject(0, { type: 'hide', card: table.id('cub'), bf: 0, alternativeCost: true }).code).toBe('cost/cannot_pay');
  });

  it('putOwnUnitIntoHand never takes a unit its controller does not own, and does nothing without one (CR 1.3 107.1.c)', () => {
    const table = Table.load(
      duel([viktor({ legend: SCOUT, base: [{ card: TEEMO_SCOUT, label: 'borrowed', owner: 1, controller: 0 }] }), sett()]),
    );
    const legend = table.state.seats[0]?.legend ?? -1;
    table.act(0, { type: 'activate', source: legend, ability: 1 });
    table.passChain();
    expect(table.object('borrowed').zone).toBe('base');
    expect(table.object(legend).exhausted).toBe(true);
  });
});
