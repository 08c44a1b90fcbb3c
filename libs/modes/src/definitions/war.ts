/**
 * CR 1.4 488 (CR 1.3 483): FFA4 (War), four players each on their own. The v1.4 text of 488 is
 * the v1.3 text of 483 renumbered; 488.4.a/b are quoted from v1.3 (483.4.a/b), which the v1.4
 * excerpt shortens to "Battlefield Count: 3".
 */
import { DEFAULT_MODE_RULES, type GameMode } from '@arbiter/engine';
import type { ModeDefinition } from '../model/mode-definition.js';

export const WAR_GAME: GameMode = {
  id: 'war',
  name: 'War',
  seatCount: 4, // CR 1.4 488.1
  teams: null, // CR 1.4 488.2: three opponents each, no teams
  victoryScore: 8, // CR 1.4 488.3
  battlefieldsPerDeck: 3, // CR 1.3 483.4.a: each player provides three
  battlefieldsInPlay: 3, // CR 1.4 488.4: the first player's are removed (CR 1.3 483.4.b)
  // CR 1.4 488.7: the first player draws no card in its first draw phase; the last player (the
  // fourth) channels one extra rune in its first channel phase.
  firstTurn: { skipFirstDraw: [0], extraRunesInFirstChannel: [{ position: 3, runes: 1 }] },
  // The combat restrictions for more than two players (CR 1.3 442.2.a, 457) apply because the
  // game has more than two players; the engine derives them from the seat count, as in FFA3.
  rules: DEFAULT_MODE_RULES,
};

export const WAR: ModeDefinition = {
  id: 'war',
  name: 'War (FFA4)',
  ruleRef: 'CR 1.4 488',
  game: WAR_GAME,
  opponentsPerPlayer: 3, // CR 1.4 488.2
  bestOf: 1, // CR 1.4 488.6
  // CR 1.4 488.5, CR 1.3 483.4.b: each player who does not go first puts one of its three
  // battlefields into play at random; the first player's are removed.
  battlefieldSelection: { kind: 'random', contributors: 'allButFirstPlayer' },
  uniqueRules: [
    { ruleRef: 'CR 1.4 488.4', summary: "three battlefields for four players: the first player's are removed (CR 1.3 483.4.b)" },
    { ruleRef: 'CR 1.3 457', summary: 'a combat is only ever between units of exactly two players' },
    {
      ruleRef: 'CR 1.3 457.1',
      summary: 'a battlefield with a staged or ongoing combat is closed to moves of players with nothing there (CR 1.3 442.2.a)',
    },
    { ruleRef: 'CR 1.3 457.2', summary: 'units cannot be played to a battlefield where others fight' },
    { ruleRef: 'CR 1.3 457.3', summary: 'no choice may bring units of a third player into a combat' },
  ],
};
