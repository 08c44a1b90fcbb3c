import { describe, expect, it } from 'vitest';
import { viewFor } from '../views/view-for.js';
import { Table } from '../testing/table.js';
import { TEST_THREE_PLAYERS } from '../testing/test-modes.js';
import { duel, field, MIND, ORDER, runes, sett, viktor } from './fixtures.js';

const TIME_WARP = 'OGN-122';
const warpRunes = () => [...runes(MIND, 6), ...runes(ORDER, 6)];

/** The turn player ends the turn. */
function endTurn(table: Table): void {
  table.act(table.state.turn.seat, { type: 'endTurn' });
}

describe('an extra turn (Time Warp)', () => {
  it('gives the controller the next turn, then turn order goes on from that player (517.5)', () => {
    const table = Table.load(duel([viktor({ runes: warpRunes(), hand: [{ card: TIME_WARP, label: 'warp' }] }), sett()]));
    const turn = table.state.turn.number;
    table.act(0, { type: 'play', card: table.id('warp') });
    table.passChain();
    expect(table.state.extraTurns).toEqual([0]);
    expect(viewFor(table.state, { kind: 'seat', seat: 1 }).extraTurns).toEqual([0]); // public
    endTurn(table);
    expect(table.state.turn).toMatchObject({ seat: 0, number: turn + 1 });
    expect(table.eventsOf('TurnBegan').at(-1)).toMatchObject({ seat: 0, extra: true });
    expect(table.state.extraTurns).toBeUndefined();
    endTurn(table);
    expect(table.state.turn).toMatchObject({ seat: 1, number: turn + 2 });
  });

  it('banishes itself instead of going to the trash, and still counts as played (603, 555.1)', () => {
    const table = Table.load(duel([viktor({ runes: warpRunes(), hand: [{ card: TIME_WARP, label: 'warp' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('warp') });
    table.passChain();
    expect(table.object('warp').zone).toBe('banishment');
    expect(table.state.seats[0]?.banishment).toEqual([table.id('warp')]);
    expect(table.state.seats[0]?.trash).not.toContain(table.id('warp'));
    expect(table.state.seats[0]?.cardsPlayed).toBe(1);
  });

  it('is lost when its player leaves the game (651)', () => {
    const table = Table.load({
      mode: TEST_THREE_PLAYERS,
      seats: [viktor({ runes: warpRunes(), hand: [{ card: TIME_WARP, label: 'warp' }] }), sett(), viktor()],
      battlefields: [field('blank', 0), field('blank', 1), field('blank', 2)],
    });
    table.act(0, { type: 'play', card: table.id('warp') });
    table.passChain();
    table.act(0, { type: 'concede' });
    expect(table.state.extraTurns).toBeUndefined();
    expect(table.state.turn.seat).not.toBe(0);
  });
});
