/** Origins cards that play a spell by an effect, its targets chosen as it is played (facts from the card catalog). */
import type { CardDefinition } from '../model/card-definition.js';
import { unit } from './define-card.js';

export const BYEFFECT_CARDS: readonly CardDefinition[] = [
  // Conquering: may play a spell of the trash cheaper in energy than the points, power paid; it is recycled afterwards.
  unit('OGN-112' /* Kai'Sa, Evolutionary */, {
    abilities: [{ kind: 'triggered', trigger: 'conquerSelf', targets: [], steps: [{ do: 'playSpellFromTrash', energyLessThanPoints: true, thenRecycle: true }] }],
  }),
];
