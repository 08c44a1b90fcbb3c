import { describe, expect, it } from 'vitest';
import type { ObjectId } from '../model/ids.js';
import { duel, field, FURY, MIND, ORDER, resolveAll, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';
import { redactEvents } from '../views/redact-event.js';
import { viewFor } from '../views/view-for.js';

const CHAOS = 'OGN-166';
const BLIND_FURY = 'OGN-025';
const PROMISING_FUTURE = 'OGN-115';
const NOCTURNE = 'OGN-194';
const STACKED_DECK = 'OGN-183'; // a Chaos spell: look at the top three, keep one
const RAY = 'OGN-009'; // a Fury spell: 3 damage to a unit at a battlefield
const SERGEANT = 'OGN-219'; // an Order unit: 4 energy, no power
const MECH = 'OGN-088'; // a Mind unit: 7 energy, no power
const YASUO = 'OGN-076'; // a Calm unit: 6 energy, 2 Calm power
const SKULKER = 'OGN-175'; // a Chaos unit: 3 energy, no power

const deckOf = (table: Table, seat: number): readonly ObjectId[] => table.state.seats[seat]?.mainDeck ?? [];
const topOfDeck = (table: Table, seat: number): ObjectId | undefined => deckOf(table, seat)[deckOf(table, seat).length - 1];
const runeCount = (table: Table, seat: number): number => table.state.seats[seat]?.runes.length ?? 0;
const readyRunes = (table: Table, seat: number): number => (table.state.seats[seat]?.runes ?? []).filter((id) => !table.object(id).exhausted).length;

describe('Origins cards that play cards from the top of a deck', () => {
  it("OGN-025 reveals the opponent's top card; its controller banishes it and plays it for free, the opponent still owning it (CR 1.3 424, 558, 356.1.b.1; errata 2025-10-28)", () => {
    const table = Table.load(
      duel([
        viktor({ runes: runes(FURY, 6), hand: [{ card: BLIND_FURY, label: 'fury' }] }),
        sett({ mainDeck: [{ card: SERGEANT, label: 'sergeant' }, { card: MECH, label: 'next' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('fury') });
    const start = table.events.length;
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    const shown = redactEvents(table.state, table.events.slice(start), { kind: 'seat', seat: 0 }).filter((event) => event.type === 'CardsRevealed');
    expect(shown).toEqual([expect.objectContaining({ seat: 1, cards: [expect.objectContaining({ card: SERGEANT })] })]);
    expect(table.eventsOf('CardBanished', start)).toEqual([expect.objectContaining({ card: table.id('sergeant') })]);
    // A unit played by the effect resolves as it is finalized (CR 1.4 337.2).
    expect(table.object('sergeant')).toMatchObject({ zone: 'base', controller: 0, owner: 1 });
    expect(table.state.chain).toEqual([]);
    expect(table.state.seats[0]?.base).toContain(table.id('sergeant'));
    expect(topOfDeck(table, 1)).toBe(table.id('next'));
    expect(runeCount(table, 0)).toBe(4); // only Blind Fury's own two Fury power were recycled
  });

  it("OGN-025 plays an opponent's spell with targets its controller chooses, and the spell then goes to its owner's trash (CR 1.3 355.3, 558; FAQ Origins)", () => {
    const table = Table.load(
      duel(
        [viktor({ runes: runes(FURY, 6), hand: [{ card: BLIND_FURY, label: 'fury' }] }), sett({ mainDeck: [{ card: RAY, label: 'ray' }, SERGEANT] })],
        [field('blank', 0), field('blank', 1, { controller: 1, units: [{ card: SERGEANT, label: 'guard' }] })],
      ),
    );
    table.act(0, { type: 'play', card: table.id('fury') });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    const decision = table.decision();
    if (decision?.kind !== 'choosePlayByEffect') throw new Error('expected the spell to be played with its targets');
    expect(decision).toMatchObject({ seat: 0, upTo: false });
    expect(decision.options.map((option) => option.card)).toEqual([table.id('ray')]);
    table.act(0, { type: 'choosePlayByEffect', option: 0 });
    expect(table.object('ray')).toMatchObject({ zone: 'chain', controller: 0 });
    resolveAll(table);
    expect(table.object('guard').damage).toBe(3);
    expect(table.state.seats[1]?.trash).toContain(table.id('ray'));
  });

  it('OGN-115 has each player banish one of their top five privately, then from the next player on each plays theirs without its energy cost (CR 1.3 128.4, 356.1.b.2; FAQ Origins; rulings 2026-08-16)', () => {
    const table = Table.load(
      duel([
        viktor({
          runes: [...runes(MIND, 4), ...runes(ORDER, 3)],
          hand: [{ card: PROMISING_FUTURE, label: 'future' }],
          mainDeck: [YASUO, { card: SERGEANT, label: 'sergeant' }, RAY, RAY, RAY, { card: SKULKER, label: 'sixth' }],
        }),
        sett({ mainDeck: [{ card: MECH, label: 'mech' }, SERGEANT, SERGEANT, SERGEANT, SERGEANT, { card: SKULKER, label: 'sixth1' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('future') });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    const first = table.decision();
    if (first?.kind !== 'chooseCards') throw new Error('expected the turn player to choose first');
    expect(first).toMatchObject({ seat: 0, count: 1 });
    expect(first.seen?.map((seen) => seen.card)).toEqual([YASUO, SERGEANT, RAY, RAY, RAY]);
    expect(viewFor(table.state, { kind: 'seat', seat: 1 }).pending?.decision).toBeNull();
    table.act(0, { type: 'chooseCards', cards: [table.id('sergeant')] });
    expect(table.object('sergeant').zone).toBe('banishment');
    expect(topOfDeck(table, 0)).toBe(table.id('sixth'));
    const second = table.decision();
    if (second?.kind !== 'chooseCards') throw new Error('expected the next player to choose');
    expect(second.seat).toBe(1);
    expect(viewFor(table.state, { kind: 'seat', seat: 0 }).pending?.decision).toBeNull();
    const start = table.events.length;
    table.act(1, { type: 'chooseCards', cards: [table.id('mech')] });
    resolveAll(table);
    const played = table.eventsOf('CardPlayed', start).map((event) => [event.seat, event.item.source]);
    expect(played).toEqual([
      [1, table.id('mech')],
      [0, table.id('sergeant')],
    ]);
    expect(table.object('mech')).toMatchObject({ zone: 'base', controller: 1 });
    expect(table.object('sergeant')).toMatchObject({ zone: 'base', controller: 0 });
    expect(topOfDeck(table, 1)).toBe(table.id('sixth1'));
    expect(readyRunes(table, 1)).toBe(6); // Mega-Mech has no power cost
  });

  it('OGN-115 leaves a card whose power cannot be paid banished (FAQ Origins; CR 1.3 358.5)', () => {
    const table = Table.load(
      duel([
        viktor({ runes: runes(MIND, 6), hand: [{ card: PROMISING_FUTURE, label: 'future' }], mainDeck: [{ card: YASUO, label: 'yasuo' }] }),
        sett({ mainDeck: [] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('future') });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    resolveAll(table);
    expect(table.object('yasuo').zone).toBe('banishment'); // two Calm power it cannot pay
  });

  it('OGN-194 seen by its owner with a look at the top may be banished and played for one power; the look goes on with the others only (Nocturne errata; FAQ Origins; CR 1.3 128.4, 356.1.a)', () => {
    const table = Table.load(
      duel([
        viktor({
          runes: runes(CHAOS, 6),
          hand: [{ card: STACKED_DECK, label: 'stacked' }],
          mainDeck: [{ card: SERGEANT, label: 'a' }, { card: NOCTURNE, label: 'nocturne' }, { card: MECH, label: 'b' }, { card: SKULKER, label: 'fourth' }],
        }),
        sett(),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('stacked') });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    const offer = table.decision();
    if (offer?.kind !== 'chooseCards') throw new Error('expected the offer to banish Nocturne');
    expect(offer).toMatchObject({ seat: 0, options: [table.id('nocturne')], min: 0 });
    expect(viewFor(table.state, { kind: 'seat', seat: 1 }).pending?.decision).toBeNull();
    table.act(0, { type: 'chooseCards', cards: [table.id('nocturne')] });
    expect(table.object('nocturne').zone).toBe('banishment');
    const keep = table.decision();
    if (keep?.kind !== 'chooseCards') throw new Error('expected the choice of the card to keep');
    expect(keep.options).toEqual([table.id('a'), table.id('b')]);
    table.act(0, { type: 'chooseCards', cards: [table.id('b')] });
    expect(table.state.seats[0]?.hand).toEqual([table.id('b')]);
    resolveAll(table);
    expect(table.object('nocturne')).toMatchObject({ zone: 'base', controller: 0 });
    expect(topOfDeck(table, 0)).toBe(table.id('fourth'));
    expect(runeCount(table, 0)).toBe(5); // one rune recycled for Nocturne's power of any domain
  });

  it('OGN-194 in its owner\'s deck but not seen: the owner is asked all the same, with nothing to choose, so the question tells nobody it was there (CR 1.3 127)', () => {
    const table = Table.load(
      duel([
        viktor({
          runes: runes(CHAOS, 6),
          hand: [{ card: STACKED_DECK, label: 'stacked' }],
          mainDeck: [{ card: SERGEANT, label: 'a' }, { card: MECH, label: 'b' }, { card: SKULKER, label: 'c' }, { card: NOCTURNE, label: 'deep' }],
        }),
        sett(),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('stacked') });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    const offer = table.decision();
    if (offer?.kind !== 'chooseCards') throw new Error('expected the (empty) offer');
    expect(offer).toMatchObject({ seat: 0, options: [], count: 0, min: 0 });
    table.act(0, { type: 'chooseCards', cards: [] });
    expect(table.object('deep').zone).toBe('mainDeck');
    const keep = table.decision();
    if (keep?.kind !== 'chooseCards') throw new Error('expected the choice of the card to keep');
    expect(keep.options).toHaveLength(3);
  });

  it("OGN-194 revealed from its owner's deck by an opponent's Blind Fury lets its owner banish and play it first (Nocturne errata; CR 1.3 424)", () => {
    const table = Table.load(
      duel([
        viktor({ runes: runes(FURY, 6), hand: [{ card: BLIND_FURY, label: 'fury' }] }),
        sett({ mainDeck: [{ card: NOCTURNE, label: 'nocturne' }, { card: MECH, label: 'next' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('fury') });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    const offer = table.decision();
    if (offer?.kind !== 'chooseCards') throw new Error('expected the owner to be offered Nocturne');
    expect(offer).toMatchObject({ seat: 1, options: [table.id('nocturne')] });
    table.act(1, { type: 'chooseCards', cards: [table.id('nocturne')] });
    resolveAll(table);
    expect(table.object('nocturne')).toMatchObject({ zone: 'base', controller: 1 });
    expect(topOfDeck(table, 1)).toBe(table.id('next'));
  });

  it('OGN-194 left on top when its owner declines: the look is unchanged (Nocturne errata, "may")', () => {
    const table = Table.load(
      duel([
        viktor({ runes: runes(CHAOS, 6), hand: [{ card: STACKED_DECK, label: 'stacked' }], mainDeck: [{ card: NOCTURNE, label: 'nocturne' }, SERGEANT, MECH, SKULKER] }),
        sett(),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('stacked') });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    table.act(0, { type: 'chooseCards', cards: [] });
    const keep = table.decision();
    if (keep?.kind !== 'chooseCards') throw new Error('expected the choice of the card to keep');
    expect(keep.options).toHaveLength(3);
    table.act(0, { type: 'chooseCards', cards: [table.id('nocturne')] });
    expect(table.state.seats[0]?.hand).toEqual([table.id('nocturne')]);
  });
});

