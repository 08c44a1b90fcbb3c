/** Origins signature cards (103.2.d) with abilities; their power may be paid with either domain. */
import type { CardDefinition } from '../model/card-definition.js';
import { spell, target } from './define-card.js';

export const SIGNATURE_CARDS: readonly CardDefinition[] = [
  // Errata (Spiritforged FAQ): six ordinary targets chosen on play, the same unit or different ones.
  spell('OGN-248' /* Icathian Rain */, {
    targets: Array.from({ length: 6 }, () => ({ what: 'unit' }) as const),
    steps: Array.from({ length: 6 }, (_, index) => ({ do: 'damage', amount: 2, to: target(index) }) as const),
  }),
  spell(
    'OGN-260' /* Last Breath */,
    {
      targets: [{ what: 'unit', side: 'friendly' }, { what: 'unit', side: 'enemy', at: 'battlefield' }],
      steps: [
        { do: 'ready', what: target(0) },
        { do: 'damage', amount: { mightOf: target(0) }, to: target(1), by: target(0) },
      ],
    },
    { keywords: { action: true } },
  ),
  // The battlefield is the target (CR 1.3 355.10.b); the unit deals the damage, then moves there.
  spell('OGN-250' /* Stormbringer */, {
    targets: [{ what: 'unit', side: 'friendly', at: 'base' }, { what: 'battlefield' }],
    steps: [
      { do: 'damage', amount: { mightOf: target(0) }, to: { all: { what: 'unit', side: 'enemy', atTarget: 1 } } },
      { do: 'moveTo', what: target(0), to: target(1) },
    ],
  }),
];
