/**
 * Origins and Origins Proving Grounds (OGS) legends and Origins battlefields beyond the ones the
 * ready decks use (`basics.ts`, `battlefields.ts`). A legend's abilities belong to the legend in its
 * Legend Zone (CR 1.3 133.6.b.1); a battlefield's belong to its controller, or to the turn player
 * while nobody controls it (CR 1.3 187.6).
 */
import type { CardDefinition } from '../model/card-definition.js';
import { battlefield, legend, target } from './define-card.js';

export const LEGENDS_BATTLEFIELDS_CARDS: readonly CardDefinition[] = [
  // Relentless Storm: after its controller plays a Mighty unit, it may exhaust itself to channel
  // one rune, which enters exhausted.
  legend('OGN-249' /* Relentless Storm */, [
    {
      kind: 'triggered',
      trigger: 'youPlayUnit',
      condition: { kind: 'subjectIs', is: { mighty: true } },
      targets: [],
      steps: [{ do: 'may', then: [{ do: 'exhaustSelfTo', then: [{ do: 'channel', count: 1, who: 'controller', orDraw: false }] }] }],
    },
  ]),
  // Loose Cannon: as its controller's Beginning Phase starts, a draw for a hand of at most one
  // card (the hand is counted on resolution: the "if" is part of the effect).
  legend('OGN-251' /* Loose Cannon */, [
    {
      kind: 'triggered',
      trigger: 'beginningPhaseSelf',
      targets: [],
      steps: [{ do: 'if', condition: { handAtMost: 1 }, then: [{ do: 'draw', count: 1, who: 'controller' }] }],
    },
  ]),
  // Hand of Noxus: a Reaction that exhausts the legend to add one energy, which it only adds when
  // its controller already played a card this turn.
  legend('OGN-253' /* Hand of Noxus */, [
    { kind: 'activated', cost: { exhaustSelf: true }, reaction: true, legion: true, adds: { energy: 1 }, targets: [], steps: [] },
  ]),
  // Nine-Tailed Fox: each enemy unit attacking a battlefield its controller holds loses 1 might
  // this turn, never going below 1 that way.
  legend('OGN-255' /* Nine-Tailed Fox */, [
    {
      kind: 'triggered',
      trigger: 'enemyUnitAttacksYourBattlefield',
      targets: [],
      steps: [{ do: 'might', amount: -1, what: 'subject', minimum: 1 }],
    },
  ]),
  // Unforgiven (errata: the unit's own base): pay 2 and exhaust to move a friendly unit from a
  // battlefield to its base, or from its base to a battlefield chosen with it.
  legend('OGN-259' /* Unforgiven */, [
    {
      kind: 'activated',
      cost: { energy: 2, exhaustSelf: true },
      reaction: false,
      targets: [{ what: 'unit', side: 'friendly' }, { what: 'battlefield', optional: true }],
      steps: [{ do: 'moveToOrFromBase', what: target(0), to: target(1) }],
    },
  ]),
  // Radiant Dawn: after its controller's spell or ability stuns enemy units, a buff for a friendly unit.
  legend('OGN-261' /* Radiant Dawn */, [
    { kind: 'triggered', trigger: 'youStunEnemyUnits', targets: [{ what: 'unit', side: 'friendly' }], steps: [{ do: 'buff', what: target(0) }] },
  ]),
  // Bounty Hunter: exhaust to give any unit Ganking for the turn.
  legend('OGN-267' /* Bounty Hunter */, [
    {
      kind: 'activated',
      cost: { exhaustSelf: true },
      reaction: false,
      targets: [{ what: 'unit' }],
      steps: [{ do: 'keywordsThisTurn', grants: { ganking: true }, what: target(0) }],
    },
  ]),
  // Dark Child (starter, errata "up to"): as its controller's turn ends, they ready up to two runes.
  legend('OGS-017' /* Dark Child - Starter */, [{ kind: 'triggered', trigger: 'endOfTurnSelf', targets: [], steps: [{ do: 'readyRunes', upTo: 2 }] }]),
  // Wuju Bladesman (starter): a friendly unit that is the only friendly defender there gets +2 might.
  legend('OGS-019' /* Wuju Bladesman - Starter */, [{ kind: 'static', effect: 'mightAura', to: { what: 'unit', side: 'friendly', defendingAlone: true }, amount: 2 }]),
  // Lady of Luminosity (starter): a draw whenever its controller plays a spell printed at five
  // energy or more.
  legend('OGS-021' /* Lady of Luminosity - Starter */, [
    {
      kind: 'triggered',
      trigger: 'youPlaySpell',
      condition: { kind: 'subjectEnergyAtLeast', energy: 5 },
      targets: [],
      steps: [{ do: 'draw', count: 1, who: 'controller' }],
    },
  ]),
  // Might of Demacia (starter): conquering with four or more of your units there draws two.
  legend('OGS-023' /* Might of Demacia - Starter */, [
    {
      kind: 'triggered',
      trigger: 'youConquer',
      condition: { kind: 'countAtLeast', select: { what: 'unit', side: 'yours', here: true }, count: 4 },
      targets: [],
      steps: [{ do: 'draw', count: 2, who: 'controller' }],
    },
  ]),

  // Aspirant's Climb: one more point is needed to win while it is in play.
  battlefield('OGN-276' /* Aspirant's Climb */, [{ kind: 'static', effect: 'victoryScoreIncrease', amount: 1 }]),
  // Back-Alley Bar: a unit leaving it by a move gets +1 might this turn.
  battlefield('OGN-277' /* Back-Alley Bar */, [
    { kind: 'triggered', trigger: 'unitMovesFromHere', targets: [], steps: [{ do: 'might', amount: 1, what: 'subject' }] },
  ]),
  // Obelisk of Power: each player channels one rune (entering ready) as their first Beginning Phase starts.
  battlefield('OGN-284' /* Obelisk of Power */, [
    {
      kind: 'triggered',
      trigger: 'firstBeginningPhaseOfEachPlayer',
      targets: [],
      steps: [{ do: 'channel', count: 1, who: 'turnPlayer', orDraw: false, ready: true }],
    },
  ]),
  // The Arena's Greatest: each player gains a point as their first Beginning Phase starts.
  battlefield('OGN-290' /* The Arena's Greatest */, [
    { kind: 'triggered', trigger: 'firstBeginningPhaseOfEachPlayer', targets: [], steps: [{ do: 'gainPoints', amount: 1, who: 'turnPlayer' }] },
  ]),
  // The Grand Plaza: holding it with seven or more of your units there wins the game.
  battlefield('OGN-293' /* The Grand Plaza */, [
    {
      kind: 'triggered',
      trigger: 'holdHere',
      condition: { kind: 'countAtLeast', select: { what: 'unit', side: 'yours', here: true }, count: 7 },
      targets: [],
      steps: [{ do: 'winGame' }],
    },
  ]),
  // Fortified Position: as its controller defends there, a unit they choose has Shield 2 for that combat.
  battlefield('OGN-279' /* Fortified Position */, [
    {
      kind: 'triggered',
      trigger: 'defendHere',
      targets: [{ what: 'unit' }],
      steps: [{ do: 'keywordsThisTurn', grants: { shield: 2 }, what: target(0), onlyThisCombat: true }],
    },
  ]),
  // Reaver's Row: its defender may send one of their units there back to base.
  battlefield('OGN-285' /* Reaver's Row */, [
    {
      kind: 'triggered',
      trigger: 'defendHere',
      targets: [{ what: 'unit', side: 'friendly', here: true }],
      steps: [{ do: 'may', then: [{ do: 'moveTo', what: target(0), to: 'base' }] }],
    },
  ]),
  // Sigil of the Storm (errata: nothing is chosen as a target): conquering it costs the conqueror
  // one of their runes, picked on resolution.
  battlefield('OGN-287' /* Sigil of the Storm */, [{ kind: 'triggered', trigger: 'conquerHere', targets: [], steps: [{ do: 'recycleRunes', count: 1 }] }]),
  // Vilemaw's Lair: nothing moves from it to a base (recalls still can).
  battlefield('OGN-295' /* Vilemaw's Lair */, [{ kind: 'static', effect: 'noMovesFromHereToBase' }]),
  // Windswept Hillock: units there have Ganking.
  battlefield('OGN-297' /* Windswept Hillock */, [{ kind: 'static', effect: 'keywordAura', to: { what: 'unit', here: true }, grants: { ganking: true } }]),
];
