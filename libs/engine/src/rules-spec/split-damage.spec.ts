import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { Table } from '../testing/table.js';
import { duel, field, ref, sett, viktor } from './fixtures.js';

const VOLIBEAR = 'OGN-041';
const UNIT = 'OGN-219';

/** Volibear (seat 0) ready in base; enemy units at battlefield 0, which seat 1 controls. */
function volibearTable(enemies: number, settHand: { card: string; label: string }[] = []): Table {
  return Table.load(
    duel(
      [viktor({ base: [{ card: VOLIBEAR, label: 'voli' }] }), sett({ hand: settHand })],
      [field('blank', 1, { controller: 1, units: Array.from({ length: enemies }, (_, index) => ({ card: UNIT, label: `e${index}` })) }), field('blank', 0)],
    ),
  );
}


/** Volibear attacks; its trigger takes `chosen` as targets (the rest of the five slots empty). */
function attackChoosing(table: Table, chosen: string[]): void {
  table.act(0, { type: 'move', units: [table.id('voli')], to: 0 });
  expect(table.decision()).toMatchObject({ kind: 'chooseTargets', seat: 0 });
  const targets = [...chosen.map((label) => ref(table, label)), ...Array.from({ length: 5 - chosen.length }, () => null)];
  table.act(0, { type: 'chooseTargets', targets });
}

/** Everyone passes until the split is asked for. */
function passUntilSplit(table: Table): void {
  for (let i = 0; i < 20 && table.decision()?.kind === 'priority' && table.state.chain.length > 0; i++) {
    table.act(table.decision()?.seat ?? 0, { type: 'pass' });
  }
}

describe('split damage (559.3.d)', () => {
  it('OGN-041 Volibear, Furious: when it attacks, every chosen enemy unit there is a target, and the 5 damage is split on resolution in whole amounts of at least 1 (559.3.d.1, 559.3.d.5-7)', () => {
    const table = volibearTable(3);
    attackChoosing(table, ['e0', 'e1', 'e2']);
    passUntilSplit(table);
    expect(table.decision()).toMatchObject({ kind: 'divideDamage', seat: 0, units: [table.id('e0'), table.id('e1'), table.id('e2')], amount: 5 });
    const options = legalActions(table.state, 0);
    expect(options).toHaveLength(6); // the splits of 5 into 3 positive parts
    expect(table.reject(0, { type: 'divideDamage', amounts: [5, 0, 0] })).toMatchObject({ code: 'damage/invalid_split', ruleRef: 'CR 1.4 355.3.d.6' });
    expect(table.reject(0, { type: 'divideDamage', amounts: [2, 2, 2] }).code).toBe('damage/invalid_split');
    expect(table.reject(0, { type: 'divideDamage', amounts: [3, 1.5, 0.5] }).code).toBe('damage/invalid_split');
    const before = table.events.length;
    table.act(0, { type: 'divideDamage', amounts: [3, 1, 1] });
    const dealt = table.eventsOf('DamageDealt', before).filter((event) => !event.combat);
    expect(dealt.map((event) => [event.target, event.amount])).toEqual([
      [table.id('e0'), 3],
      [table.id('e1'), 1],
      [table.id('e2'), 1],
    ]);
  });

  it('allows at most one target per point of damage (559.3.d.3)', () => {
    const table = volibearTable(6);
    table.act(0, { type: 'move', units: [table.id('voli')], to: 0 });
    const six = ['e0', 'e1', 'e2', 'e3', 'e4', 'e5'].map((label) => ref(table, label));
    expect(table.reject(0, { type: 'chooseTargets', targets: six }).code).toBe('target/illegal');
  });

  it('deals it all to the one target still legal, without asking (563.2.c.3, 559.3.d.4)', () => {
    const table = volibearTable(2, [{ card: 'OGN-104', label: 'retreat' }]); // Retreat: a friendly unit back to hand
    attackChoosing(table, ['e0', 'e1']);
    // Sett answers on the chain: one target returns to hand before the trigger resolves.
    for (let i = 0; i < 5 && table.decision()?.seat !== 1; i++) table.act(table.decision()?.seat ?? 0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('retreat'), targets: [ref(table, 'e0')] });
    const before = table.events.length;
    passUntilSplit(table);
    expect(table.object('e0').zone).toBe('hand');
    const dealt = table.eventsOf('DamageDealt', before).filter((event) => !event.combat);
    expect(dealt.map((event) => [event.target, event.amount])).toEqual([[table.id('e1'), 5]]);
  });
});
