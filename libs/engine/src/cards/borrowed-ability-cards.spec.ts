import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import type { Action } from '../model/action.js';
import type { ScenarioCard } from '../scenario/scenario-format.js';
import { stateHash } from '../state/state-hash.js';
import { FURY, duel, field, runes, sett, viktor } from '../rules-spec/fixtures.js';
import { Table } from '../testing/table.js';
import { RECRUIT } from './basics.js';

const HEIMERDINGER = 'OGN-111';

/** Seat 0 (legend: Herald of the Arcane, "1, exhaust: a Recruit") with Heimerdinger and `base`;
 * seat 1 with an enemy unit at battlefield 1. */
function table(base: ScenarioCard[], units0: ScenarioCard[] = []): Table {
  return Table.load(
    duel(
      [viktor({ label: 'herald', base: [{ card: HEIMERDINGER, label: 'heimer' }, ...base] }), sett({ base: [{ card: 'OGN-040', label: 'enemySeal' }] })],
      [field('blank', 0, { controller: 0, units: units0 }), field('blank', 1, { controller: 1, units: [{ card: 'OGN-219', label: 'enemy' }] })],
    ),
  );
}

function activationsOf(t: Table, label: string): Extract<Action, { type: 'activate' }>[] {
  return legalActions(t.state, 0).filter((action): action is Extract<Action, { type: 'activate' }> => action.type === 'activate' && action.source === t.id(label));
}

describe('Origins cards with borrowed abilities', () => {
  it('OGN-111 uses a friendly gear\'s exhaust ability by exhausting himself, the gear staying ready (CR 1.3 472.2, 414.5)', () => {
    const t = table([{ card: 'OGN-017', label: 'ballista' }]);
    const offered = activationsOf(t, 'heimer');
    expect(offered).toContainEqual({ type: 'activate', source: t.id('heimer'), ability: 1, abilityOf: 'OGN-017', targets: [{ id: t.id('enemy'), stamp: t.object('enemy').stamp }] });
    t.act(0, { type: 'activate', source: t.id('heimer'), ability: 1, abilityOf: 'OGN-017', targets: [{ id: t.id('enemy'), stamp: t.object('enemy').stamp }] });
    expect(t.state.chain.at(-1)).toMatchObject({ kind: 'ability', source: t.id('heimer'), card: 'OGN-017', ability: 1 });
    t.passChain();
    expect(t.object('enemy').damage).toBe(2);
    expect(t.object('heimer').exhausted).toBe(true);
    expect(t.object('ballista').exhausted).toBe(false);
    // Exhausted, he cannot use it again (CR 1.3 414.4); the gear still can.
    expect(t.reject(0, { type: 'activate', source: t.id('heimer'), ability: 1, abilityOf: 'OGN-017', targets: [{ id: t.id('enemy'), stamp: t.object('enemy').stamp }] }).code).toBe('cost/already_exhausted');
    expect(activationsOf(t, 'ballista')).not.toHaveLength(0);
    expect(stateHash(t.state)).toBe(t.state.hash);
  });

  it('OGN-111 uses the friendly legend\'s exhaust ability, paying its energy, the legend staying ready (CR 1.3 472.2, 414.5; CR 1.4 174.8)', () => {
    const t = table([]);
    const legend = t.state.seats[0]?.legend ?? -1;
    const action: Action = { type: 'activate', source: t.id('heimer'), ability: 0, abilityOf: 'OGN-265', to: 'base' };
    expect(activationsOf(t, 'heimer')).toContainEqual(action);
    const readyRunes = () => (t.state.seats[0]?.runes ?? []).filter((id) => !t.object(id).exhausted).length;
    const before = readyRunes();
    t.act(0, action);
    t.passChain();
    expect(readyRunes()).toBe(before - 1);
    expect(t.object('heimer').exhausted).toBe(true);
    expect(t.object(legend).exhausted).toBe(false);
    const recruits = (t.state.seats[0]?.base ?? []).filter((id) => t.object(id).card === RECRUIT);
    expect(recruits).toHaveLength(1);
  });

  it('OGN-111 uses a friendly unit\'s exhaust ability and is its "me": Lee Sin\'s buff goes on him (CR 1.4 053; CR 1.3 414.5)', () => {
    const t = table([{ card: 'OGN-078', label: 'lee' }]);
    t.act(0, { type: 'activate', source: t.id('heimer'), ability: 0, abilityOf: 'OGN-078' });
    t.passChain();
    expect(t.object('heimer').buffs).toBe(1);
    expect(t.object('lee').buffs).toBe(0);
    expect(t.object('lee').exhausted).toBe(false);
  });

  it('OGN-111 follows a borrowed ability\'s own conditions as his: Caitlyn\'s only while he is at a battlefield, dealing his might (CR 1.3 377.2.b, 359.3.e.12)', () => {
    const inBase = table([{ card: 'OGN-068', label: 'caitlyn' }]);
    expect(activationsOf(inBase, 'heimer').filter((action) => action.abilityOf === 'OGN-068')).toHaveLength(0);
    expect(inBase.reject(0, { type: 'activate', source: inBase.id('heimer'), ability: 1, abilityOf: 'OGN-068', targets: [{ id: inBase.id('enemy'), stamp: inBase.object('enemy').stamp }] }).code).toBe(
      'ability/not_at_battlefield',
    );
    const t = Table.load(
      duel(
        [viktor({ base: [{ card: 'OGN-068', label: 'caitlyn' }] }), sett()],
        [field('blank', 0, { controller: 0, units: [{ card: HEIMERDINGER, label: 'heimer' }] }), field('blank', 1, { controller: 1, units: [{ card: 'OGN-219', label: 'enemy' }, { card: 'OGN-164', label: 'big' }] })],
      ),
    );
    t.act(0, { type: 'activate', source: t.id('heimer'), ability: 1, abilityOf: 'OGN-068', targets: [{ id: t.id('big'), stamp: t.object('big').stamp }] });
    t.passChain();
    expect(t.object('big').damage).toBe(3); // Heimerdinger's might, not Caitlyn's
    expect(t.object('heimer').exhausted).toBe(true);
  });

  it('OGN-111 does not have abilities without the exhaust symbol, enemy abilities, or triggered ones (CR 1.3 414.5, 472.2)', () => {
    // Sett, Brawler (spend a buff), Vi (recycle from trash), Forge of the Future (kill this): no exhaust in their costs.
    const t = Table.load(
      duel(
        [
          viktor({ base: [{ card: HEIMERDINGER, label: 'heimer' }, { card: 'OGN-164', buffs: 1 }, { card: 'OGN-036' }, { card: 'OGN-212' }], trash: [{ card: 'OGN-219' }] }),
          sett({ base: [{ card: 'OGN-017', label: 'enemyBallista' }] }),
        ],
        [field('blank', 0), field('blank', 1, { controller: 1, units: [{ card: 'OGN-219', label: 'enemy' }] })],
      ),
    );
    const borrowed = activationsOf(t, 'heimer');
    // Only the legend's ability is offered: the enemy's gear lends nothing.
    expect([...new Set(borrowed.map((action) => action.abilityOf))]).toEqual(['OGN-265']);
    for (const [card, ability] of [['OGN-164', 2], ['OGN-036', 0], ['OGN-212', 1], ['OGN-017', 1], ['OGN-212', 0]] as const) {
      expect(t.reject(0, { type: 'activate', source: t.id('heimer'), ability, abilityOf: card }).code).toBe('ability/unknown');
    }
  });

  it('OGN-111 loses a borrowed ability when its lender leaves the board (CR 1.3 365.1, 472.2)', () => {
    const t = table([{ card: 'OGN-090', label: 'orb' }]);
    const target = { id: t.id('enemy'), stamp: t.object('enemy').stamp };
    expect(activationsOf(t, 'heimer').some((action) => action.abilityOf === 'OGN-090')).toBe(true);
    // The same seat with the orb in its trash: Heimerdinger has nothing of it.
    const gone = Table.load(
      duel(
        [viktor({ base: [{ card: HEIMERDINGER, label: 'heimer' }], trash: [{ card: 'OGN-090' }] }), sett()],
        [field('blank', 0), field('blank', 1, { controller: 1, units: [{ card: 'OGN-219', label: 'enemy' }] })],
      ),
    );
    expect(gone.reject(0, { type: 'activate', source: gone.id('heimer'), ability: 0, abilityOf: 'OGN-090', targets: [{ id: gone.id('enemy'), stamp: gone.object('enemy').stamp }] }).code).toBe('ability/unknown');
    t.act(0, { type: 'activate', source: t.id('heimer'), ability: 0, abilityOf: 'OGN-090', targets: [target] });
    t.passChain();
    expect(t.object('heimer').exhausted).toBe(true);
    expect(t.object('orb').exhausted).toBe(false);
  });

  it('OGN-111 has a friendly Seal\'s Add ability: used alone or in a payment, it exhausts him (CR 1.3 472.2, 605; reading R8)', () => {
    const alone = table([{ card: 'OGN-040', label: 'seal' }]);
    alone.act(0, { type: 'activate', source: alone.id('heimer'), ability: 0, abilityOf: 'OGN-040' });
    expect(alone.state.seats[0]?.pool.power.Fury).toBe(1);
    expect(alone.object('heimer').exhausted).toBe(true);
    expect(alone.object('seal').exhausted).toBe(false);
    // In a payment: the seat has no Fury rune, Heimerdinger's borrowed Seal pays the Fury of a spell.
    const paying = Table.load(
      duel(
        [viktor({ base: [{ card: HEIMERDINGER, label: 'heimer' }, { card: 'OGN-040', label: 'seal', exhausted: true }], hand: [{ card: 'OGN-009', label: 'bolt' }] }), sett()],
        [field('blank', 0), field('blank', 1, { controller: 1, units: [{ card: 'OGN-219', label: 'enemy' }] })],
      ),
    );
    paying.act(0, { type: 'play', card: paying.id('bolt'), targets: [{ id: paying.id('enemy'), stamp: paying.object('enemy').stamp }], payment: { exhaust: [paying.state.seats[0]?.runes[0] ?? -1], abilities: [paying.id('heimer')] } });
    expect(paying.object('heimer').exhausted).toBe(true);
    expect(paying.object('bolt').zone).toBe('chain');
  });

  it('OGN-111 cannot pay a borrowed ability\'s power with an Add ability that would exhaust him twice (CR 1.3 414.1.b, 414.4)', () => {
    // Treasure Trove: Chaos power and exhaust: kill this. With only a borrowed Seal of Discord for
    // Chaos, the cost cannot be paid; with a Chaos rune it can, and "this" is Heimerdinger.
    const noChaos = table([{ card: 'OGN-186' }, { card: 'OGN-204', exhausted: true }]);
    expect(activationsOf(noChaos, 'heimer').some((action) => action.abilityOf === 'OGN-186')).toBe(false);
    expect(noChaos.reject(0, { type: 'activate', source: noChaos.id('heimer'), ability: 1, abilityOf: 'OGN-186', payment: { abilities: [noChaos.id('heimer')] } }).code).toBe('cost/invalid_payment');
    const t = Table.load(
      duel(
        [viktor({ base: [{ card: HEIMERDINGER, label: 'heimer' }, { card: 'OGN-186', label: 'trove' }], runes: [...runes('OGN-166', 1), ...runes(FURY, 1)] }), sett()],
        [field('blank', 0), field('blank', 1)],
      ),
    );
    const action = activationsOf(t, 'heimer').find((offer) => offer.abilityOf === 'OGN-186');
    expect(action).toBeDefined();
    t.act(0, action ?? { type: 'pass' });
    t.passChain();
    expect(t.object('heimer').zone).toBe('trash');
    expect(t.object('trove').zone).toBe('base');
  });
});
