/**
 * Origins cards around Hidden (issue 23): playing a card with Hidden from the hand by an effect
 * (`engine/flow/play-from-hand.ts`), an alternative cost for the hide action, and taking a
 * tagged unit back to the hand (`engine/flow/put-into-hand.ts`).
 */
import type { CardDefinition } from '../model/card-definition.js';
import { legend, unit } from './define-card.js';

export const HIDDEN_PLAY_CARDS: readonly CardDefinition[] = [
  // As it attacks, its controller may pay one Mind power (as the trigger is placed) to play a card
  // with Hidden from their hand for nothing; a unit comes here, into the combat (errata wording).
  unit('OGN-107' /* Ava Achiever */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'attackSelf',
        placeCost: { power: ['Mind'] },
        targets: [],
        steps: [{ do: 'may', then: [{ do: 'playFromHand', withKeyword: 'hidden', ignore: 'cost', unitsTo: 'here' }] }],
      },
    ],
  }),
  // Its controller may hide a card for one energy rather than one power of any domain; for one
  // energy and exhausting the legend, a Teemo unit they own goes from their Champion Zone or the
  // board back to their hand.
  legend('OGN-263' /* Swift Scout */, [
    { kind: 'static', effect: 'alternativeHideCost', energy: 1 },
    {
      kind: 'activated',
      cost: { energy: 1, exhaustSelf: true },
      reaction: false,
      targets: [],
      steps: [{ do: 'putOwnUnitIntoHand', tag: 'Teemo', from: ['championZone', 'board'] }],
    },
  ]),
];
