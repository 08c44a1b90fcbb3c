/**
 * More Origins Calm cards (and the Calm halves of two signature spells), written from the general
 * pieces of the card language: "alone" conditions, hold and stun triggers, moves to "here" and to
 * another unit's battlefield, points from an effect.
 */
import type { CardDefinition } from '../model/card-definition.js';
import { gear, spell, target, unit } from './define-card.js';

export const CALM_CARDS_B: readonly CardDefinition[] = [
  spell(
    'OGN-046' /* En Garde */,
    {
      targets: [{ what: 'unit', side: 'friendly' }],
      steps: [
        { do: 'might', amount: 1, what: target(0) },
        // A second +1 only when no other unit of the controller's shares its location.
        { do: 'if', condition: { alone: target(0), side: 'yours' }, then: [{ do: 'might', amount: 1, what: target(0) }] },
      ],
    },
    { keywords: { reaction: true } },
  ),
  unit('OGN-055' /* Wielder of Water */, { abilities: [{ kind: 'static', effect: 'might', amount: 2, while: { aloneInCombat: true } }] }),
  unit('OGN-056' /* Adaptatron */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'conquerSelf',
        targets: [{ what: 'gear' }],
        // The buff only if the gear was killed: it must still be a legal target then.
        steps: [{ do: 'may', then: [{ do: 'if', condition: { targetLegal: 0 }, then: [{ do: 'kill', what: target(0) }, { do: 'buff', what: 'self' }] }] }],
      },
    ],
  }),
  unit('OGN-059' /* Eclipse Herald */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'youStunEnemyUnits',
        eachUnit: true,
        targets: [],
        steps: [
          { do: 'ready', what: 'self' },
          { do: 'might', amount: 1, what: 'self' },
        ],
      },
    ],
  }),
  gear('OGN-060' /* Mask of Foresight */, {
    abilities: [{ kind: 'triggered', trigger: 'friendlyUnitAttacksOrDefendsAlone', targets: [], steps: [{ do: 'might', amount: 1, what: 'subject' }] }],
  }),
  unit('OGN-066' /* Ahri, Alluring */, {
    abilities: [{ kind: 'triggered', trigger: 'holdSelf', targets: [], steps: [{ do: 'gainPoints', amount: 1 }] }],
  }),
  unit('OGN-067' /* Blitzcrank, Impassive */, {
    keywords: { tank: true },
    abilities: [
      {
        kind: 'triggered',
        trigger: 'playSelfToBattlefield',
        targets: [{ what: 'unit', side: 'enemy' }],
        steps: [{ do: 'may', then: [{ do: 'moveTo', what: target(0), to: 'here' }] }],
      },
      { kind: 'triggered', trigger: 'holdSelf', targets: [], steps: [{ do: 'returnToHand', what: 'self' }] },
    ],
  }),
  spell(
    'OGN-262' /* Zenith Blade */,
    {
      targets: [
        { what: 'unit', side: 'enemy', at: 'battlefield' },
        { what: 'unit', side: 'friendly', optional: true },
      ],
      steps: [
        { do: 'stun', what: target(0) },
        { do: 'if', condition: { targetLegal: 1 }, then: [{ do: 'may', then: [{ do: 'moveTo', what: target(1), to: { locationOf: target(0) } }] }] },
      ],
    },
    { keywords: { action: true } },
  ),
  unit('OGS-004' /* Yi, Meditative */, { abilities: [{ kind: 'static', effect: 'might', amount: 4, while: { runesAtLeast: 8 } }] }),
  gear('OGN-063' /* Spirit's Refuge */, {
    abilities: [
      { kind: 'triggered', trigger: 'playSelf', targets: [{ what: 'unit', side: 'friendly' }], steps: [{ do: 'buff', what: target(0) }] },
      { kind: 'static', effect: 'keywordAura', to: { what: 'unit', side: 'friendly', buffed: true }, grants: { deflect: 1 }, ifMissing: true },
    ],
  }),
  unit('OGN-068' /* Caitlyn, Patrolling */, {
    abilities: [
      { kind: 'static', effect: 'assignedCombatDamageLast' },
      {
        kind: 'activated',
        cost: { exhaustSelf: true },
        reaction: false,
        onlyWhileAtBattlefield: true,
        targets: [{ what: 'unit', at: 'battlefield' }],
        steps: [{ do: 'damage', amount: { mightOf: 'self' }, to: target(0) }],
      },
    ],
  }),
  unit('OGN-074' /* Taric, Protector */, {
    keywords: { shield: 1, tank: true },
    abilities: [{ kind: 'static', effect: 'keywordAura', to: { what: 'unit', side: 'friendly', here: true, other: true }, grants: { shield: 1 } }],
  }),
  unit('OGN-079' /* Leona, Zealot */, {
    abilities: [
      { kind: 'static', effect: 'entersReady', ready: true, if: { opponentNearVictory: 3 } },
      { kind: 'static', effect: 'mightAura', to: { what: 'unit', side: 'enemy', at: 'battlefield', here: true, stunned: true }, amount: -8, minimum: 1 },
    ],
  }),
  spell(
    'OGN-057' /* Block */,
    { targets: [{ what: 'unit' }], steps: [{ do: 'keywordsThisTurn', grants: { shield: 3, tank: true }, what: target(0) }] },
    { keywords: { hidden: true, action: true } },
  ),
  spell(
    'OGN-048' /* Meditation */,
    {
      targets: [],
      steps: [{ do: 'if', condition: { additionalCostPaid: true }, then: [{ do: 'draw', count: 2, who: 'controller' }], else: [{ do: 'draw', count: 1, who: 'controller' }] }],
    },
    { keywords: { reaction: true }, additionalCost: { kind: 'exhaustFriendlyUnit', optional: true } },
  ),
];
