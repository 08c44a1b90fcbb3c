import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { duel, field, FURY, MIND, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

const RAY = 'OGN-009'; // a Fury spell: 1 energy, 1 power; 3 damage to a unit at a battlefield
const VENGEANCE = 'OGN-229'; // an Order spell: 4 energy, 2 power; kills a unit

/** Kai'Sa moves to the empty battlefield 0 and conquers it, its controller then at `points` + 1. */
function conquerWithKaisa(points: number): Table {
  const table = Table.load(
    duel([
      viktor({
        points,
        runes: [...runes(MIND, 3), ...runes(FURY, 2)],
        base: [{ card: 'OGN-112', label: 'kaisa' }],
        trash: [{ card: RAY, label: 'ray' }, { card: VENGEANCE, label: 'vengeance' }],
      }),
      sett(),
    ], [field('blank', 0), field('blank', 1, { controller: 1, units: [{ card: 'OGN-175', label: 'skulker' }] })]),
  );
  table.act(0, { type: 'move', units: [table.id('kaisa')], to: 0 });
  table.passShowdown();
  table.passChain();
  return table;
}

describe('Origins cards that play a spell by an effect', () => {
  it("OGN-112 conquering plays a spell of the trash cheaper than its controller's points, power paid, then recycles it (CR 1.3 356.1.b.2, 390.3.a; rulings on Kai'Sa, Evolutionary)", () => {
    const table = conquerWithKaisa(2);
    expect(table.points(0)).toBe(3);
    const decision = table.decision();
    expect(decision?.kind).toBe('choosePlayByEffect');
    if (decision?.kind !== 'choosePlayByEffect') return;
    // Only Hextech Ray (1 < 3 points), once per unit at a battlefield; Vengeance costs 4.
    expect(new Set(decision.options.map((option) => option.card))).toEqual(new Set([table.id('ray')]));
    const onSkulker = decision.options.findIndex((option) => option.targets[0] !== null && option.targets[0] !== undefined && 'id' in option.targets[0] && option.targets[0].id === table.id('skulker'));
    expect(onSkulker).toBeGreaterThanOrEqual(0);
    expect(legalActions(table.state, 0)).toContainEqual({ type: 'choosePlayByEffect', option: null });
    table.act(0, { type: 'choosePlayByEffect', option: onSkulker });
    expect(table.eventsOf('CostPaid').at(-1)).toMatchObject({ spentEnergy: 0, spentPower: { Fury: 1 } });
    expect(table.object('ray').zone).toBe('chain');
    table.passChain();
    expect(table.object('skulker').zone).toBe('trash');
    expect(table.object('ray').zone).toBe('mainDeck');
    expect(table.state.seats[0]?.trash).toEqual([table.id('vengeance')]);
  });

  it('OGN-112 offers nothing when no spell of the trash costs less energy than the points (CR 1.3 356.1)', () => {
    const table = conquerWithKaisa(0);
    expect(table.points(0)).toBe(1);
    expect(table.decision()?.kind).toBe('priority');
    expect(table.object('ray').zone).toBe('trash');
  });
});
