import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { duel, field, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';
import { viewFor } from '../views/view-for.js';

function bandleTable() {
  return Table.load(
    duel(
      [
        viktor({ hand: [{ card: 'OGN-213', label: 'a' }, { card: 'OGN-213', label: 'b' }, { card: 'OGN-213', label: 'c' }] }),
        sett({ base: [{ card: 'OGN-088', label: 'mech' }] }),
      ],
      [field('OGN-278', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'guard' }] }), field('blank', 1, { controller: 0, units: ['OGN-219'] })],
    ),
  );
}

describe('facedown cards (issue 23)', () => {
  it('OGN-278 lets its controller hide a second card there, but not a third (CR 1.4 811.1.b)', () => {
    const table = bandleTable();
    table.act(0, { type: 'hide', card: table.id('a'), bf: 0 });
    expect(legalActions(table.state, 0)).toContainEqual({ type: 'hide', card: table.id('b'), bf: 0 });
    table.act(0, { type: 'hide', card: table.id('b'), bf: 0 });
    expect(table.object('a')).toMatchObject({ zone: 'facedown', bf: 0 });
    expect(table.object('b')).toMatchObject({ zone: 'facedown', bf: 0 });
    expect(table.state.battlefields[0]).toMatchObject({ facedown: table.id('a'), facedownExtra: [table.id('b')] });
    expect(legalActions(table.state, 0)).not.toContainEqual({ type: 'hide', card: table.id('c'), bf: 0 });
    expect(table.reject(0, { type: 'hide', card: table.id('c'), bf: 0 }).code).toBe('hide/occupied');
    // A battlefield without the passive still takes one.
    table.act(0, { type: 'hide', card: table.id('c'), bf: 1 });
    expect(table.object('c')).toMatchObject({ zone: 'facedown', bf: 1 });
  });

  it('OGN-278 keeps both hidden cards private to their controller (CR 1.4 811.1.b; CR 1.3 127)', () => {
    const table = bandleTable();
    table.act(0, { type: 'hide', card: table.id('a'), bf: 0 });
    table.act(0, { type: 'hide', card: table.id('b'), bf: 0 });
    const theirs = viewFor(table.state, { kind: 'seat', seat: 1 });
    expect(theirs.battlefields[0]).toMatchObject({ facedown: 'hidden', facedownExtra: ['hidden'] });
    expect(theirs.objects[table.id('a')]).toBeUndefined();
    expect(theirs.objects[table.id('b')]).toBeUndefined();
    const mine = viewFor(table.state, { kind: 'seat', seat: 0 });
    expect(mine.battlefields[0]).toMatchObject({ facedown: table.id('a'), facedownExtra: [table.id('b')] });
  });

  it('OGN-278: either hidden card may be played from the next turn, and the other stays (CR 1.4 811.1.b, 811.1.d)', () => {
    const table = bandleTable();
    table.act(0, { type: 'hide', card: table.id('a'), bf: 0 });
    table.act(0, { type: 'hide', card: table.id('b'), bf: 0 });
    table.act(0, { type: 'endTurn' });
    table.act(1, { type: 'move', units: [table.id('mech')], to: 0 });
    table.act(1, { type: 'pass' });
    const plays = legalActions(table.state, 0).filter((action) => action.type === 'play');
    expect(plays.some((action) => action.type === 'play' && action.card === table.id('a'))).toBe(true);
    expect(plays.some((action) => action.type === 'play' && action.card === table.id('b'))).toBe(true);
    table.act(0, { type: 'play', card: table.id('b'), targets: [{ id: table.id('mech'), stamp: 0 }] });
    expect(table.state.battlefields[0]).toMatchObject({ facedown: table.id('a'), facedownExtra: [] });
    table.passChain();
    expect(table.object('mech').zone).toBe('trash');
    expect(table.object('a')).toMatchObject({ zone: 'facedown', bf: 0 });
  });

  it('OGN-278: both hidden cards are removed when their controller loses the battlefield (CR 1.3 323.7)', () => {
    const table = bandleTable();
    table.act(0, { type: 'hide', card: table.id('a'), bf: 0 });
    table.act(0, { type: 'hide', card: table.id('b'), bf: 0 });
    table.act(0, { type: 'move', units: [table.id('guard')], to: 'base' });
    expect(table.object('a').zone).toBe('trash');
    expect(table.object('b').zone).toBe('trash');
    expect(table.eventsOf('FacedownCardRemoved')).toHaveLength(2);
    expect(table.state.battlefields[0]).toMatchObject({ facedown: null });
  });
});
