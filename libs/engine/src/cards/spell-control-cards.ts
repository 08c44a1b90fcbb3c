/**
 * Origins cards about spells (issue 23): a unit that comes back from the trash when its owner
 * kills a unit with a spell (`engine/flow/killed-by.ts`), and a spell that takes over another
 * spell on the chain (`engine/flow/chain-control.ts`). Facts come from the card catalog.
 */
import type { CardDefinition } from '../model/card-definition.js';
import { spell, target, unit } from './define-card.js';

export const SPELL_CONTROL_CARDS: readonly CardDefinition[] = [
  // Immortal Phoenix: from its owner's trash, each unit they kill with a spell lets them pay one
  // energy and one Fury power, as the trigger is placed, to play it from there.
  unit('OGN-037' /* Immortal Phoenix */, {
    keywords: { assault: 2 },
    abilities: [
      {
        kind: 'triggered',
        trigger: 'youKillUnitWithSpellFromTrash',
        placeCost: { energy: 1, power: ['Fury'] },
        targets: [],
        steps: [{ do: 'may', then: [{ do: 'playFromTrash', what: 'self', ignore: 'cost' }] }],
      },
    ],
  }),
  // Mystic Reversal: take control of a spell on the chain; its new controller may choose again.
  spell(
    'OGN-080' /* Mystic Reversal */,
    {
      targets: [{ what: 'spell' }],
      steps: [
        { do: 'gainControlOfChainItem', what: target(0) },
        { do: 'mayMakeNewChoices', what: target(0) },
      ],
    },
    { keywords: { reaction: true } },
  ),
];
