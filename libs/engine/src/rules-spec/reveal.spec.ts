import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { TEST_THREE_PLAYERS } from '../testing/test-modes.js';
import { Table } from '../testing/table.js';
import { redactEvents } from '../views/redact-event.js';
import { BODY, duel, field, ORDER, runes, sett, viktor } from './fixtures.js';

const SABOTAGE = 'OGN-156';
const STUPEFY = 'OGN-095';
const UNIT = 'OGN-219';

/** Sett (seat 0) casts Sabotage at Viktor (seat 1), whose hand is given. */
function sabotageTable(viktorHand: string[]): Table {
  return Table.load(
    duel([
      sett({ runes: [...runes(BODY, 3), ...runes(ORDER, 3)], hand: [{ card: SABOTAGE, label: 'sabotage' }] }),
      viktor({ hand: viktorHand.map((card, index) => ({ card, label: `v${index}` })), mainDeck: ['OGN-210', 'OGN-210'] }),
    ]),
  );
}

function castSabotage(table: Table): void {
  table.act(0, { type: 'play', card: table.id('sabotage') });
  table.passChain();
}

describe('reveal (600)', () => {
  it('shows the revealed hand to every player, cards staying in the hand (600.1, 600.1.a.2)', () => {
    const table = sabotageTable([STUPEFY, UNIT]);
    castSabotage(table);
    const [revealed] = table.eventsOf('HandRevealed');
    expect(revealed).toMatchObject({ seat: 1, cards: [{ id: table.id('v0'), card: STUPEFY }, { id: table.id('v1'), card: UNIT }] });
    expect(table.object('v0').zone).toBe('hand');
    // Every seat's event log shows the cards (they are public while revealed).
    for (const viewer of [{ kind: 'seat', seat: 0 }, { kind: 'seat', seat: 1 }, { kind: 'spectator' }] as const) {
      const shown = redactEvents(table.state, table.events, viewer).filter((event) => event.type === 'HandRevealed');
      expect(shown).toEqual([expect.objectContaining({ cards: revealed?.cards })]);
    }
  });

  it('lets the caster choose only a non-unit card and recycles it to the bottom of its owner deck (Sabotage, 594)', () => {
    const table = sabotageTable([STUPEFY, UNIT]);
    castSabotage(table);
    expect(table.decision()).toMatchObject({ kind: 'chooseCards', seat: 0, options: [table.id('v0')], count: 1 });
    expect(legalActions(table.state, 0)).toEqual([{ type: 'chooseCards', cards: [table.id('v0')] }]);
    expect(table.reject(0, { type: 'chooseCards', cards: [table.id('v1')] })).toMatchObject({ code: 'choice/bad_cards', ruleRef: 'CR 1.4 424.4.a' });
    table.act(0, { type: 'chooseCards', cards: [table.id('v0')] });
    expect(table.object('v0').zone).toBe('mainDeck');
    expect(table.state.seats[1]?.mainDeck[0]).toBe(table.id('v0')); // the bottom (the top is last)
    expect(table.state.seats[1]?.hand).toEqual([table.id('v1')]);
    expect(table.object('sabotage').zone).toBe('trash');
  });

  it('reveals and takes nothing when the hand holds no non-unit card (600.1.b)', () => {
    const table = sabotageTable([UNIT]);
    castSabotage(table);
    expect(table.eventsOf('HandRevealed')).toHaveLength(1);
    expect(table.eventsOf('CardsRecycled')).toHaveLength(0);
    expect(table.decision()).toMatchObject({ kind: 'priority', seat: 0 });
    expect(table.state.seats[1]?.hand).toEqual([table.id('v0')]);
  });

  it('asks which opponent reveals when there are several (600.1, 559.3)', () => {
    const table = Table.load({
      mode: TEST_THREE_PLAYERS,
      seats: [
        sett({ runes: [...runes(BODY, 3), ...runes(ORDER, 3)], hand: [{ card: SABOTAGE, label: 'sabotage' }] }),
        viktor({ hand: [{ card: STUPEFY, label: 'first' }] }),
        viktor({ hand: [{ card: STUPEFY, label: 'second' }] }),
      ],
      battlefields: [field('blank', 0), field('blank', 1), field('blank', 2)],
    });
    table.act(0, { type: 'play', card: table.id('sabotage') });
    table.passChain();
    expect(table.decision()).toMatchObject({ kind: 'chooseOpponent', seat: 0, options: [1, 2] });
    expect(table.reject(0, { type: 'chooseOpponent', seat: 0 })).toMatchObject({ code: 'choice/bad_opponent' });
    table.act(0, { type: 'chooseOpponent', seat: 2 });
    expect(table.eventsOf('HandRevealed')).toEqual([expect.objectContaining({ seat: 2 })]);
    table.act(0, { type: 'chooseCards', cards: [table.id('second')] });
    expect(table.object('second').zone).toBe('mainDeck');
    expect(table.object('first').zone).toBe('hand');
  });
});
