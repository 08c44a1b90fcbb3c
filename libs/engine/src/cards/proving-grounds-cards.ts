/** Proving Grounds (OGS) cards with abilities (facts from the card catalog; behaviour as typed steps). */
import type { CardDefinition } from '../model/card-definition.js';
import { spell, target, unit } from './define-card.js';

export const PROVING_GROUNDS_CARDS: readonly CardDefinition[] = [
  spell('OGS-003' /* Incinerate */, { targets: [{ what: 'unit', at: 'battlefield' }], steps: [{ do: 'damage', amount: 2, to: target(0) }] }, { keywords: { action: true } }),
  // The enemy unit is a target chosen on play with the friendly one (CR 1.3 355.10).
  spell(
    'OGS-008' /* Gentlemen's Duel */,
    {
      targets: [{ what: 'unit', side: 'friendly' }, { what: 'unit', side: 'enemy' }],
      steps: [
        { do: 'might', amount: 3, what: target(0) },
        { do: 'fight', a: target(0), b: target(1) },
      ],
    },
    { keywords: { action: true } },
  ),
  unit('OGS-009' /* Yi, Honed */, { keywords: { ganking: true }, abilities: [{ kind: 'static', effect: 'entersReady', ready: true }] }),
  unit('OGS-010' /* Annie, Stubborn */, {
    abilities: [
      { kind: 'triggered', trigger: 'playSelf', targets: [{ what: 'spell', zone: 'yourTrash' }], steps: [{ do: 'returnToHand', what: target(0) }] },
    ],
  }),
  // A unit already in base is a legal target: no destination is chosen (rulings 2026-08-16).
  spell(
    'OGS-011' /* Flash */,
    {
      targets: [
        { what: 'unit', side: 'friendly', optional: true },
        { what: 'unit', side: 'friendly', optional: true, distinct: true },
      ],
      steps: [
        { do: 'moveTo', what: target(0), to: 'base' },
        { do: 'moveTo', what: target(1), to: 'base' },
      ],
    },
    { keywords: { reaction: true } },
  ),
  spell('OGS-012' /* Blast of Power */, { targets: [{ what: 'unit', at: 'battlefield' }], steps: [{ do: 'kill', what: target(0) }] }, { keywords: { action: true } }),
  unit('OGS-016' /* Vanguard Attendant */, { abilities: [{ kind: 'static', effect: 'entersReady', ready: true }] }),
  unit('OGS-018' /* Tibbers */, {
    abilities: [{ kind: 'triggered', trigger: 'playSelf', targets: [], steps: [{ do: 'damage', amount: 3, to: { all: { what: 'unit', at: 'battlefield' } } }] }],
  }),
  spell('OGS-022' /* Final Spark */, { targets: [{ what: 'unit' }], steps: [{ do: 'damage', amount: 8, to: target(0) }] }, { keywords: { action: true } }),
  spell(
    'OGS-024' /* Decisive Strike */,
    { targets: [], steps: [{ do: 'might', amount: 2, what: { all: { what: 'unit', side: 'friendly' } } }] },
    { keywords: { action: true } },
  ),
  spell('OGS-002' /* Firestorm */, {
    targets: [{ what: 'battlefield' }],
    steps: [{ do: 'damage', amount: 3, to: { all: { what: 'unit', side: 'enemy', atTarget: 0 } } }],
  }),
];
