/** Origins Fury cards with abilities (facts from the card catalog; behaviour as typed steps). */
import type { CardDefinition } from '../model/card-definition.js';
import { gear, spell, target, unit } from './define-card.js';

export const FURY_CARDS: readonly CardDefinition[] = [
  unit('OGN-003' /* Chemtech Enforcer */, {
    keywords: { assault: 2 },
    abilities: [{ kind: 'triggered', trigger: 'playSelf', targets: [], steps: [{ do: 'discard', count: 1, who: 'controller' }] }],
  }),
  spell(
    'OGN-009' /* Hextech Ray */,
    { targets: [{ what: 'unit', at: 'battlefield' }], steps: [{ do: 'damage', amount: 3, to: target(0) }] },
    { keywords: { action: true } },
  ),
  unit('OGN-016' /* Dangerous Duo */, {
    keywords: { legion: true },
    abilities: [
      { kind: 'triggered', trigger: 'playSelf', legion: true, targets: [{ what: 'unit' }], steps: [{ do: 'might', amount: 2, what: target(0) }] },
    ],
  }),
  unit('OGN-020' /* Scrapyard Champion */, {
    keywords: { legion: true },
    abilities: [
      {
        kind: 'triggered',
        trigger: 'playSelf',
        legion: true,
        targets: [],
        steps: [
          { do: 'discard', count: 2, who: 'controller' },
          { do: 'draw', count: 2, who: 'controller' },
        ],
      },
    ],
  }),
  // Errata (Spiritforged FAQ): two ordinary targets chosen on play, the same unit or two units.
  spell('OGN-029' /* Falling Star */, {
    targets: [{ what: 'unit' }, { what: 'unit' }],
    steps: [
      { do: 'damage', amount: 3, to: target(0) },
      { do: 'damage', amount: 3, to: target(1) },
    ],
  }),
  unit('OGN-036' /* Vi, Destructive */, {
    keywords: { ganking: true },
    abilities: [{ kind: 'activated', cost: { recycleFromTrash: 1 }, reaction: false, targets: [], steps: [{ do: 'might', amount: 1, what: 'self' }] }],
  }),
  gear('OGN-040' /* Seal of Rage */, {
    abilities: [{ kind: 'activated', cost: { exhaustSelf: true }, reaction: true, adds: { power: 'Fury' }, targets: [], steps: [] }],
  }),
  // The default for gear (enters ready, CR 1.3 143.4) is overridden by the card.
  gear('OGN-017' /* Iron Ballista */, {
    abilities: [
      { kind: 'static', effect: 'entersReady', ready: false },
      {
        kind: 'activated',
        cost: { exhaustSelf: true },
        reaction: false,
        targets: [{ what: 'unit', at: 'battlefield' }],
        steps: [{ do: 'damage', amount: 2, to: target(0) }],
      },
    ],
  }),
  spell('OGN-022' /* Thermo Beam */, { targets: [], steps: [{ do: 'kill', what: { all: { what: 'gear' } } }] }, { keywords: { action: true } }),
  // "Your" Mighty units: those its controller controls (never a teammate's), itself included.
  unit('OGN-038' /* Kadregrin the Infernal */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'playSelf',
        targets: [],
        steps: [{ do: 'draw', count: { countOf: { what: 'unit', side: 'yours', mighty: true } }, who: 'controller' }],
      },
    ],
  }),
  unit('OGN-012' /* Noxus Hopeful */, { keywords: { legion: true }, selfDiscount: { kind: 'if', condition: { cardsPlayedThisTurnAtLeast: 1 }, energy: 2 } }),
  unit('OGN-028' /* Draven, Showboat */, { abilities: [{ kind: 'static', effect: 'might', amount: { points: 'controller' } }] }),
];
