/** Origins Mind cards in scope. */
import type { CardDefinition } from '../model/card-definition.js';
import { SPRITE } from './basics.js';
import { gear, spell, target, unit } from './define-card.js';

export const MIND_CARDS: readonly CardDefinition[] = [
  unit('OGN-088', 'Mega-Mech', 'Mind', { energy: 7, power: 0, might: 8 }, ['Mech', 'Bandle City']),
  unit('OGN-087', 'Lecturing Yordle', 'Mind', { energy: 3, power: 0, might: 2 }, ['Yordle', 'Bandle City'], {
    keywords: { tank: true },
    abilities: [{ kind: 'triggered', trigger: 'playSelf', targets: [], steps: [{ do: 'draw', count: 1, who: 'controller' }] }],
  }),
  // 560.4.c: a discount with its own minimum (the worked example with Sky Splitter).
  unit('OGN-084', 'Eager Apprentice', 'Mind', { energy: 3, power: 0, might: 3 }, ['Piltover'], {
    abilities: [{ kind: 'static', effect: 'spellEnergyDiscountAtBattlefield', amount: 1, minimum: 1 }],
  }),
  unit('OGN-096', 'Watchful Sentry', 'Mind', { energy: 2, power: 0, might: 1 }, ['Freljord'], {
    keywords: { deathknell: true },
    abilities: [{ kind: 'triggered', trigger: 'dieSelf', targets: [], steps: [{ do: 'draw', count: 1, who: 'controller' }] }],
  }),
  unit('OGN-106', 'Sprite Mother', 'Mind', { energy: 4, power: 1, might: 3 }, ['Fae'], {
    abilities: [
      { kind: 'triggered', trigger: 'playSelf', targets: [], steps: [{ do: 'token', token: SPRITE, count: 1, where: 'here', ready: true }] },
    ],
  }),
  spell(
    'OGN-085',
    'Falling Comet',
    ['Mind'],
    { energy: 5, power: 0 },
    { targets: [{ what: 'unit', at: 'battlefield' }], steps: [{ do: 'damage', amount: 6, to: target(0) }] },
    { keywords: { action: true } },
  ),
  spell(
    'OGN-095',
    'Stupefy',
    ['Mind'],
    { energy: 1, power: 0 },
    {
      targets: [{ what: 'unit' }],
      steps: [
        { do: 'might', amount: -1, what: target(0), minimum: 1 },
        { do: 'draw', count: 1, who: 'controller' },
      ],
    },
    { keywords: { reaction: true } },
  ),
  spell(
    'OGN-104',
    'Retreat',
    ['Mind'],
    { energy: 1, power: 0 },
    {
      targets: [{ what: 'unit', side: 'friendly' }],
      steps: [
        { do: 'returnToHand', what: target(0) },
        { do: 'channel', count: 1, who: { ownerOf: target(0) }, orDraw: false },
      ],
    },
    { keywords: { reaction: true } },
  ),
  spell('OGN-114', 'Progress Day', ['Mind'], { energy: 6, power: 1 }, { targets: [], steps: [{ do: 'draw', count: 4, who: 'controller' }] }),
  spell(
    'OGN-083',
    'Consult the Past',
    ['Mind'],
    { energy: 4, power: 0 },
    { targets: [], steps: [{ do: 'draw', count: 2, who: 'controller' }] },
    { keywords: { hidden: true, reaction: true } },
  ),
  // 594.3 / 594.5: recycling cards from the trash as a cost.
  gear('OGN-099', 'Garbage Grabber', 'Mind', { energy: 2, power: 0 }, {
    abilities: [
      {
        kind: 'activated',
        cost: { recycleFromTrash: 3, energy: 1, exhaustSelf: true },
        reaction: false,
        targets: [],
        steps: [{ do: 'draw', count: 1, who: 'controller' }],
      },
    ],
  }),
  // An extra turn after this one; the spell banishes itself (603) instead of going to the trash.
  spell('OGN-122', 'Time Warp', ['Mind'], { energy: 10, power: 4 }, { targets: [], steps: [{ do: 'extraTurn' }, { do: 'banishSelf' }] }),
  // 603 and 560.1.a: banish a friendly unit, then play it to base ignoring its cost.
  spell(
    'OGN-102',
    'Portal Rescue',
    ['Mind'],
    { energy: 3, power: 1 },
    { targets: [{ what: 'unit', side: 'friendly' }], steps: [{ do: 'banishThenPlay', what: target(0), to: 'base' }] },
    { keywords: { action: true } },
  ),
];
