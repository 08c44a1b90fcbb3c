import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import { Table } from '../testing/table.js';
import { BODY, CALM, duel, field, runes, sett, viktor } from './fixtures.js';

const WIND_WALL = 'OGN-064';
const DEFY = 'OGN-045';
const FALLING_COMET = 'OGN-085';
const STUPEFY = 'OGN-095';

/** Viktor (seat 0) with a spell to play at Sett's drake; Sett (seat 1) with Calm runes and counters. */
function counterTable(settHand: string[], viktorHand: string[] = [FALLING_COMET]): Table {
  return Table.load(
    duel(
      [
        viktor({ hand: viktorHand.map((card, index) => ({ card, label: `v${index}` })) }),
        sett({ runes: [...runes(CALM, 4), ...runes(BODY, 2)], hand: settHand.map((card, index) => ({ card, label: `s${index}` })) }),
      ],
      [field('blank', 1, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 0)],
    ),
  );
}

const spellRef = (table: Table, label: string) => ({ id: table.id(label), stamp: table.object(label).stamp });

describe('counter (601)', () => {
  it('counters a spell: it has no effect and goes to its owner trash (601.1, 601.1.a)', () => {
    const table = counterTable([WIND_WALL]);
    table.act(0, { type: 'play', card: table.id('v0'), targets: [{ id: table.id('drake'), stamp: 0 }] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('s0'), targets: [spellRef(table, 'v0')] });
    table.passChain();
    expect(table.eventsOf('ChainItemCountered')).toEqual([expect.objectContaining({ item: table.id('v0') })]);
    expect(table.eventsOf('DamageDealt')).toHaveLength(0);
    expect(table.object('drake').zone).toBe('battlefield');
    expect(table.object('v0').zone).toBe('trash');
    expect(table.state.seats[0]?.trash).toContain(table.id('v0'));
    expect(table.object('s0').zone).toBe('trash');
    expect(table.state.chain).toHaveLength(0);
  });

  it('does not count the countered card as played, and refunds nothing (601.1.b, 601.1.c, 595.4.b)', () => {
    const table = counterTable([WIND_WALL]);
    table.act(0, { type: 'play', card: table.id('v0'), targets: [{ id: table.id('drake'), stamp: 0 }] });
    const exhaustedAfterPaying = table.state.seats[0]?.runes.filter((id) => table.object(id).exhausted).length;
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('s0'), targets: [spellRef(table, 'v0')] });
    table.passChain();
    expect(table.state.seats[0]?.cardsPlayed).toBe(0);
    expect(table.state.seats[1]?.cardsPlayed).toBe(1);
    expect(table.state.seats[0]?.runes.filter((id) => table.object(id).exhausted).length).toBe(exhaustedAfterPaying);
  });

  it('can only be played with a spell on the chain to aim at (601.3, 559.3)', () => {
    const onEmptyChain = Table.load(
      duel([sett({ runes: [...runes(CALM, 4), ...runes(BODY, 2)], hand: [{ card: WIND_WALL, label: 'wall' }] }), viktor()]),
    );
    expect(legalActions(onEmptyChain.state, 0).some((action) => action.type === 'play')).toBe(false);
    expect(onEmptyChain.reject(0, { type: 'play', card: onEmptyChain.id('wall'), targets: [null] }).code).toBe('target/illegal');
  });

  it('never aims at a unit, a permanent or the counter itself (601.3)', () => {
    const table = counterTable([WIND_WALL]);
    table.act(0, { type: 'play', card: table.id('v0'), targets: [{ id: table.id('drake'), stamp: 0 }] });
    table.act(0, { type: 'pass' });
    expect(table.reject(1, { type: 'play', card: table.id('s0'), targets: [{ id: table.id('drake'), stamp: 0 }] }).code).toBe('target/illegal');
    expect(table.reject(1, { type: 'play', card: table.id('s0'), targets: [spellRef(table, 's0')] }).code).toBe('target/illegal');
    const plays = legalActions(table.state, 1).filter((action) => action.type === 'play');
    expect(plays).toEqual([{ type: 'play', card: table.id('s0'), targets: [spellRef(table, 'v0')] }]);
  });

  it('lets Defy counter only a spell that costs no more than 4 energy and 1 power (Defy, 601.3)', () => {
    const expensive = counterTable([DEFY]);
    expensive.act(0, { type: 'play', card: expensive.id('v0'), targets: [{ id: expensive.id('drake'), stamp: 0 }] }); // 5 energy
    expensive.act(0, { type: 'pass' });
    expect(expensive.reject(1, { type: 'play', card: expensive.id('s0'), targets: [spellRef(expensive, 'v0')] }).code).toBe('target/illegal');
    expect(legalActions(expensive.state, 1).some((action) => action.type === 'play')).toBe(false);

    const cheap = counterTable([DEFY], [STUPEFY]);
    cheap.act(0, { type: 'play', card: cheap.id('v0'), targets: [{ id: cheap.id('drake'), stamp: 0 }] }); // 1 energy
    cheap.act(0, { type: 'pass' });
    cheap.act(1, { type: 'play', card: cheap.id('s0'), targets: [spellRef(cheap, 'v0')] });
    cheap.passChain();
    expect(cheap.eventsOf('MightModified')).toHaveLength(0);
    expect(cheap.object('v0').zone).toBe('trash');
  });

  it('counters a counter, so the first spell resolves after all (601.1, 537)', () => {
    // Viktor has Calm runes here to pay for his own Wind Wall.
    const war = Table.load(
      duel(
        [
          viktor({ runes: [...runes(CALM, 3), ...runes('OGN-089', 3)], hand: [{ card: STUPEFY, label: 'stupefy' }, { card: WIND_WALL, label: 'wallA' }] }),
          sett({ runes: [...runes(CALM, 4), ...runes(BODY, 2)], hand: [{ card: WIND_WALL, label: 'wallB' }] }),
        ],
        [field('blank', 1, { controller: 1, units: [{ card: 'OGN-142', label: 'drake' }] }), field('blank', 0)],
      ),
    );
    war.act(0, { type: 'play', card: war.id('stupefy'), targets: [{ id: war.id('drake'), stamp: 0 }] });
    war.act(0, { type: 'pass' });
    war.act(1, { type: 'play', card: war.id('wallB'), targets: [spellRef(war, 'stupefy')] });
    war.act(1, { type: 'pass' });
    war.act(0, { type: 'play', card: war.id('wallA'), targets: [spellRef(war, 'wallB')] });
    war.passChain();
    expect(war.eventsOf('ChainItemCountered').map((event) => event.item)).toEqual([war.id('wallB')]);
    expect(war.eventsOf('MightModified')).toHaveLength(1); // Stupefy resolved: -1 Might on the drake
    expect(['wallA', 'wallB', 'stupefy'].map((label) => war.object(label).zone)).toEqual(['trash', 'trash', 'trash']);
  });

  it('does nothing when its spell left the chain before it resolves (563.2.c)', () => {
    const table = counterTable([WIND_WALL, DEFY], [STUPEFY]);
    table.act(0, { type: 'play', card: table.id('v0'), targets: [{ id: table.id('drake'), stamp: 0 }] });
    table.act(0, { type: 'pass' });
    table.act(1, { type: 'play', card: table.id('s0'), targets: [spellRef(table, 'v0')] }); // Wind Wall, below
    table.act(1, { type: 'play', card: table.id('s1'), targets: [spellRef(table, 'v0')] }); // Defy, on top
    table.passChain();
    expect(table.eventsOf('ChainItemCountered').map((event) => event.item)).toEqual([table.id('v0')]);
    expect(table.object('s0').zone).toBe('trash');
    expect(table.state.seats[1]?.cardsPlayed).toBe(2);
  });
});
