/** More Origins Mind and Order cards (and their Proving Grounds counterparts), written from the
 * general pieces of the card language. Behaviour only: facts come from the catalog. */
import type { CardDefinition } from '../model/card-definition.js';
import { RECRUIT } from './basics.js';
import { gear, spell, target, unit } from './define-card.js';

export const MIND_ORDER_CARDS: readonly CardDefinition[] = [
  // Readies itself whenever its controller's gear play completes.
  unit('OGN-091' /* Pit Crew */, {
    abilities: [{ kind: 'triggered', trigger: 'youPlayCard', played: { type: 'Gear' }, targets: [], steps: [{ do: 'ready', what: 'self' }] }],
  }),
  // +1 might this turn for each spell its controller plays (triggers as the spell resolves).
  unit('OGN-103' /* Ravenbloom Student */, {
    abilities: [{ kind: 'triggered', trigger: 'youPlayCard', played: { type: 'Spell' }, targets: [], steps: [{ do: 'might', amount: 1, what: 'self' }] }],
  }),
  // +3 might this turn for a spell whose printed energy cost is 5 or more (CR 1.3 131.4).
  unit('OGS-006' /* Lux, Illuminated */, {
    abilities: [
      { kind: 'triggered', trigger: 'youPlayCard', played: { type: 'Spell', minEnergy: 5 }, targets: [], steps: [{ do: 'might', amount: 3, what: 'self' }] },
    ],
  }),
  // A Recruit in base whenever its controller plays a card during an opponent's turn.
  unit('OGN-117' /* Viktor, Innovator */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'youPlayCard',
        played: { onOpponentsTurn: true },
        targets: [],
        steps: [{ do: 'token', token: RECRUIT, count: 1, where: 'base', ready: false }],
      },
    ],
  }),
  // Errata'd to "another" friendly unit (FAQ Origins): draw on the turn's first such death.
  unit('OGN-118' /* Wraith of Echoes */, {
    abilities: [{ kind: 'triggered', trigger: 'firstOtherFriendlyUnitDiesEachTurn', targets: [], steps: [{ do: 'draw', count: 1, who: 'controller' }] }],
  }),
  // At the start of its controller's Beginning Phase, only while they have a card hidden at a battlefield.
  gear('OGN-101' /* Mushroom Pouch */, {
    abilities: [
      { kind: 'triggered', trigger: 'beginningPhaseSelf', condition: { kind: 'controller', is: { controlsFacedownCard: true } }, targets: [], steps: [{ do: 'draw', count: 1, who: 'controller' }] },
    ],
  }),
  // Might grows with its controller's trash; three cards of that trash go back under the deck each turn.
  unit('OGN-109' /* Dr. Mundo, Expert */, {
    abilities: [
      { kind: 'static', effect: 'might', amount: { cardsInTrash: 'controller' } },
      { kind: 'triggered', trigger: 'beginningPhaseSelf', targets: [], steps: [{ do: 'recycleFromTrash', count: 3, who: 'controller' }] },
    ],
  }),
  // Errata (FAQ Origins): the increase lasts this turn. Both units are chosen on play.
  spell(
    'OGN-108' /* Convergent Mutation */,
    {
      targets: [
        { what: 'unit', side: 'friendly' },
        { what: 'unit', side: 'friendly', distinct: true },
      ],
      // "Increase its might to the other's": the difference, only when the other has more (CR 1.3 472.3).
      steps: [
        {
          do: 'if',
          condition: { amount: { mightOf: target(1) }, exceeds: { mightOf: target(0) } },
          then: [{ do: 'might', what: target(0), amount: { difference: [{ mightOf: target(1) }, { mightOf: target(0) }] } }],
        },
      ],
    },
    { keywords: { reaction: true } },
  ),
  // -2 might this turn (never below 1) to an enemy unit where it attacks or defends.
  unit('OGN-119' /* Ahri, Inquisitive */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'attackOrDefendSelf',
        targets: [{ what: 'unit', side: 'enemy', here: true }],
        steps: [{ do: 'might', amount: -2, minimum: 1, what: target(0) }],
      },
    ],
  }),
  // Each other player picks a different unit its caster does not control; those units die together.
  spell('OGN-237' /* King's Edict */, { targets: [], steps: [{ do: 'othersChooseUnitsToKill' }] }),
  unit('OGN-236' /* Karthus, Eternal */, {
    abilities: [{ kind: 'static', effect: 'deathknellTriggersAgain' }],
  }),
  // Legion: readies itself when played; an aura of +1 might for the other friendly units with it.
  unit('OGN-243' /* Darius, Executioner */, {
    keywords: { legion: true },
    abilities: [
      { kind: 'triggered', trigger: 'playSelf', legion: true, targets: [], steps: [{ do: 'ready', what: 'self' }] },
      { kind: 'static', effect: 'mightAura', to: { what: 'unit', side: 'friendly', here: true, other: true }, amount: 1 },
    ],
  }),
  unit('OGS-013' /* Garen, Commander */, {
    abilities: [{ kind: 'static', effect: 'mightAura', to: { what: 'unit', side: 'friendly', here: true, other: true }, amount: 1 }],
  }),
];
