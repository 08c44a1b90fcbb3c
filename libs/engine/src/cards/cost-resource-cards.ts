/**
 * Origins cards about costs and resources (issue 23): readying runes, spending buffs, buffs worth
 * more, delayed "at the end of this turn" abilities.
 */
import type { CardDefinition } from '../model/card-definition.js';
import { battlefield, gear, legend, spell, target, unit } from './define-card.js';

export const COST_RESOURCE_CARDS: readonly CardDefinition[] = [
  // Stand United: Hidden, Action; a friendly unit gets a buff, and every buff of a friendly unit
  // is worth one more might for the rest of the turn.
  spell(
    'OGN-053' /* Stand United */,
    {
      targets: [{ what: 'unit', side: 'friendly' }],
      steps: [
        { do: 'buff', what: target(0) },
        { do: 'thisTurn', effect: 'buffMightBonus', amount: 1 },
      ],
    },
    { keywords: { hidden: true, action: true } },
  ),
  // Sona, Harmonious (errata: "up to"): as its controller's turn ends, if it is at a battlefield,
  // they ready up to four runes of their side.
  unit('OGN-073' /* Sona, Harmonious */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'endOfTurnSelf',
        condition: { kind: 'selfAtBattlefield' },
        targets: [],
        steps: [{ do: 'readyRunes', upTo: 4, friendly: true }],
      },
    ],
  }),
  // Ekko, Recurrent: Accelerate; Deathknell whose cost is putting the card from the trash under
  // the deck, and whose effect readies every rune of its controller.
  unit('OGN-110' /* Ekko, Recurrent */, {
    keywords: { accelerate: true, deathknell: true },
    abilities: [{ kind: 'triggered', trigger: 'dieSelf', recycleSelfCost: true, targets: [], steps: [{ do: 'readyRunes', upTo: 'all' }] }],
  }),
  // Malzahar, Fanatic: an Action Add: killing a friendly unit or gear and exhausting it adds two
  // power of any domain.
  unit('OGN-113' /* Malzahar, Fanatic */, {
    abilities: [
      { kind: 'activated', cost: { exhaustSelf: true, killFriendlyUnitOrGear: true }, reaction: false, action: true, adds: { power: 'any', amount: 2 }, targets: [], steps: [] },
    ],
  }),
  // Kraken Hunter: Accelerate, Assault; as it is played, any number of its controller's buffs may
  // be spent, each taking one Body power off its cost.
  unit('OGN-150' /* Kraken Hunter */, {
    keywords: { accelerate: true, assault: 1 },
    additionalCost: { kind: 'anyNumber', optional: true, each: 'spendBuff', reducePower: 'Body' },
  }),
  // Mistfall: after its controller buffs a friendly unit, they may pay one Body power and exhaust
  // the gear, as it is placed, to ready that unit.
  gear('OGN-152' /* Mistfall */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'youBuffFriendlyUnit',
        placeCost: { power: ['Body'], exhaustSelf: true },
        targets: [],
        steps: [{ do: 'may', then: [{ do: 'ready', what: 'subject' }] }],
      },
    ],
  }),
  // Overt Operation: Action; any of the controller's buffed units may give up the buff to ready,
  // then every friendly unit without a buff gets one.
  spell(
    'OGN-153' /* Overt Operation */,
    {
      targets: [],
      steps: [
        { do: 'spendAnyNumberOfBuffs', each: [{ do: 'ready', what: 'subject' }] },
        { do: 'buff', what: { all: { what: 'unit', side: 'friendly' } } },
      ],
    },
    { keywords: { action: true } },
  ),
  // Albus Ferros: played, its controller spends as many buffs as they like, one exhausted rune
  // channeled per buff.
  unit('OGN-230' /* Albus Ferros */, {
    abilities: [
      {
        kind: 'triggered',
        trigger: 'playSelf',
        targets: [],
        steps: [{ do: 'spendAnyNumberOfBuffs', each: [{ do: 'channel', count: 1, who: 'controller', orDraw: false }] }],
      },
    ],
  }),
  // Daughter of the Void: exhaust, as a Reaction, for one power of any domain that pays only for a spell.
  legend('OGN-247' /* Daughter of the Void */, [
    { kind: 'activated', cost: { exhaustSelf: true }, reaction: true, adds: { power: 'any' }, onlyForSpells: true, targets: [], steps: [] },
  ]),
  // Bullet Time: Action; as it resolves, its controller pays as much power of any domain as they
  // like, and each enemy unit at the chosen battlefield is dealt that much damage.
  spell(
    'OGN-268' /* Bullet Time */,
    {
      targets: [{ what: 'battlefield' }],
      steps: [
        {
          do: 'payAnyAmountOfPower',
          then: [{ do: 'damage', amount: { paidPower: true }, to: { all: { what: 'unit', side: 'enemy', atTarget: 0 } } }],
        },
      ],
    },
    { keywords: { action: true } },
  ),
  // Commander Ledros: Deflect, Ganking; as it is played, any number of friendly units may be
  // killed, each taking one Order power off its cost.
  unit('OGN-231' /* Commander Ledros */, {
    keywords: { deflect: 1, ganking: true },
    additionalCost: { kind: 'anyNumber', optional: true, each: 'killFriendlyUnit', reducePower: 'Order' },
  }),
  // Monastery of Hirana: its conqueror may give up a buff for a card.
  battlefield('OGN-282' /* Monastery of Hirana */, [
    {
      kind: 'triggered',
      trigger: 'conquerHere',
      targets: [],
      steps: [{ do: 'may', then: [{ do: 'spendBuff', then: [{ do: 'draw', count: 1, who: 'controller' }] }] }],
    },
  ]),
  // Targon's Peak (errata: "up to"): its conqueror readies up to two of their runes as the turn ends.
  battlefield('OGN-289' /* Targon's Peak */, [
    { kind: 'triggered', trigger: 'conquerHere', targets: [], steps: [{ do: 'delayed', when: 'endOfTurn', ability: 1 }] },
    { kind: 'triggered', trigger: 'delayed', targets: [], steps: [{ do: 'readyRunes', upTo: 2 }] },
  ]),
  // Lux, Crownguard: exhaust, as a Reaction, for two energy that pay only for a spell.
  unit('OGS-014' /* Lux, Crownguard */, {
    abilities: [{ kind: 'activated', cost: { exhaustSelf: true }, reaction: true, adds: { energy: 2 }, onlyForSpells: true, targets: [], steps: [] }],
  }),
];
