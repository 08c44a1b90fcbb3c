/**
 * A minimal Duel (644) definition owned by the engine, for scenarios, tests and the benchmark.
 * The modes library owns the official mode definitions.
 */
import { DEFAULT_MODE_RULES, type GameMode } from '../model/game-mode.js';

export const BASIC_DUEL: GameMode = {
  id: 'duel',
  name: 'Duel (engine test definition)',
  seatCount: 2,
  teams: null,
  victoryScore: 8,
  battlefieldsPerDeck: 3,
  battlefieldsInPlay: 2,
  // 644.7: the second player channels one extra rune in its first channel phase.
  firstTurn: { skipFirstDraw: [], extraRunesInFirstChannel: [{ position: 1, runes: 1 }] },
  rules: DEFAULT_MODE_RULES,
};
