import { describe, expect, it } from 'vitest';
import { Table } from '../testing/table.js';
import { duel, field, sett, viktor } from './fixtures.js';

describe('a cleanup (518-526)', () => {
  it('kills units whose damage reaches their might after a chain item resolves (519, 520)', () => {
    const table = Table.load(
      duel([viktor({ hand: [{ card: 'OGN-085', label: 'comet' }] }), sett()], [field('blank', 1, { controller: 1, units: [{ card: 'OGN-088', label: 'mech', damage: 3 }] }), field('blank', 0)]),
    );
    table.act(0, { type: 'play', card: table.id('comet'), targets: [{ id: table.id('mech'), stamp: 0 }] });
    table.passChain();
    expect(table.object('mech').zone).toBe('trash');
    expect(table.state.battlefields[0]?.controller).toBeNull(); // 181.4.d
  });

  it('recalls gear that is on a battlefield (522, 144.3, 619.1)', () => {
    const table = Table.load(
      duel([viktor({ hand: [{ card: 'OGN-219', label: 'unit' }] }), sett()], [field('blank', 0, { controller: 0, units: ['OGN-219', { card: 'OGN-099', label: 'gear' }] }), field('blank', 1)]),
    );
    table.act(0, { type: 'play', card: table.id('unit') });
    expect(table.object('gear').zone).toBe('base');
  });

  it('lets the turn player choose where to start when several combats are pending (526, 622.1)', () => {
    // A judge's table: seat 0 arrived at both battlefields of seat 1 (contesting them).
    const table = Table.load(
      duel(
        [viktor(), sett()],
        [
          field('blank', 1, { controller: 1, contestedBy: 0, units: ['OGN-132', { card: 'OGN-088', controller: 0 }] }),
          field('blank', 1, { controller: 1, contestedBy: 0, units: ['OGN-132', { card: 'OGN-088', controller: 0 }] }),
        ],
        { turn: { seat: 0, start: 'start' } },
      ),
    );
    expect(table.decision()).toEqual({ kind: 'chooseBattlefield', seat: 0, options: [0, 1], purpose: 'combat' });
    table.act(0, { type: 'chooseBattlefield', bf: 1 });
    expect(table.state.combat).toMatchObject({ bf: 1, attacker: 0 });
  });

  it('marks a combat as pending while units of two opponents share a battlefield (524)', () => {
    const table = Table.load(
      duel([viktor({ base: [{ card: 'OGN-088', label: 'mech' }] }), sett()], [field('blank', 1, { controller: 1, units: [{ card: 'OGN-132', label: 'mate' }] }), field('blank', 0)]),
    );
    table.act(0, { type: 'move', units: [table.id('mech')], to: 0 });
    expect(table.state.combat).toMatchObject({ bf: 0 });
    table.passShowdown();
    expect(table.state.combat).toBeNull();
    expect(table.object('mate').zone).toBe('trash');
  });
});
