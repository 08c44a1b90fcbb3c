import { describe, expect, it } from 'vitest';
import { Table } from '../testing/table.js';
import { duel, field, sett, viktor } from './fixtures.js';

const conquerTable = (points: number, scored: { bf: number; seat: number }[] = []) =>
  Table.load(
    duel([viktor({ points, base: [{ card: 'OGN-219', label: 'unit' }], mainDeck: ['OGN-210', 'OGN-210'] }), sett()], [field('blank', 0), field('blank', 1)], {
      turn: { seat: 0, scored },
    }),
  );

function conquer(table: Table, bf: number): void {
  table.act(0, { type: 'move', units: [table.id('unit')], to: bf });
  table.passShowdown();
}

describe('scoring (629-633)', () => {
  it('scores one point for a conquer (630.1)', () => {
    const table = conquerTable(0);
    conquer(table, 0);
    expect(table.points(0)).toBe(1);
  });

  it('scores a battlefield at most once per player and turn (631)', () => {
    const table = conquerTable(0, [{ bf: 0, seat: 0 }]);
    conquer(table, 0);
    expect(table.state.battlefields[0]?.controller).toBe(0);
    expect(table.points(0)).toBe(0);
  });

  it('withholds the final point for a conquer unless every battlefield scored this turn, drawing instead (632.1.b.2)', () => {
    const table = conquerTable(7);
    const hand = table.state.seats[0]?.hand.length ?? 0;
    conquer(table, 0);
    expect(table.points(0)).toBe(7);
    expect(table.eventsOf('FinalPointWithheld')).toHaveLength(1);
    expect(table.state.seats[0]?.hand.length).toBe(hand + 1);
    expect(table.state.status).toBe('playing');
  });

  it('gives the final point for a conquer when every battlefield scored this turn, and the game ends (632.1.b.2, 633)', () => {
    const table = conquerTable(7, [{ bf: 1, seat: 0 }]);
    conquer(table, 0);
    expect(table.points(0)).toBe(8);
    expect(table.state.result).toMatchObject({ reason: 'victory', outcomes: ['win', 'loss'], placements: [1, 2] });
    expect(table.state.pending).toBeNull();
  });

  it('gives the final point for a hold (632.1.b.1, reading R2)', () => {
    const table = Table.load(
      duel([viktor({ points: 7 }), sett()], [field('blank', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)], { turn: { seat: 0, start: 'start' } }),
    );
    expect(table.state.result?.reason).toBe('victory');
  });

  it('triggers the hold ability of the battlefield that scored (632.2.b)', () => {
    const table = Table.load(
      duel([viktor({ mainDeck: ['OGN-210', 'OGN-210'] }), sett()], [field('OGN-280', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)], {
        turn: { seat: 0, start: 'start' },
      }),
    );
    table.passChain();
    // Grove of the God-Willow draws one; the draw phase draws another.
    expect(table.state.seats[0]?.hand).toHaveLength(2);
  });
});
