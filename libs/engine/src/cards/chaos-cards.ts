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
];
