import { describe, expect, it } from 'vitest';
import type { ObjectId } from '../model/ids.js';
import { mightOf } from '../rules/might.js';
import { duel, field, FURY, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';
import { viewFor } from '../views/view-for.js';

const CHAOS = 'OGN-166';
/** A Chaos player: Viktor's seat with eight ready Chaos runes (the scenario does not check identity). */
const chaos = (extra: Parameters<typeof viktor>[0] = {}) => viktor({ runes: runes(CHAOS, 8), ...extra });

const cardsOf = (table: Table, ids: readonly ObjectId[]) => ids.map((id) => table.object(id).card);

/** Passes the chain, ordering triggers as listed whenever a player is asked to. */
function resolveAll(table: Table): void {
  for (let i = 0; i < 50; i++) {
    const decision = table.decision();
    if (decision?.kind === 'orderTriggers') table.act(decision.seat, { type: 'orderTriggers', order: decision.triggers });
    else if (decision?.kind === 'priority' && table.state.chain.length > 0) table.act(decision.seat, { type: 'pass' });
    else return;
  }
}

describe('Origins Chaos cards (b)', () => {
  it('OGN-167 gets +2 might this turn when its controller plays a card from facedown (CR 1.3 419.4.a, 811)', () => {
    const table = Table.load(
      duel(
        [
          chaos({ base: [{ card: 'OGN-167', label: 'monk' }] }),
          sett(),
        ],
        [field('blank', 0, { controller: 0, units: ['OGN-219'], facedown: { card: 'OGN-197', label: 'teemo', hiddenTurn: 0 } }), field('blank', 1)],
        { turn: { seat: 0, number: 2, start: 'main' } },
      ),
    );
    table.act(0, { type: 'play', card: table.id('teemo') });
    resolveAll(table);
    expect(table.object('teemo')).toMatchObject({ zone: 'battlefield', bf: 0 });
    expect(mightOf(table.state, table.id('monk'))).toBe(6);
  });

  it('OGN-167 does not grow when a card is played from the hand (CR 1.3 811)', () => {
    const table = Table.load(duel([chaos({ base: [{ card: 'OGN-167', label: 'monk' }], hand: [{ card: 'OGN-197', label: 'teemo' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('teemo') });
    resolveAll(table);
    expect(mightOf(table.state, table.id('monk'))).toBe(4);
  });

  it('OGN-176 may be played to an open battlefield, other units may not (CR 1.3 169.10.c)', () => {
    const table = Table.load(duel([chaos({ hand: [{ card: 'OGN-176', label: 'deckhand' }, { card: 'OGN-210', label: 'poro' }] }), sett()]));
    expect(table.reject(0, { type: 'play', card: table.id('poro'), to: 1 }).code).toBe('play/illegal_location');
    table.act(0, { type: 'play', card: table.id('deckhand'), to: 1 });
    expect(table.object('deckhand')).toMatchObject({ zone: 'battlefield', bf: 1 });
  });

  it('OGN-176 may not be played to a battlefield an opponent controls (CR 1.3 169.10.c)', () => {
    const table = Table.load(
      duel([chaos({ hand: [{ card: 'OGN-176', label: 'deckhand' }] }), sett()], [field('blank', 0), field('blank', 1, { controller: 1, units: ['OGN-219'] })]),
    );
    expect(table.reject(0, { type: 'play', card: table.id('deckhand'), to: 1 }).code).toBe('play/illegal_location');
  });

  it('OGN-179 makes each player kill one of their own gear, chosen by that player in turn order (CR 1.3 428)', () => {
    const table = Table.load(
      duel([
        chaos({ hand: [{ card: 'OGN-179', label: 'losses' }], base: [{ card: 'OGN-204', label: 'seal' }, { card: 'OGN-182', label: 'heap' }], mainDeck: ['OGN-142'] }),
        sett({ base: [{ card: 'OGN-204', label: 'theirSeal' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('losses') });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: [table.id('seal'), table.id('heap')] });
    expect(table.reject(0, { type: 'chooseCards', cards: [table.id('theirSeal')] }).code).toBe('choice/bad_cards');
    table.act(0, { type: 'chooseCards', cards: [table.id('heap')] });
    resolveAll(table);
    // The opponent's only gear goes without a choice; the Scrapheap's own trigger draws.
    expect(table.object('heap').zone).toBe('trash');
    expect(table.object('theirSeal').zone).toBe('trash');
    expect(table.object('seal').zone).toBe('base');
    expect(cardsOf(table, table.state.seats[0]?.hand ?? [])).toEqual(['OGN-142']);
  });

  it('OGN-179 does nothing for a player without gear (CR 1.3 419.3.c)', () => {
    const table = Table.load(duel([chaos({ hand: [{ card: 'OGN-179', label: 'losses' }] }), sett({ base: [{ card: 'OGN-204', label: 'theirSeal' }] })]));
    table.act(0, { type: 'play', card: table.id('losses') });
    table.passChain();
    expect(table.object('theirSeal').zone).toBe('trash');
  });

  it('OGN-182 draws one when it is played (CR 1.3 419.4.a)', () => {
    const table = Table.load(duel([chaos({ hand: [{ card: 'OGN-182', label: 'heap' }], mainDeck: ['OGN-210'] }), sett()]));
    table.act(0, { type: 'play', card: table.id('heap') });
    resolveAll(table);
    expect(cardsOf(table, table.state.seats[0]?.hand ?? [])).toEqual(['OGN-210']);
  });

  it('OGN-182 draws one for its controller when it is discarded (CR 1.3 422.1.b)', () => {
    const table = Table.load(
      duel([chaos({ hand: [{ card: 'OGN-201', label: 'invert' }, { card: 'OGN-182', label: 'heap' }], mainDeck: ['OGN-210', 'OGN-210', 'OGN-210', 'OGN-210', 'OGN-142'] }), sett()]),
    );
    table.act(0, { type: 'play', card: table.id('invert') });
    resolveAll(table);
    expect(table.object('heap').zone).toBe('trash');
    expect(cardsOf(table, table.state.seats[0]?.hand ?? [])).toEqual(['OGN-210', 'OGN-210', 'OGN-210', 'OGN-210', 'OGN-142']);
  });

  it('OGN-182 draws one when it is killed (CR 1.3 428.1)', () => {
    const table = Table.load(
      duel([chaos({ base: [{ card: 'OGN-182', label: 'heap' }], hand: [{ card: 'OGN-022', label: 'beam' }], runes: [...runes(CHAOS, 5), ...runes(FURY, 3)], mainDeck: ['OGN-142'] }), sett()]),
    );
    table.act(0, { type: 'play', card: table.id('beam') });
    resolveAll(table);
    expect(table.object('heap').zone).toBe('trash');
    expect(cardsOf(table, table.state.seats[0]?.hand ?? [])).toEqual(['OGN-142']);
  });

  it('OGN-183 shows its controller only the top three, puts the chosen one into the hand and recycles the others (CR 1.3 128.4, 416)', () => {
    const table = Table.load(duel([chaos({ hand: [{ card: 'OGN-183', label: 'stacked' }], mainDeck: ['OGN-210', 'OGN-229', 'OGN-142', 'OGN-219'] }), sett()]));
    table.act(0, { type: 'play', card: table.id('stacked') });
    table.passChain();
    const decision = table.decision();
    if (decision?.kind !== 'chooseCards') throw new Error('expected a choice of cards');
    expect(decision.seat).toBe(0);
    expect(decision.seen?.map((seen) => seen.card)).toEqual(['OGN-210', 'OGN-229', 'OGN-142']);
    expect(viewFor(table.state, { kind: 'seat', seat: 1 }).pending?.decision).toBeNull();
    const drake = decision.options[2] as ObjectId;
    table.act(0, { type: 'chooseCards', cards: [drake] });
    expect(table.state.seats[0]?.hand).toEqual([drake]);
    const deck = table.state.seats[0]?.mainDeck ?? [];
    // The top card is the untouched fourth; the two others went under it.
    expect(table.object(deck[deck.length - 1] as ObjectId).card).toBe('OGN-219');
    expect(cardsOf(table, deck.slice(0, 2)).sort()).toEqual(['OGN-210', 'OGN-229']);
  });

  it('OGN-185 makes its controller discard one then draw one when it moves (CR 1.3 441.1, 422.4)', () => {
    const table = Table.load(
      duel(
        [chaos({ base: [{ card: 'OGN-185', label: 'merchant' }], hand: [{ card: 'OGN-229', label: 'old' }], mainDeck: ['OGN-142'] }), sett()],
        [field('blank', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('merchant')], to: 0 });
    resolveAll(table);
    expect(table.object('old').zone).toBe('trash');
    expect(cardsOf(table, table.state.seats[0]?.hand ?? [])).toEqual(['OGN-142']);
  });

  it('OGN-187 lets each player from the next one on return a unit of their choice to its owner\'s hand, or none (CR 1.3 383.3.d.1)', () => {
    const table = Table.load(
      duel(
        [chaos({ hand: [{ card: 'OGN-187', label: 'whirlwind' }], base: [{ card: 'OGN-210', label: 'mine' }] }), sett()],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-219', label: 'theirs' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('whirlwind') });
    table.passChain();
    // The opponent chooses first and may take any unit, even one of the caster's.
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 1, upTo: true });
    table.act(1, { type: 'chooseCards', cards: [table.id('mine')] });
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: [table.id('theirs')] });
    table.act(0, { type: 'chooseCards', cards: [] });
    expect(table.object('mine').zone).toBe('hand');
    expect(table.state.seats[0]?.hand).toContain(table.id('mine'));
    expect(table.object('theirs').zone).toBe('battlefield');
  });

  it('OGN-193 may be played to an open battlefield and lets other friendly units be played there too (CR 1.3 169.10.c)', () => {
    const table = Table.load(
      duel([chaos({ hand: [{ card: 'OGN-193', label: 'fortune' }, { card: 'OGN-210', label: 'poro' }] }), sett({ hand: [{ card: 'OGN-210', label: 'enemyPoro' }] })]),
    );
    expect(table.reject(0, { type: 'play', card: table.id('poro'), to: 0 }).code).toBe('play/illegal_location');
    table.act(0, { type: 'play', card: table.id('fortune') });
    expect(table.object('fortune').zone).toBe('base');
    table.act(0, { type: 'play', card: table.id('poro'), to: 0 });
    expect(table.object('poro')).toMatchObject({ zone: 'battlefield', bf: 0 });
  });

  it('OGN-199 may trade places with a friendly unit when played: each is moved, not recalled (CR 1.3 383.3.a, 444)', () => {
    const table = Table.load(
      duel(
        [chaos({ hand: [{ card: 'OGN-199', label: 'tide' }, { card: 'OGN-229', label: 'old' }], mainDeck: ['OGN-142'] }), sett()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-185', label: 'merchant' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('tide') });
    expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 0 });
    table.act(0, { type: 'confirm', accept: true });
    resolveAll(table);
    expect(table.object('tide')).toMatchObject({ zone: 'battlefield', bf: 0 });
    expect(table.object('merchant').zone).toBe('base');
    // The merchant moved, so its own move trigger ran.
    expect(table.object('old').zone).toBe('trash');
  });

  it('OGN-199 stays where it was played when its controller declines (CR 1.3 383.3.a)', () => {
    const table = Table.load(
      duel([chaos({ hand: [{ card: 'OGN-199', label: 'tide' }] }), sett()], [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'sergeant' }] }), field('blank', 1)]),
    );
    table.act(0, { type: 'play', card: table.id('tide') });
    table.act(0, { type: 'confirm', accept: false });
    resolveAll(table);
    expect(table.object('tide').zone).toBe('base');
    expect(table.object('sergeant').zone).toBe('battlefield');
  });

  it('OGN-201 makes every player discard their hand, then every player draw four (CR 1.3 422)', () => {
    const table = Table.load(
      duel([
        chaos({ hand: [{ card: 'OGN-201', label: 'invert' }, { card: 'OGN-229', label: 'mine' }] }),
        sett({ hand: [{ card: 'OGN-229', label: 'theirs' }, { card: 'OGN-210', label: 'theirs2' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('invert') });
    resolveAll(table);
    for (const label of ['mine', 'theirs', 'theirs2']) expect(table.object(label).zone).toBe('trash');
    expect(table.state.seats[0]?.hand).toHaveLength(4);
    expect(table.state.seats[1]?.hand).toHaveLength(4);
  });

  it('OGN-202 readies itself and gets +1 might once when its controller discards several cards (CR 1.3 422.1.b)', () => {
    const table = Table.load(
      duel([chaos({ base: [{ card: 'OGN-202', label: 'jinx', exhausted: true }], hand: [{ card: 'OGN-201', label: 'invert' }, 'OGN-229', 'OGN-229'] }), sett()]),
    );
    table.act(0, { type: 'play', card: table.id('invert') });
    resolveAll(table);
    expect(table.eventsOf('TriggerQueued').filter((event) => event.trigger.card === 'OGN-202')).toHaveLength(1);
    expect(table.object('jinx').exhausted).toBe(false);
    expect(mightOf(table.state, table.id('jinx'))).toBe(6);
  });

  it('OGN-202 reacts to its controller discarding, whoever\'s spell made them discard (CR 1.3 422.1.b)', () => {
    const table = Table.load(
      duel([chaos({ hand: [{ card: 'OGN-201', label: 'invert' }] }), sett({ base: [{ card: 'OGN-202', label: 'jinx', exhausted: true }], hand: ['OGN-229'] })]),
    );
    table.act(0, { type: 'play', card: table.id('invert') });
    resolveAll(table);
    expect(table.object('jinx').exhausted).toBe(false);
  });

  it('OGN-202 does not react to an opponent discarding (CR 1.3 422.1.b)', () => {
    const table = Table.load(
      duel(
        [chaos({ base: [{ card: 'OGN-185', label: 'merchant' }], hand: ['OGN-229'] }), sett({ base: [{ card: 'OGN-202', label: 'jinx', exhausted: true }] })],
        [field('blank', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('merchant')], to: 0 });
    resolveAll(table);
    expect(table.eventsOf('CardDiscarded')).toHaveLength(1);
    expect(table.object('jinx').exhausted).toBe(true);
  });
});
