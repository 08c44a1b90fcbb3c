/**
 * The general pieces behind playing cards found on top of a deck: `banishFromTopAndPlay` with
 * `from: 'eachOpponent'` and `what: 'anyCard'`, `eachPlayerBanishesFromTopThenPlays`, a banished
 * spell finished by `finishPlayByEffect` (targets chosen as it is played, CR 1.3 355.3), and the
 * one hook every look at or reveal of the top of a deck goes through (`engine/flow/seen-on-top.ts`,
 * the static `mayBanishAndPlayWhenSeenOnTop`), tested on the Origins cards that use them.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { Table } from '../testing/table.js';
import { CALM, duel, field, FURY, MIND, resolveAll, runes, sett, viktor } from './fixtures.js';

const BLIND_FURY = 'OGN-025';
const PROMISING_FUTURE = 'OGN-115';
const NOCTURNE = 'OGN-194';
const AURORA = 'OGN-160'; // a gear: at its controller's turn end, reveal down to a unit and play it free
const SEER = 'OGN-100'; // a Mind unit with Vision
const RAY = 'OGN-009'; // a Fury spell: 3 damage to a unit at a battlefield
const SERGEANT = 'OGN-219';
const MECH = 'OGN-088';
const SKULKER = 'OGN-175';
const TEEMO = 'OGN-121'; // as it defends, reveals its controller's top five
const SANCTUM = 'OGN-291'; // a battlefield: its conqueror looks at their top two and reorders them

const topOfDeck = (table: Table, seat: number) => {
  const deck = table.state.seats[seat]?.mainDeck ?? [];
  return deck[deck.length - 1];
};

describe('playing cards from the top of a deck', () => {
  it('a banished spell with no legal target is not played and stays banished (FAQ Origins on cards that play other cards; CR 1.3 355.3, 358.5)', () => {
    const table = Table.load(duel([viktor({ runes: runes(FURY, 6), hand: [{ card: BLIND_FURY, label: 'fury' }] }), sett({ mainDeck: [{ card: RAY, label: 'ray' }] })]));
    table.act(0, { type: 'play', card: table.id('fury') });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    resolveAll(table);
    expect(table.object('ray')).toMatchObject({ zone: 'banishment', owner: 1 });
    expect(table.state.chain).toEqual([]);
  });

  it("an opponent's card played by an effect is controlled by the player who played it and stays its owner's (CR 1.3 558; Blind Fury errata)", () => {
    const table = Table.load(duel([viktor({ runes: runes(FURY, 6), hand: [{ card: BLIND_FURY, label: 'fury' }] }), sett({ mainDeck: [{ card: MECH, label: 'mech' }] })]));
    table.act(0, { type: 'play', card: table.id('fury') });
    table.passChain();
    resolveAll(table);
    expect(table.object('mech')).toMatchObject({ zone: 'base', owner: 1, controller: 0 });
  });

  it('each player banishes from their own top cards in turn order from the turn player; the plays come from the next player on (rulings 2026-08-16, Promising Future; CR 1.3 383.3.d.1)', () => {
    const table = Table.load(
      duel([
        viktor({ runes: runes(MIND, 6), hand: [{ card: PROMISING_FUTURE, label: 'future' }], mainDeck: [{ card: SKULKER, label: 'mine' }] }),
        sett({ mainDeck: [{ card: SERGEANT, label: 'theirs' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('future') });
    table.passChain();
    // One card each: nothing to choose, both banished at once.
    const banished = table.eventsOf('CardBanished').map((event) => event.card);
    expect(banished).toEqual([table.id('mine'), table.id('theirs')]);
    const played = table.eventsOf('CardPlayed').slice(1).map((event) => event.seat);
    expect(played).toEqual([1, 0]);
  });

  it('the hook on a prediction: a card seen on top by its owner may be banished and played for its cost (Nocturne errata; CR 1.4 436)', () => {
    const table = Table.load(
      duel([viktor({ runes: runes(MIND, 8), hand: [{ card: SEER, label: 'seer' }], mainDeck: [{ card: NOCTURNE, label: 'nocturne' }, { card: SERGEANT, label: 'next' }] }), sett()]),
    );
    table.act(0, { type: 'play', card: table.id('seer'), to: 'base' });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: [table.id('nocturne')], min: 0 });
    table.act(0, { type: 'chooseCards', cards: [table.id('nocturne')] });
    // Nothing is left of the one card predicted.
    resolveAll(table);
    expect(table.object('nocturne')).toMatchObject({ zone: 'base', controller: 0 });
    expect(topOfDeck(table, 0)).toBe(table.id('next'));
  });

  it('the hook on a reveal until a unit: the unit found is offered first, and the reveal does not go on past it (FAQ Origins, Dazzling Aurora and Nocturne; CR 1.3 424)', () => {
    const table = Table.load(
      duel([
        viktor({
          runes: runes(CALM, 2),
          base: [{ card: AURORA, label: 'aurora' }],
          mainDeck: [{ card: RAY, label: 'ray' }, { card: NOCTURNE, label: 'nocturne' }, { card: SERGEANT, label: 'sergeant' }],
        }),
        sett(),
      ]),
    );
    table.act(0, { type: 'endTurn' });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: [table.id('nocturne')] });
    table.act(0, { type: 'chooseCards', cards: [table.id('nocturne')] });
    resolveAll(table);
    expect(table.object('nocturne')).toMatchObject({ zone: 'base', controller: 0 });
    expect(table.object('sergeant').zone).toBe('mainDeck');
    expect(topOfDeck(table, 0)).toBe(table.id('sergeant'));
    expect(table.object('ray').zone).toBe('mainDeck'); // recycled under the deck
  });

  it('the hook in each player’s look of Promising Future: the card is banished and played, before the one chosen (FAQ Origins on Nocturne and Promising Future)', () => {
    const table = Table.load(
      duel([
        viktor({
          runes: runes(MIND, 7),
          hand: [{ card: PROMISING_FUTURE, label: 'future' }],
          mainDeck: [{ card: NOCTURNE, label: 'nocturne' }, { card: SERGEANT, label: 'a' }, { card: MECH, label: 'b' }],
        }),
        sett({ mainDeck: [] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('future') });
    table.passChain();
    table.act(0, { type: 'chooseCards', cards: [table.id('nocturne')] });
    const pick = table.decision();
    if (pick?.kind !== 'chooseCards') throw new Error('expected the choice of Promising Future');
    expect(pick.options).toEqual([table.id('a'), table.id('b')]);
    const start = table.events.length;
    table.act(0, { type: 'chooseCards', cards: [table.id('a')] });
    // Nocturne went on the chain as a pending item first, so it is played first.
    expect(table.eventsOf('CardPlayed', start).map((event) => event.item.source)).toEqual([table.id('nocturne'), table.id('a')]);
    resolveAll(table);
    expect(table.object('nocturne')).toMatchObject({ zone: 'base', controller: 0 });
    expect(table.object('a')).toMatchObject({ zone: 'base', controller: 0 });
    expect(table.object('b').zone).toBe('mainDeck');
  });

  it('the hook on a look that reorders: the look goes on with the cards left of the two it saw (Nocturne errata; CR 1.3 128.4)', () => {
    const table = Table.load(
      duel(
        [viktor({ base: [{ card: MECH, label: 'mech' }], mainDeck: [{ card: NOCTURNE, label: 'nocturne' }, { card: SERGEANT, label: 'b' }, { card: SKULKER, label: 'c' }] }), sett()],
        [field(SANCTUM, 1), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('mech')], to: 0 });
    table.passShowdown();
    resolveAll(table);
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: [table.id('nocturne')] });
    table.act(0, { type: 'chooseCards', cards: [table.id('nocturne')] });
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: [table.id('b')], min: 0 });
    table.act(0, { type: 'chooseCards', cards: [] });
    resolveAll(table);
    // Its controller now holds the Sanctum, so Nocturne may go there; base it is.
    expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 0, source: table.id('nocturne') });
    table.act(0, { type: 'confirm', accept: false });
    resolveAll(table);
    expect(table.object('nocturne')).toMatchObject({ zone: 'base', controller: 0 });
    expect(topOfDeck(table, 0)).toBe(table.id('b'));
  });

  it('the hook on a reveal of the top cards: what is left of the five is revealed and counted (Nocturne errata; CR 1.3 424)', () => {
    const table = Table.load(
      duel(
        [
          viktor({ base: [{ card: MECH, label: 'mech' }] }),
          sett({ mainDeck: [{ card: NOCTURNE, label: 'nocturne' }, 'OGN-197', SERGEANT, RAY, 'OGN-264', { card: SKULKER, label: 'sixth' }] }),
        ],
        [field('blank', 0, { controller: 1, units: [{ card: TEEMO, label: 'teemo' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('mech')], to: 0 });
    for (let i = 0; i < 20 && table.eventsOf('CardBanished').length === 0; i++) {
      const decision = table.decision();
      if (!decision) break;
      if (decision.kind === 'chooseCards' && decision.options.includes(table.id('nocturne'))) {
        expect(decision.seat).toBe(1);
        table.act(1, { type: 'chooseCards', cards: [table.id('nocturne')] });
        break;
      }
      const [first] = legalActions(table.state, decision.seat);
      table.act(decision.seat, decision.kind === 'priority' ? { type: 'pass' } : (first as never));
    }
    expect(table.object('nocturne').zone).not.toBe('mainDeck');
    const [revealed] = table.eventsOf('CardsRevealed');
    expect(revealed?.cards.map((card) => card.card)).toEqual(['OGN-197', SERGEANT, RAY, 'OGN-264']);
    expect(topOfDeck(table, 1)).toBe(table.id('sixth'));
  });
});
