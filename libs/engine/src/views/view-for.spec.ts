import { describe, expect, it } from 'vitest';
import { field, sett, viktor, duel } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';
import { redactEvents } from './redact-event.js';
import { viewFor } from './view-for.js';

function hiddenTable() {
  const table = Table.load(
    duel(
      [viktor({ hand: [{ card: 'OGN-213', label: 'blade' }, { card: 'OGN-219', label: 'secret' }], mainDeck: ['OGN-210', 'OGN-088'] }), sett({ hand: [{ card: 'OGN-207', label: 'theirs' }] })],
      [field('blank', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)],
    ),
  );
  table.act(0, { type: 'hide', card: table.id('blade'), bf: 0 });
  return table;
}

describe('what a seat sees (127, 107)', () => {
  it('shows its own hand, never an opponent hand, and no deck order (107.3.c, 107.6.c)', () => {
    const table = hiddenTable();
    const view = viewFor(table.state, { kind: 'seat', seat: 1 });
    expect(view.seats[0]).toMatchObject({ hand: null, handCount: 1, mainDeck: null, mainDeckCount: 2 });
    expect(view.seats[1]?.hand).toEqual([table.id('theirs')]);
    expect(view.seats[1]?.mainDeck).toBeNull();
    expect(view.objects[table.id('secret')]).toBeUndefined();
    expect(JSON.stringify(view)).not.toContain('"rng"');
  });

  it('hides the identity of a facedown card from everyone but its controller (127.4)', () => {
    const table = hiddenTable();
    expect(viewFor(table.state, { kind: 'seat', seat: 1 }).battlefields[0]?.facedown).toBe('hidden');
    expect(viewFor(table.state, { kind: 'spectator' }).objects[table.id('blade')]).toBeUndefined();
    expect(viewFor(table.state, { kind: 'seat', seat: 0 }).battlefields[0]?.facedown).toBe(table.id('blade'));
  });

  it('shows judges everything, deck order included', () => {
    const table = hiddenTable();
    const view = viewFor(table.state, { kind: 'judge' });
    expect(view.seats[0]?.mainDeck).toHaveLength(2);
    expect(view.objects[table.id('blade')]).toBeDefined();
  });

  it('shows the details of a decision only to the seat that makes it', () => {
    const table = hiddenTable();
    expect(viewFor(table.state, { kind: 'seat', seat: 1 }).pending).toEqual({ kind: 'priority', seat: 0, decision: null });
    expect(viewFor(table.state, { kind: 'seat', seat: 0 }).pending?.decision).toEqual({ kind: 'priority', seat: 0 });
  });
});

describe('the event log a seat sees', () => {
  it('hides drawn and hidden cards of others, shuffled orders and hashes', () => {
    const table = hiddenTable();
    table.act(0, { type: 'endTurn' });
    const forOpponent = redactEvents(table.state, table.events, { kind: 'seat', seat: 1 });
    const text = JSON.stringify(forOpponent);
    expect(forOpponent.find((event) => event.type === 'CardHidden')).toMatchObject({ card: null });
    expect(forOpponent.filter((event) => event.type === 'CardDrawn' && event.seat === 0).every((event) => event.type === 'CardDrawn' && event.card === null)).toBe(true);
    expect(forOpponent.every((event) => event.hash === null)).toBe(true);
    expect(text).not.toContain('"rng"');
    const forOwner = redactEvents(table.state, table.events, { kind: 'seat', seat: 0 });
    expect(forOwner.find((event) => event.type === 'CardHidden')).toMatchObject({ card: table.id('blade') });
    const forJudge = redactEvents(table.state, table.events, { kind: 'judge' });
    expect(forJudge.every((event) => typeof event.hash === 'string')).toBe(true);
  });
});
