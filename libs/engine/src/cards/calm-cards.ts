/**
 * Origins Calm cards in scope: the counter spells (601) and the Lee Sin deck around them (the
 * Blind Monk legend is in `basics.ts`), so that the property suite plays counters as well.
 */
import type { CardDefinition } from '../model/card-definition.js';
import { gear, spell, target, unit } from './define-card.js';

export const CALM_CARDS: readonly CardDefinition[] = [
  // 601: counter spells, aimed at a spell on the chain (Reaction: played before it resolves).
  spell(
    'OGN-064' /* Wind Wall */,
    { targets: [{ what: 'spell' }], steps: [{ do: 'counter', what: target(0) }] },
    { keywords: { reaction: true } },
  ),
  spell(
    'OGN-045' /* Defy */,
    { targets: [{ what: 'spell', maxEnergy: 4, maxPower: 1 }], steps: [{ do: 'counter', what: target(0) }] },
    { keywords: { reaction: true } },
  ),
  spell(
    'OGN-050' /* Rune Prison */,
    { targets: [{ what: 'unit' }], steps: [{ do: 'stun', what: target(0) }] },
    { keywords: { action: true } },
  ),
  spell(
    'OGN-058' /* Discipline */,
    {
      targets: [{ what: 'unit' }],
      steps: [
        { do: 'might', amount: 2, what: target(0) },
        { do: 'draw', count: 1, who: 'controller' },
      ],
    },
    { keywords: { reaction: true } },
  ),
  // Champion of the Blind Monk: Shield, "exhaust: buff me", and no limit of one buff (702.3).
  unit('OGN-078' /* Lee Sin, Ascetic */, {
    keywords: { shield: 1 },
    abilities: [
      { kind: 'activated', cost: { exhaustSelf: true }, reaction: false, targets: [], steps: [{ do: 'buff', what: 'self' }] },
      { kind: 'static', effect: 'anyNumberOfBuffs' },
    ],
  }),
  unit('OGN-052' /* Stalwart Poro */, { keywords: { shield: 1 } }),
  unit('OGN-054' /* Sunlit Guardian */, { keywords: { shield: 1, tank: true } }),
  unit('OGN-049' /* Playful Phantom */),
  unit('OGN-051' /* Solari Shieldbearer */, {
    abilities: [{ kind: 'triggered', trigger: 'playSelf', targets: [{ what: 'unit' }], steps: [{ do: 'stun', what: target(0) }] }],
  }),
  unit('OGN-061' /* Poro Herder */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'playSelf',
        targets: [],
        // "If you control a Poro": itself is no Poro, so another unit of the controller's must be.
        steps: [
          {
            do: 'if',
            condition: { any: { what: 'unit', side: 'yours', tag: 'Poro' } },
            then: [
              { do: 'buff', what: 'self' },
              { do: 'draw', count: 1, who: 'controller' },
            ],
          },
        ],
      },
    ],
  }),
  gear('OGN-081' /* Seal of Focus */, {
    abilities: [{ kind: 'activated', cost: { exhaustSelf: true }, reaction: true, adds: { power: 'Calm' }, targets: [], steps: [] }],
  }),
  unit('OGN-082' /* Whiteflame Protector */, {
    abilities: [{ kind: 'triggered', trigger: 'playSelf', targets: [{ what: 'unit' }], steps: [{ do: 'might', amount: 8, what: target(0) }] }],
  }),
  spell(
    'OGN-047' /* Find Your Center */,
    {
      targets: [],
      steps: [
        { do: 'draw', count: 1, who: 'controller' },
        { do: 'channel', count: 1, who: 'controller', orDraw: false },
      ],
    },
    { keywords: { action: true }, selfDiscount: { kind: 'if', condition: { opponentNearVictory: 3 }, energy: 2 } },
  ),
  unit('OGN-065' /* Wizened Elder */, { abilities: [{ kind: 'static', effect: 'might', amount: 1, while: { self: { buffed: true } } }] }),
  // The unit itself deals the damage (Origins FAQ on damage sources), equal to its might then.
  unit('OGN-076' /* Yasuo, Remorseful */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'attackSelf',
        targets: [{ what: 'unit', side: 'enemy', here: true }],
        steps: [{ do: 'damage', amount: { mightOf: 'self' }, to: target(0) }],
      },
    ],
  }),
];
