/** More Origins Fury cards (facts from the card catalog; behaviour as typed steps). */
import type { CardDefinition } from '../model/card-definition.js';
import { gear, spell, target, unit } from './define-card.js';

export const FURY_CARDS_B: readonly CardDefinition[] = [
  spell(
    'OGN-004' /* Cleave */,
    { targets: [{ what: 'unit' }], steps: [{ do: 'keywordsThisTurn', what: target(0), grants: { assault: 3 } }] },
    { keywords: { action: true } },
  ),
  // The damage is the printed energy cost of the discarded card; its power cost does not count.
  spell(
    'OGN-008' /* Get Excited! */,
    {
      targets: [{ what: 'unit', at: 'battlefield' }],
      steps: [{ do: 'discard', count: 1, who: 'controller', then: [{ do: 'damage', amount: { energyCostOfDiscarded: true }, to: target(0) }] }],
    },
    { keywords: { action: true } },
  ),
  unit('OGN-011' /* Magma Wurm */, { abilities: [{ kind: 'static', effect: 'entersReady', ready: true, for: 'otherFriendlyUnits' }] }),
  unit('OGN-015' /* Captain Farron */, {
    keywords: { assault: 1 },
    abilities: [{ kind: 'static', effect: 'keywordAura', to: { what: 'unit', side: 'friendly', here: true, other: true }, grants: { assault: 1 } }],
  }),
  // An activated ability is not a card: Legion is met by any card played this turn (Origins FAQ).
  gear('OGN-021' /* Sun Disc */, {
    keywords: { legion: true },
    abilities: [
      {
        kind: 'activated',
        cost: { exhaustSelf: true },
        reaction: false,
        targets: [],
        steps: [{ do: 'if', condition: { cardsPlayedThisTurnAtLeast: 1 }, then: [{ do: 'thisTurn', effect: 'nextUnitEntersReady' }] }],
      },
    ],
  }),
  unit('OGN-026' /* Brynhir Thundersong */, {
    abilities: [{ kind: 'triggered', trigger: 'playSelf', targets: [], steps: [{ do: 'thisTurn', effect: 'cannotPlayCards', who: 'opponents' }] }],
  }),
  unit('OGN-027' /* Darius, Trifarian */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'secondCardPlayedThisTurn',
        targets: [],
        steps: [
          { do: 'might', amount: 2, what: 'self' },
          { do: 'ready', what: 'self' },
        ],
      },
    ],
  }),
  unit('OGN-031' /* Raging Firebrand */, {
    abilities: [{ kind: 'triggered', trigger: 'playSelf', targets: [], steps: [{ do: 'thisTurn', effect: 'nextSpellDiscount', energy: 5 }] }],
  }),
  // Errata: the bonus damage is for a spell played this turn only.
  gear('OGN-032' /* Ravenborn Tome */, {
    abilities: [{ kind: 'activated', cost: { exhaustSelf: true }, reaction: false, targets: [], steps: [{ do: 'thisTurn', effect: 'nextSpellBonusDamage', amount: 1 }] }],
  }),
  // The enemy unit's controller decides: the spell's controller draws 2, or the unit is dealt 6.
  spell(
    'OGN-033' /* Shakedown */,
    {
      targets: [{ what: 'unit', side: 'enemy' }],
      steps: [
        {
          do: 'unless',
          who: { controllerOf: target(0) },
          instead: [{ do: 'draw', count: 2, who: 'controller' }],
          then: [{ do: 'damage', amount: 6, to: target(0) }],
        },
      ],
    },
    { keywords: { reaction: true } },
  ),
  unit('OGN-035' /* Vayne, Hunter */, {
    keywords: { assault: 3 },
    abilities: [
      { kind: 'static', effect: 'entersReady', ready: true, if: { opponentControlsBattlefield: true } },
      { kind: 'triggered', trigger: 'conquerSelf', targets: [], steps: [{ do: 'mayPay', energy: 1, then: [{ do: 'returnToHand', what: 'self' }] }] },
    ],
  }),
  unit('OGS-001' /* Annie, Fiery */, { abilities: [{ kind: 'static', effect: 'bonusDamage', amount: 1 }] }),
];
