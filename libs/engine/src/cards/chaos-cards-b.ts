/** More Origins Chaos cards (facts from the card catalog; behaviour as typed steps). */
import type { CardDefinition, Step, TriggerKind } from '../model/card-definition.js';
import { gear, spell, target, unit } from './define-card.js';

const DRAW_ONE: readonly Step[] = [{ do: 'draw', count: 1, who: 'controller' }];

/** The same steps on several trigger conditions ("when this is played, discarded or killed"). */
const onEach = (triggers: readonly TriggerKind[], steps: readonly Step[]) =>
  triggers.map((trigger) => ({ kind: 'triggered' as const, trigger, targets: [], steps }));

export const CHAOS_CARDS_B: readonly CardDefinition[] = [
  // Grows when its controller finishes playing a card from facedown (CR 1.3 419.4.a, 811).
  unit('OGN-167' /* Ember Monk */, {
    keywords: { hidden: true },
    abilities: [{ kind: 'triggered', trigger: 'youPlayFromHidden', targets: [], steps: [{ do: 'might', amount: 2, what: 'self' }] }],
  }),
  unit('OGN-176' /* Sneaky Deckhand */, { abilities: [{ kind: 'static', effect: 'playToOpenBattlefields', scope: 'self' }] }),
  // Each player, in turn order from the caster, picks one of their own gear on resolution; it dies.
  spell(
    'OGN-179' /* Acceptable Losses */,
    {
      targets: [],
      steps: [{ do: 'forEachPlayer', steps: [{ do: 'playerChooses', who: 'eachPlayer', select: { what: 'gear', side: 'yours' }, upTo: false, then: 'kill' }] }],
    },
    { keywords: { action: true } },
  ),
  gear('OGN-182' /* Scrapheap */, { abilities: onEach(['playSelf', 'discardSelf', 'dieSelf'], DRAW_ONE) }),
  spell('OGN-183' /* Stacked Deck */, { targets: [], steps: [{ do: 'lookAtTopKeep', count: 3, keep: 1 }] }, { keywords: { action: true } }),
  unit('OGN-185' /* Traveling Merchant */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'moveSelf',
        targets: [],
        steps: [
          { do: 'discard', count: 1, who: 'controller' },
          { do: 'draw', count: 1, who: 'controller' },
        ],
      },
    ],
  }),
  // From the player after the caster round to the caster: each may send any unit back to its owner's hand.
  spell('OGN-187' /* Whirlwind */, {
    targets: [],
    steps: [
      {
        do: 'forEachPlayer',
        startWith: 'next',
        steps: [{ do: 'playerChooses', who: 'eachPlayer', select: { what: 'unit' }, upTo: true, then: 'returnToHand' }],
      },
    ],
  }),
  unit('OGN-193' /* Miss Fortune, Buccaneer */, {
    abilities: [
      { kind: 'static', effect: 'playToOpenBattlefields', scope: 'self' },
      { kind: 'static', effect: 'playToOpenBattlefields', scope: 'friendlyUnits' },
    ],
  }),
  // Every player empties their hand first; then every player draws (turn order from the caster).
  spell('OGN-201' /* Invert Timelines */, {
    targets: [],
    steps: [
      { do: 'forEachPlayer', steps: [{ do: 'discard', count: 'all', who: 'eachPlayer' }] },
      { do: 'forEachPlayer', steps: [{ do: 'draw', count: 4, who: 'eachPlayer' }] },
    ],
  }),
  // "You may" opens the effect: decided as the trigger is placed (CR 1.3 383.3.a), then the target.
  unit('OGN-199' /* Tideturner */, {
    keywords: { hidden: true },
    abilities: [
      {
        kind: 'triggered',
        trigger: 'playSelf',
        targets: [{ what: 'unit', side: 'friendly', other: true }],
        steps: [{ do: 'may', then: [{ do: 'swapLocations', a: 'self', b: target(0) }] }],
      },
    ],
  }),
  unit('OGN-202' /* Jinx, Rebel */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'youDiscard',
        targets: [],
        steps: [
          { do: 'ready', what: 'self' },
          { do: 'might', amount: 1, what: 'self' },
        ],
      },
    ],
  }),
];
