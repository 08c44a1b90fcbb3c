import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { redactEvents } from '../views/redact-event.js';
import { Table } from '../testing/table.js';
import { TEST_THREE_PLAYERS } from '../testing/test-modes.js';
import { duel, field, ref, sett, viktor } from './fixtures.js';

const PORTAL_RESCUE = 'OGN-102';
const CRUEL_PATRON = 'OGN-208';

/** Viktor (seat 0) with Portal Rescue and units of his own; Sett (seat 1) with a unit. */
function rescueTable(viktorBase: { card: string; label: string; damage?: number; buffs?: number }[], battlefieldUnits: { card: string; label: string }[] = []): Table {
  return Table.load(
    duel(
      [viktor({ hand: [{ card: PORTAL_RESCUE, label: 'rescue' }], base: viktorBase }), sett({ base: [{ card: 'OGN-219', label: 'enemy' }] })],
      [field('blank', 0, { controller: 0, units: battlefieldUnits }), field('blank', 1)],
    ),
  );
}


describe('banish (603) and playing a card ignoring its cost (560.1.a)', () => {
  it('banishes the unit straight to its owner banishment, not as a kill (603.2, 603.2.a, 107.5.d)', () => {
    const table = rescueTable([], [{ card: 'OGN-096', label: 'sentry' }]); // Watchful Sentry: Deathknell draw
    table.act(0, { type: 'play', card: table.id('rescue'), targets: [ref(table, 'sentry')] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    expect(table.eventsOf('CardBanished')).toEqual([expect.objectContaining({ card: table.id('sentry') })]);
    expect(table.eventsOf('PermanentKilled')).toHaveLength(0);
    expect(table.eventsOf('TriggerQueued')).toHaveLength(0); // nothing died, so no Deathknell
    expect(table.state.seats[0]?.unitsDied).toBe(0);
  });

  it('then plays it to base from banishment without paying its cost; it resolves as it is finalized, once the spell is done (558, 560.1.a, 563.1.c; CR 1.4 337.2)', () => {
    const table = rescueTable([{ card: 'OGN-088', label: 'mech', damage: 3, buffs: 1 }]); // Mega-Mech: 7 energy
    const readyRunes = (): number => (table.state.seats[0]?.runes ?? []).filter((id) => !table.object(id).exhausted).length;
    table.act(0, { type: 'play', card: table.id('rescue'), targets: [ref(table, 'mech')] });
    const afterPayingRescue = readyRunes();
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    // Portal Rescue resolved; the Mega-Mech, played through the chain, is on the board with no pass.
    expect(table.eventsOf('CardPlayed').map((event) => event.item.source)).toEqual([table.id('rescue'), table.id('mech')]);
    expect(table.object('rescue').zone).toBe('trash');
    expect(table.state.chain).toEqual([]);
    expect(table.object('mech')).toMatchObject({ zone: 'base', damage: 0, buffs: 0, exhausted: true }); // 109, 563.1.c
    expect(readyRunes()).toBe(afterPayingRescue);
    expect(table.state.seats[0]?.cardsPlayed).toBe(2); // Portal Rescue and the Mega-Mech (555.1)
  });

  it('shows the banished card to every player: banishment is public (107.5.f)', () => {
    const table = rescueTable([{ card: 'OGN-088', label: 'mech' }]);
    table.act(0, { type: 'play', card: table.id('rescue'), targets: [ref(table, 'mech')] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    const shown = redactEvents(table.state, table.events, { kind: 'seat', seat: 1 }).filter((event) => event.type === 'CardBanished');
    expect(shown).toEqual([expect.objectContaining({ card: table.id('mech') })]);
  });

  it('still asks for a mandatory additional cost: the controller chooses the friendly unit to kill (560.1.c, 560.2.a.1)', () => {
    const table = rescueTable([
      { card: CRUEL_PATRON, label: 'patron' },
      { card: 'OGN-219', label: 'fodder' },
    ]);
    table.act(0, { type: 'play', card: table.id('rescue'), targets: [ref(table, 'patron')] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: [table.id('fodder')], count: 1 });
    expect(legalActions(table.state, 0)).toEqual([{ type: 'chooseCards', cards: [table.id('fodder')] }]);
    expect(table.reject(0, { type: 'chooseCards', cards: [table.id('enemy')] })).toMatchObject({ code: 'cost/kill_friendly_unit' });
    table.act(0, { type: 'chooseCards', cards: [table.id('fodder')] });
    expect(table.object('fodder').zone).toBe('trash');
    table.passChain();
    expect(table.object('patron').zone).toBe('base');
  });

  it('leaves the card banished when a mandatory additional cost cannot be paid (563.2.c.6)', () => {
    const table = rescueTable([{ card: CRUEL_PATRON, label: 'patron' }]);
    table.act(0, { type: 'play', card: table.id('rescue'), targets: [ref(table, 'patron')] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    expect(table.object('patron').zone).toBe('banishment');
    expect(table.state.seats[0]?.banishment).toEqual([table.id('patron')]);
    expect(table.state.chain).toHaveLength(0);
  });

  it('keeps the banished card when another seat leaves during the kill-cost choice, and asks again (652)', () => {
    const table = Table.load({
      mode: TEST_THREE_PLAYERS,
      seats: [
        viktor({ hand: [{ card: PORTAL_RESCUE, label: 'rescue' }], base: [{ card: CRUEL_PATRON, label: 'patron' }, { card: 'OGN-219', label: 'fodder' }] }),
        sett(),
        viktor(),
      ],
      battlefields: [field('blank', 0), field('blank', 1), field('blank', 2)],
    });
    table.act(0, { type: 'play', card: table.id('rescue'), targets: [ref(table, 'patron')] });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0 });
    table.act(2, { type: 'concede' });
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: [table.id('fodder')] });
    expect(table.eventsOf('CardBanished')).toHaveLength(1);
    table.act(0, { type: 'chooseCards', cards: [table.id('fodder')] });
    table.passChain();
    expect(table.object('patron').zone).toBe('base');
  });

  it('aims only at a friendly unit (559.3)', () => {
    const table = rescueTable([{ card: 'OGN-088', label: 'mech' }]);
    expect(table.reject(0, { type: 'play', card: table.id('rescue'), targets: [ref(table, 'enemy')] }).code).toBe('target/illegal');
  });
});
