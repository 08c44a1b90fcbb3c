/** Origins Chaos cards with abilities (facts from the card catalog; behaviour as typed steps). */
import type { CardDefinition } from '../model/card-definition.js';
import { gear, spell, target, unit } from './define-card.js';

export const CHAOS_CARDS: readonly CardDefinition[] = [
  spell(
    'OGN-172' /* Rebuke */,
    { targets: [{ what: 'unit', at: 'battlefield' }], steps: [{ do: 'returnToHand', what: target(0) }] },
    { keywords: { action: true } },
  ),
  unit('OGN-178' /* Undercover Agent */, {
    keywords: { deathknell: true },
    abilities: [
      {
        kind: 'triggered',
        trigger: 'dieSelf',
        targets: [],
        steps: [
          { do: 'discard', count: 2, who: 'controller' },
          { do: 'draw', count: 2, who: 'controller' },
        ],
      },
    ],
  }),
  unit('OGN-188' /* Zaunite Bouncer */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'playSelf',
        targets: [{ what: 'unit', at: 'battlefield', other: true }],
        steps: [{ do: 'returnToHand', what: target(0) }],
      },
    ],
  }),
  // 600: the chosen opponent reveals their hand; the controller picks any card of it to discard.
  unit('OGN-192' /* Mindsplitter */, {
    abilities: [{ kind: 'triggered', trigger: 'playSelf', targets: [], steps: [{ do: 'revealOpponentHand', choose: 'any', then: 'discard' }] }],
  }),
  unit('OGN-197' /* Teemo, Scout */, {
    keywords: { hidden: true },
    abilities: [{ kind: 'triggered', trigger: 'playSelf', targets: [], steps: [{ do: 'might', amount: 3, what: 'self' }] }],
  }),
  gear('OGN-204' /* Seal of Discord */, {
    abilities: [{ kind: 'activated', cost: { exhaustSelf: true }, reaction: true, adds: { power: 'Chaos' }, targets: [], steps: [] }],
  }),
  spell(
    'OGN-168' /* Fight or Flight */,
    { targets: [{ what: 'unit', at: 'battlefield' }], steps: [{ do: 'moveTo', what: target(0), to: 'base' }] },
    { keywords: { hidden: true, action: true } },
  ),
  // "With 3 might or less" describes the target: a targeting restriction (rulings 2026-08-16).
  spell(
    'OGN-169' /* Gust */,
    { targets: [{ what: 'unit', at: 'battlefield', maxMight: 3 }], steps: [{ do: 'returnToHand', what: target(0) }] },
    { keywords: { reaction: true } },
  ),
  // Errata: the unit goes to its own (controller's) base.
  gear('OGN-184' /* The Syren */, {
    abilities: [
      {
        kind: 'activated',
        cost: { energy: 1, exhaustSelf: true },
        reaction: false,
        targets: [{ what: 'unit', side: 'friendly', at: 'battlefield' }],
        steps: [{ do: 'moveTo', what: target(0), to: 'base' }],
      },
    ],
  }),
  // Deathknell at the battlefield where it died ("here" is its last location, CR 1.3 428.1.a.1.b).
  unit('OGN-190' /* Kog'Maw, Caustic */, {
    keywords: { deathknell: true },
    abilities: [
      { kind: 'triggered', trigger: 'dieSelf', targets: [], steps: [{ do: 'damage', amount: 4, to: { all: { what: 'unit', at: 'battlefield', here: true } } }] },
    ],
  }),
  unit('OGN-191' /* Maddened Marauder */, {
    keywords: { tank: true },
    abilities: [
      { kind: 'triggered', trigger: 'playSelf', targets: [{ what: 'unit', at: 'battlefield' }], steps: [{ do: 'moveTo', what: target(0), to: 'base' }] },
    ],
  }),
  unit('OGN-195' /* Rhasa the Sunderer */, { selfDiscount: { kind: 'perCardInTrash', energy: 1 } }),
  unit('OGN-165' /* Cemetery Attendant */, {
    abilities: [
      { kind: 'triggered', trigger: 'playSelf', targets: [{ what: 'unit', zone: 'yourTrash' }], steps: [{ do: 'returnToHand', what: target(0) }] },
    ],
  }),
  spell(
    'OGN-170' /* Morbid Return */,
    { targets: [{ what: 'unit', zone: 'yourTrash' }], steps: [{ do: 'returnToHand', what: target(0) }] },
    { keywords: { action: true } },
  ),
];
