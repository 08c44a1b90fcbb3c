import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine/legal-actions.js';
import type { Action } from '../model/action.js';
import { replay } from '../replay/replay.js';
import { activatedAbilityOf, grantedActivatedAbilities } from '../rules/granted-abilities.js';
import type { Cost } from '../rules/costs.js';
import { planPayment } from '../rules/payment.js';
import { stateHash } from '../state/state-hash.js';
import { Table } from '../testing/table.js';
import { TEST_TWO_TEAMS } from '../testing/test-modes.js';
import { duel, field, sett, viktor } from './fixtures.js';

const HEIMERDINGER = 'OGN-111';

describe('granted activated abilities (static hasExhaustAbilitiesOf, activate.abilityOf)', () => {
  it('are the exhaust abilities printed on friendly legends, units and gear on the board, in a stable order, each printed ability once (CR 1.3 472.2.a-b, 414.5, 365.1)', () => {
    const table = Table.load(
      duel(
        [
          viktor({
            base: [{ card: HEIMERDINGER, label: 'heimer' }, { card: 'OGN-017' }, { card: 'OGN-017' }, { card: 'OGN-078' }, { card: 'OGN-099' }],
            hand: [{ card: HEIMERDINGER, label: 'inHand' }],
          }),
          sett({ base: [{ card: 'OGN-090' }] }),
        ],
        [field('blank', 0, { controller: 0, units: [{ card: 'OGN-068' }] }), field('blank', 1)],
      ),
    );
    const granted = grantedActivatedAbilities(table.state, table.object('heimer')).map((entry) => [entry.card, entry.index]);
    // Legend, then base (two Iron Ballistas lend one ability), then battlefields; no enemy gear.
    expect(granted).toEqual([
      ['OGN-265', 0],
      ['OGN-017', 1],
      ['OGN-078', 0],
      ['OGN-099', 0],
      ['OGN-068', 1],
    ]);
    // A passive works on the board only (CR 1.3 365.1): in hand he has none.
    expect(grantedActivatedAbilities(table.state, table.object('inHand'))).toEqual([]);
    // An object without the passive has only its own.
    expect(activatedAbilityOf(table.state, table.object(table.state.seats[0]?.base[1] ?? -1), 1, undefined)?.cost.exhaustSelf).toBe(true);
    expect(activatedAbilityOf(table.state, table.object(table.state.seats[0]?.base[1] ?? -1), 1, 'OGN-017')).toBeUndefined();
  });

  it('include a teammate\'s where the mode makes its permanents friendly (CR 1.3 648.8.d)', () => {
    const table = Table.load({
      mode: TEST_TWO_TEAMS,
      turnOrder: [0, 1, 2, 3],
      seats: [viktor({ base: [{ card: HEIMERDINGER, label: 'heimer' }] }), sett({ base: [{ card: 'OGN-090' }] }), sett({ base: [{ card: 'OGN-017', label: 'mates' }] }), viktor()],
      battlefields: [field('blank', 1), field('blank', 2), field('blank', 3)],
    });
    const cards = grantedActivatedAbilities(table.state, table.object('heimer')).map((entry) => entry.card);
    expect(cards).toContain('OGN-017');
    expect(cards).not.toContain('OGN-090');
  });

  it('go on the chain naming the card they are printed on, with the borrower as source and "me"; the log replays exactly (CR 1.3 472.2; CR 1.4 053)', () => {
    const table = Table.load(
      duel(
        [viktor({ base: [{ card: HEIMERDINGER, label: 'heimer' }, { card: 'OGN-078', label: 'lee' }] }), sett()],
        [field('blank', 0), field('blank', 1)],
      ),
    );
    const offered = legalActions(table.state, 0).filter((action): action is Extract<Action, { type: 'activate' }> => action.type === 'activate' && action.abilityOf === 'OGN-078');
    expect(offered).toEqual([{ type: 'activate', source: table.id('heimer'), ability: 0, abilityOf: 'OGN-078' }]);
    const events = table.act(0, offered[0] ?? { type: 'pass' });
    const activated = events.find((event) => event.type === 'AbilityActivated');
    expect(activated).toMatchObject({ item: { source: table.id('heimer'), card: 'OGN-078', ability: 0 } });
    table.passChain();
    expect(table.object('heimer').buffs).toBe(1);
    expect(table.object('lee').buffs).toBe(0);
    expect(stateHash(table.state)).toBe(table.state.hash);
    const replayed = replay(table.events);
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(replayed.state.hash).toBe(table.state.hash);
  });

  it('a cost that exhausts its source leaves that source out of the payment plan (CR 1.3 414.1.b, 414.4)', () => {
    const table = Table.load(
      duel(
        [viktor({ runes: [], base: [{ card: HEIMERDINGER, label: 'heimer' }, { card: 'OGN-204', exhausted: true }] }), sett()],
        [field('blank', 0), field('blank', 1)],
      ),
    );
    const chaos: Cost = { energy: 0, power: [['Chaos']] };
    expect(planPayment(table.state, 0, chaos)).toMatchObject({ abilities: [table.id('heimer')] });
    expect(planPayment(table.state, 0, chaos, [], table.id('heimer'))).toBeNull();
  });
});
