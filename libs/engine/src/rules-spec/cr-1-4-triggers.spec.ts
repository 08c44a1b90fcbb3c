/**
 * Triggered abilities as Core Rules v1.4 places them (the v1.4 excerpt keeps 383.3 without its
 * sub-rules, so they are cited from v1.3): a "you may" is answered when the trigger is placed
 * (CR 1.3 383.3.a), an "if" after the trigger condition keeps a trigger off the chain when false
 * (383.3.e), and simultaneous triggers are placed starting with the turn player (383.3.d.1). CR 1.0
 * 583.3 had none of the first two and 583.3.b.1 / 551.1.a let the focus holder start.
 */
import { describe, expect, it } from 'vitest';
import { EngineContext } from '../engine/context.js';
import { CLEANUP_KILLS } from '../engine/flow/frames.js';
import { run } from '../engine/run.js';
import type { ObjectId, Place } from '../model/ids.js';
import type { ScenarioCard } from '../scenario/scenario-format.js';
import { Table } from '../testing/table.js';
import { CALM, duel, field, runes, sett, viktor } from './fixtures.js';

const card = (id: string, label: string, extra: object = {}): ScenarioCard => ({ card: id, label, ...extra });

/** Seat 0 holds Startipped Peak (OGN-288) with a unit there and starts its turn: the hold triggers. */
const peakTable = (): Table =>
  Table.load(
    duel([viktor({ runes: [] }), sett()], [field('OGN-288', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)], {
      turn: { seat: 0, start: 'start' },
    }),
  );

describe('an optional ("you may") trigger is decided when it is placed (CR 1.3 383.3.a; was CR 1.0 583.3, asked on resolution)', () => {
  it('asks the controller before the trigger reaches the chain (Startipped Peak, OGN-288)', () => {
    const table = peakTable();
    expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 0 });
    expect(table.state.chain).toHaveLength(0);
    expect(table.eventsOf('TriggerQueued')).toHaveLength(1);
    expect(table.eventsOf('TriggerAdded')).toHaveLength(0);
  });

  it('accepted, it goes on the chain and resolves without asking again', () => {
    const table = peakTable();
    table.act(0, { type: 'confirm', accept: true });
    expect(table.state.chain).toMatchObject([{ kind: 'trigger', card: 'OGN-288', controller: 0 }]);
    table.passChain();
    expect(table.decision()?.kind).not.toBe('confirm');
    // One rune channeled exhausted by the Peak, then the two of the channel phase.
    expect(table.eventsOf('RuneChanneled').map((event) => event.exhausted)).toEqual([true, false, false]);
  });

  it('declined, it never reaches the chain: nobody gets priority for it and the Peak channels nothing', () => {
    const table = peakTable();
    const events = table.act(0, { type: 'confirm', accept: false });
    expect(events.filter((event) => event.type === 'TriggerDropped')).toHaveLength(1);
    expect(table.eventsOf('TriggerAdded')).toHaveLength(0);
    expect(table.eventsOf('ChainStarted')).toHaveLength(0);
    expect(table.eventsOf('RuneChanneled').map((event) => event.exhausted)).toEqual([false, false]);
  });
});

describe('a conditional trigger checks its "if" when it would be placed (CR 1.3 383.3.e; was CR 1.0 583.3, no such rule)', () => {
  const keeper = () => Table.load(duel([viktor({ hand: [card('OGN-044', 'keeper')], runes: [...runes(CALM, 3), ...runes('OGN-214', 3)] }), sett()]));

  it('Clockwork Keeper played without its additional cost: its "when you play me, if you paid" trigger never goes on the chain', () => {
    const table = keeper();
    table.act(0, { type: 'play', card: table.id('keeper') });
    table.passChain();
    expect(table.object('keeper').zone).toBe('base');
    expect(table.eventsOf('TriggerQueued')).toHaveLength(0);
    expect(table.eventsOf('TriggerAdded')).toHaveLength(0);
    expect(table.state.chain).toHaveLength(0);
    expect(table.state.seats[0]?.hand).toHaveLength(0);
  });

  it('with the cost paid, the trigger is placed and draws', () => {
    const table = keeper();
    table.act(0, { type: 'play', card: table.id('keeper'), additionalCost: { pay: true } });
    table.passChain();
    expect(table.eventsOf('TriggerAdded')).toMatchObject([{ item: { card: 'OGN-044' } }]);
    expect(table.state.seats[0]?.hand).toHaveLength(1);
  });
});

describe('simultaneous triggers of several players are placed starting with the turn player (CR 1.3 383.3.d.1; was CR 1.0 583.3.b.1, 551.1.a)', () => {
  it('in a showdown where the other player holds focus, the turn player places first, so the other player\'s trigger resolves first', () => {
    // Seat 0 (the turn player) contests an empty battlefield and passes focus to seat 1. Each
    // player has a Deathknell unit in base: Watchful Sentry (OGN-096) for seat 0, Soaring Scout
    // (OGN-216) for seat 1.
    const table = Table.load(
      duel([viktor({ base: [card('OGN-219', 'mover'), card('OGN-096', 'sentry')] }), sett({ base: [card('OGN-216', 'scout')] })], [
        field('blank', 0),
        field('blank', 1),
      ]),
    );
    table.act(0, { type: 'move', units: [table.id('mover')], to: 0 });
    table.act(0, { type: 'pass' });
    expect(table.state.showdown).toMatchObject({ focus: 1, combat: false });
    // Both die at once, as an effect that kills several units would kill them (no supported card
    // kills units of two players at once).
    const ctx = new EngineContext(table.state);
    ctx.push({ f: 'kill', units: [table.id('sentry'), table.id('scout')], index: 0, dying: [] });
    run(ctx);
    const after = Table.from(ctx.draft.finish(), [...table.events, ...ctx.events]);
    expect(after.eventsOf('TriggerQueued').map((event) => event.trigger.controller).sort()).toEqual([0, 1]);
    // Placed first = lowest on the chain: the turn player's trigger waits below seat 1's.
    expect(after.state.chain.map((item) => [item.card, item.controller])).toEqual([
      ['OGN-096', 0],
      ['OGN-216', 1],
    ]);
  });
});

/**
 * A unit moved by a resolving effect, then the cleanup that follows (CR 1.3 448, 321.1). No card
 * the engine supports moves a unit into a combat from the board yet, so the move is made here as
 * such an effect would make it (as in `cr-1-4-showdowns.spec.ts`).
 */
function moveByEffect(table: Table, unit: ObjectId, to: Place): Table {
  const ctx = new EngineContext(table.state);
  ctx.emit({ type: 'UnitsMoved', units: [unit], to, standard: false });
  ctx.push(CLEANUP_KILLS);
  run(ctx);
  return Table.from(ctx.draft.finish(), [...table.events, ...ctx.events]);
}

describe('a unit that becomes an attacker late in a combat triggers its attack abilities, once per combat (CR 1.3 383.4.e, 383.4.e.2.a; was CR 1.0 625.1.c.1)', () => {
  /** Seat 0 attacks Sett's Sergeant at battlefield 0 with a Sergeant; a Crackshot Corsair (OGN-130)
   * waits in its base. The combat chain is empty and seat 0 has focus. */
  const combat = () => {
    const table = Table.load(
      duel(
        [viktor({ base: [card('OGN-219', 'attacker'), card('OGN-130', 'corsair')] }), sett()],
        [field('blank', 0, { controller: 1, units: [card('OGN-219', 'defender')] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('attacker')], to: 0 });
    expect(table.state.combat).toMatchObject({ bf: 0, attacker: 0, defender: 1 });
    return table;
  };

  it('the Corsair arriving during the combat gains the attacker designation in the cleanup and its attack trigger goes on the chain', () => {
    const before = combat();
    const table = moveByEffect(before, before.id('corsair'), 0);
    expect(table.object(before.id('corsair')).role).toBe('attacker');
    expect(table.eventsOf('TriggerQueued').map((event) => event.trigger.card)).toEqual(['OGN-130']);
    expect(table.state.chain).toMatchObject([{ kind: 'trigger', card: 'OGN-130', controller: 0 }]);
  });

  it('leaving and coming back in the same combat does not trigger it again', () => {
    const before = combat();
    const arrived = moveByEffect(before, before.id('corsair'), 0);
    arrived.passChain();
    const left = moveByEffect(arrived, before.id('corsair'), 'base');
    expect(left.object(before.id('corsair')).role).toBeNull();
    const back = moveByEffect(left, before.id('corsair'), 0);
    expect(back.object(before.id('corsair')).role).toBe('attacker');
    expect(back.eventsOf('TriggerQueued')).toHaveLength(1);
  });
});
