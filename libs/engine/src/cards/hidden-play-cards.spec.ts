import { describe, expect, it } from 'vitest';
import { canonicalCardCode } from './card-registry.js';
import { legalActions } from '../engine/legal-actions.js';
import type { ScenarioCard, ScenarioSeat } from '../scenario/scenario-format.js';
import { CALM, MIND, duel, field, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';
import { viewFor } from '../views/view-for.js';

const AVA = 'OGN-107';
const SCOUT = 'OGN-263';
const PAKAA_CUB = 'OGN-135'; // a unit with Hidden: 3 energy, 3 might
const HIDDEN_BLADE = 'OGN-213'; // a spell with Hidden: kill a unit at a battlefield
const ZHONYA = 'OGN-077'; // a gear with Hidden
const SERGEANT = 'OGN-219'; // a unit without Hidden
const TEEMO_SCOUT = 'OGN-197'; // a Teemo champion unit
const TEEMO_STRATEGIST = 'OGN-121'; // another Teemo champion unit

const runeCount = (table: Table, seat: number): number => table.state.seats[seat]?.runes.length ?? 0;
const exhaustedRunes = (table: Table, seat: number): number => (table.state.seats[seat]?.runes ?? []).filter((id) => table.object(id).exhausted).length;

/** Ava in base, a hand, and an enemy unit holding battlefield 0 for Ava to attack. */
function avaTable(hand: ScenarioCard[], extra: Partial<ScenarioSeat> = {}): Table {
  return Table.load(
    duel(
      [viktor({ runes: runes(MIND, 6), hand, base: [{ card: AVA, label: 'ava' }], ...extra }), sett()],
      [field('blank', 1, { controller: 1, units: [{ card: SERGEANT, label: 'defender' }] }), field('blank', 0)],
    ),
  );
}

/** Ava attacks battlefield 0; her controller pays the Mind power as the trigger is placed; both pass. */
function attackAndPay(table: Table): void {
  table.act(0, { type: 'move', units: [table.id('ava')], to: 0 });
  expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 0, source: table.id('ava') });
  table.act(0, { type: 'confirm', accept: true });
  table.act(0, { type: 'pass' });
  table.act(1, { type: 'pass' });
}

describe('Origins cards around Hidden', () => {
  it('OGN-107 may pay one Mind power as it attacks to play a Hidden unit from hand for nothing, which joins the combat as an attacker (errata; CR 1.3 383.3.b, 356.1.b.1, 323.2.a)', () => {
    const table = avaTable([{ card: PAKAA_CUB, label: 'cub' }, { card: SERGEANT, label: 'plain' }]);
    attackAndPay(table);
    expect(runeCount(table, 0)).toBe(5); // the Mind power was paid as the trigger was placed
    expect(table.decision()).toMatchObject({ kind: 'choosePlayByEffect', seat: 0, options: [{ card: table.id('cub'), targets: [], place: 0 }], upTo: false });
    expect(table.reject(0, { type: 'choosePlayByEffect', option: null }).code).toBe('play/not_offered');
    table.act(0, { type: 'choosePlayByEffect', option: 0 });
    // A unit played by an effect resolves as it is finalized, with no pass (CR 1.4 337.2).
    expect(table.state.chain).toEqual([]);
    expect(table.object('cub')).toMatchObject({ zone: 'battlefield', bf: 0, role: 'attacker' });
    expect(table.object('plain').zone).toBe('hand'); // no Hidden: never offered
    expect(exhaustedRunes(table, 0)).toBe(0); // its cost was ignored
    expect(runeCount(table, 0)).toBe(5);
  });

  it('OGN-107 plays a Hidden spell from hand with its targets chosen as it is played, and Hidden gear to base (errata: only a unit is played here; CR 1.3 355.3, 151.2)', () => {
    const table = avaTable([{ card: HIDDEN_BLADE, label: 'blade' }, { card: ZHONYA, label: 'zhonya' }]);
    attackAndPay(table);
    const decision = table.decision();
    if (decision?.kind !== 'choosePlayByEffect') throw new Error('no play offered');
    expect(decision.options).toContainEqual({ card: table.id('zhonya'), targets: [], place: 'base' });
    const defender = { id: table.id('defender'), stamp: table.object('defender').stamp };
    const onDefender = decision.options.findIndex((option) => option.card === table.id('blade') && JSON.stringify(option.targets) === JSON.stringify([defender]));
    expect(onDefender).toBeGreaterThanOrEqual(0);
    table.act(0, { type: 'choosePlayByEffect', option: onDefender });
    table.passChain();
    expect(table.object('defender').zone).toBe('trash');
    expect(table.object('blade').zone).toBe('trash');
    expect(table.object('zhonya').zone).toBe('hand');
    expect(exhaustedRunes(table, 0)).toBe(0);
  });

  it('OGN-107 declined as it attacks costs nothing and plays nothing (CR 1.3 383.3.a)', () => {
    const table = avaTable([{ card: PAKAA_CUB, label: 'cub' }]);
    table.act(0, { type: 'move', units: [table.id('ava')], to: 0 });
    table.act(0, { type: 'confirm', accept: false });
    expect(table.state.chain).toEqual([]);
    expect(runeCount(table, 0)).toBe(6);
    expect(table.object('cub').zone).toBe('hand');
  });

  it('OGN-107 asks its controller even with no Hidden card in hand, and no other player sees the choice (CR 1.3 127)', () => {
    const table = avaTable([{ card: SERGEANT, label: 'plain' }]);
    attackAndPay(table);
    expect(table.decision()).toMatchObject({ kind: 'choosePlayByEffect', seat: 0, options: [], upTo: true });
    expect(legalActions(table.state, 0)).toEqual([{ type: 'choosePlayByEffect', option: null }]);
    expect(viewFor(table.state, { kind: 'seat', seat: 1 }).pending).toEqual({ kind: 'choosePlayByEffect', seat: 0, decision: null });
    table.act(0, { type: 'choosePlayByEffect', option: null });
    expect(table.object('plain').zone).toBe('hand');
  });

  it('OGN-263 lets its controller hide a card for one energy instead of one power of any domain (CR 1.4 811.1.b, CR 1.3 356.1.a)', () => {
    const table = Table.load(
      duel(
        [viktor({ legend: SCOUT, runes: runes(CALM, 2), hand: [{ card: PAKAA_CUB, label: 'cub' }] }), sett()],
        [field('blank', 0, { controller: 0, units: [SERGEANT] }), field('blank', 1)],
      ),
    );
    const hides = legalActions(table.state, 0).filter((action) => action.type === 'hide');
    expect(hides).toEqual([
      { type: 'hide', card: table.id('cub'), bf: 0 },
      { type: 'hide', card: table.id('cub'), bf: 0, alternativeCost: true },
    ]);
    table.act(0, { type: 'hide', card: table.id('cub'), bf: 0, alternativeCost: true });
    expect(table.object('cub').zone).toBe('facedown');
    expect(runeCount(table, 0)).toBe(2); // no power recycled
    expect(exhaustedRunes(table, 0)).toBe(1); // one energy
  });

  it('OGN-263 is also read under its alternate printings (OGN-307, OGN-307*)', () => {
    expect(canonicalCardCode('OGN-307')).toBe(SCOUT);
    expect(canonicalCardCode('OGN-307*/298')).toBe(SCOUT);
  });

  it('OGN-263 exhausts with one energy to put a Teemo unit its controller owns from the board into their hand (CR 1.3 107.1.c, 133.6.b.1)', () => {
    const table = Table.load(
      duel(
        [viktor({ legend: SCOUT, base: [{ card: TEEMO_SCOUT, label: 'teemo' }, { card: SERGEANT, label: 'other' }] }), sett()],
      ),
    );
    const legend = table.state.seats[0]?.legend ?? -1;
    table.act(0, { type: 'activate', source: legend, ability: 1 });
    table.passChain();
    expect(table.object('teemo').zone).toBe('hand');
    expect(table.object('other').zone).toBe('base');
    expect(table.object(legend).exhausted).toBe(true);
    expect(exhaustedRunes(table, 0)).toBe(1);
  });

  it('OGN-263 offers its owner Teemo units from the Champion Zone and the board, one controlled by an opponent included (CR 1.3 103.2.a, 107.1.c)', () => {
    const table = Table.load(
      duel(
        [viktor({ legend: SCOUT, championZone: TEEMO_STRATEGIST }), sett()],
        [field('blank', 1, { controller: 1, units: [{ card: TEEMO_SCOUT, label: 'stolen', owner: 0, controller: 1 }] }), field('blank', 0)],
      ),
    );
    const champion = table.state.seats[0]?.championZone ?? -1;
    table.act(0, { type: 'activate', source: table.state.seats[0]?.legend ?? -1, ability: 1 });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: [champion, table.id('stolen')], count: 1 });
    table.act(0, { type: 'chooseCards', cards: [champion] });
    expect(table.object(champion).zone).toBe('hand');
    expect(table.state.seats[0]?.hand).toContain(champion);
    expect(table.state.seats[0]?.championZone).toBeNull();
    expect(table.object('stolen').zone).toBe('battlefield');
  });
});
