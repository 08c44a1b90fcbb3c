/** Origins cards built on choices, tokens placed where chosen and control (issue 23; facts from
 * the card catalog, behaviour as typed steps; names only as comments). */
import type { CardDefinition, TargetSpec } from '../model/card-definition.js';
import { RECRUIT, SPRITE } from './basics.js';
import { gear, spell, target, unit } from './define-card.js';

/** "Any number of units at a battlefield with total might N or less" as target slots: each
 * optional, the later ones distinct and at the first one's battlefield, the might of all chosen
 * so far within N (CR 1.3 355.11). Eight slots: more units than that never fit in a total of 4
 * unless several have no might at all. */
const unitGroupAtOneBattlefield = (most: number, slots: number): readonly TargetSpec[] =>
  Array.from({ length: slots }, (_, index) =>
    index === 0
      ? { what: 'unit', at: 'battlefield', optional: true, groupMightAtMost: most }
      : { what: 'unit', at: 'battlefield', optional: true, distinct: true, sameBattlefieldAs: 0, groupMightAtMost: most },
  );

export const CHOICE_CONTROL_CARDS: readonly CardDefinition[] = [
  // An opponent's unit goes to a location named on play, a battlefield or its base (FAQ Origins).
  spell('OGN-043' /* Charm */, { targets: [{ what: 'unit', side: 'enemy' }], steps: [{ do: 'moveTo', what: target(0), to: 'chosen' }] }),
  // Each other player picks "cards" (accepting) or "runes" (declining); either way both the caster
  // and that player get the same: a card drawn, or a rune channelled exhausted.
  spell('OGN-071' /* Party Favors */, {
    targets: [],
    steps: [
      {
        do: 'forEachPlayer',
        others: true,
        steps: [
          {
            do: 'unless',
            who: 'eachPlayer',
            instead: [
              { do: 'draw', count: 1, who: 'controller' },
              { do: 'draw', count: 1, who: 'eachPlayer' },
            ],
            then: [
              { do: 'channel', count: 1, who: 'controller', orDraw: false },
              { do: 'channel', count: 1, who: 'eachPlayer', orDraw: false },
            ],
          },
        ],
      },
    ],
  }),
  // A ready Sprite (Temporary by its token type) where its player may play units.
  spell(
    'OGN-094' /* Sprite Call */,
    { targets: [], steps: [{ do: 'token', token: SPRITE, count: 1, where: 'chosen', ready: true }] },
    { keywords: { hidden: true, action: true } },
  ),
  // Conquering, it draws a card or channels a rune exhausted, the choice made as it is placed.
  unit('OGN-155' /* Qiyana, Victorious */, {
    keywords: { deflect: 1 },
    abilities: [
      {
        kind: 'triggered',
        trigger: 'conquerSelf',
        targets: [],
        steps: [],
        chooseOne: [
          { targets: [], steps: [{ do: 'draw', count: 1, who: 'controller' }] },
          { targets: [], steps: [{ do: 'channel', count: 1, who: 'controller', orDraw: false }] },
        ],
      },
    ],
  }),
  // Spending its buff picks one of four modes, each at most once a turn.
  unit('OGN-157' /* Udyr, Wildman */, {
    keywords: { ganking: true },
    abilities: [
      {
        kind: 'activated',
        cost: { spendBuffSelf: true },
        reaction: false,
        targets: [],
        steps: [],
        modeOncePerTurn: true,
        chooseOne: [
          { targets: [{ what: 'unit', at: 'battlefield' }], steps: [{ do: 'damage', amount: 2, to: target(0) }] },
          { targets: [{ what: 'unit', at: 'battlefield' }], steps: [{ do: 'stun', what: target(0) }] },
          { targets: [], steps: [{ do: 'ready', what: 'self' }] },
          { targets: [], steps: [{ do: 'keywordsThisTurn', grants: { ganking: true }, what: 'self' }] },
        ],
      },
    ],
  }),
  // One of your units moves to the location named on play, then readies.
  spell(
    'OGN-173' /* Ride the Wind */,
    { targets: [{ what: 'unit', side: 'friendly' }], steps: [{ do: 'moveTo', what: target(0), to: 'chosen' }, { do: 'ready', what: target(0) }] },
    { keywords: { action: true } },
  ),
  // When another friendly unit leaves this unit's location, it may follow to wherever that unit went.
  unit('OGN-177' /* Stealthy Pursuer */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'friendlyUnitMovesFromMyLocation',
        targets: [],
        steps: [{ do: 'may', then: [{ do: 'moveTo', what: 'self', to: { placeOf: 'subject' } }] }],
      },
    ],
  }),
  // Attacking, it reveals and recycles its top rune; by that rune's domain a reflexive trigger
  // follows with its own choices (abilities 1 to 3, never noticed by themselves).
  unit('OGN-200' /* Twisted Fate, Gambler */, {
    abilities: [
      { kind: 'triggered', trigger: 'attackSelf', targets: [], steps: [{ do: 'revealTopRuneThenRecycle', byDomain: { Fury: 1, Mind: 2, Order: 3 } }] },
      {
        kind: 'triggered',
        trigger: 'reflexive',
        targets: [{ what: 'unit', side: 'enemy', here: true }],
        steps: [
          { do: 'damage', amount: 2, to: target(0) },
          { do: 'damage', amount: 1, to: { all: { what: 'unit', side: 'enemy', here: true, exceptTarget: 0 } } },
        ],
      },
      { kind: 'triggered', trigger: 'reflexive', targets: [], steps: [{ do: 'draw', count: 1, who: 'controller' }] },
      { kind: 'triggered', trigger: 'reflexive', targets: [{ what: 'unit', side: 'enemy' }], steps: [{ do: 'stun', what: target(0) }] },
    ],
  }),
  // An enemy unit at a battlefield becomes the caster's and goes to the caster's base (not a move).
  spell(
    'OGN-203' /* Possession */,
    { targets: [{ what: 'unit', side: 'enemy', at: 'battlefield' }], steps: [{ do: 'takeControl', what: target(0), recall: true }] },
    { keywords: { action: true } },
  ),
  // Kills the chosen group; if it no longer fits on resolution, the caster keeps a subset that does.
  spell(
    'OGN-256' /* Fox-Fire */,
    { targets: unitGroupAtOneBattlefield(4, 8), steps: [{ do: 'killTargetGroup', totalMightAtMost: 4 }] },
    { keywords: { hidden: true, action: true } },
  ),
  // Played, it brings a Recruit to base; killed as a cost, it recycles up to four cards of any trashes.
  gear('OGN-212' /* Forge of the Future */, {
    abilities: [
      { kind: 'triggered', trigger: 'playSelf', targets: [], steps: [{ do: 'token', token: RECRUIT, count: 1, where: 'base', ready: false }] },
      { kind: 'activated', cost: { killSelf: true }, reaction: false, targets: [], steps: [{ do: 'recycleFromTrash', count: 4, who: 'controller', from: 'everyTrash', upTo: true }] },
    ],
  }),
  // Every player keeps two of each kind of their things; all the rest is recycled together.
  spell('OGN-244' /* Divine Judgment */, { targets: [], steps: [{ do: 'keepAndRecycleRest', keep: { units: 2, gear: 2, runes: 2, hand: 2 } }] }),
  // Exhausted, it sends another of its controller's units, gear or facedown cards back to the owner's hand.
  gear('OGN-181' /* Pack of Wonders */, {
    keywords: { hidden: true },
    abilities: [
      {
        kind: 'activated',
        cost: { exhaustSelf: true },
        reaction: false,
        targets: [{ what: 'unit', side: 'friendly', other: true, orGear: true, orFacedown: true }],
        steps: [{ do: 'returnToHand', what: target(0) }],
      },
    ],
  }),
  // Four Recruits, each played where its player names as it is played.
  spell('OGS-015' /* Recruit the Vanguard */, { targets: [], steps: [{ do: 'token', token: RECRUIT, count: 4, where: 'eachChosen', ready: false }] }, { keywords: { action: true } }),
  // In turn order from the caster, each player picks one of their own units on resolution; it dies.
  spell('OGN-209' /* Cull the Weak */, {
    targets: [],
    steps: [{ do: 'forEachPlayer', steps: [{ do: 'playerChooses', who: 'eachPlayer', select: { what: 'unit', side: 'yours' }, upTo: false, then: 'kill' }] }],
  }),
];
