import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { CALM, duel, field, FURY, ORDER, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';

const PHOENIX = 'OGN-037';
const REVERSAL = 'OGN-080';
const VENGEANCE = 'OGN-229'; // an Order spell: kill a unit (4 energy, 2 Order power)
const RAY = 'OGN-009'; // a Fury spell: 3 damage to a unit at a battlefield
const CHALLENGE = 'OGN-128'; // a Body spell: a friendly and an enemy unit deal damage to each other
const PORO = 'OGN-210'; // a 2-might unit
const SERGEANT = 'OGN-219'; // a 4-might unit

const readyRunes = (table: Table, seat: number): number => (table.state.seats[seat]?.runes ?? []).filter((id) => !table.object(id).exhausted).length;
const runeCount = (table: Table, seat: number): number => table.state.seats[seat]?.runes.length ?? 0;

/** Whoever is asked for priority passes; optional triggers are answered `accept`. */
function settle(table: Table, accept: boolean): void {
  for (let i = 0; i < 60; i++) {
    const decision = table.decision();
    if (decision?.kind === 'confirm') table.act(decision.seat, { type: 'confirm', accept });
    else if (decision?.kind === 'priority' && table.state.chain.length > 0) table.act(decision.seat, { type: 'pass' });
    else return;
  }
}

describe('spell control cards (issue 23)', () => {
  it('OGN-037 is played from its owner trash after they kill a unit with a spell, one energy and one Fury power paid as the trigger is placed (CR 1.3 428.5.e, 383.3.a-b, 742.1.b; Origins FAQ)', () => {
    const table = Table.load(
      duel([
        viktor({ runes: [...runes(ORDER, 6), ...runes(FURY, 2)], hand: [{ card: VENGEANCE, label: 'vengeance' }], trash: [{ card: PHOENIX, label: 'phoenix' }] }),
        sett({ base: [{ card: SERGEANT, label: 'enemy' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('enemy'), stamp: 0 }] });
    table.passChain();
    expect(table.object('enemy').zone).toBe('trash');
    // "You may": asked as the trigger is placed; the cost is paid then (1 exhausted + 1 recycled rune).
    expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 0, source: table.id('phoenix') });
    const [runesBefore, readyBefore] = [runeCount(table, 0), readyRunes(table, 0)];
    table.act(0, { type: 'confirm', accept: true });
    expect(runeCount(table, 0)).toBe(runesBefore - 1);
    expect(readyRunes(table, 0)).toBeLessThan(readyBefore);
    expect(table.state.chain.map((item) => item.kind)).toEqual(['trigger']);
    table.passChain();
    settle(table, true);
    expect(table.object('phoenix')).toMatchObject({ zone: 'base', controller: 0 });
  });

  it('OGN-037 sees its own death when its owner kills it with a spell, and may stay in the trash (CR 1.3 383.2.c.1; Origins FAQ)', () => {
    const setup = () =>
      Table.load(
        duel([
          viktor({ runes: [...runes(ORDER, 6), ...runes(FURY, 2)], hand: [{ card: VENGEANCE, label: 'vengeance' }], base: [{ card: PHOENIX, label: 'phoenix' }] }),
          sett(),
        ]),
      );
    const table = setup();
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('phoenix'), stamp: 0 }] });
    table.passChain();
    expect(table.object('phoenix').zone).toBe('trash');
    expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 0, source: table.id('phoenix') });
    settle(table, true);
    expect(table.object('phoenix').zone).toBe('base');

    const declined = setup();
    declined.act(0, { type: 'play', card: declined.id('vengeance'), targets: [{ id: declined.id('phoenix'), stamp: 0 }] });
    declined.passChain();
    const runesBefore = runeCount(declined, 0);
    declined.act(0, { type: 'confirm', accept: false });
    expect(declined.state.chain).toEqual([]);
    expect(declined.object('phoenix').zone).toBe('trash');
    expect(runeCount(declined, 0)).toBe(runesBefore);
  });

  it('OGN-037 triggers on a spell\'s own damage that is lethal in the cleanup right after it, not on a unit told to deal damage by a spell (CR 1.3 428.5.c, 428.5.e; Origins FAQ)', () => {
    const ray = Table.load(
      duel(
        [viktor({ runes: runes(FURY, 6), hand: [{ card: RAY, label: 'ray' }], trash: [{ card: PHOENIX, label: 'phoenix' }] }), sett()],
        [field('blank', 1, { controller: 1, units: [{ card: PORO, label: 'enemy' }] }), field('blank', 0)],
      ),
    );
    ray.act(0, { type: 'play', card: ray.id('ray'), targets: [{ id: ray.id('enemy'), stamp: 0 }] });
    ray.passChain();
    expect(ray.object('enemy').zone).toBe('trash');
    expect(ray.decision()).toMatchObject({ kind: 'confirm', seat: 0, source: ray.id('phoenix') });

    const challenge = Table.load(
      duel([
        viktor({
          runes: [...runes(FURY, 3), ...runes('OGN-126', 3)],
          hand: [{ card: CHALLENGE, label: 'challenge' }],
          base: [{ card: SERGEANT, label: 'mine' }],
          trash: [{ card: PHOENIX, label: 'phoenix' }],
        }),
        sett({ base: [{ card: PORO, label: 'enemy' }] }),
      ]),
    );
    challenge.act(0, {
      type: 'play',
      card: challenge.id('challenge'),
      targets: [
        { id: challenge.id('mine'), stamp: 0 },
        { id: challenge.id('enemy'), stamp: 0 },
      ],
    });
    challenge.passChain();
    expect(challenge.object('enemy').zone).toBe('trash');
    expect(challenge.decision()).toMatchObject({ kind: 'priority' });
    expect(challenge.object('phoenix').zone).toBe('trash');
  });

  it('OGN-037 does not trigger for a kill by an ability, nor for a kill with an opponent\'s spell (CR 1.3 428.5.e; Origins FAQ)', () => {
    const ability = Table.load(
      duel([
        viktor({ runes: [...runes(ORDER, 6), ...runes(FURY, 2)], hand: [{ card: 'OGN-225', label: 'chief' }], trash: [{ card: PHOENIX, label: 'phoenix' }] }),
        sett({ base: [{ card: SERGEANT, label: 'enemy', stunned: true }] }),
      ]),
    );
    ability.act(0, { type: 'play', card: ability.id('chief'), to: 'base' });
    ability.passChain();
    expect(ability.object('enemy').zone).toBe('trash');
    expect(ability.decision()).toMatchObject({ kind: 'priority' });
    expect(ability.state.chain).toEqual([]);

    const theirs = Table.load(
      duel([
        viktor({ runes: [...runes(ORDER, 6), ...runes(FURY, 2)], hand: [{ card: VENGEANCE, label: 'vengeance' }], base: [{ card: SERGEANT, label: 'mine' }] }),
        sett({ runes: [...runes(ORDER, 3), ...runes(FURY, 3)], base: [{ card: PORO, label: 'enemy' }], trash: [{ card: PHOENIX, label: 'phoenix' }] }),
      ]),
    );
    theirs.act(0, { type: 'play', card: theirs.id('vengeance'), targets: [{ id: theirs.id('enemy'), stamp: 0 }] });
    theirs.passChain();
    expect(theirs.object('enemy').zone).toBe('trash');
    expect(theirs.decision()).toMatchObject({ kind: 'priority' });
    expect(theirs.object('phoenix').zone).toBe('trash');
  });

  it('OGN-080 takes control of an opponent\'s spell on the chain; its new controller retargets it, and it resolves as theirs (CR 1.3 188.2, 359.3.f.4; rulings on Rebuttal)', () => {
    const table = Table.load(
      duel([
        viktor({ runes: runes(ORDER, 6), hand: [{ card: VENGEANCE, label: 'vengeance' }], base: [{ card: SERGEANT, label: 'mine' }] }),
        sett({ runes: runes(CALM, 7), hand: [{ card: REVERSAL, label: 'reversal' }], base: [{ card: PORO, label: 'theirs' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('theirs'), stamp: 0 }] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('reversal'), targets: [{ id: table.id('vengeance'), stamp: table.object('vengeance').stamp }] });
    table.passChain();
    // Mystic Reversal resolving: Vengeance is seat 1's now, and seat 1 may choose again.
    expect(table.state.chain.find((item) => item.id === table.id('vengeance'))?.controller).toBe(1);
    expect(table.object('vengeance').controller).toBe(1);
    expect(table.decision()).toMatchObject({ kind: 'makeNewChoices', seat: 1, item: table.id('vengeance') });
    const mine = { id: table.id('mine'), stamp: table.object('mine').stamp };
    expect(legalActions(table.state, 1)).toEqual(expect.arrayContaining([{ type: 'chooseTargets', targets: [{ id: table.id('theirs'), stamp: 0 }] }, { type: 'chooseTargets', targets: [mine] }]));
    table.act(1, { type: 'chooseTargets', targets: [mine] });
    // Seat 1 controls the newest item, so it has priority (CR 1.3 340.4).
    expect(table.decision()).toMatchObject({ kind: 'priority', seat: 1 });
    table.passChain();
    expect(table.object('mine').zone).toBe('trash');
    expect(table.object('theirs').zone).toBe('base');
    expect(table.state.seats[0]?.trash).toContain(table.id('vengeance')); // to its owner's trash
    expect(table.object('reversal').zone).toBe('trash');
  });

  it('OGN-080 may keep the spell\'s choices; "you" is then its new controller, so the kill is theirs with a spell (CR 1.3 359.3.f.4, 428.5.e)', () => {
    const table = Table.load(
      duel([
        viktor({ runes: runes(ORDER, 6), hand: [{ card: VENGEANCE, label: 'vengeance' }], trash: [{ card: PHOENIX, label: 'casterPhoenix' }], base: [{ card: SERGEANT, label: 'mine' }] }),
        sett({
          runes: [...runes(CALM, 7), ...runes(FURY, 2)],
          hand: [{ card: REVERSAL, label: 'reversal' }],
          base: [{ card: PORO, label: 'theirs' }],
          trash: [{ card: PHOENIX, label: 'phoenix' }],
        }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('mine'), stamp: 0 }] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('reversal'), targets: [{ id: table.id('vengeance'), stamp: table.object('vengeance').stamp }] });
    table.passChain();
    expect(table.reject(1, { type: 'chooseTargets', targets: [null] }).code).toBe('target/illegal');
    table.act(1, { type: 'chooseTargets', targets: [{ id: table.id('mine'), stamp: 0 }] }); // kept
    table.passChain();
    expect(table.object('mine').zone).toBe('trash');
    // Seat 1 killed a unit with a spell it controls: its Phoenix triggers, the caster's does not.
    expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 1, source: table.id('phoenix') });
    settle(table, true);
    expect(table.object('phoenix')).toMatchObject({ zone: 'base', controller: 1 });
    expect(table.object('casterPhoenix').zone).toBe('trash');
  });
});
