/** Origins Mind cards in scope. */
import type { CardDefinition } from '../model/card-definition.js';
import { SPRITE } from './basics.js';
import { gear, spell, target, unit } from './define-card.js';

export const MIND_CARDS: readonly CardDefinition[] = [
  unit('OGN-088' /* Mega-Mech */),
  unit('OGN-087' /* Lecturing Yordle */, {
    keywords: { tank: true },
    abilities: [{ kind: 'triggered', trigger: 'playSelf', targets: [], steps: [{ do: 'draw', count: 1, who: 'controller' }] }],
  }),
  // 560.4.c: a discount with its own minimum (the worked example with Sky Splitter).
  unit('OGN-084' /* Eager Apprentice */, {
    abilities: [{ kind: 'static', effect: 'spellEnergyDiscountAtBattlefield', amount: 1, minimum: 1 }],
  }),
  unit('OGN-096' /* Watchful Sentry */, {
    keywords: { deathknell: true },
    abilities: [{ kind: 'triggered', trigger: 'dieSelf', targets: [], steps: [{ do: 'draw', count: 1, who: 'controller' }] }],
  }),
  unit('OGN-106' /* Sprite Mother */, {
    abilities: [
      { kind: 'triggered', trigger: 'playSelf', targets: [], steps: [{ do: 'token', token: SPRITE, count: 1, where: 'here', ready: true }] },
    ],
  }),
  spell(
    'OGN-085' /* Falling Comet */,
    { targets: [{ what: 'unit', at: 'battlefield' }], steps: [{ do: 'damage', amount: 6, to: target(0) }] },
    { keywords: { action: true } },
  ),
  spell(
    'OGN-095' /* Stupefy */,
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
    'OGN-104' /* Retreat */,
    {
      targets: [{ what: 'unit', side: 'friendly' }],
      steps: [
        { do: 'returnToHand', what: target(0) },
        { do: 'channel', count: 1, who: { ownerOf: target(0) }, orDraw: false },
      ],
    },
    { keywords: { reaction: true } },
  ),
  spell('OGN-114' /* Progress Day */, { targets: [], steps: [{ do: 'draw', count: 4, who: 'controller' }] }),
  spell(
    'OGN-083' /* Consult the Past */,
    { targets: [], steps: [{ do: 'draw', count: 2, who: 'controller' }] },
    { keywords: { hidden: true, reaction: true } },
  ),
  // 594.3 / 594.5: recycling cards from the trash as a cost.
  gear('OGN-099' /* Garbage Grabber */, {
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
  spell('OGN-122' /* Time Warp */, { targets: [], steps: [{ do: 'extraTurn' }, { do: 'banishSelf' }] }),
  // 603 and 560.1.a: banish a friendly unit, then play it to base ignoring its cost.
  spell(
    'OGN-102' /* Portal Rescue */,
    { targets: [{ what: 'unit', side: 'friendly' }], steps: [{ do: 'banishThenPlay', what: target(0), to: 'base' }] },
    { keywords: { action: true } },
  ),
  gear('OGN-090' /* Orb of Regret */, {
    abilities: [
      { kind: 'activated', cost: { exhaustSelf: true }, reaction: false, targets: [{ what: 'unit' }], steps: [{ do: 'might', amount: -1, minimum: 1, what: target(0) }] },
    ],
  }),
  unit('OGN-092' /* Riptide Rex */, {
    abilities: [
      { kind: 'triggered', trigger: 'playSelf', targets: [{ what: 'unit', side: 'enemy', at: 'battlefield' }], steps: [{ do: 'damage', amount: 6, to: target(0) }] },
    ],
  }),
  spell(
    'OGN-093' /* Smoke Screen */,
    { targets: [{ what: 'unit' }], steps: [{ do: 'might', amount: -4, minimum: 1, what: target(0) }] },
    { keywords: { reaction: true } },
  ),
  unit('OGN-097' /* Blastcone Fae */, {
    keywords: { hidden: true },
    abilities: [{ kind: 'triggered', trigger: 'playSelf', targets: [{ what: 'unit' }], steps: [{ do: 'might', amount: -2, minimum: 1, what: target(0) }] }],
  }),
  gear('OGN-098' /* Energy Conduit */, {
    abilities: [{ kind: 'activated', cost: { exhaustSelf: true }, reaction: true, adds: { energy: 1 }, targets: [], steps: [] }],
  }),
  spell('OGN-105' /* Singularity */, {
    targets: [
      { what: 'unit', optional: true },
      { what: 'unit', optional: true, distinct: true },
    ],
    steps: [
      { do: 'damage', amount: 6, to: target(0) },
      { do: 'damage', amount: 6, to: target(1) },
    ],
  }),
  gear('OGN-120' /* Seal of Insight */, {
    abilities: [{ kind: 'activated', cost: { exhaustSelf: true }, reaction: true, adds: { power: 'Mind' }, targets: [], steps: [] }],
  }),
  spell('OGN-123' /* Unchecked Power */, {
    targets: [],
    steps: [
      { do: 'exhaust', what: { all: { what: 'unit', side: 'friendly' } } },
      { do: 'damage', amount: 12, to: { all: { what: 'unit', at: 'battlefield' } } },
    ],
  }),
];
