/** Origins Body cards in scope. */
import type { CardDefinition } from '../model/card-definition.js';
import { gear, spell, target, unit } from './define-card.js';

export const BODY_CARDS: readonly CardDefinition[] = [
  unit('OGN-142' /* Mountain Drake */),
  unit('OGN-137' /* Stormclaw Ursine */, {
    keywords: { tank: true },
    abilities: [
      { kind: 'triggered', trigger: 'playSelf', targets: [], steps: [{ do: 'channel', count: 1, who: 'controller', orDraw: false }] },
    ],
  }),
  unit('OGN-136' /* Pit Rookie */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'playSelf',
        targets: [{ what: 'unit', side: 'friendly', other: true }],
        steps: [{ do: 'buff', what: target(0) }],
      },
    ],
  }),
  unit('OGN-132' /* First Mate */, {
    abilities: [
      { kind: 'triggered', trigger: 'playSelf', targets: [{ what: 'unit', other: true }], steps: [{ do: 'ready', what: target(0) }] },
    ],
  }),
  unit('OGN-139' /* Cithria of Cloudfield */, {
    abilities: [{ kind: 'triggered', trigger: 'playAnotherUnit', targets: [], steps: [{ do: 'buff', what: 'self' }] }],
  }),
  unit('OGN-141' /* Kinkou Monk */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'playSelf',
        targets: [
          { what: 'unit', side: 'friendly', other: true, optional: true },
          { what: 'unit', side: 'friendly', other: true, optional: true, distinct: true },
        ],
        steps: [
          { do: 'buff', what: target(0) },
          { do: 'buff', what: target(1) },
        ],
      },
    ],
  }),
  unit('OGN-130' /* Crackshot Corsair */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'attackSelf',
        targets: [{ what: 'unit', side: 'enemy', here: true }],
        steps: [{ do: 'damage', amount: 1, to: target(0) }],
      },
    ],
  }),
  unit('OGN-135' /* Pakaa Cub */, { keywords: { hidden: true } }),
  spell('OGN-134' /* Mobilize */, { targets: [], steps: [{ do: 'channel', count: 1, who: 'controller', orDraw: true }] }),
  spell(
    'OGN-154' /* Primal Strength */,
    { targets: [{ what: 'unit' }], steps: [{ do: 'might', amount: 7, what: target(0) }] },
    { keywords: { action: true } },
  ),
  spell(
    'OGN-146' /* Wallop */,
    { targets: [{ what: 'unit' }], steps: [{ do: 'ready', what: target(0) }] },
    { keywords: { action: true }, additionalCost: { kind: 'spendBuff', optional: true, ignoreCost: true } },
  ),
  spell(
    'OGN-144' /* Spoils of War */,
    { targets: [], steps: [{ do: 'draw', count: 2, who: 'controller' }] },
    { keywords: { reaction: true }, selfDiscount: { kind: 'if', condition: { enemyUnitDiedThisTurn: true }, energy: 2 } },
  ),
  // 600: the opponent reveals their hand; a non-unit card of it is recycled (594).
  spell(
    'OGN-156' /* Sabotage */,
    { targets: [], steps: [{ do: 'revealOpponentHand', choose: 'nonUnit', then: 'recycle' }] },
  ),
  // "If you couldn't channel 2": one draw when fewer than two runes were channelled (594, 597).
  spell('OGN-138' /* Catalyst of Aeons */, { targets: [], steps: [{ do: 'channel', count: 2, who: 'controller', orDraw: true }] }),
  gear('OGN-163' /* Seal of Strength */, {
    abilities: [{ kind: 'activated', cost: { exhaustSelf: true }, reaction: true, adds: { power: 'Body' }, targets: [], steps: [] }],
  }),
  gear('OGN-124' /* Arena Bar */, {
    abilities: [
      {
        kind: 'activated',
        cost: { exhaustSelf: true },
        reaction: false,
        targets: [{ what: 'unit', side: 'friendly', exhausted: true }],
        steps: [{ do: 'buff', what: target(0) }],
      },
    ],
  }),
  spell(
    'OGN-127' /* Cannon Barrage */,
    { targets: [], steps: [{ do: 'damage', amount: 2, to: { all: { what: 'unit', side: 'enemy', inCombat: true } } }] },
    { keywords: { reaction: true } },
  ),
  spell(
    'OGN-128' /* Challenge */,
    { targets: [{ what: 'unit', side: 'friendly' }, { what: 'unit', side: 'enemy' }], steps: [{ do: 'fight', a: target(0), b: target(1) }] },
    { keywords: { action: true } },
  ),
  spell(
    'OGN-133' /* Flurry of Blades */,
    { targets: [], steps: [{ do: 'damage', amount: 1, to: { all: { what: 'unit', at: 'battlefield' } } }] },
    { keywords: { reaction: true } },
  ),
  unit('OGN-148' /* Anivia, Primal */, {
    abilities: [
      { kind: 'triggered', trigger: 'attackSelf', targets: [], steps: [{ do: 'damage', amount: 3, to: { all: { what: 'unit', side: 'enemy', here: true } } }] },
    ],
  }),
  unit('OGN-149' /* Carnivorous Snapvine */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'playSelf',
        targets: [{ what: 'unit', side: 'enemy', at: 'battlefield' }],
        steps: [{ do: 'fight', a: 'self', b: target(0) }],
      },
    ],
  }),
  unit('OGN-159' /* Warwick, Hunter */, {
    abilities: [
      { kind: 'static', effect: 'entersReady', ready: true },
      {
        kind: 'triggered',
        trigger: 'attackSelf',
        targets: [],
        steps: [{ do: 'kill', what: { all: { what: 'unit', side: 'enemy', here: true, damaged: true } } }],
      },
    ],
  }),
  // The catalog lists Ganking for it, but the unit has it only while buffed (a layer 2 grant).
  unit('OGN-125' /* Bilgewater Bully */, { abilities: [{ kind: 'static', effect: 'keywords', grants: { ganking: true }, while: { self: { buffed: true } } }] }),
  unit('OGN-131' /* Dune Drake */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'attackSelf',
        targets: [],
        steps: [{ do: 'if', condition: { any: { what: 'unit', side: 'enemy', here: true, exhausted: false } }, then: [{ do: 'might', amount: 2, what: 'self' }] }],
      },
    ],
  }),
  unit('OGN-164' /* Sett, Brawler */, {
    abilities: [
      { kind: 'triggered', trigger: 'playSelf', targets: [], steps: [{ do: 'buff', what: 'self' }] },
      { kind: 'triggered', trigger: 'conquerSelf', targets: [], steps: [{ do: 'buff', what: 'self' }] },
      { kind: 'activated', cost: { spendBuffSelf: true }, reaction: false, targets: [], steps: [{ do: 'might', amount: 4, what: 'self' }] },
    ],
  }),
];
