import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { keywordsOf, mightOf } from '../rules/might.js';
import { CALM, deck, duel, field, MIND, runes, sett, viktor } from '../rules-spec/fixtures.js';
import type { ScenarioCard } from '../scenario/scenario-format.js';
import { Table } from '../testing/table.js';

const units = (count: number, card = 'OGN-219'): ScenarioCard[] => Array.from({ length: count }, () => card);
const handOf = (table: Table, seat: number): number => table.state.seats[seat]?.hand.length ?? 0;
const queuedFrom = (table: Table, card: string) => table.eventsOf('TriggerQueued').filter((event) => event.trigger.card === card);

/** Runs the start of a turn until the turn player has priority in the Main Phase. */
function toMainPhase(table: Table): void {
  for (let i = 0; i < 50 && (table.state.turn.phase !== 'main' || table.state.chain.length > 0); i++) {
    const decision = table.decision();
    if (decision?.kind !== 'priority') return;
    table.act(decision.seat, { type: 'pass' });
  }
}

describe('Origins legends', () => {
  it('OGN-249 may exhaust itself after a Mighty unit is played to channel one exhausted rune (CR 1.3 708, 430.2)', () => {
    const table = Table.load(
      duel([viktor({ legend: 'OGN-249', label: 'storm', runes: runes(MIND, 8), hand: [{ card: 'OGN-088', label: 'mech' }, { card: 'OGN-219', label: 'small' }] }), sett()]),
    );
    const before = table.state.seats[0]?.runes.length ?? 0;
    table.act(0, { type: 'play', card: table.id('mech') });
    expect(table.decision()?.kind).toBe('confirm');
    table.act(0, { type: 'confirm', accept: true });
    table.passChain();
    expect(table.object('storm').exhausted).toBe(true);
    const seatRunes = table.state.seats[0]?.runes ?? [];
    expect(seatRunes).toHaveLength(before + 1);
    expect(table.object(seatRunes[seatRunes.length - 1] as number).exhausted).toBe(true);
  });

  it('OGN-249 ignores a unit that is not Mighty (CR 1.3 383.3.e)', () => {
    const table = Table.load(duel([viktor({ legend: 'OGN-249', hand: [{ card: 'OGN-219', label: 'small' }] }), sett()]));
    table.act(0, { type: 'play', card: table.id('small') });
    expect(queuedFrom(table, 'OGN-249')).toHaveLength(0);
  });

  it('OGN-251 draws at the start of its Beginning Phase only with one or fewer cards in hand, counted on resolution (CR 1.3 383.3)', () => {
    const low = Table.load(duel([viktor({ legend: 'OGN-251', hand: ['OGN-219'], turnsTaken: 3 }), sett()], undefined, { turn: { seat: 0, start: 'start' } }));
    toMainPhase(low);
    expect(handOf(low, 0)).toBe(3); // one kept, one from the legend, one from the Draw Phase
    const high = Table.load(duel([viktor({ legend: 'OGN-251', hand: ['OGN-219', 'OGN-219'], turnsTaken: 3 }), sett()], undefined, { turn: { seat: 0, start: 'start' } }));
    toMainPhase(high);
    expect(handOf(high, 0)).toBe(3); // two kept, one from the Draw Phase
    expect(queuedFrom(high, 'OGN-251')).toHaveLength(1);
  });

  it('OGN-253 exhausts as a Reaction to add one energy only once its controller played a card this turn (CR 1.3 812, 605.2)', () => {
    const without = Table.load(duel([viktor({ legend: 'OGN-253', label: 'noxus' }), sett()]));
    without.act(0, { type: 'activate', source: without.id('noxus'), ability: 0 });
    expect(without.object('noxus').exhausted).toBe(true);
    expect(without.state.seats[0]?.pool.energy).toBe(0);

    const withLegion = Table.load(
      duel([viktor({ legend: 'OGN-253', label: 'noxus', cardsPlayed: 1, runes: runes(MIND, 3), hand: [{ card: 'OGN-219', label: 'sergeant' }] }), sett()]),
    );
    // Three runes and the legend's energy pay the four of the unit.
    const runeIds = withLegion.state.seats[0]?.runes ?? [];
    withLegion.act(0, { type: 'play', card: withLegion.id('sergeant'), payment: { exhaust: [...runeIds], recycle: [], abilities: [withLegion.id('noxus')] } });
    expect(withLegion.object('sergeant').zone).toBe('base');
    expect(withLegion.object('noxus').exhausted).toBe(true);
    const unpaid = Table.load(
      duel([viktor({ legend: 'OGN-253', label: 'noxus', runes: runes(MIND, 3), hand: [{ card: 'OGN-219', label: 'sergeant' }] }), sett()]),
    );
    const unpaidRunes = unpaid.state.seats[0]?.runes ?? [];
    unpaid.reject(0, { type: 'play', card: unpaid.id('sergeant'), payment: { exhaust: [...unpaidRunes], recycle: [], abilities: [unpaid.id('noxus')] } });
  });

  it('OGN-255 gives each enemy unit attacking its battlefield -1 might this turn, to a minimum of 1 (CR 1.3 383.4.e)', () => {
    const table = Table.load(
      duel(
        [viktor({ base: [{ card: 'OGN-219', label: 'big' }, { card: 'OGN-271', label: 'recruit' }] }), sett({ legend: 'OGN-255' })],
        [field('blank', 1, { controller: 1, units: [{ card: 'OGN-219', label: 'guard' }] }), field('blank', 1)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('big'), table.id('recruit')], to: 0 });
    expect(queuedFrom(table, 'OGN-255')).toHaveLength(2);
    table.passChain();
    expect(mightOf(table.state, table.id('big'))).toBe(3);
    expect(mightOf(table.state, table.id('recruit'))).toBe(1);
  });

  it('OGN-259 pays 2 and exhausts to move a friendly unit from a battlefield to its base, or from its base to a chosen battlefield (errata; CR 1.3 444)', () => {
    const out = Table.load(
      duel([viktor({ legend: 'OGN-259', label: 'yasuo' }), sett()], [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'away' }] }), field('blank', 1)]),
    );
    out.act(0, { type: 'activate', source: out.id('yasuo'), ability: 0, targets: [{ id: out.id('away'), stamp: 0 }, null] });
    out.passChain();
    expect(out.object('away').zone).toBe('base');
    expect(out.object('yasuo').exhausted).toBe(true);

    const inward = Table.load(duel([viktor({ legend: 'OGN-259', label: 'yasuo', base: [{ card: 'OGN-219', label: 'home' }] }), sett()]));
    inward.act(0, { type: 'activate', source: inward.id('yasuo'), ability: 0, targets: [{ id: inward.id('home'), stamp: 0 }, { bf: 1 }] });
    inward.passChain();
    expect(inward.object('home').zone).toBe('battlefield');
    expect(inward.object('home').bf).toBe(1);
  });

  it('OGN-261 buffs a friendly unit when its controller stuns an enemy unit, not its own (CR 1.3 599)', () => {
    const table = Table.load(
      duel([
        viktor({ legend: 'OGN-261', runes: runes(CALM, 6), hand: [{ card: 'OGN-050', label: 'prison' }, { card: 'OGN-050', label: 'prison2' }], base: [{ card: 'OGN-219', label: 'mine' }] }),
        sett({ base: [{ card: 'OGN-219', label: 'theirs' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('prison'), targets: [{ id: table.id('theirs'), stamp: 0 }] });
    table.passChain();
    expect(table.object('theirs').stunned).toBe(true);
    expect(table.object('mine').buffs).toBe(1);
    table.act(0, { type: 'play', card: table.id('prison2'), targets: [{ id: table.id('mine'), stamp: 0 }] });
    table.passChain();
    expect(queuedFrom(table, 'OGN-261')).toHaveLength(1);
  });

  it('OGN-267 exhausts to give a unit Ganking this turn, so it moves between battlefields (CR 1.3 144.4.c, 810.3)', () => {
    const table = Table.load(
      duel([viktor({ legend: 'OGN-267', label: 'hunter' }), sett()], [field('blank', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'runner' }] }), field('blank', 1, { controller: 0 })]),
    );
    expect(table.reject(0, { type: 'move', units: [table.id('runner')], to: 1 }).code).toBe('move/needs_ganking');
    table.act(0, { type: 'activate', source: table.id('hunter'), ability: 0, targets: [{ id: table.id('runner'), stamp: 0 }] });
    table.passChain();
    expect(table.object('hunter').exhausted).toBe(true);
    expect(keywordsOf(table.state, table.id('runner')).ganking).toBe(true);
    table.act(0, { type: 'move', units: [table.id('runner')], to: 1 });
    expect(table.object('runner').bf).toBe(1);
    table.passShowdown();
    table.act(0, { type: 'endTurn' });
    expect(keywordsOf(table.state, table.id('runner')).ganking).toBeUndefined();
  });

  it('OGS-017 readies up to two exhausted runes of its controller\'s choice as their turn ends (errata; CR 1.3 317.1.a)', () => {
    const play = (choose: (options: readonly number[]) => number[]) => {
      const table = Table.load(duel([viktor({ legend: 'OGS-017', runes: [...runes(MIND, 3, true), ...runes(MIND, 1)] }), sett()]));
      table.act(0, { type: 'endTurn' });
      for (let i = 0; i < 10 && table.decision()?.kind === 'priority'; i++) table.act(table.decision()?.seat ?? 0, { type: 'pass' });
      const decision = table.decision();
      if (decision?.kind !== 'chooseCards') throw new Error('expected a choice of runes');
      expect(decision).toMatchObject({ seat: 0, count: 2, min: 0 });
      expect(decision.options).toHaveLength(3);
      table.act(0, { type: 'chooseCards', cards: choose(decision.options) });
      return table;
    };
    const two = play((options) => options.slice(0, 2));
    expect(two.state.seats[0]?.runes.filter((id) => !two.object(id).exhausted)).toHaveLength(3);
    expect(two.state.turn.seat).toBe(1);
    const none = play(() => []);
    expect(none.state.seats[0]?.runes.filter((id) => !none.object(id).exhausted)).toHaveLength(1);
    const tooMany = Table.load(duel([viktor({ legend: 'OGS-017', runes: runes(MIND, 3, true) }), sett()]));
    tooMany.act(0, { type: 'endTurn' });
    for (let i = 0; i < 10 && tooMany.decision()?.kind === 'priority'; i++) tooMany.act(tooMany.decision()?.seat ?? 0, { type: 'pass' });
    const options = tooMany.decision()?.kind === 'chooseCards' ? tooMany.state.seats[0]?.runes ?? [] : [];
    expect(tooMany.reject(0, { type: 'chooseCards', cards: [...options] }).code).toBe('choice/bad_runes');
  });

  it('OGS-019 gives a friendly unit defending alone +2 might, and none when another defends with it (CR 1.3 741.1)', () => {
    const alone = Table.load(
      duel(
        [viktor({ base: [{ card: 'OGN-219', label: 'attacker' }] }), sett({ legend: 'OGS-019' })],
        [field('blank', 1, { controller: 1, units: [{ card: 'OGN-219', label: 'guard' }] }), field('blank', 1)],
      ),
    );
    alone.act(0, { type: 'move', units: [alone.id('attacker')], to: 0 });
    expect(alone.object('guard').role).toBe('defender');
    expect(mightOf(alone.state, alone.id('guard'))).toBe(6);
    expect(mightOf(alone.state, alone.id('attacker'))).toBe(4);

    const together = Table.load(
      duel(
        [viktor({ base: [{ card: 'OGN-219', label: 'attacker' }] }), sett({ legend: 'OGS-019' })],
        [field('blank', 1, { controller: 1, units: [{ card: 'OGN-219', label: 'guard' }, 'OGN-219'] }), field('blank', 1)],
      ),
    );
    together.act(0, { type: 'move', units: [together.id('attacker')], to: 0 });
    expect(mightOf(together.state, together.id('guard'))).toBe(4);
  });

  it('OGS-021 draws one when its controller plays a spell printed at five energy or more, not a cheaper one (CR 1.3 131.4)', () => {
    const table = Table.load(
      duel([
        viktor({ legend: 'OGS-021', runes: runes(MIND, 12), hand: [{ card: 'OGN-114', label: 'progress' }, { card: 'OGN-083', label: 'consult' }], mainDeck: deck(12) }),
        sett(),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('consult') });
    table.passChain();
    expect(queuedFrom(table, 'OGS-021')).toHaveLength(0);
    const hand = handOf(table, 0);
    table.act(0, { type: 'play', card: table.id('progress') });
    expect(queuedFrom(table, 'OGS-021')).toHaveLength(1);
    table.passChain();
    expect(handOf(table, 0)).toBe(hand - 1 + 4 + 1);
  });

  it('OGS-023 draws two on a conquer with four or more of its units there, nothing with three (CR 1.3 383.3.e)', () => {
    const four = Table.load(duel([viktor({ legend: 'OGS-023', base: units(4) }), sett()]));
    const fourUnits = four.state.seats[0]?.base ?? [];
    const hand = handOf(four, 0);
    four.act(0, { type: 'move', units: fourUnits, to: 0 });
    four.passShowdown();
    expect(four.state.battlefields[0]?.controller).toBe(0);
    expect(handOf(four, 0)).toBe(hand + 2);

    const three = Table.load(duel([viktor({ legend: 'OGS-023', base: units(3) }), sett()]));
    three.act(0, { type: 'move', units: three.state.seats[0]?.base ?? [], to: 0 });
    three.passShowdown();
    expect(three.state.battlefields[0]?.controller).toBe(0);
    expect(queuedFrom(three, 'OGS-023')).toHaveLength(0);
  });
});

describe('Origins battlefields', () => {
  it("OGN-276 raises the points needed to win by one while in play (CR 1.3 478.3, 467)", () => {
    const start = (points: number) =>
      Table.load(
        duel([viktor({ points }), sett()], [field('OGN-276', 0, { controller: 0, units: ['OGN-219'] }), field('blank', 1)], { turn: { seat: 0, start: 'start' } }),
      );
    const eight = start(7);
    expect(eight.points(0)).toBe(8);
    expect(eight.state.status).toBe('playing');
    const nine = start(8);
    expect(nine.points(0)).toBe(9);
    expect(nine.state.result?.reason).toBe('victory');
  });

  it('OGN-277 gives a unit moving away from it +1 might this turn (CR 1.3 451)', () => {
    const table = Table.load(duel([viktor(), sett()], [field('OGN-277', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'drinker' }] }), field('blank', 1)]));
    table.act(0, { type: 'move', units: [table.id('drinker')], to: 'base' });
    table.passChain();
    expect(table.object('drinker').zone).toBe('base');
    expect(mightOf(table.state, table.id('drinker'))).toBe(5);
  });

  it("OGN-284 channels a ready rune for each player as their first Beginning Phase starts, not later (CR 1.3 187.6.b, 430.2)", () => {
    const first = Table.load(duel([viktor({ turnsTaken: 0 }), sett()], [field('OGN-284', 1), field('blank', 0)], { turn: { seat: 0, start: 'start' } }));
    toMainPhase(first);
    const seatRunes = first.state.seats[0]?.runes ?? [];
    expect(seatRunes).toHaveLength(6 + 1 + 2);
    expect(seatRunes.every((id) => !first.object(id).exhausted)).toBe(true);
    const later = Table.load(duel([viktor({ turnsTaken: 2 }), sett()], [field('OGN-284', 1), field('blank', 0)], { turn: { seat: 0, start: 'start' } }));
    toMainPhase(later);
    expect(later.state.seats[0]?.runes).toHaveLength(6 + 2);
  });

  it("OGN-290 gives each player a point as their first Beginning Phase starts, even when another player controls it (CR 1.3 187.6)", () => {
    const table = Table.load(
      duel([viktor({ turnsTaken: 0 }), sett()], [field('OGN-290', 1, { controller: 1, units: ['OGN-219'] }), field('blank', 0)], { turn: { seat: 0, start: 'start' } }),
    );
    toMainPhase(table);
    expect(table.points(0)).toBe(1);
    expect(table.points(1)).toBe(0);
  });

  it('OGN-293 wins the game for a player holding it with seven or more units there, not six (CR 1.3 383.3.e)', () => {
    const start = (count: number) =>
      Table.load(duel([viktor(), sett()], [field('OGN-293', 0, { controller: 0, units: units(count) }), field('blank', 1)], { turn: { seat: 0, start: 'start' } }));
    const seven = start(7);
    toMainPhase(seven);
    expect(seven.state.result?.reason).toBe('victory');
    expect(seven.state.result?.outcomes).toEqual(['win', 'loss']);
    const six = start(6);
    toMainPhase(six);
    expect(six.state.status).toBe('playing');
    expect(six.points(0)).toBe(1);
  });

  it('OGN-279 gives a unit its defender chooses Shield 2 for that combat only (CR 1.3 459.2.b)', () => {
    const table = Table.load(
      duel(
        [viktor({ base: [{ card: 'OGN-210', label: 'poro' }] }), sett()],
        [field('OGN-279', 1, { controller: 1, units: [{ card: 'OGN-219', label: 'guard' }] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('poro')], to: 0 });
    expect(table.decision()).toMatchObject({ kind: 'chooseTargets', seat: 1 });
    table.act(1, { type: 'chooseTargets', targets: [{ id: table.id('guard'), stamp: 0 }] });
    table.passChain();
    expect(keywordsOf(table.state, table.id('guard')).shield).toBe(2);
    expect(mightOf(table.state, table.id('guard'))).toBe(6);
    table.passShowdown();
    expect(table.state.combat).toBeNull();
    expect(table.object('guard').zone).toBe('battlefield');
    expect(keywordsOf(table.state, table.id('guard')).shield).toBeUndefined();
    expect(table.state.effects).toHaveLength(0);
  });

  it("OGN-285 lets its defender move a friendly unit there to base as the combat begins (CR 1.3 459.2.b)", () => {
    const table = Table.load(
      duel(
        [viktor({ base: [{ card: 'OGN-219', label: 'attacker' }] }), sett()],
        [field('OGN-285', 1, { controller: 1, units: [{ card: 'OGN-210', label: 'guard' }, { card: 'OGN-219', label: 'other' }] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'move', units: [table.id('attacker')], to: 0 });
    expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 1 });
    table.act(1, { type: 'confirm', accept: true });
    expect(table.decision()).toMatchObject({ kind: 'chooseTargets', seat: 1 });
    table.act(1, { type: 'chooseTargets', targets: [{ id: table.id('guard'), stamp: 0 }] });
    table.passChain();
    expect(table.object('guard').zone).toBe('base');
    expect(table.object('other').zone).toBe('battlefield');
  });

  it('OGN-287 makes its conqueror recycle one rune of their choice, no target chosen (errata; CR 1.3 160.2.b)', () => {
    const table = Table.load(duel([viktor({ base: [{ card: 'OGN-219', label: 'unit' }] }), sett()], [field('OGN-287', 1), field('blank', 1)]));
    const before = table.state.seats[0]?.runes ?? [];
    table.act(0, { type: 'move', units: [table.id('unit')], to: 0 });
    table.passShowdown();
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, count: 1 });
    const chosen = before[4] as number;
    table.act(0, { type: 'chooseCards', cards: [chosen] });
    table.passChain();
    expect(table.state.seats[0]?.runes).toHaveLength(before.length - 1);
    expect(table.object(chosen).zone).toBe('runeDeck');
    expect(table.state.seats[0]?.runeDeck[0]).toBe(chosen);
  });

  it("OGN-295 lets no unit move from it to base (CR 1.3 451)", () => {
    const table = Table.load(duel([viktor(), sett()], [field('OGN-295', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'stuck' }] }), field('blank', 1)]));
    expect(table.reject(0, { type: 'move', units: [table.id('stuck')], to: 'base' }).code).toBe('move/not_to_base_from_here');
    const moves = legalActions(table.state, 0).filter((action) => action.type === 'move' && action.units.includes(table.id('stuck')));
    expect(moves).toHaveLength(0);
  });

  it('OGN-297 gives units there Ganking, so they move on to another battlefield (CR 1.3 144.4.c)', () => {
    const table = Table.load(
      duel([viktor(), sett()], [field('OGN-297', 0, { controller: 0, units: [{ card: 'OGN-219', label: 'runner' }] }), field('blank', 1, { controller: 0 })]),
    );
    table.act(0, { type: 'move', units: [table.id('runner')], to: 1 });
    expect(table.object('runner').bf).toBe(1);
  });
});
