import { describe, expect, it } from 'vitest';
import { checkInvariants, cardsPerOwner } from '../properties/game-invariants.js';
import { allFacedownCards, facedownCardsAt, facedownLimit, hasFacedownRoom } from '../rules/facedown-slots.js';
import { Table } from '../testing/table.js';
import { duel, field, sett, viktor } from './fixtures.js';

describe('card language: facedown slots (issue 23)', () => {
  function table() {
    return Table.load(
      duel(
        [viktor({ hand: [{ card: 'OGN-213', label: 'a' }, { card: 'OGN-213', label: 'b' }] }), sett()],
        [field('OGN-278', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1, { controller: 0, units: ['OGN-219'] })],
      ),
    );
  }

  it('a battlefield holds one facedown card, more by its own passive (CR 1.4 811.1.b)', () => {
    const t = table();
    expect(facedownLimit(t.state, 0)).toBe(2);
    expect(facedownLimit(t.state, 1)).toBe(1);
    t.act(0, { type: 'hide', card: t.id('a'), bf: 1 });
    expect(hasFacedownRoom(t.state, 1)).toBe(false);
    expect(t.reject(0, { type: 'hide', card: t.id('b'), bf: 1 }).code).toBe('hide/occupied');
    t.act(0, { type: 'hide', card: t.id('b'), bf: 0 });
    expect(hasFacedownRoom(t.state, 0)).toBe(true);
  });

  it('lists every facedown card and keeps the zone consistent for the invariants (CR 1.4 811.1.b)', () => {
    const t = table();
    const initial = cardsPerOwner(t.state);
    t.act(0, { type: 'hide', card: t.id('a'), bf: 0 });
    t.act(0, { type: 'hide', card: t.id('b'), bf: 0 });
    const bf = t.state.battlefields[0];
    expect(bf && facedownCardsAt(bf)).toEqual([t.id('a'), t.id('b')]);
    expect(allFacedownCards(t.state)).toEqual([t.id('a'), t.id('b')]);
    expect(checkInvariants(t.state, initial)).toBeNull();
  });
});
