/**
 * Rules corrections found while the last Origins cards were written (issue 23):
 * - a unit or gear played by an effect resolves as it is finalized, without a window for
 *   reactions (CR 1.4 337.2; CR 1.3 337.1.c; Origins FAQ, cards that tell you to play other cards);
 * - an optional trigger with a cost paid as it is placed is declined without asking when the cost
 *   cannot be paid (CR 1.3 383.3.b, 404.2; rulings 2026-08-16, costs within instructions);
 * - King's Edict's kill is its controller's kill with a spell (CR 1.3 428.5.b, 428.5.e).
 * The Action timing of activated abilities in legalActions is in `activated-action-timing.spec.ts`.
 */
import { describe, expect, it } from 'vitest';
import { Table } from '../testing/table.js';
import { duel, FURY, ORDER, runes, sett, viktor } from './fixtures.js';

const CHAOS_RUNE = 'OGN-166';

const HARROWING = 'OGN-198'; // play a unit of your trash, its energy ignored
const SOULGORGER = 'OGN-196'; // as it is played: may play a unit of the trash, its energy ignored
const SKULKER = 'OGN-175'; // a Chaos unit: 3 energy, no power
const PHOENIX = 'OGN-037';
const VENGEANCE = 'OGN-229'; // an Order spell: kill a unit
const EDICT = 'OGN-237';
const SERGEANT = 'OGN-219';

describe('a unit or gear played by an effect resolves as it is finalized (CR 1.4 337.2; Origins FAQ)', () => {
  it('enters the board while the spell that played it finishes, before anyone gets priority (CR 1.4 337.2, 337.3; rulings 2026-08-16, pending items)', () => {
    const table = Table.load(
      duel([viktor({ runes: runes(CHAOS_RUNE, 10), hand: [{ card: HARROWING, label: 'harrowing' }], trash: [{ card: SKULKER, label: 'skulker' }] }), sett()]),
    );
    table.act(0, { type: 'play', card: table.id('harrowing') });
    table.passChain();
    expect(table.object('skulker')).toMatchObject({ zone: 'base', exhausted: true });
    const types = table.events.map((event) => event.type);
    // The unit entered before The Harrowing left the chain; no priority was passed in between.
    const entered = types.lastIndexOf('PermanentEntered');
    const played = table.events.findIndex((event) => event.type === 'CardPlayed' && event.item.source === table.id('skulker'));
    expect(types.slice(played, entered)).not.toContain('PriorityPassed');
    expect(table.state.chain).toEqual([]);
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
  });

  it('puts its own play triggers on the chain after it entered; those can be reacted to (rulings 2026-08-16, unit play reactions; CR 1.3 383.4.a.2)', () => {
    const table = Table.load(
      duel([
        viktor({ runes: runes(CHAOS_RUNE, 12), hand: [{ card: HARROWING, label: 'harrowing' }], trash: [{ card: SOULGORGER, label: 'gorger' }] }),
        sett(),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('harrowing') });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'pass' });
    // Soulgorger is on the board; its "as it is played" trigger waits on the chain for passes.
    expect(table.object('gorger').zone).toBe('base');
    expect(table.state.chain.map((item) => [item.kind, item.source])).toEqual([['trigger', table.id('gorger')]]);
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
  });
});

describe('an optional trigger whose placing cost cannot be paid (CR 1.3 383.3.b, 404.2)', () => {
  it('is declined without asking its controller: Immortal Phoenix with no Fury power to pay (rulings 2026-08-16, costs within instructions)', () => {
    const table = Table.load(
      duel([
        viktor({ runes: runes(ORDER, 8), hand: [{ card: VENGEANCE, label: 'vengeance' }], trash: [{ card: PHOENIX, label: 'phoenix' }] }),
        sett({ base: [{ card: SERGEANT, label: 'enemy' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('vengeance'), targets: [{ id: table.id('enemy'), stamp: 0 }] });
    table.passChain();
    expect(table.object('enemy').zone).toBe('trash');
    // It triggered, and was dropped as it was placed, its controller never asked.
    const queued = table.eventsOf('TriggerQueued').filter((event) => event.trigger.source === table.id('phoenix'));
    expect(queued).toHaveLength(1);
    expect(table.eventsOf('TriggerDropped').map((event) => event.trigger)).toContain(queued[0]?.trigger.id);
    expect(table.eventsOf('TriggerAdded')).toEqual([]);
    expect(table.decision()).toEqual({ kind: 'priority', seat: 0 });
    expect(table.state.chain).toEqual([]);
    expect(table.object('phoenix').zone).toBe('trash');
  });
});

describe("King's Edict (OGN-237): the chosen units are killed by the spell's controller (CR 1.3 428.5.b)", () => {
  it('is a kill with a spell for its controller, so Immortal Phoenix triggers in their trash (CR 1.3 428.5.e; Origins FAQ)', () => {
    const table = Table.load(
      duel([
        viktor({ runes: [...runes(ORDER, 8), ...runes(FURY, 2)], hand: [{ card: EDICT, label: 'edict' }], trash: [{ card: PHOENIX, label: 'phoenix' }] }),
        sett({ base: [{ card: SERGEANT, label: 'enemy' }] }),
      ]),
    );
    table.act(0, { type: 'play', card: table.id('edict') });
    table.passChain();
    // The only unit the opponent may choose is taken at once or chosen; either way it dies.
    const decision = table.decision();
    if (decision?.kind === 'chooseCards') table.act(1, { type: 'chooseCards', cards: [table.id('enemy')] });
    expect(table.object('enemy').zone).toBe('trash');
    expect(table.decision()).toMatchObject({ kind: 'confirm', seat: 0, source: table.id('phoenix') });
  });
});
