import { describe, expect, it } from 'vitest';
import { Table } from '../testing/table.js';
import { duel, sett, viktor } from './fixtures.js';

function stupefyTable() {
  return Table.load(
    duel([
      viktor({ hand: [{ card: 'OGN-095', label: 'stupefy' }, { card: 'OGN-095', label: 'stupefy2' }], base: [{ card: 'OGN-219', label: 'sergeant' }] }),
      sett({ hand: [{ card: 'OGN-207', label: 'glory' }], base: [{ card: 'OGN-215', label: 'officer' }] }),
    ]),
  );
}

describe('a chain (532-544)', () => {
  it('is created by playing a spell; its creator is the first active player (537, 537.1)', () => {
    const table = stupefyTable();
    table.act(0, { type: 'play', card: table.id('stupefy'), targets: [{ id: table.id('officer'), stamp: 0 }] });
    expect(table.state.chain).toHaveLength(1);
    expect(table.state.chainState).toMatchObject({ active: 0, passes: 0, relevant: [0, 1] });
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
  });

  it('passes priority to the next relevant player and resolves once all passed in a row (540.4.a, 540.4.b)', () => {
    const table = stupefyTable();
    table.act(0, { type: 'play', card: table.id('stupefy'), targets: [{ id: table.id('officer'), stamp: 0 }] });
    table.act(0, { type: 'pass' });
    expect(table.decision()).toEqual({ kind: 'priority', seat: 1 });
    expect(table.state.chain).toHaveLength(1);
    table.act(1, { type: 'pass' });
    expect(table.state.chain).toHaveLength(0);
    expect(table.state.chainState).toBeNull();
    expect(table.object('stupefy').zone).toBe('trash');
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
  });

  it('resolves the last item first and gives priority to the controller of the new top (543.1, 543.4)', () => {
    const table = stupefyTable();
    table.act(0, { type: 'play', card: table.id('stupefy'), targets: [{ id: table.id('officer'), stamp: 0 }] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('glory'), targets: [{ id: table.id('officer'), stamp: 0 }] });
    expect(table.decision()).toEqual({ kind: 'priority', seat: 1 });
    table.act(1, { type: 'pass' });
    table.act(0, { type: 'pass' });
    // Call to Glory resolved first (+3), Stupefy is still waiting; its controller is active again.
    expect(table.state.chain.map((item) => item.source)).toEqual([table.id('stupefy')]);
    expect(table.state.chainState).toMatchObject({ active: 0, passes: 0 });
    table.passChain();
    expect(table.eventsOf('ChainItemResolved').map((event) => event.item)).toEqual([table.id('glory'), table.id('stupefy')]);
  });

  it('lets the active player add more before passing (540.1.b.1, 542)', () => {
    const table = stupefyTable();
    table.act(0, { type: 'play', card: table.id('stupefy'), targets: [{ id: table.id('officer'), stamp: 0 }] });
    table.act(0, { type: 'play', card: table.id('stupefy2'), targets: [{ id: table.id('officer'), stamp: 0 }] });
    expect(table.state.chain).toHaveLength(2);
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
  });

  it('gives no priority before a permanent resolves (538)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-219', label: 'sergeant' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('sergeant') });
    expect(table.state.chain).toHaveLength(0);
    expect(table.object('sergeant')).toMatchObject({ zone: 'base', exhausted: true });
    expect(table.eventsOf('PriorityPassed')).toHaveLength(0);
  });

  it('refuses a pass in the neutral open state: the turn player ends the turn instead (516.6)', () => {
    const table = stupefyTable();
    expect(table.reject(0, { type: 'pass' }).code).toBe('priority/nothing_to_pass');
  });

  it('puts a triggered ability on the chain as a new chain when nothing else is there (543.2.b)', () => {
    const table = Table.load(duel([viktor({ hand: [{ card: 'OGN-087', label: 'yordle' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('yordle') });
    expect(table.state.chain).toEqual([expect.objectContaining({ kind: 'trigger', source: table.id('yordle') })]);
    table.passChain();
    expect(table.state.seats[0]?.hand).toHaveLength(1);
  });
});

describe('relevant players (528-531)', () => {
  it('are all players outside a combat (531.1.a) and the combatants inside one (531.1, 550.1)', () => {
    const table = stupefyTable();
    table.act(0, { type: 'play', card: table.id('stupefy'), targets: [{ id: table.id('officer'), stamp: 0 }] });
    expect(table.state.chainState?.relevant).toEqual([0, 1]);
  });
});
