import { describe, expect, it } from 'vitest';
import type { ObjectId } from '../model/ids.js';
import { mightOf } from '../rules/might.js';
import { duel, field, FURY, resolveAll, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';
import { viewFor } from '../views/view-for.js';

const CHAOS = 'OGN-166';
/** A Chaos player: Viktor's seat with eight ready Chaos runes (the scenario does not check identity). */
const chaos = (extra: Parameters<typeof viktor>[0] = {}) => viktor({ runes: runes(CHAOS, 8), ...extra });

const cardsOf = (table: Table, ids: readonly ObjectId[]) => ids.map((id) => table.object(id).card);

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

  it('OGN-186 kills itself for a Chaos power and exhausting, then draws one and channels one rune exhausted as it leaves (CR 1.3 428.1, 130.3)', () => {
    const table = Table.load(duel([chaos({ base: [{ card: 'OGN-186', label: 'trove' }], mainDeck: ['OGN-142'] }), sett()]));
    const runesBefore = table.state.seats[0]?.runes.length ?? 0;
    table.act(0, { type: 'activate', source: table.id('trove'), ability: 1 });
    resolveAll(table);
    expect(table.object('trove').zone).toBe('trash');
    expect(cardsOf(table, table.state.seats[0]?.hand ?? [])).toEqual(['OGN-142']);
    // One rune was recycled to pay the power, one channeled: exhausted.
    const channeled = table.eventsOf('RuneChanneled');
    expect(channeled).toHaveLength(1);
    expect(table.object(channeled[0]?.rune as ObjectId).exhausted).toBe(true);
    expect(table.state.seats[0]?.runes).toHaveLength(runesBefore);
  });

  it('OGN-186 cannot be activated without a Chaos power to pay (CR 1.3 130.3)', () => {
    const table = Table.load(duel([viktor({ base: [{ card: 'OGN-186', label: 'trove' }] }), sett()]));
    expect(table.reject(0, { type: 'activate', source: table.id('trove'), ability: 1 }).code).toMatch(/cost|payment/);
  });

  it('OGN-186 draws and channels when it leaves by being killed by another card (CR 1.3 428.1)', () => {
    const table = Table.load(
      duel([chaos({ base: [{ card: 'OGN-186', label: 'trove' }], hand: [{ card: 'OGN-022', label: 'beam' }], runes: [...runes(CHAOS, 5), ...runes(FURY, 3)], mainDeck: ['OGN-142'] }), sett()]),
    );
    table.act(0, { type: 'play', card: table.id('beam') });
    resolveAll(table);
    expect(cardsOf(table, table.state.seats[0]?.hand ?? [])).toEqual(['OGN-142']);
    expect(table.eventsOf('RuneChanneled')).toHaveLength(1);
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

  it('OGN-189 takes no damage once it has moved twice this turn, and takes it after one move (CR 1.3 417, 441.1)', () => {
    const table = Table.load(
      duel(
        [
          chaos({
            base: [{ card: 'OGN-189', label: 'kayn' }],
            hand: [{ card: 'OGS-003', label: 'first' }, { card: 'OGS-003', label: 'second' }, { card: 'OGN-199', label: 'tide' }],
            runes: [...runes(CHAOS, 6), ...runes(FURY, 2)],
          }),
          sett(),
        ],
        [field('blank', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1, { controller: 0, units: ['OGN-219'] })],
      ),
    );
    const kayn = () => ({ id: table.id('kayn'), stamp: table.object('kayn').stamp });
    table.act(0, { type: 'move', units: [table.id('kayn')], to: 1 });
    resolveAll(table);
    table.act(0, { type: 'play', card: table.id('first'), targets: [kayn()] });
    resolveAll(table);
    expect(table.object('kayn').damage).toBe(2);
    table.act(0, { type: 'play', card: table.id('tide'), to: 0 });
    table.act(0, { type: 'confirm', accept: true });
    if (table.decision()?.kind === 'chooseTargets') table.act(0, { type: 'chooseTargets', targets: [kayn()] });
    resolveAll(table);
    expect(table.object('kayn')).toMatchObject({ zone: 'battlefield', bf: 0, damage: 2 });
    table.act(0, { type: 'play', card: table.id('second'), targets: [kayn()] });
    resolveAll(table);
    expect(table.object('kayn').damage).toBe(2);
    expect(table.object('second').zone).toBe('trash');
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

  it('OGN-205 gives its controller a point on its third move of a turn, by any means (CR 1.4 471.1.a.1, CR 1.3 441.1)', () => {
    const table = Table.load(
      duel(
        [chaos({ hand: [{ card: 'OGN-168', label: 'flight' }, { card: 'OGN-199', label: 'tide' }] }), sett()],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-205', label: 'yasuo' }] }), field('blank', 1, { controller: 0, units: ['OGN-219'] })],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('yasuo')], to: 1 });
    resolveAll(table);
    table.act(0, { type: 'play', card: table.id('flight'), targets: [{ id: table.id('yasuo'), stamp: table.object('yasuo').stamp }] });
    resolveAll(table);
    expect(table.object('yasuo').zone).toBe('base');
    expect(table.points(0)).toBe(0);
    table.act(0, { type: 'play', card: table.id('tide'), to: 1 });
    table.act(0, { type: 'confirm', accept: true });
    if (table.decision()?.kind === 'chooseTargets') table.act(0, { type: 'chooseTargets', targets: [{ id: table.id('yasuo'), stamp: table.object('yasuo').stamp }] });
    resolveAll(table);
    expect(table.object('yasuo')).toMatchObject({ zone: 'battlefield', bf: 1 });
    expect(table.points(0)).toBe(1);
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
