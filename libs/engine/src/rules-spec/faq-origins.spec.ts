/**
 * The worked questions of the official Riftbound Origins FAQ (2025-10-16,
 * `shared/rules/en/faq-origins.md`) about rules the engine plays, each named by its section and
 * question, with the Core Rules v1.4 rule behind the answer.
 */
import { describe, expect, it } from 'vitest';
import type { ScenarioCard } from '../scenario/scenario-format.js';
import { Table } from '../testing/table.js';
import { TEST_THREE_PLAYERS } from '../testing/test-modes.js';
import { duel, field, sett, viktor } from './fixtures.js';

const unit = (card: string, label: string): ScenarioCard => ({ card, label });

/** Seat 0 at `points` with two ready units in base; two empty battlefields nobody controls. */
function twoConquests(points: number): Table {
  const table = Table.load(
    duel([viktor({ points, base: [unit('OGN-219', 'first'), unit('OGN-219', 'second')], mainDeck: ['OGN-210', 'OGN-210'] }), sett()], [field('blank', 0), field('blank', 1)]),
  );
  table.act(0, { type: 'move', units: [table.id('first')], to: 0 });
  table.passShowdown();
  return table;
}

function conquerSecond(table: Table): void {
  table.act(0, { type: 'move', units: [table.id('second')], to: 1 });
  table.passShowdown();
}

describe('FAQ Origins, Scoring: "How does the last point work?" (CR 1.4 471.1.b)', () => {
  it('at 6, conquering both battlefields goes to 7 and then to 8 and wins', () => {
    const table = twoConquests(6);
    expect(table.points(0)).toBe(7);
    conquerSecond(table);
    expect(table.points(0)).toBe(8);
    expect(table.state.result).toMatchObject({ reason: 'victory', outcomes: ['win', 'loss'] });
  });

  it('at 7, conquering both battlefields draws a card for the first, then goes to 8 and wins', () => {
    const table = twoConquests(7);
    expect(table.points(0)).toBe(7);
    expect(table.eventsOf('FinalPointWithheld')).toHaveLength(1);
    expect(table.state.seats[0]?.hand).toHaveLength(1);
    conquerSecond(table);
    expect(table.points(0)).toBe(8);
    expect(table.state.result?.reason).toBe('victory');
  });

  it('at 7, holding one battlefield goes to 8 and wins', () => {
    const table = Table.load(
      duel([viktor({ points: 7 }), sett()], [field('blank', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)], { turn: { seat: 0, start: 'start' } }),
    );
    expect(table.state.result).toMatchObject({ reason: 'victory', outcomes: ['win', 'loss'] });
  });
});

describe('FAQ Origins, Movement: "What\'s the standard move?" (CR 1.4 144.2)', () => {
  it('an exhausted unit cannot use the standard move', () => {
    const table = Table.load(duel([viktor({ base: [{ card: 'OGN-219', label: 'tired', exhausted: true }] }), sett()]));
    expect(table.reject(0, { type: 'move', units: [table.id('tired')], to: 0 }).code).toBe('move/exhausted');
  });
});

describe('FAQ Origins, Combat: "What happens when both sides in combat have the same total Might?" (CR 1.4 465)', () => {
  it('both sides die, nobody controls the battlefield and nobody scores', () => {
    const table = Table.load(duel([viktor({ base: [unit('OGN-219', 'a')] }), sett()], [field('blank', 1, { controller: 1, units: [unit('OGN-219', 'b')] }), field('blank', 0)]));
    table.act(0, { type: 'move', units: [table.id('a')], to: 0 });
    table.passShowdown();
    expect([table.object('a').zone, table.object('b').zone]).toEqual(['trash', 'trash']);
    expect(table.state.battlefields[0]?.controller).toBeNull();
    expect([table.points(0), table.points(1)]).toEqual([0, 0]);
  });
});

describe('FAQ Origins, Hidden (CR 1.4 811)', () => {
  const hiddenTable = () =>
    Table.load(duel([viktor({ hand: [{ card: 'OGN-213', label: 'blade' }] }), sett()], [field('blank', 0, { controller: 0, units: [unit('OGN-219', 'guard')] }), field('blank', 1)]));

  it('"When I hide a card, does that count for Legion?": hiding is not playing', () => {
    const table = hiddenTable();
    const played = table.state.seats[0]?.cardsPlayed;
    table.act(0, { type: 'hide', card: table.id('blade'), bf: 0 });
    expect(table.state.seats[0]?.cardsPlayed).toBe(played);
    expect(table.eventsOf('CardPlayed')).toHaveLength(0);
  });

  it('"If I hide a card ... can I play the card I hid?" the same turn: no', () => {
    const table = hiddenTable();
    table.act(0, { type: 'hide', card: table.id('blade'), bf: 0 });
    expect(table.reject(0, { type: 'play', card: table.id('blade'), targets: [{ id: table.id('guard'), stamp: 0 }] }).code).toBe('hidden/too_soon');
  });
});

describe('FAQ Origins, Timing: "In a free-for-all, can I play Actions and Reactions in a showdown that I don\'t have units at?" (CR 1.4 347.4)', () => {
  it('yes: focus comes to the third player in turn order, who plays a spell into the combat', () => {
    const table = Table.load({
      mode: TEST_THREE_PLAYERS,
      seats: [viktor({ base: [unit('OGN-219', 'a')] }), sett(), viktor({ hand: [{ card: 'OGN-095', label: 'stupefy' }] })],
      battlefields: [field('blank', 1, { controller: 1, units: [unit('OGN-132', 'b')] }), field('blank', 2, { controller: 2, units: ['OGN-219'] }), field('blank', 0)],
    });
    table.act(0, { type: 'move', units: [table.id('a')], to: 0 });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    expect(table.decision()).toEqual({ kind: 'priority', seat: 2 });
    table.act(2, { type: 'play', card: table.id('stupefy'), targets: [{ id: table.id('a'), stamp: 0 }] });
    expect(table.state.chain).toHaveLength(1);
  });
});

describe('FAQ Origins, Miscellaneous (CR 1.4 431, 315.3)', () => {
  it('"What happens when I run out of cards in my Main Deck?": burn out, the trash is recycled into the deck and an opponent scores 1', () => {
    const table = Table.load(duel([viktor({ mainDeck: [], trash: ['OGN-210', 'OGN-219'] }), sett()], undefined, { turn: { seat: 0, start: 'start' } }));
    expect(table.eventsOf('BurnedOut')).toHaveLength(1);
    expect(table.points(1)).toBe(1);
    expect(table.state.seats[0]?.trash).toHaveLength(0);
  });

  it('"What happens when I run out of cards in my Rune Deck?": nothing, no rune is channelled and no penalty', () => {
    const table = Table.load(duel([viktor({ runeDeck: [] }), sett()], undefined, { turn: { seat: 0, start: 'start' } }));
    expect(table.eventsOf('RuneChanneled')).toHaveLength(0);
    expect(table.eventsOf('BurnedOut')).toHaveLength(0);
    expect([table.points(0), table.points(1)]).toEqual([0, 0]);
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
  });
});
