/**
 * The timing of activated abilities in `legalActions` is the one `activateAbility` checks (CR 1.4
 * / CR 1.3 Action: "use on your turn or in showdowns"; Reaction: any time with priority): an
 * ability with the Action keyword is offered in a showdown. No Origins card has such an ability
 * that does not add resources (those are used in payments), so a test definition gives one to a
 * plain unit: the registry is wrapped for this file only.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as Registry from '../cards/card-registry.js';
import { legalActions } from '../engine/legal-actions.js';
import { Table } from '../testing/table.js';
import { duel, sett, viktor } from './fixtures.js';

const SERGEANT = 'OGN-219'; // a plain unit: it gets the test abilities
const PORO = 'OGN-210'; // a plain unit, untouched

vi.mock('../cards/card-registry.js', async (importOriginal) => {
  const actual = await importOriginal<typeof Registry>();
  type Definition = ReturnType<typeof actual.cardDefinition>;
  const draw = [{ do: 'draw', count: 1, who: 'controller' }];
  let patched: Definition | undefined;
  const patch = (definition: Definition): Definition => {
    if (definition.id !== 'OGN-219') return definition;
    patched ??= {
      ...definition,
      abilities: [
        ...definition.abilities,
        // [Action] — exhaust me: draw 1.
        { kind: 'activated', cost: { exhaustSelf: true }, reaction: false, action: true, targets: [], steps: draw },
        // Exhaust me: draw 1 (no keyword: only in the neutral open state of one's own turn).
        { kind: 'activated', cost: { exhaustSelf: true }, reaction: false, targets: [], steps: draw },
      ] as Definition['abilities'],
    };
    return patched;
  };
  return {
    ...actual,
    cardDefinition: (id: string) => patch(actual.cardDefinition(id)),
    findCard: (id: string) => {
      const found = actual.findCard(id);
      return found && patch(found);
    },
    cardOf: (object: Parameters<typeof actual.cardOf>[0]) => patch(actual.cardOf(object)),
  };
});

describe('activated abilities with Action in legalActions (CR 1.4 Action; CR 1.3 Action)', () => {
  it('offers an Action ability in a showdown, as apply accepts it, and not one without a keyword (CR 1.4 308.1.a)', () => {
    const table = Table.load(duel([viktor({ base: [{ card: SERGEANT, label: 'user' }, { card: PORO, label: 'mover' }] }), sett()]));
    const user = table.id('user');
    const offeredNow = () => legalActions(table.state, 0).filter((action) => action.type === 'activate' && action.source === user);
    // Neutral open, own turn: both are offered.
    expect(offeredNow()).toHaveLength(2);
    table.act(0, { type: 'move', units: [table.id('mover')], to: 1 });
    expect(table.state.showdown).toMatchObject({ focus: 0 });
    const offered = offeredNow();
    expect(offered).toHaveLength(1);
    const [only] = offered;
    if (only?.type !== 'activate') throw new Error('expected the Action ability');
    const plain = only.ability + 1;
    expect(table.reject(0, { type: 'activate', source: user, ability: plain }).code).toBe('timing/showdown');
    table.act(0, only);
    expect(table.state.chain.map((item) => [item.kind, item.source, item.ability])).toEqual([['ability', user, only.ability]]);
  });
});
