/** Origins Order cards in scope (facts from the card data; behaviour written as typed steps). */
import type { CardDefinition } from '../model/card-definition.js';
import { RECRUIT } from './basics.js';
import { gear, spell, target, unit } from './define-card.js';

export const ORDER_CARDS: readonly CardDefinition[] = [
  unit('OGN-210' /* Daring Poro */, {
    keywords: { assault: 1 },
  }),
  unit('OGN-215' /* Petty Officer */, {
    keywords: { assault: 1 },
  }),
  unit('OGN-219' /* Vanguard Sergeant */),
  // 560.2.a: a mandatory additional cost (the 559.5 / 561.3 worked example).
  unit('OGN-208' /* Cruel Patron */, {
    additionalCost: { kind: 'killFriendlyUnit', optional: false },
  }),
  unit('OGN-211' /* Faithful Manufactor */, {
    abilities: [
      { kind: 'triggered', trigger: 'playSelf', targets: [], steps: [{ do: 'token', token: RECRUIT, count: 1, where: 'here', ready: false }] },
    ],
  }),
  unit('OGN-217' /* Trifarian Gloryseeker */, {
    keywords: { legion: true },
    abilities: [{ kind: 'triggered', trigger: 'playSelf', legion: true, targets: [], steps: [{ do: 'buff', what: 'self' }] }],
  }),
  unit('OGN-216' /* Soaring Scout */, {
    keywords: { deathknell: true },
    abilities: [
      { kind: 'triggered', trigger: 'dieSelf', targets: [], steps: [{ do: 'channel', count: 1, who: 'controller', orDraw: false }] },
    ],
  }),
  unit('OGN-223' /* Peak Guardian */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'playSelf',
        targets: [],
        steps: [
          { do: 'buff', what: 'self' },
          // Only at a battlefield: every other friendly unit there.
          { do: 'buff', what: { all: { what: 'unit', side: 'friendly', here: true, at: 'battlefield', other: true } } },
        ],
      },
    ],
  }),
  unit('OGN-225' /* Solari Chief */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'playSelf',
        targets: [{ what: 'unit', side: 'enemy' }],
        // Killed if already stunned, stunned otherwise.
        steps: [{ do: 'if', condition: { object: target(0), is: { stunned: true } }, then: [{ do: 'kill', what: target(0) }], else: [{ do: 'stun', what: target(0) }] }],
      },
    ],
  }),
  // Mighty (706-711) switches on Deflect, Ganking and Shield (layer 2, 637.2).
  unit('OGN-232' /* Fiora, Victorious */, {
    abilities: [{ kind: 'static', effect: 'keywords', grants: { deflect: 1, ganking: true, shield: 1 }, while: { self: { mighty: true } } }],
  }),
  unit('OGN-240' /* Sett, Kingpin */, {
    keywords: { tank: true },
    // +1 for each buffed friendly unit at its battlefield, itself included.
    abilities: [{ kind: 'static', effect: 'might', amount: { countOf: { what: 'unit', side: 'friendly', here: true, at: 'battlefield', buffed: true } } }],
  }),
  unit('OGN-246' /* Viktor, Leader */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'anotherNonRecruitUnitYouControlDies',
        targets: [],
        steps: [{ do: 'token', token: RECRUIT, count: 1, where: 'base', ready: false }],
      },
    ],
  }),
  spell('OGN-229' /* Vengeance */, { targets: [{ what: 'unit' }], steps: [{ do: 'kill', what: target(0) }] }),
  // 560.2.b + 560.1: an optional additional cost that makes the spell ignore its cost.
  spell(
    'OGN-207' /* Call to Glory */,
    { targets: [{ what: 'unit' }], steps: [{ do: 'might', amount: 3, what: target(0) }] },
    { keywords: { reaction: true }, additionalCost: { kind: 'spendBuff', optional: true, ignoreCost: true } },
  ),
  spell(
    'OGN-213' /* Hidden Blade */,
    {
      targets: [{ what: 'unit', at: 'battlefield' }],
      steps: [
        { do: 'kill', what: target(0) },
        { do: 'draw', count: 2, who: { controllerOf: target(0) } },
      ],
    },
    { keywords: { hidden: true, action: true } },
  ),
  spell(
    'OGN-206' /* Back to Back */,
    {
      targets: [
        { what: 'unit', side: 'friendly' },
        { what: 'unit', side: 'friendly', distinct: true },
      ],
      steps: [
        { do: 'might', amount: 2, what: target(0) },
        { do: 'might', amount: 2, what: target(1) },
      ],
    },
    { keywords: { reaction: true } },
  ),
  gear('OGN-245' /* Seal of Unity */, {
    abilities: [{ kind: 'activated', cost: { exhaustSelf: true }, reaction: true, adds: { power: 'Order' }, targets: [], steps: [] }],
  }),
  gear('OGN-228' /* Vanguard Helm */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'buffedFriendlyUnitDies',
        targets: [{ what: 'unit', side: 'friendly' }],
        steps: [{ do: 'buff', what: target(0) }],
      },
    ],
  }),
  // Signature cards (103.2.d). Their single power may be paid with either of their domains.
  spell(
    'OGN-270' /* Showstopper */,
    {
      targets: [{ what: 'unit', side: 'friendly', at: 'base' }, { what: 'battlefield' }],
      steps: [
        { do: 'buff', what: target(0) },
        { do: 'moveTo', what: target(0), to: target(1) },
      ],
    },
  ),
  spell(
    'OGN-266' /* Siphon Power */,
    {
      targets: [{ what: 'battlefield' }],
      steps: [
        { do: 'might', amount: 1, what: { all: { what: 'unit', side: 'friendly', atTarget: 0 } } },
        { do: 'might', amount: -1, what: { all: { what: 'unit', side: 'enemy', atTarget: 0 } }, minimum: 1 },
      ],
    },
    { keywords: { reaction: true } },
  ),
  unit('OGN-218' /* Vanguard Captain */, {
    keywords: { legion: true },
    abilities: [
      { kind: 'triggered', trigger: 'playSelf', legion: true, targets: [], steps: [{ do: 'token', token: RECRUIT, count: 2, where: 'here', ready: false }] },
    ],
  }),
  // "You may kill a gear": an optional target ("up to"); the draw happens either way.
  spell(
    'OGN-224' /* Salvage */,
    {
      targets: [{ what: 'gear', optional: true }],
      steps: [
        { do: 'kill', what: target(0) },
        { do: 'draw', count: 1, who: 'controller' },
      ],
    },
    { keywords: { action: true } },
  ),
  spell(
    'OGN-233' /* Grand Strategem */,
    { targets: [], steps: [{ do: 'might', amount: 5, what: { all: { what: 'unit', side: 'friendly' } } }] },
    { keywords: { action: true } },
  ),
  unit('OGN-234' /* Harnessed Dragon */, {
    abilities: [{ kind: 'triggered', trigger: 'playSelf', targets: [{ what: 'unit', side: 'enemy' }], steps: [{ do: 'kill', what: target(0) }] }],
  }),
  unit('OGN-238' /* Leona, Determined */, {
    keywords: { shield: 1 },
    abilities: [{ kind: 'triggered', trigger: 'attackSelf', targets: [{ what: 'unit', side: 'enemy', here: true }], steps: [{ do: 'stun', what: target(0) }] }],
  }),
  unit('OGN-239' /* Machine Evangel */, {
    keywords: { deathknell: true },
    abilities: [{ kind: 'triggered', trigger: 'dieSelf', targets: [], steps: [{ do: 'token', token: RECRUIT, count: 3, where: 'base', ready: false }] }],
  }),
];
