/** 644: 1v1 Duel, best of 1. */
import { DEFAULT_MODE_RULES, type GameMode } from '@arbiter/engine';
import type { ModeDefinition } from '../model/mode-definition.js';

export const DUEL_GAME: GameMode = {
  id: 'duel',
  name: 'Duel',
  seatCount: 2, // 644.1
  teams: null, // 644.2: one opponent each, no teams
  victoryScore: 8, // 644.3
  battlefieldsPerDeck: 3, // 644.4.a
  battlefieldsInPlay: 2, // 644.4
  // 644.7: the second player channels one extra rune in its first channel phase.
  firstTurn: { skipFirstDraw: [], extraRunesInFirstChannel: [{ position: 1, runes: 1 }] },
  rules: DEFAULT_MODE_RULES,
};

export const DUEL: ModeDefinition = {
  id: 'duel',
  name: 'Duel',
  ruleRef: 'CR 1.4 485',
  game: DUEL_GAME,
  opponentsPerPlayer: 1,
  bestOf: 1, // 644.6
  // 644.5: one of each player's three battlefields at random.
  battlefieldSelection: { kind: 'random', contributors: 'everySeat' },
  uniqueRules: [],
};
