import { describe, expect, it } from 'vitest';
import { FURY, duel, field, runes, sett, viktor } from './fixtures.js';
import { Table } from '../testing/table.js';

const damageRecords = (table: Table) => (table.state.turnEffects ?? []).filter((effect) => effect.kind === 'effectDamagedUnit');

describe('who kills (killed-by, issue 23)', () => {
  it('damage a spell dealt makes a death in the cleanup right after it that player\'s kill, and the record lapses with that cleanup (CR 1.3 428.5.c)', () => {
    const table = Table.load(
      duel(
        [viktor({ hand: [{ card: 'OGN-009', label: 'ray' }, { card: 'OGN-009', label: 'ray2' }], runes: runes(FURY, 8) }), sett()],
        [field('blank', 1, { controller: 1, units: [{ card: 'OGN-219', label: 'big', stunned: true }] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('ray'), targets: [{ id: table.id('big'), stamp: 0 }] });
    table.passChain();
    // Not lethal: the unit lives, and the damage it keeps is no longer anyone's kill later.
    expect(table.object('big')).toMatchObject({ zone: 'battlefield', damage: 3 });
    expect(damageRecords(table)).toEqual([]);
  });

  it('a spell\'s kill is its controller\'s, never the killed unit\'s controller\'s (CR 1.3 428.5.b, 428.5.e)', () => {
    const table = Table.load(
      duel(
        [viktor({ hand: [{ card: 'OGN-009', label: 'ray' }], runes: runes(FURY, 8) }), sett({ base: [{ card: 'OGN-072', label: 'theirs' }] })],
        [field('blank', 1, { controller: 1, units: [{ card: 'OGN-210', label: 'poro', stunned: true }] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('ray'), targets: [{ id: table.id('poro'), stamp: 0 }] });
    table.passChain();
    expect(table.object('poro').zone).toBe('trash');
    expect(table.decision()?.kind).not.toBe('confirm');
    expect(table.object('theirs').exhausted).toBe(false);
    expect(damageRecords(table)).toEqual([]);
  });
});
