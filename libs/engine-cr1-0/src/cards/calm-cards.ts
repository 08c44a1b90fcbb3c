/**
 * Origins Calm cards in scope: the counter spells (601) and the Lee Sin deck around them (the
 * Blind Monk legend is in `basics.ts`), so that the property suite plays counters as well.
 */
import type { CardDefinition } from '../model/card-definition.js';
import { spell, target, unit } from './define-card.js';

export const CALM_CARDS: readonly CardDefinition[] = [
  // 601: counter spells, aimed at a spell on the chain (Reaction: played before it resolves).
  spell(
    'OGN-064',
    'Wind Wall',
    ['Calm'],
    { energy: 3, power: 2 },
    { targets: [{ what: 'spell' }], steps: [{ do: 'counter', what: target(0) }] },
    { keywords: { reaction: true } },
  ),
  spell(
    'OGN-045',
    'Defy',
    ['Calm'],
    { energy: 1, power: 1 },
    { targets: [{ what: 'spell', maxEnergy: 4, maxPower: 1 }], steps: [{ do: 'counter', what: target(0) }] },
    { keywords: { reaction: true } },
  ),
  spell(
    'OGN-050',
    'Rune Prison',
    ['Calm'],
    { energy: 2, power: 1 },
    { targets: [{ what: 'unit' }], steps: [{ do: 'stun', what: target(0) }] },
    { keywords: { action: true } },
  ),
  spell(
    'OGN-058',
    'Discipline',
    ['Calm'],
    { energy: 2, power: 0 },
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
  unit('OGN-078', 'Lee Sin, Ascetic', 'Calm', { energy: 5, power: 1, might: 5 }, ['Lee Sin', 'Ionia'], {
    supertype: 'Champion',
    keywords: { shield: 1 },
    abilities: [
      { kind: 'activated', cost: { exhaustSelf: true }, reaction: false, targets: [], steps: [{ do: 'buff', what: 'self' }] },
      { kind: 'static', effect: 'anyNumberOfBuffs' },
    ],
  }),
  unit('OGN-052', 'Stalwart Poro', 'Calm', { energy: 2, power: 0, might: 2 }, ['Poro'], { keywords: { shield: 1 } }),
  unit('OGN-054', 'Sunlit Guardian', 'Calm', { energy: 3, power: 0, might: 3 }, ['Shurima'], { keywords: { shield: 1, tank: true } }),
  unit('OGN-049', 'Playful Phantom', 'Calm', { energy: 5, power: 0, might: 5 }, ['Spirit', 'Shadow Isles']),
];
