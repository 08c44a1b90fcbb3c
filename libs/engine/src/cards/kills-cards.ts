/**
 * Origins cards about who kills (issue 23): "when you kill ..." abilities read who a death is
 * the kill of (`engine/flow/killed-by.ts`, CR 1.3 428.5).
 */
import type { CardDefinition } from '../model/card-definition.js';
import { gear } from './define-card.js';

export const KILLS_CARDS: readonly CardDefinition[] = [
  // Solari Shrine: after its controller kills a stunned enemy unit, they may exhaust the gear, as
  // the trigger is placed, to draw a card.
  gear('OGN-072' /* Solari Shrine */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'youKillStunnedEnemy',
        placeCost: { exhaustSelf: true },
        targets: [],
        steps: [{ do: 'may', then: [{ do: 'draw', count: 1, who: 'controller' }] }],
      },
    ],
  }),
];
