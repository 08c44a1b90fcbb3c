import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import type { ObjectId } from '../model/ids.js';
import { CALM, duel, field, FURY, MIND, ORDER, resolveAll, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';
import { redactEvents } from '../views/redact-event.js';
import { viewFor } from '../views/view-for.js';

const CHAOS = 'OGN-166';
const KAYN = 'OGN-189'; // a Chaos unit: 6 energy, 1 Chaos power
const MINDSPLITTER = 'OGN-192'; // a Chaos unit: 7 energy, 2 Chaos power
const SKULKER = 'OGN-175'; // a Chaos unit: 3 energy, no power
const SERGEANT = 'OGN-219'; // an Order unit: 4 energy, no power
const YASUO = 'OGN-076'; // a Calm unit: 6 energy, 2 Calm power
const MECH = 'OGN-088'; // a Mind unit: 7 energy, no power
const RAY = 'OGN-009'; // a spell

const readyRunes = (table: Table, seat: number): number => (table.state.seats[seat]?.runes ?? []).filter((id) => !table.object(id).exhausted).length;
const runeCount = (table: Table, seat: number): number => table.state.seats[seat]?.runes.length ?? 0;

describe('Origins cards that play cards by an effect', () => {
  it('OGN-198 plays a unit of its controller trash, paying only its power (CR 1.3 356.1.b.2; FAQ Origins)', () => {
    const table = Table.load(
      duel([
        viktor({ runes: runes(CHAOS, 10), hand: [{ card: 'OGN-198', label: 'harrowing' }], trash: [{ card: KAYN, label: 'kayn' }, { card: MINDSPLITTER, label: 'splitter' }] }),
        sett(),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('harrowing') });
    expect(runeCount(table, 0)).toBe(8); // 6 energy exhausted, 2 Chaos power recycled
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    // Both units can be paid for (1 and 2 power left): a choice, and a mandatory one.
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: [table.id('kayn'), table.id('splitter')], count: 1 });
    expect(table.decision()).not.toHaveProperty('upTo');
    expect(table.reject(0, { type: 'chooseCards', cards: [] }).code).toBe('choice/bad_cards');
    table.act(0, { type: 'chooseCards', cards: [table.id('kayn')] });
    expect(runeCount(table, 0)).toBe(7); // its one Chaos power, no energy
    resolveAll(table);
    expect(table.object('kayn')).toMatchObject({ zone: 'base', exhausted: true });
    expect(table.object('splitter').zone).toBe('trash');
    expect(table.object('harrowing').zone).toBe('trash');
  });

  it('OGN-198 offers only the units whose power can still be paid, and does nothing without one (CR 1.3 356.1.b.2, 055)', () => {
    const table = Table.load(
      duel([viktor({ runes: runes(CHAOS, 10), hand: [{ card: 'OGN-198', label: 'harrowing' }], trash: [{ card: YASUO, label: 'yasuo' }] }), sett()]),
    );
    table.act(0, { type: 'play', card: table.id('harrowing') });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    resolveAll(table);
    expect(table.object('yasuo').zone).toBe('trash'); // no rune gives its Calm power
    expect(table.decision()).toMatchObject({ kind: 'priority', seat: 0 });
  });

  it('OGN-196 may play a unit of its controller trash as it is played, ignoring its energy (CR 1.3 356.1.b.2)', () => {
    const table = Table.load(
      duel([viktor({ runes: runes(CHAOS, 12), hand: [{ card: 'OGN-196', label: 'gorger' }], trash: [{ card: KAYN, label: 'kayn' }] }), sett()]),
    );
    table.act(0, { type: 'play', card: table.id('gorger') });
    resolveAll(table);
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: [table.id('kayn')], count: 1, upTo: true });
    expect(legalActions(table.state, 0)).toEqual(expect.arrayContaining([{ type: 'chooseCards', cards: [] }, { type: 'chooseCards', cards: [table.id('kayn')] }]));
    table.act(0, { type: 'chooseCards', cards: [table.id('kayn')] });
    resolveAll(table);
    expect(table.object('gorger').zone).toBe('base');
    expect(table.object('kayn').zone).toBe('base');
    expect(runeCount(table, 0)).toBe(12 - 2 - 1);
  });

  it('OGN-196 may also play nothing (CR 1.3 356.1)', () => {
    const table = Table.load(
      duel([viktor({ runes: runes(CHAOS, 12), hand: [{ card: 'OGN-196', label: 'gorger' }], trash: [{ card: KAYN, label: 'kayn' }] }), sett()]),
    );
    table.act(0, { type: 'play', card: table.id('gorger') });
    resolveAll(table);
    table.act(0, { type: 'chooseCards', cards: [] });
    resolveAll(table);
    expect(table.object('kayn').zone).toBe('trash');
    expect(runeCount(table, 0)).toBe(10);
  });

  it('OGN-226 may play a unit costing at most 3 energy and 1 power from the trash for free (CR 1.3 356.1.b.1)', () => {
    const table = Table.load(
      duel([
        viktor({
          runes: runes(ORDER, 6),
          hand: [{ card: 'OGN-226', label: 'matron' }],
          trash: [{ card: SKULKER, label: 'skulker' }, { card: SERGEANT, label: 'sergeant' }, { card: KAYN, label: 'kayn' }],
        }),
        sett(),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('matron') });
    resolveAll(table);
    // The Sergeant costs 4 energy and Kayn 6: only the Skulker may come back.
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: [table.id('skulker')], upTo: true });
    const runesBefore = readyRunes(table, 0);
    table.act(0, { type: 'chooseCards', cards: [table.id('skulker')] });
    resolveAll(table);
    expect(table.object('skulker')).toMatchObject({ zone: 'base', exhausted: true });
    expect(readyRunes(table, 0)).toBe(runesBefore);
    expect(table.object('sergeant').zone).toBe('trash');
  });

  it('OGN-006 discarded, its owner may pay one Fury power as the trigger is placed to play it from the trash, its cost ignored (CR 1.3 383.3.b, 356.1.a, 422.1.b)', () => {
    const table = Table.load(
      duel([
        viktor({ runes: runes(FURY, 6), hand: [{ card: 'OGN-003', label: 'enforcer' }, { card: 'OGN-006', label: 'chompers' }] }),
        sett(),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('enforcer') }); // its play trigger discards the only card left
    resolveAll(table);
    expect(table.object('chompers').zone).toBe('trash');
    // The "pay to play me" is asked as the trigger is placed, and paid then (rulings 2026-08-16).
    expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 0, source: table.id('chompers') });
    const before = runeCount(table, 0);
    table.act(0, { type: 'confirm', accept: true });
    expect(runeCount(table, 0)).toBe(before - 1); // one Fury power, no energy
    expect(table.state.chain.map((item) => item.kind)).toEqual(['trigger']);
    resolveAll(table);
    expect(table.object('chompers')).toMatchObject({ zone: 'base' });
    expect(runeCount(table, 0)).toBe(before - 1);
  });

  it('OGN-006 declined as its trigger is placed stays in the trash, nothing paid (CR 1.3 404.2)', () => {
    const table = Table.load(
      duel([
        viktor({ runes: runes(FURY, 6), hand: [{ card: 'OGN-003', label: 'enforcer' }, { card: 'OGN-006', label: 'chompers' }] }),
        sett(),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('enforcer') });
    resolveAll(table);
    const before = runeCount(table, 0);
    table.act(0, { type: 'confirm', accept: false });
    expect(table.state.chain).toEqual([]);
    expect(table.object('chompers').zone).toBe('trash');
    expect(runeCount(table, 0)).toBe(before);
  });

  it('OGN-006 is not offered when its Fury power cannot be paid (CR 1.3 383.3.b, 357)', () => {
    const table = Table.load(
      duel([viktor({ runes: runes(ORDER, 4), hand: [{ card: 'OGN-003', label: 'enforcer' }, { card: 'OGN-006', label: 'chompers' }] }), sett()]),
    );
    table.act(0, { type: 'play', card: table.id('enforcer') }); // no rune gives Fury power
    resolveAll(table);
    resolveAll(table);
    expect(table.object('chompers').zone).toBe('trash');
    expect(table.decision()).toMatchObject({ kind: 'priority' });
  });

  it('OGN-062 shows its controller alone the top five; a unit among them is banished and played 5 energy cheaper, the rest recycled (CR 1.3 128.4, 356.4, 416; errata 2025-10-28)', () => {
    const table = Table.load(
      duel([
        viktor({
          runes: runes(CALM, 10),
          hand: [{ card: 'OGN-062', label: 'reinforce' }],
          mainDeck: [{ card: RAY, label: 'ray' }, { card: YASUO, label: 'yasuo' }, { card: SERGEANT, label: 'sergeant' }, { card: MECH, label: 'mech' }, RAY, { card: SKULKER, label: 'sixth' }],
        }),
        sett(),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('reinforce') });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    const decision = table.decision();
    if (decision?.kind !== 'chooseCards') throw new Error('expected a choice of cards');
    expect(decision).toMatchObject({ seat: 0, options: [table.id('yasuo'), table.id('sergeant'), table.id('mech')], count: 1, upTo: true });
    expect(decision.seen?.map((seen) => seen.card)).toEqual([RAY, YASUO, SERGEANT, MECH, RAY]);
    expect(viewFor(table.state, { kind: 'seat', seat: 1 }).pending?.decision).toBeNull();
    table.act(0, { type: 'chooseCards', cards: [table.id('mech')] });
    // Played once the spell is done, the unit resolves as it is finalized (CR 1.4 337.2).
    expect(table.object('mech')).toMatchObject({ zone: 'base', exhausted: true });
    expect(table.state.chain).toEqual([]);
    expect(table.eventsOf('CardBanished')).toEqual([expect.objectContaining({ card: table.id('mech') })]);
    const deck = table.state.seats[0]?.mainDeck ?? [];
    expect(deck[deck.length - 1]).toBe(table.id('sixth'));
    expect(deck).toHaveLength(5);
    resolveAll(table);
    expect(table.object('mech')).toMatchObject({ zone: 'base', exhausted: true });
    expect(readyRunes(table, 0)).toBe(10 - 5 - 2); // 7 energy less 5
  });

  it('OGN-062 may leave every card: all five are recycled (CR 1.3 416)', () => {
    const table = Table.load(
      duel([viktor({ runes: runes(CALM, 10), hand: [{ card: 'OGN-062', label: 'reinforce' }], mainDeck: [MECH, MECH, MECH, MECH, MECH, { card: SKULKER, label: 'sixth' }] }), sett()]),
    );
    table.act(0, { type: 'play', card: table.id('reinforce') });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    table.act(0, { type: 'chooseCards', cards: [] });
    const deck = table.state.seats[0]?.mainDeck ?? [];
    expect(deck[deck.length - 1]).toBe(table.id('sixth'));
    expect(table.state.seats[0]?.banishment).toEqual([]);
    expect(table.eventsOf('CardsRecycled')).toEqual([expect.objectContaining({ seat: 0 })]);
  });

  it('OGN-160 at its controller turn end reveals to all down to a unit, which is played for free, the rest recycled (CR 1.3 424, 356.1.b.1; errata 2025-10-28)', () => {
    const table = Table.load(
      duel([
        viktor({
          base: [{ card: 'OGN-160', label: 'aurora' }],
          mainDeck: [{ card: RAY, label: 'ray' }, RAY, { card: SERGEANT, label: 'sergeant' }, { card: SKULKER, label: 'next' }],
        }),
        sett(),
      ]),
    );
    const start = table.events.length;
    table.act(0, { type: 'endTurn' });
    resolveAll(table);
    expect(table.object('sergeant')).toMatchObject({ zone: 'base', controller: 0 });
    expect(table.object('ray').zone).toBe('mainDeck');
    const deck = table.state.seats[0]?.mainDeck ?? [];
    expect(deck[deck.length - 1]).toBe(table.id('next'));
    const shown = redactEvents(table.state, table.events.slice(start), { kind: 'seat', seat: 1 }).filter((event) => event.type === 'CardsRevealed');
    expect(shown).toEqual([expect.objectContaining({ seat: 0, cards: [expect.objectContaining({ card: RAY }), expect.objectContaining({ card: RAY }), expect.objectContaining({ card: SERGEANT })] })]);
    expect((table.state.seats[0]?.runes ?? []).every((id: ObjectId) => !table.object(id).exhausted)).toBe(true);
  });

  it('OGN-252 deals 5 to a unit (CR 1.3 417)', () => {
    const table = Table.load(duel([viktor({ runes: runes(CHAOS, 6), hand: [{ card: 'OGN-252', label: 'rocket' }] }), sett({ base: [{ card: MECH, label: 'mech' }] })]));
    table.act(0, { type: 'play', card: table.id('rocket'), targets: [{ id: table.id('mech'), stamp: table.object('mech').stamp }] });
    table.passChain();
    expect(table.object('mech').damage).toBe(5);
    expect(table.object('rocket').zone).toBe('trash');
  });

  it('OGN-252 in the trash: when its owner conquers, they may discard 1 to return it to their hand (CR 1.3 385.2, 357, 422.1.b)', () => {
    const table = Table.load(
      duel([viktor({ base: [{ card: MECH, label: 'mech' }], hand: [{ card: SERGEANT, label: 'fodder' }], trash: [{ card: 'OGN-252', label: 'rocket' }] }), sett()]),
    );
    table.act(0, { type: 'move', units: [table.id('mech')], to: 0 });
    table.passShowdown();
    resolveAll(table);
    expect(table.eventsOf('BattlefieldConquered')).toHaveLength(1);
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: [table.id('fodder')], count: 1, upTo: true });
    table.act(0, { type: 'chooseCards', cards: [table.id('fodder')] });
    resolveAll(table);
    expect(table.object('fodder').zone).toBe('trash');
    expect(table.object('rocket').zone).toBe('hand');
  });

  it('OGN-252 stays in the trash when its owner declines or has no card to discard (CR 1.3 357)', () => {
    const declined = Table.load(
      duel([viktor({ base: [{ card: MECH, label: 'mech' }], hand: [{ card: SERGEANT, label: 'fodder' }], trash: [{ card: 'OGN-252', label: 'rocket' }] }), sett()]),
    );
    declined.act(0, { type: 'move', units: [declined.id('mech')], to: 0 });
    declined.passShowdown();
    resolveAll(declined);
    declined.act(0, { type: 'chooseCards', cards: [] });
    resolveAll(declined);
    expect(declined.object('rocket').zone).toBe('trash');
    expect(declined.object('fodder').zone).toBe('hand');
    const empty = Table.load(duel([viktor({ base: [{ card: MECH, label: 'mech' }], trash: [{ card: 'OGN-252', label: 'rocket' }] }), sett()]));
    empty.act(0, { type: 'move', units: [empty.id('mech')], to: 0 });
    empty.passShowdown();
    resolveAll(empty);
    expect(empty.eventsOf('BattlefieldConquered')).toHaveLength(1);
    expect(empty.object('rocket').zone).toBe('trash');
    expect(empty.decision()?.kind).toBe('priority');
  });

  it('OGN-242 kills a friendly unit, then may banish and play for free a unit of the top five with might up to one more (CR 1.3 359.3.e.12, 356.1.b.1; errata 2025-10-28)', () => {
    const table = Table.load(
      duel([
        viktor({
          runes: runes(ORDER, 4),
          base: [{ card: 'OGN-242', label: 'hook' }, { card: SKULKER, label: 'bait' }],
          mainDeck: [{ card: MECH, label: 'mech' }, { card: SERGEANT, label: 'sergeant' }, RAY, RAY, RAY, { card: SKULKER, label: 'sixth' }],
        }),
        sett(),
      ]),
    );
    table.act(0, { type: 'activate', source: table.id('hook'), ability: 0, targets: [{ id: table.id('bait'), stamp: table.object('bait').stamp }] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    expect(table.object('bait').zone).toBe('trash');
    // The bait had 3 might: the Sergeant (4) may come, the Mega-Mech (8) may not.
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: [table.id('sergeant')], upTo: true });
    table.act(0, { type: 'chooseCards', cards: [table.id('sergeant')] });
    resolveAll(table);
    expect(table.object('sergeant')).toMatchObject({ zone: 'base' });
    expect(table.object('mech').zone).toBe('mainDeck');
    const deck = table.state.seats[0]?.mainDeck ?? [];
    expect(deck[deck.length - 1]).toBe(table.id('sixth'));
  });

  it('OGN-242 lets no unit be chosen when the unit to kill left the board first (CR 1.3 359.3.e.12)', () => {
    const table = Table.load(
      duel([
        viktor({
          runes: [...runes(ORDER, 4), ...runes('OGN-089', 2)],
          base: [{ card: 'OGN-242', label: 'hook' }, { card: SKULKER, label: 'bait' }],
          hand: [{ card: 'OGN-104', label: 'retreat' }],
          mainDeck: [SERGEANT, SERGEANT, RAY, RAY, RAY],
        }),
        sett(),
      ]),
    );
    const bait = { id: table.id('bait'), stamp: table.object('bait').stamp };
    table.act(0, { type: 'activate', source: table.id('hook'), ability: 0, targets: [bait] });
    table.act(0, { type: 'play', card: table.id('retreat'), targets: [bait] }); // a Reaction: back to hand first
    resolveAll(table);
    expect(table.object('bait').zone).toBe('hand');
    expect(table.state.seats[0]?.banishment).toEqual([]);
    expect(table.eventsOf('CardsRecycled').filter((event) => event.seat === 0)).toHaveLength(1);
  });

  it('OGN-264 returns up to two Hidden cards of the trash to hand, then hiding costs nothing this turn (CR 1.3 355.9.a, 356.1.b; CR 1.4 811.1.b)', () => {
    const table = Table.load(
      duel(
        [
          viktor({
            runes: runes(MIND, 3),
            hand: [{ card: 'OGN-264', label: 'warfare' }],
            trash: [{ card: 'OGN-197', label: 'scout' }, { card: 'OGN-097', label: 'fae' }, { card: SERGEANT, label: 'plain' }],
          }),
          sett(),
        ],
        [field('blank', 0, { controller: 0, units: [SERGEANT] }), field('blank', 1)],
      ),
    );
    const ref = (label: string) => ({ id: table.id(label), stamp: table.object(label).stamp });
    expect(table.reject(0, { type: 'play', card: table.id('warfare'), targets: [ref('plain'), null] }).code).toBe('target/illegal');
    table.act(0, { type: 'play', card: table.id('warfare'), targets: [ref('scout'), ref('fae')] });
    table.passChain();
    expect(table.object('scout').zone).toBe('hand');
    expect(table.object('fae').zone).toBe('hand');
    expect(table.object('plain').zone).toBe('trash');
    expect((table.state.seats[0]?.runes ?? []).length).toBe(2); // every rune used: one recycled, two exhausted
    expect(legalActions(table.state, 0)).toContainEqual({ type: 'hide', card: table.id('scout'), bf: 0 });
    table.act(0, { type: 'hide', card: table.id('scout'), bf: 0 });
    expect(table.object('scout').zone).toBe('facedown');
    expect((table.state.seats[0]?.runes ?? []).length).toBe(2); // no power recycled for it
    expect(table.object('fae').zone).toBe('hand');
  });

  it('OGN-264 hiding still costs one power on a later turn (CR 1.3 317.2.c; CR 1.4 811.1.b)', () => {
    const table = Table.load(
      duel([viktor({ runes: runes(MIND, 3), hand: [{ card: 'OGN-264', label: 'warfare' }], trash: [{ card: 'OGN-197', label: 'scout' }] }), sett()], [field('blank', 0, { controller: 0 }), field('blank', 1)]),
    );
    table.act(0, { type: 'play', card: table.id('warfare'), targets: [{ id: table.id('scout'), stamp: table.object('scout').stamp }, null] });
    table.passChain();
    expect(table.state.turnEffects).toEqual([{ kind: 'hideIgnoringCosts', seat: 0 }]);
    table.act(0, { type: 'endTurn' });
    expect(table.state.turnEffects).toBeUndefined();
  });

  it('OGN-121 as it defends reveals the top five to all and deals 1 to an enemy unit there per card with Hidden, then recycles them (CR 1.3 383.4.f, 424, 416; FAQ Origins)', () => {
    const table = Table.load(
      duel(
        [
          viktor({ base: [{ card: MECH, label: 'mech' }] }),
          sett({ mainDeck: ['OGN-197', 'OGN-097', SERGEANT, RAY, 'OGN-264', { card: SKULKER, label: 'sixth' }] }),
        ],
        [field('blank', 0, { controller: 1, units: [{ card: 'OGN-121', label: 'teemo' }] }), field('blank', 1)],
      ),
    );
    const start = table.events.length;
    table.act(0, { type: 'move', units: [table.id('mech')], to: 0 });
    for (let i = 0; i < 20 && table.eventsOf('CardsRevealed').length === 0; i++) {
      const decision = table.decision();
      if (!decision) break;
      const [first] = legalActions(table.state, decision.seat);
      if (decision.kind === 'chooseTargets') expect(first).toEqual({ type: 'chooseTargets', targets: [{ id: table.id('mech'), stamp: table.object('mech').stamp }] });
      table.act(decision.seat, decision.kind === 'priority' ? { type: 'pass' } : (first as never));
    }
    // Three of the five have Hidden (a unit and two spells): 3 damage to the attacker.
    expect(table.eventsOf('DamageDealt', start).filter((event) => event.target === table.id('mech'))[0]).toMatchObject({ amount: 3 });
    const deck = table.state.seats[1]?.mainDeck ?? [];
    expect(deck[deck.length - 1]).toBe(table.id('sixth'));
    const shown = redactEvents(table.state, table.events.slice(start), { kind: 'seat', seat: 0 }).filter((event) => event.type === 'CardsRevealed');
    expect(shown).toEqual([expect.objectContaining({ seat: 1, cards: expect.arrayContaining([expect.objectContaining({ card: RAY })]) })]);
  });

  it('OGN-291 on a conquer there shows its conqueror alone the top two; they keep both and choose which goes on top (CR 1.3 128.4; 107.3.c)', () => {
    const table = Table.load(
      duel(
        [viktor({ base: [{ card: MECH, label: 'mech' }], mainDeck: [{ card: RAY, label: 'a' }, { card: SERGEANT, label: 'b' }, { card: SKULKER, label: 'c' }] }), sett()],
        [field('OGN-291', 1), field('blank', 0)],
      ),
    );
    const start = table.events.length;
    table.act(0, { type: 'move', units: [table.id('mech')], to: 0 });
    table.passShowdown();
    resolveAll(table);
    const first = table.decision();
    if (first?.kind !== 'chooseCards') throw new Error('expected a choice of cards');
    expect(first).toMatchObject({ seat: 0, options: [table.id('a'), table.id('b')], count: 2, min: 0 });
    expect(first.seen?.map((seen) => seen.card)).toEqual([RAY, SERGEANT]);
    expect(viewFor(table.state, { kind: 'seat', seat: 1 }).pending?.decision).toBeNull();
    table.act(0, { type: 'chooseCards', cards: [] });
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: [table.id('a'), table.id('b')], count: 1 });
    table.act(0, { type: 'chooseCards', cards: [table.id('b')] });
    resolveAll(table);
    const deck = table.state.seats[0]?.mainDeck ?? [];
    expect(deck.slice(-3)).toEqual([table.id('c'), table.id('a'), table.id('b')]);
    const shown = redactEvents(table.state, table.events.slice(start), { kind: 'seat', seat: 1 }).filter((event) => event.type === 'DeckTopOrdered');
    expect(shown).toEqual([{ type: 'DeckTopOrdered', seat: 0, cards: null, seq: expect.any(Number), hash: null }]);
  });

  it('OGN-291 lets its conqueror recycle one of the two; the other stays on top (CR 1.3 416)', () => {
    const table = Table.load(
      duel(
        [viktor({ base: [{ card: MECH, label: 'mech' }], mainDeck: [{ card: RAY, label: 'a' }, { card: SERGEANT, label: 'b' }, { card: SKULKER, label: 'c' }] }), sett()],
        [field('OGN-291', 1), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('mech')], to: 0 });
    table.passShowdown();
    resolveAll(table);
    table.act(0, { type: 'chooseCards', cards: [table.id('a')] });
    resolveAll(table);
    const deck = table.state.seats[0]?.mainDeck ?? [];
    expect(deck[0]).toBe(table.id('a'));
    expect(deck[deck.length - 1]).toBe(table.id('b'));
    expect(table.eventsOf('DeckTopOrdered')).toHaveLength(0);
  });
});
