/** Origins cards built on choices, tokens placed where chosen and control (issue 23; facts from
 * the card catalog, behaviour as typed steps; names only as comments). */
import type { CardDefinition } from '../model/card-definition.js';
import { SPRITE } from './basics.js';
import { spell, target } from './define-card.js';

export const CHOICE_CONTROL_CARDS: readonly CardDefinition[] = [
  // An opponent's unit goes to a location named on play, a battlefield or its base (FAQ Origins).
  spell('OGN-043' /* Charm */, { targets: [{ what: 'unit', side: 'enemy' }], steps: [{ do: 'moveTo', what: target(0), to: 'chosen' }] }),
  // A ready Sprite (Temporary by its token type) where its player may play units.
  spell(
    'OGN-094' /* Sprite Call */,
    { targets: [], steps: [{ do: 'token', token: SPRITE, count: 1, where: 'chosen', ready: true }] },
    { keywords: { hidden: true, action: true } },
  ),
  // One of your units moves to the location named on play, then readies.
  spell(
    'OGN-173' /* Ride the Wind */,
    { targets: [{ what: 'unit', side: 'friendly' }], steps: [{ do: 'moveTo', what: target(0), to: 'chosen' }, { do: 'ready', what: target(0) }] },
    { keywords: { action: true } },
  ),
  // In turn order from the caster, each player picks one of their own units on resolution; it dies.
  spell('OGN-209' /* Cull the Weak */, {
    targets: [],
    steps: [{ do: 'forEachPlayer', steps: [{ do: 'playerChooses', who: 'eachPlayer', select: { what: 'unit', side: 'yours' }, upTo: false, then: 'kill' }] }],
  }),
];
