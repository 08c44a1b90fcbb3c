/** Origins cards that play other cards by an effect or look at decks (facts from the card catalog). */
import type { CardDefinition, TargetSpec } from '../model/card-definition.js';
import { battlefield, gear, spell, target, unit } from './define-card.js';

/** Up to one card with Hidden of the controller's trash (a public zone, so a target: CR 1.3 355.9.a). */
const HIDDEN_CARD_IN_TRASH: TargetSpec = { what: 'unit', zone: 'yourTrash', anyCardWithKeyword: 'hidden', optional: true };

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
  // Discarded, its owner may pay one Fury power, as the trigger is placed (CR 1.3 383.3.b), to play
  // it from the trash with its own cost ignored (356.1.a).
  unit('OGN-006' /* Flame Chompers */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'discardSelf',
        placeCost: { power: ['Fury'] },
        targets: [],
        steps: [{ do: 'may', then: [{ do: 'playFromTrash', what: 'self', ignore: 'cost' }] }],
      },
    ],
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
        { kind: 'triggered', trigger: 'youConquerFromTrash', targets: [], steps: [{ do: 'discard', count: 1, who: 'controller', may: true, then: [{ do: 'returnToHand', what: 'self' }] }] },
      ],
    },
  ),
  // Kill a friendly unit, then a private look at the top five: a unit of at most its might plus
  // one may be banished and played for free (errata 2025-10-28); the rest recycled.
  gear('OGN-242' /* Baited Hook */, {
    abilities: [
      {
        kind: 'activated',
        cost: { energy: 1, power: ['Order'], exhaustSelf: true },
        reaction: false,
        targets: [{ what: 'unit', side: 'friendly' }],
        steps: [
          {
            do: 'readMight',
            what: target(0),
            then: [
              { do: 'kill', what: target(0) },
              { do: 'banishFromTopAndPlay', count: 5, cost: 'ignore', upTo: true, maxMightPlus: 1 },
            ],
          },
        ],
      },
    ],
  }),
  // Up to two Hidden cards back from the trash; hiding costs nothing for the rest of the turn.
  spell(
    'OGN-264' /* Guerilla Warfare */,
    {
      targets: [HIDDEN_CARD_IN_TRASH, { ...HIDDEN_CARD_IN_TRASH, distinct: true }],
      steps: [
        { do: 'returnToHand', what: target(0) },
        { do: 'returnToHand', what: target(1) },
        { do: 'thisTurn', effect: 'hideIgnoringCosts' },
      ],
    },
    { keywords: { hidden: true } },
  ),
  // As it defends: reveal the top five to all, deal 1 to the chosen enemy unit here for each with
  // Hidden among them, then recycle them (the revised wording of FAQ Origins).
  unit('OGN-121' /* Teemo, Strategist */, {
    keywords: { hidden: true },
    abilities: [
      {
        kind: 'triggered',
        trigger: 'defendSelf',
        targets: [{ what: 'unit', side: 'enemy', here: true }],
        steps: [{ do: 'revealTopThenRecycle', count: 5, then: [{ do: 'damage', amount: { revealedWithKeyword: 'hidden' }, to: target(0) }] }],
      },
    ],
  }),
  // Conquered: a private look at the top two; any may be recycled, the others go back in any order.
  battlefield('OGN-291' /* The Candlelit Sanctum */, [{ kind: 'triggered', trigger: 'conquerHere', targets: [], steps: [{ do: 'lookAtTopRecycleAnyReorder', count: 2 }] }]),
];
