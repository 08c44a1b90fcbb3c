/**
 * General pieces of the card language added with the cards of `cards/play-by-effect-cards.ts`:
 * playing a card from the trash by an effect (`playFromTrash`), banishing a unit found on top of a
 * deck and playing it (`banishFromTopAndPlay`), "may discard N to", triggers from the trash on a
 * conquer, a might read before a kill (`readMight`), trash targets by keyword, hiding ignoring
 * costs this turn, "when I defend", revealing the top of a deck (`CardsRevealed`) and putting the
 * top back in a chosen order (`DeckTopOrdered`).
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { replay } from '../replay/replay.js';
import { Table } from '../testing/table.js';
import { redactEvents } from '../views/redact-event.js';
import { CALM, duel, field, resolveAll, runes, sett, viktor } from './fixtures.js';

const CHAOS = 'OGN-166';
const KAYN = 'OGN-189'; // 6 energy, 1 Chaos power
const SERGEANT = 'OGN-219';
const CRUEL_PATRON = 'OGN-208'; // a unit with a mandatory additional cost: kill a friendly unit
const YASUO = 'OGN-076'; // 6 energy, 2 Calm power

describe('playing a card from the trash by an effect (playFromTrash)', () => {
  it('plays the card through the chain once the spell is done; a unit resolves as it is finalized, with no pass (CR 1.3 356.1; CR 1.4 337.2; FAQ Origins, pending items)', () => {
    const table = Table.load(
      duel([viktor({ runes: runes(CHAOS, 10), hand: [{ card: 'OGN-198', label: 'harrowing' }], trash: [{ card: KAYN, label: 'kayn' }] }), sett()]),
    );
    table.act(0, { type: 'play', card: table.id('harrowing') });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    // The only unit it can pay for is played at once: the choice is not optional.
    expect(table.eventsOf('CardPlayed').map((event) => event.item.source)).toEqual([table.id('harrowing'), table.id('kayn')]);
    expect(table.object('kayn')).toMatchObject({ zone: 'base', exhausted: true });
    expect(table.state.chain).toEqual([]);
    expect(table.state.seats[0]?.cardsPlayed).toBe(2);
  });
});

describe('mandatory additional costs of a card played by an effect (finishPlayByEffect)', () => {
  it('are still paid: its controller chooses the friendly unit to kill (CR 1.3 356.2.a.1, 561.2; FAQ Origins)', () => {
    const table = Table.load(
      duel([
        viktor({ runes: runes(CHAOS, 8), hand: [{ card: 'OGN-198', label: 'harrowing' }], trash: [{ card: CRUEL_PATRON, label: 'patron' }], base: [{ card: SERGEANT, label: 'fodder' }] }),
        sett({ base: [{ card: SERGEANT, label: 'enemy' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('harrowing') });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: [table.id('fodder')], count: 1 });
    expect(table.reject(0, { type: 'chooseCards', cards: [table.id('enemy')] }).code).toBe('cost/kill_friendly_unit');
    table.act(0, { type: 'chooseCards', cards: [table.id('fodder')] });
    expect(table.object('fodder').zone).toBe('trash');
    resolveAll(table);
    expect(table.object('patron')).toMatchObject({ zone: 'base' });
  });

  it('leave the card where it is when no friendly unit can be killed (CR 1.3 356.2.a.1; FAQ Origins)', () => {
    const table = Table.load(
      duel([viktor({ runes: runes(CHAOS, 8), hand: [{ card: 'OGN-198', label: 'harrowing' }], trash: [{ card: CRUEL_PATRON, label: 'patron' }] }), sett()]),
    );
    table.act(0, { type: 'play', card: table.id('harrowing') });
    table.passChain();
    expect(table.object('patron').zone).toBe('trash');
  });
});

describe('where a unit played by an effect goes (finishPlayByEffect)', () => {
  const harrowingTable = (battlefields: ReturnType<typeof field>[]) =>
    Table.load(duel([viktor({ runes: runes(CHAOS, 10), hand: [{ card: 'OGN-198', label: 'harrowing' }], trash: [{ card: KAYN, label: 'kayn' }] }), sett()], battlefields));

  it('its controller chooses base or a battlefield they control (CR 1.3 559.2; FAQ Origins, pending items)', () => {
    const table = harrowingTable([field('blank', 0, { controller: 0, units: [SERGEANT] }), field('blank', 1, { controller: 0, units: [SERGEANT] })]);
    table.act(0, { type: 'play', card: table.id('harrowing') });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 0, source: table.id('kayn') });
    table.act(0, { type: 'confirm', accept: true });
    expect(table.decision()).toMatchObject({ kind: 'chooseBattlefield', seat: 0, options: [0, 1], purpose: 'play' });
    expect(legalActions(table.state, 0)).toEqual([{ type: 'chooseBattlefield', bf: 0 }, { type: 'chooseBattlefield', bf: 1 }]);
    table.act(0, { type: 'chooseBattlefield', bf: 1 });
    table.passChain();
    expect(table.object('kayn')).toMatchObject({ zone: 'battlefield', bf: 1 });
  });

  it('declining sends it to base; without a battlefield of theirs nothing is asked (CR 1.3 559.2)', () => {
    const declined = harrowingTable([field('blank', 0, { controller: 0, units: [SERGEANT] }), field('blank', 1)]);
    declined.act(0, { type: 'play', card: declined.id('harrowing') });
    declined.act(0, { type: 'pass' });
    declined.act(1, { type: 'pass' });
    declined.act(0, { type: 'confirm', accept: false });
    declined.passChain();
    expect(declined.object('kayn').zone).toBe('base');
    const none = harrowingTable([field('blank', 0), field('blank', 1)]);
    none.act(0, { type: 'play', card: none.id('harrowing') });
    none.passChain();
    expect(none.object('kayn').zone).toBe('base');
  });
});

describe('banishing a unit from the top of a deck and playing it (banishFromTopAndPlay)', () => {
  it('leaves the chosen unit banished when its remaining cost cannot be paid (FAQ Origins; errata 2025-10-28; CR 1.3 603)', () => {
    const table = Table.load(
      duel([viktor({ runes: runes('OGN-089', 5), hand: [{ card: 'OGN-062', label: 'reinforce' }], mainDeck: [{ card: YASUO, label: 'yasuo' }, SERGEANT] }), sett()]),
    );
    table.act(0, { type: 'play', card: table.id('reinforce') });
    table.passChain();
    // Yasuo's energy is discounted to 1, but no rune gives his two Calm power.
    table.act(0, { type: 'chooseCards', cards: [table.id('yasuo')] });
    resolveAll(table);
    expect(table.object('yasuo').zone).toBe('banishment');
    expect(table.state.chain).toEqual([]);
  });

  it('replays exactly, reveals included (CR 1.3 424; ADR 0001)', () => {
    const table = Table.load(
      duel([viktor({ base: [{ card: 'OGN-160', label: 'aurora' }], mainDeck: ['OGN-009', { card: SERGEANT, label: 'sergeant' }, SERGEANT] }), sett()]),
    );
    table.act(0, { type: 'endTurn' });
    resolveAll(table);
    expect(table.object('sergeant').zone).toBe('base');
    const result = replay(table.events);
    expect(result.ok).toBe(true);
  });
});

describe('"you may discard N to" and triggers from the trash (a discard step with may, youConquerFromTrash)', () => {
  it('triggers only for the conquering player and only from their trash (CR 1.3 385.2)', () => {
    const table = Table.load(
      duel([
        viktor({ base: [{ card: 'OGN-088', label: 'mech' }], hand: [SERGEANT], trash: [{ card: 'OGN-252', label: 'mine' }] }),
        sett({ hand: [SERGEANT], trash: [{ card: 'OGN-252', label: 'theirs' }] }),
      ]),
    );
    table.act(0, { type: 'move', units: [table.id('mech')], to: 0 });
    table.passShowdown();
    resolveAll(table);
    expect(table.eventsOf('TriggerQueued').map((event) => event.trigger.source)).toEqual([table.id('mine')]);
    expect(legalActions(table.state, 0)).toContainEqual({ type: 'chooseCards', cards: [] });
  });
});

describe('hiding ignoring costs this turn, trash targets by keyword (hideIgnoringCosts, anyCardWithKeyword)', () => {
  it('only a card with the keyword in the trash is a legal target, whatever its type (CR 1.3 355.9.a)', () => {
    const table = Table.load(
      duel([viktor({ runes: runes('OGN-089', 3), hand: [{ card: 'OGN-264', label: 'warfare' }], trash: [{ card: 'OGN-264', label: 'spell' }, { card: SERGEANT, label: 'plain' }] }), sett()]),
    );
    const ref = (label: string) => ({ id: table.id(label), stamp: table.object(label).stamp });
    expect(table.reject(0, { type: 'play', card: table.id('warfare'), targets: [ref('plain'), null] }).code).toBe('target/illegal');
    table.act(0, { type: 'play', card: table.id('warfare'), targets: [ref('spell'), null] });
    table.passChain();
    expect(table.object('spell').zone).toBe('hand');
  });
});

describe('"when I defend" (defendSelf) and revealing the top of a deck (revealTopThenRecycle)', () => {
  it('a unit that only attacks does not trigger it (CR 1.3 383.4.f)', () => {
    const table = Table.load(
      duel(
        [viktor({ base: [{ card: 'OGN-121', label: 'teemo' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [SERGEANT] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('teemo')], to: 0 });
    expect(table.eventsOf('TriggerQueued')).toHaveLength(0);
    expect(table.eventsOf('CardsRevealed')).toHaveLength(0);
  });
});

describe('putting the top of a deck back in order (DeckTopOrdered)', () => {
  it('shows the new order to its owner only (CR 1.3 107.3.c, 128.4)', () => {
    const table = Table.load(
      duel(
        [viktor({ base: [{ card: 'OGN-088', label: 'mech' }], mainDeck: [{ card: SERGEANT, label: 'a' }, { card: 'OGN-009', label: 'b' }] }), sett()],
        [field('OGN-291', 1), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('mech')], to: 0 });
    table.passShowdown();
    resolveAll(table);
    table.act(0, { type: 'chooseCards', cards: [] });
    table.act(0, { type: 'chooseCards', cards: [table.id('b')] });
    const own = redactEvents(table.state, table.events, { kind: 'seat', seat: 0 }).filter((event) => event.type === 'DeckTopOrdered');
    expect(own).toEqual([expect.objectContaining({ cards: [table.id('b'), table.id('a')] })]);
    expect(replay(table.events).ok).toBe(true);
  });

  it('leaves a Calm deck untouched when nothing is conquered there (CR 1.3 469)', () => {
    const table = Table.load(duel([viktor({ runes: runes(CALM, 2) }), sett()], [field('OGN-291', 1), field('blank', 0)]));
    table.act(0, { type: 'endTurn' });
    expect(table.eventsOf('DeckTopOrdered')).toHaveLength(0);
  });
});
