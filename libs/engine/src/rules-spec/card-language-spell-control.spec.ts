/**
 * The general pieces of the spell-control cards (issue 23): kills "with a spell" and who performs
 * a kill a spell tells a player to choose (`engine/flow/killed-by.ts`), triggers working from the
 * trash after the deaths, and changing control of a chain item with new choices for it
 * (`engine/flow/chain-control.ts`).
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { Table } from '../testing/table.js';
import { viewFor } from '../views/view-for.js';
import { CALM, duel, field, FURY, ORDER, runes, sett, viktor } from './fixtures.js';

const PHOENIX = 'OGN-037'; // "when you kill a unit with a spell", from the trash
const REVERSAL = 'OGN-080'; // gain control of a spell, may make new choices
const CULL = 'OGN-209'; // each player chooses one of their own units, which dies
const SERGEANT = 'OGN-219';
const PORO = 'OGN-210';

/** Passes and answers every optional trigger with `accept` until the game waits for something else. */
function settle(table: Table, accept: boolean): void {
  for (let i = 0; i < 60; i++) {
    const decision = table.decision();
    if (decision?.kind === 'confirm') table.act(decision.seat, { type: 'confirm', accept });
    else if (decision?.kind === 'chooseCards') table.act(decision.seat, { type: 'chooseCards', cards: decision.options.slice(0, decision.count) });
    else if (decision?.kind === 'priority' && table.state.chain.length > 0) table.act(decision.seat, { type: 'pass' });
    else return;
  }
}

describe('kills with a spell (CR 1.3 428.5.e; Unleashed patch notes, responsibility)', () => {
  it('a spell that tells each player to kill one of their units: only the kill its controller performs is theirs with a spell (Origins FAQ, Immortal Phoenix)', () => {
    const table = Table.load(
      duel([
        viktor({ runes: [...runes(ORDER, 6), ...runes(FURY, 2)], hand: [{ card: CULL, label: 'cull' }], base: [{ card: PORO, label: 'mine' }], trash: [{ card: PHOENIX, label: 'myPhoenix' }] }),
        sett({ runes: [...runes(ORDER, 3), ...runes(FURY, 3)], base: [{ card: SERGEANT, label: 'theirs' }], trash: [{ card: PHOENIX, label: 'theirPhoenix' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('cull') });
    table.passChain();
    const queued = table.eventsOf('TriggerQueued').map((event) => event.trigger.source);
    expect(table.object('mine').zone).toBe('trash');
    expect(table.object('theirs').zone).toBe('trash');
    // The caster killed their own unit with their spell; the opponent's kill was not with a spell they control.
    expect(queued).toEqual([table.id('myPhoenix')]);
  });

  it('a unit killed with a spell triggers every such card in its killer\'s trash once per unit, the unit itself included (CR 1.3 383.2.c.1)', () => {
    const table = Table.load(
      duel([
        viktor({ runes: [...runes(ORDER, 6), ...runes(FURY, 2)], hand: [{ card: CULL, label: 'cull' }], base: [{ card: PHOENIX, label: 'phoenix' }] }),
        sett({ base: [{ card: SERGEANT }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('cull') });
    table.passChain();
    const triggers = table.eventsOf('TriggerQueued').map((event) => event.trigger);
    expect(triggers).toHaveLength(1);
    expect(triggers[0]).toMatchObject({ source: table.id('phoenix'), subject: table.id('phoenix'), sourceStamp: table.object('phoenix').stamp });
    settle(table, true);
    expect(table.object('phoenix').zone).toBe('base');
  });

  it('a delayed ability a spell made, killing later in the turn, is no kill with a spell (Origins FAQ, Immortal Phoenix; CR 1.3 390.2)', () => {
    const table = Table.load(
      duel(
        [viktor({ runes: runes(FURY, 8), hand: [{ card: 'OGN-254', label: 'guillotine' }, { card: 'OGN-009', label: 'ray' }], trash: [{ card: PHOENIX, label: 'phoenix' }] }), sett()],
        [field('blank', 1, { controller: 1, units: [{ card: SERGEANT, label: 'enemy' }] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('guillotine'), targets: [{ id: table.id('enemy'), stamp: 0 }] });
    table.passChain();
    expect(table.object('enemy').zone).toBe('battlefield');
    table.act(0, { type: 'play', card: table.id('ray'), targets: [{ id: table.id('enemy'), stamp: 0 }] });
    table.passChain();
    expect(table.object('enemy').zone).toBe('trash'); // 3 damage to a 4-might unit: the delayed kill
    expect(table.eventsOf('TriggerQueued').filter((event) => event.trigger.source === table.id('phoenix'))).toEqual([]);
  });

  it('damage records and kill marks are kept only in games with a card that reads them (hash stability)', () => {
    const table = Table.load(
      duel(
        [viktor({ runes: runes(FURY, 6), hand: [{ card: 'OGN-009', label: 'ray' }] }), sett()],
        [field('blank', 1, { controller: 1, units: [{ card: PORO, label: 'enemy' }] }), field('blank', 0)],
      ),
    );
    table.act(0, { type: 'play', card: table.id('ray'), targets: [{ id: table.id('enemy'), stamp: 0 }] });
    table.passChain();
    expect(table.object('enemy').zone).toBe('trash');
    expect(table.eventsOf('TurnEffectBegan')).toEqual([]);
  });
});

describe('control of a chain item and new choices (CR 1.3 188.2, 188.4, 359.3.f.4)', () => {
  it('new choices for a card played from Hidden stay at its battlefield (rulings on Rebuttal, CR 1.3 811.1.d.2)', () => {
    const table = Table.load(
      duel(
        [
          viktor({ base: [] }),
          sett({ runes: runes(CALM, 7), hand: [{ card: REVERSAL, label: 'reversal' }] }),
        ],
        [
          field('blank', 0, { controller: 0, units: [{ card: SERGEANT, label: 'a' }, { card: PORO, label: 'b' }], facedown: { card: 'OGN-213', label: 'blade', hiddenTurn: 0 } }),
          field('blank', 1, { controller: 1, units: [{ card: SERGEANT, label: 'far' }] }),
        ],
        { turn: { seat: 0, number: 2, start: 'main' } },
      ),
    );
    table.act(0, { type: 'play', card: table.id('blade'), targets: [{ id: table.id('a'), stamp: 0 }] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('reversal'), targets: [{ id: table.id('blade'), stamp: table.object('blade').stamp }] });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'makeNewChoices', seat: 1 });
    const offered = legalActions(table.state, 1).map((action) => (action.type === 'chooseTargets' ? action.targets : null));
    expect(offered).toEqual([[{ id: table.id('a'), stamp: 0 }], [{ id: table.id('b'), stamp: 0 }]]);
    expect(table.reject(1, { type: 'chooseTargets', targets: [{ id: table.id('far'), stamp: 0 }] }).code).toBe('target/illegal');
    // The decision is seat 1's alone; seat 0 sees that it is pending, not its contents.
    expect(viewFor(table.state, { kind: 'seat', seat: 0 }).pending).toMatchObject({ kind: 'makeNewChoices', seat: 1, decision: null });
    table.act(1, { type: 'chooseTargets', targets: [{ id: table.id('b'), stamp: 0 }] });
    expect(table.eventsOf('ChainItemChoicesChanged')).toEqual([expect.objectContaining({ item: table.id('blade'), targets: [{ id: table.id('b'), stamp: 0 }] })]);
    table.passChain();
    expect(table.object('a').zone).toBe('battlefield');
    expect(table.object('b').zone).toBe('trash');
  });

  it('a spell without choices changes controller and nothing is asked; its new controller gets priority after it (CR 1.3 188.2, 340.4)', () => {
    const table = Table.load(
      duel([
        viktor({ runes: runes(FURY, 7), hand: [{ card: 'OGN-022', label: 'beam' }] }),
        sett({ runes: runes(CALM, 7), hand: [{ card: REVERSAL, label: 'reversal' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('beam') });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('reversal'), targets: [{ id: table.id('beam'), stamp: table.object('beam').stamp }] });
    table.act(1, { type: 'pass' });
    table.act(0, { type: 'pass' });
    expect(table.eventsOf('ChainItemControlChanged')).toEqual([expect.objectContaining({ item: table.id('beam'), controller: 1 })]);
    expect(table.decision()).toMatchObject({ kind: 'priority', seat: 1 });
    expect(table.state.chain.map((item) => [item.id, item.controller])).toEqual([[table.id('beam'), 1]]);
    table.passChain();
    expect(table.state.seats[0]?.trash).toContain(table.id('beam'));
  });
});
