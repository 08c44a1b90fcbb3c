/** Origins Body cards in scope. */
import type { CardDefinition } from '../model/card-definition.js';
import { spell, target, unit } from './define-card.js';

export const BODY_CARDS: readonly CardDefinition[] = [
  unit('OGN-142', 'Mountain Drake', 'Body', { energy: 9, power: 0, might: 10 }, ['Dragon']),
  unit('OGN-137', 'Stormclaw Ursine', 'Body', { energy: 7, power: 0, might: 6 }, ['Freljord'], {
    keywords: { tank: true },
    abilities: [
      { kind: 'triggered', trigger: 'playSelf', targets: [], steps: [{ do: 'channel', count: 1, who: 'controller', orDraw: false }] },
    ],
  }),
  unit('OGN-136', 'Pit Rookie', 'Body', { energy: 2, power: 0, might: 2 }, ['Bilgewater'], {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'playSelf',
        targets: [{ what: 'unit', side: 'friendly', other: true }],
        steps: [{ do: 'buff', what: target(0) }],
      },
    ],
  }),
  unit('OGN-132', 'First Mate', 'Body', { energy: 3, power: 0, might: 3 }, ['Pirate', 'Bilgewater'], {
    abilities: [
      { kind: 'triggered', trigger: 'playSelf', targets: [{ what: 'unit', other: true }], steps: [{ do: 'ready', what: target(0) }] },
    ],
  }),
  unit('OGN-139', 'Cithria of Cloudfield', 'Body', { energy: 2, power: 0, might: 1 }, ['Elite', 'Demacia'], {
    abilities: [{ kind: 'triggered', trigger: 'playAnotherUnit', targets: [], steps: [{ do: 'buff', what: 'self' }] }],
  }),
  unit('OGN-141', 'Kinkou Monk', 'Body', { energy: 4, power: 1, might: 4 }, ['Ionia'], {
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
  unit('OGN-130', 'Crackshot Corsair', 'Body', { energy: 3, power: 0, might: 3 }, ['Pirate', 'Bilgewater'], {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'attackSelf',
        targets: [{ what: 'unit', side: 'enemy', here: true }],
        steps: [{ do: 'damage', amount: 1, to: target(0) }],
      },
    ],
  }),
  unit('OGN-135', 'Pakaa Cub', 'Body', { energy: 3, power: 0, might: 3 }, ['Cat', 'Ixtal'], { keywords: { hidden: true } }),
  spell('OGN-134', 'Mobilize', ['Body'], { energy: 2, power: 0 }, { targets: [], steps: [{ do: 'channel', count: 1, who: 'controller', orDraw: true }] }),
  spell(
    'OGN-154',
    'Primal Strength',
    ['Body'],
    { energy: 4, power: 1 },
    { targets: [{ what: 'unit' }], steps: [{ do: 'might', amount: 7, what: target(0) }] },
    { keywords: { action: true } },
  ),
  spell(
    'OGN-146',
    'Wallop',
    ['Body'],
    { energy: 2, power: 0 },
    { targets: [{ what: 'unit' }], steps: [{ do: 'ready', what: target(0) }] },
    { keywords: { action: true }, additionalCost: { kind: 'spendBuff', optional: true, ignoreCost: true } },
  ),
  spell(
    'OGN-144',
    'Spoils of War',
    ['Body'],
    { energy: 4, power: 1 },
    { targets: [], steps: [{ do: 'draw', count: 2, who: 'controller' }] },
    { keywords: { reaction: true }, selfDiscount: { kind: 'ifEnemyUnitDiedThisTurn', energy: 2 } },
  ),
  // 600: the opponent reveals their hand; a non-unit card of it is recycled (594).
  spell(
    'OGN-156',
    'Sabotage',
    ['Body'],
    { energy: 1, power: 1 },
    { targets: [], steps: [{ do: 'revealOpponentHand', choose: 'nonUnit', then: 'recycle' }] },
  ),
];
