/** Origins cards that play other cards by an effect or look at decks (facts from the card catalog). */
import type { CardDefinition } from '../model/card-definition.js';
import { gear, spell, target, unit } from './define-card.js';

export const PLAY_BY_EFFECT_CARDS: readonly CardDefinition[] = [
  // A unit of the trash, its energy ignored and its power paid (CR 1.3 356.1.b.2).
  spell('OGN-198' /* The Harrowing */, { targets: [], steps: [{ do: 'playFromTrash', what: { type: 'Unit' }, ignore: 'energy' }] }),
  // As it is played: may bring back a unit of the trash the same way.
  unit('OGN-196' /* Soulgorger */, {
    abilities: [{ kind: 'triggered', trigger: 'playSelf', targets: [], steps: [{ do: 'playFromTrash', what: { type: 'Unit' }, ignore: 'energy', upTo: true }] }],
  }),
  // As it is played: may bring back a cheap unit (at most 3 energy and 1 power) for free (356.1.b.1).
  unit('OGN-226' /* Spectral Matron */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'playSelf',
        targets: [],
        steps: [{ do: 'playFromTrash', what: { type: 'Unit', maxEnergy: 3, maxPower: 1 }, ignore: 'cost', upTo: true }],
      },
    ],
  }),
  // Discarded, it may be played from the trash for one Fury power instead of its cost (356.1.a).
  unit('OGN-006' /* Flame Chompers */, {
    abilities: [{ kind: 'triggered', trigger: 'discardSelf', targets: [], steps: [{ do: 'playFromTrash', what: 'self', ignore: 'cost', pay: { power: ['Fury'] }, upTo: true }] }],
  }),
  // A private look at the top five; a unit among them may be banished and played 5 energy cheaper.
  spell('OGN-062' /* Reinforce */, { targets: [], steps: [{ do: 'banishFromTopAndPlay', count: 5, cost: { energyLess: 5 }, upTo: true }] }),
  // At its controller's turn end: reveal down to the first unit, which is banished and played for free.
  gear('OGN-160' /* Dazzling Aurora */, {
    abilities: [{ kind: 'triggered', trigger: 'endOfTurnSelf', targets: [], steps: [{ do: 'banishFromTopAndPlay', count: 'untilUnit', reveal: true, cost: 'ignore' }] }],
  }),
  // Five damage to a unit; from the trash, each conquer of its owner's offers a discard to take it back to hand.
  spell(
    'OGN-252' /* Super Mega Death Rocket! */,
    { targets: [{ what: 'unit' }], steps: [{ do: 'damage', amount: 5, to: target(0) }] },
    {
      abilities: [
        { kind: 'triggered', trigger: 'youConquerFromTrash', targets: [], steps: [{ do: 'mayDiscardTo', count: 1, then: [{ do: 'returnToHand', what: 'self' }] }] },
      ],
    },
  ),
];
