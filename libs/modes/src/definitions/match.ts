/** 645: 1v1 Match, best of 3 Duel games with battlefield rotation. */
import { DEFAULT_MODE_RULES, type GameMode } from '@arbiter/engine';
import type { ModeDefinition } from '../model/mode-definition.js';

export const MATCH_GAME: GameMode = {
  id: 'match',
  name: 'Match game',
  seatCount: 2, // 645.1
  teams: null, // 645.2
  victoryScore: 8, // 645.3
  battlefieldsPerDeck: 3, // 645.4.a
  battlefieldsInPlay: 2, // 645.4
  // 645.7: the second player channels one extra rune in its first channel phase.
  firstTurn: { skipFirstDraw: [], extraRunesInFirstChannel: [{ position: 1, runes: 1 }] },
  rules: DEFAULT_MODE_RULES,
};

export const MATCH: ModeDefinition = {
  id: 'match',
  name: 'Match (best of 3)',
  ruleRef: 'CR 1.4 486',
  game: MATCH_GAME,
  opponentsPerPlayer: 1,
  bestOf: 3, // 645.6: the first to two game wins wins the match
  // 645.5: each player chooses one of their battlefields; a used one cannot be chosen again.
  battlefieldSelection: { kind: 'chosen', contributors: 'everySeat' },
  uniqueRules: [
    { ruleRef: 'CR 1.4 486.5', summary: 'a battlefield used in a game of the match cannot be chosen again' },
    { ruleRef: 'CR 1.4 486.6', summary: 'the first player to win two games wins the match' },
  ],
};
