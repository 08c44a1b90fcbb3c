/**
 * Cards outside the two ready-deck identities, supported because the worked examples of the
 * rules use them (560.4.c Sky Splitter, 563.2.c.5 Void Seeker, 560.4.d.1 Clockwork Keeper,
 * 560.2.b Brazen Buccaneer, 573.1 Zhonya's Hourglass), and Volibear, Furious for split damage
 * (559.3.d).
 */
import type { CardDefinition, TargetSpec } from '../model/card-definition.js';
import { gear, spell, target, unit } from './define-card.js';

/** "Any number of enemy units here", at most one per point of damage (559.3.d.3). */
const FIVE_ENEMIES_HERE: readonly TargetSpec[] = Array.from({ length: 5 }, () => ({ what: 'unit', side: 'enemy', here: true, optional: true, distinct: true }) as const);

export const OTHER_CARDS: readonly CardDefinition[] = [
  unit('OGN-041' /* Volibear, Furious */, {
    keywords: { deflect: 2 },
    abilities: [
      {
        kind: 'triggered',
        trigger: 'attackSelf',
        targets: FIVE_ENEMIES_HERE,
        steps: [{ do: 'splitDamage', amount: 5, among: FIVE_ENEMIES_HERE.map((_, index) => target(index)) }],
      },
    ],
  }),
  spell(
    'OGN-014' /* Sky Splitter */,
    { targets: [{ what: 'unit', at: 'battlefield' }], steps: [{ do: 'damage', amount: 5, to: target(0) }] },
    { keywords: { action: true }, selfDiscount: { kind: 'highestFriendlyMight' } },
  ),
  spell(
    'OGN-024' /* Void Seeker */,
    {
      targets: [{ what: 'unit', at: 'battlefield' }],
      steps: [
        { do: 'damage', amount: 4, to: target(0) },
        { do: 'draw', count: 1, who: 'controller' },
      ],
    },
    { keywords: { action: true } },
  ),
  unit('OGN-044' /* Clockwork Keeper */, {
    additionalCost: { kind: 'power', optional: true, domain: 'Calm' },
    abilities: [
      {
        kind: 'triggered',
        trigger: 'playSelf',
        targets: [],
        steps: [{ do: 'if', condition: { additionalCostPaid: true }, then: [{ do: 'draw', count: 1, who: 'controller' }] }],
      },
    ],
  }),
  unit('OGN-002' /* Brazen Buccaneer */, {
    additionalCost: { kind: 'discard', optional: true, reduceEnergy: 2 },
  }),
  gear('OGN-077' /* Zhonya's Hourglass */, {
    keywords: { hidden: true },
    abilities: [{ kind: 'replacement', effect: 'sacrificeForUnit' }],
  }),
];
