/** 646: FFA3 (Skirmish), three players each on their own. */
import { DEFAULT_MODE_RULES, type GameMode } from '@arbiter/engine';
import type { ModeDefinition } from '../model/mode-definition.js';

export const FFA3_GAME: GameMode = {
  id: 'ffa3',
  name: 'FFA3',
  seatCount: 3, // 646.1
  teams: null, // 646.2: two opponents each, no teams
  victoryScore: 8, // 646.3
  battlefieldsPerDeck: 3, // 646.4.a
  battlefieldsInPlay: 3, // 646.4
  // 646.7: the first player draws no card in its first draw phase; the last player channels one
  // extra rune in its first channel phase.
  firstTurn: { skipFirstDraw: [0], extraRunesInFirstChannel: [{ position: 2, runes: 1 }] },
  // The combat restrictions of 610.2 and 623 apply because the game has more than two players;
  // the engine derives them from the seat count.
  rules: DEFAULT_MODE_RULES,
};

export const FFA3: ModeDefinition = {
  id: 'ffa3',
  name: 'FFA3 (Skirmish)',
  ruleRef: 'CR 1.4 487',
  game: FFA3_GAME,
  opponentsPerPlayer: 2,
  bestOf: 1, // 646.6
  // 646.5: one of each player's three battlefields at random.
  battlefieldSelection: { kind: 'random', contributors: 'everySeat' },
  uniqueRules: [
    { ruleRef: 'CR 1.4 462', summary: 'a combat is only ever between units of exactly two players' },
    {
      ruleRef: 'CR 1.4 447.2.a',
      summary: 'a battlefield with a pending or ongoing combat is closed to moves of players with no permanents there',
    },
    { ruleRef: 'CR 1.4 462.2', summary: 'units cannot be played to a battlefield where others fight; such plays go to base' },
    { ruleRef: 'CR 1.4 449.2', summary: 'no unit moves to a battlefield that already has units of two other players' },
  ],
};
