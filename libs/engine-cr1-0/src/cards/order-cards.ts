/** Origins Order cards in scope (facts from the card data; behaviour written as typed steps). */
import type { CardDefinition } from '../model/card-definition.js';
import { RECRUIT } from './basics.js';
import { gear, spell, target, unit } from './define-card.js';

export const ORDER_CARDS: readonly CardDefinition[] = [
  unit('OGN-210', 'Daring Poro', 'Order', { energy: 2, power: 0, might: 2 }, ['Poro'], {
    keywords: { assault: 1 },
    printings: ['UNL-225'],
  }),
  unit('OGN-215', 'Petty Officer', 'Order', { energy: 5, power: 0, might: 5 }, ['Pirate', 'Bilgewater'], {
    keywords: { assault: 1 },
  }),
  unit('OGN-219', 'Vanguard Sergeant', 'Order', { energy: 4, power: 0, might: 4 }, ['Elite', 'Demacia']),
  // 560.2.a: a mandatory additional cost (the 559.5 / 561.3 worked example).
  unit('OGN-208', 'Cruel Patron', 'Order', { energy: 4, power: 0, might: 6 }, ['Noxus'], {
    additionalCost: { kind: 'killFriendlyUnit', optional: false },
  }),
  unit('OGN-211', 'Faithful Manufactor', 'Order', { energy: 3, power: 0, might: 2 }, ['Piltover'], {
    abilities: [
      { kind: 'triggered', trigger: 'playSelf', targets: [], steps: [{ do: 'token', token: RECRUIT, count: 1, where: 'here', ready: false }] },
    ],
  }),
  unit('OGN-217', 'Trifarian Gloryseeker', 'Order', { energy: 2, power: 0, might: 2 }, ['Trifarian', 'Noxus'], {
    keywords: { legion: true },
    abilities: [{ kind: 'triggered', trigger: 'playSelf', legion: true, targets: [], steps: [{ do: 'buff', what: 'self' }] }],
  }),
  unit('OGN-216', 'Soaring Scout', 'Order', { energy: 2, power: 0, might: 1 }, ['Bird', 'Freljord'], {
    keywords: { deathknell: true },
    abilities: [
      { kind: 'triggered', trigger: 'dieSelf', targets: [], steps: [{ do: 'channel', count: 1, who: 'controller', orDraw: false }] },
    ],
  }),
  unit('OGN-223', 'Peak Guardian', 'Order', { energy: 6, power: 1, might: 5 }, ['Mount Targon'], {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'playSelf',
        targets: [],
        steps: [{ do: 'buff', what: 'self' }, { do: 'buffOtherFriendlyUnitsHere' }],
      },
    ],
  }),
  unit('OGN-225', 'Solari Chief', 'Order', { energy: 5, power: 1, might: 4 }, ['Mount Targon'], {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'playSelf',
        targets: [{ what: 'unit', side: 'enemy' }],
        steps: [{ do: 'stunOrKillIfStunned', what: target(0) }],
      },
    ],
  }),
  // Mighty (706-711) switches on Deflect, Ganking and Shield (layer 2, 637.2).
  unit('OGN-232', 'Fiora, Victorious', 'Order', { energy: 4, power: 0, might: 4 }, ['Fiora', 'Demacia'], {
    supertype: 'Champion',
    abilities: [{ kind: 'static', effect: 'keywordsWhileMighty', grants: { deflect: 1, ganking: true, shield: 1 } }],
  }),
  unit('OGN-240', 'Sett, Kingpin', 'Order', { energy: 4, power: 1, might: 5 }, ['Sett', 'Ionia'], {
    supertype: 'Champion',
    keywords: { tank: true },
    abilities: [{ kind: 'static', effect: 'mightPerBuffedFriendlyUnitHere' }],
  }),
  unit('OGN-246', 'Viktor, Leader', 'Order', { energy: 4, power: 1, might: 4 }, ['Viktor', 'Zaun'], {
    supertype: 'Champion',
    abilities: [
      {
        kind: 'triggered',
        trigger: 'anotherNonRecruitUnitYouControlDies',
        targets: [],
        steps: [{ do: 'token', token: RECRUIT, count: 1, where: 'base', ready: false }],
      },
    ],
  }),
  spell('OGN-229', 'Vengeance', ['Order'], { energy: 4, power: 2 }, { targets: [{ what: 'unit' }], steps: [{ do: 'kill', what: target(0) }] }),
  // 560.2.b + 560.1: an optional additional cost that makes the spell ignore its cost.
  spell(
    'OGN-207',
    'Call to Glory',
    ['Order'],
    { energy: 3, power: 0 },
    { targets: [{ what: 'unit' }], steps: [{ do: 'might', amount: 3, what: target(0) }] },
    { keywords: { reaction: true }, additionalCost: { kind: 'spendBuff', optional: true, ignoreCost: true } },
  ),
  spell(
    'OGN-213',
    'Hidden Blade',
    ['Order'],
    { energy: 2, power: 1 },
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
    'OGN-206',
    'Back to Back',
    ['Order'],
    { energy: 3, power: 0 },
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
  gear('OGN-245', 'Seal of Unity', 'Order', { energy: 0, power: 1 }, {
    printings: ['SFD-238'],
    abilities: [{ kind: 'activated', cost: { exhaustSelf: true }, reaction: true, adds: { power: 'Order' }, targets: [], steps: [] }],
  }),
  gear('OGN-228', 'Vanguard Helm', 'Order', { energy: 2, power: 0 }, {
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
    'OGN-270',
    'Showstopper',
    ['Body', 'Order'],
    { energy: 1, power: 1 },
    {
      targets: [{ what: 'unit', side: 'friendly', at: 'base' }, { what: 'battlefield' }],
      steps: [
        { do: 'buff', what: target(0) },
        { do: 'moveTo', what: target(0), to: target(1) },
      ],
    },
    { supertype: 'Signature', tags: ['Sett'] },
  ),
  spell(
    'OGN-266',
    'Siphon Power',
    ['Mind', 'Order'],
    { energy: 2, power: 1 },
    { targets: [{ what: 'battlefield' }], steps: [{ do: 'mightAtBattlefield', bf: target(0), friendly: 1, enemy: -1, minimum: 1 }] },
    { supertype: 'Signature', tags: ['Viktor'], keywords: { reaction: true } },
  ),
];
