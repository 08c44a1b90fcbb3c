/** Origins and Proving Grounds Body and Order cards (second batch). */
import type { CardDefinition } from '../model/card-definition.js';
import { RECRUIT } from './basics.js';
import { gear, spell, target, unit } from './define-card.js';

export const BODY_ORDER_CARDS: readonly CardDefinition[] = [
  unit('OGS-007' /* Garen, Rugged */, { keywords: { assault: 2, shield: 2 } }),
  unit('OGN-140' /* Herald of Scales */, {
    abilities: [{ kind: 'static', effect: 'tagEnergyDiscount', tag: 'Dragon', amount: 2, minimum: 1 }],
  }),
  spell(
    'OGN-129' /* Confront */,
    { targets: [], steps: [{ do: 'thisTurn', effect: 'yourUnitsEnterReady' }, { do: 'draw', count: 1, who: 'controller' }] },
    { keywords: { action: true } },
  ),
  // Errata'd wording (Origins FAQ): only damage spells and abilities deal by themselves.
  spell('OGN-145' /* Unyielding Spirit */, { targets: [], steps: [{ do: 'thisTurn', effect: 'preventSpellAndAbilityDamage' }] }, { keywords: { reaction: true } }),
  // The Recruit goes to the battlefield the drummer moved to, whoever controls it (CR 1.3 439.2).
  unit('OGN-222' /* Noxian Drummer */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'moveToBattlefieldSelf',
        targets: [],
        steps: [{ do: 'token', token: RECRUIT, count: 1, where: 'here', ready: false, directed: true }],
      },
    ],
  }),
  spell(
    'OGN-220' /* Facebreaker */,
    {
      targets: [
        { what: 'unit', side: 'friendly', at: 'battlefield' },
        { what: 'unit', side: 'enemy', at: 'battlefield', sameBattlefieldAs: 0 },
      ],
      steps: [
        { do: 'stun', what: target(0) },
        { do: 'stun', what: target(1) },
      ],
    },
    { keywords: { hidden: true, action: true } },
  ),
  unit('OGN-147' /* Wildclaw Shaman */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'playSelf',
        targets: [],
        steps: [{ do: 'may', then: [{ do: 'spendBuff', then: [{ do: 'buff', what: 'self' }, { do: 'ready', what: 'self' }] }] }],
      },
    ],
  }),
  unit('OGN-161' /* Deadbloom Predator */, {
    keywords: { deflect: 1 },
    abilities: [{ kind: 'static', effect: 'mayPlayToOccupiedEnemyBattlefield' }],
  }),
  // Errata'd wording: healed, exhausted and recalled instead of dying, the next time only.
  spell(
    'OGS-020' /* Highlander */,
    { targets: [{ what: 'unit', side: 'friendly' }], steps: [{ do: 'thisTurn', effect: 'recallInsteadOfNextDeath', what: target(0) }] },
    { keywords: { reaction: true } },
  ),
  gear('OGN-143' /* Pirate's Haven */, {
    abilities: [{ kind: 'triggered', trigger: 'youReadyFriendlyUnit', targets: [], steps: [{ do: 'might', amount: 1, what: 'subject' }] }],
  }),
];
