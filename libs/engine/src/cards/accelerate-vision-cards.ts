/**
 * Origins cards with Accelerate (CR 1.4 805) or Vision (CR 1.4 817) and more than those keywords,
 * and the cards that give Temporary (CR 1.4 816). Keyword-only ones are derived (keyword-cards.ts).
 */
import type { CardDefinition } from '../model/card-definition.js';
import { spell, target, unit } from './define-card.js';

export const ACCELERATE_VISION_CARDS: readonly CardDefinition[] = [
  // Accelerate, Assault 2; played: its controller discards two.
  unit('OGN-030' /* Jinx, Demolitionist */, {
    keywords: { accelerate: true, assault: 2 },
    abilities: [{ kind: 'triggered', trigger: 'playSelf', targets: [], steps: [{ do: 'discard', count: 2, who: 'controller' }] }],
  }),
  // Accelerate; when it conquers, its controller draws one.
  unit('OGN-039' /* Kai'Sa, Survivor */, {
    keywords: { accelerate: true },
    abilities: [{ kind: 'triggered', trigger: 'conquerSelf', targets: [], steps: [{ do: 'draw', count: 1, who: 'controller' }] }],
  }),
  // Accelerate, Deathknell: two runes channeled exhausted, then a draw.
  unit('OGN-075' /* Tasty Faefolk */, {
    keywords: { accelerate: true, deathknell: true },
    abilities: [
      {
        kind: 'triggered',
        trigger: 'dieSelf',
        targets: [],
        steps: [
          { do: 'channel', count: 2, who: 'controller', orDraw: false },
          { do: 'draw', count: 1, who: 'controller' },
        ],
      },
    ],
  }),
  // Vision; every other friendly unit has Vision too.
  unit('OGN-100' /* Gemcraft Seer */, {
    keywords: { vision: true },
    abilities: [{ kind: 'static', effect: 'keywordAura', to: { what: 'unit', side: 'friendly', other: true }, grants: { vision: true } }],
  }),
  // Accelerate; played: enemy units get -3 might this turn, never below 1.
  unit('OGN-116' /* Thousand-Tailed Watcher */, {
    keywords: { accelerate: true },
    abilities: [
      {
        kind: 'triggered',
        trigger: 'playSelf',
        targets: [],
        steps: [{ do: 'might', amount: -3, minimum: 1, what: { all: { what: 'unit', side: 'enemy' } } }],
      },
    ],
  }),
  // Accelerate; other friendly units at its battlefield that have a buff get +2 might.
  unit('OGN-151' /* Lee Sin, Centered */, {
    keywords: { accelerate: true },
    abilities: [{ kind: 'static', effect: 'mightAura', to: { what: 'unit', side: 'friendly', here: true, other: true, buffed: true }, amount: 2 }],
  }),
  // Action: a friendly unit gets as much might again this turn, and Temporary.
  spell(
    'OGN-069' /* Last Stand */,
    {
      targets: [{ what: 'unit', side: 'friendly' }],
      steps: [
        { do: 'might', amount: { mightOf: target(0) }, what: target(0) },
        { do: 'giveKeywords', what: target(0), keywords: { temporary: true } },
      ],
    },
    { keywords: { action: true } },
  ),
  // A unit at a battlefield, or a gear, gets Temporary.
  spell('OGN-180' /* Fading Memories */, {
    targets: [{ what: 'unit', at: 'battlefield', orAnyGear: true }],
    steps: [{ do: 'giveKeywords', what: target(0), keywords: { temporary: true } }],
  }),
  // Vision; it may also be played to an open battlefield.
  unit('OGN-174' /* Sai Scout */, {
    keywords: { vision: true },
    abilities: [{ kind: 'static', effect: 'playToOpenBattlefields', scope: 'self' }],
  }),
  // Vision; when its controller recycles cards to their main deck, buff a friendly unit (the errata'd wording).
  unit('OGN-235' /* Karma, Channeler */, {
    keywords: { vision: true },
    abilities: [
      { kind: 'triggered', trigger: 'youRecycleCards', targets: [{ what: 'unit', side: 'friendly' }], steps: [{ do: 'buff', what: { target: 0 } }] },
    ],
  }),
];
