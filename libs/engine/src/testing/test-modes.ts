/**
 * Test-only mode definitions that exercise the engine's mode hooks: three players alone (the
 * FFA3 shape) and four players in two teams sharing a score (the Magma Chamber shape). The
 * modes library owns the official definitions; these exist so the engine's side of every hook
 * is tested here.
 */
import { DEFAULT_MODE_RULES, type GameMode } from '../model/game-mode.js';

export const TEST_THREE_PLAYERS: GameMode = {
  id: 'test-ffa3',
  name: 'Three players (test)',
  seatCount: 3,
  teams: null,
  victoryScore: 8,
  battlefieldsPerDeck: 3,
  battlefieldsInPlay: 3,
  firstTurn: { skipFirstDraw: [0], extraRunesInFirstChannel: [{ position: 2, runes: 1 }] },
  rules: DEFAULT_MODE_RULES,
};

export const TEST_TWO_TEAMS: GameMode = {
  id: 'test-2v2',
  name: 'Two teams of two (test)',
  seatCount: 4,
  teams: [
    [0, 2],
    [1, 3],
  ],
  victoryScore: 11,
  battlefieldsPerDeck: 3,
  battlefieldsInPlay: 3,
  firstTurn: { skipFirstDraw: [0], extraRunesInFirstChannel: [{ position: 3, runes: 1 }] },
  rules: {
    teammatesAreRelevant: true,
    teammatesActOnTurn: true,
    friendlyIncludesTeammates: true,
    teammateBattlefieldsDoNotScore: true,
    teammatesSeeHands: false,
  },
};

/** The War shape (CR 1.4 488): four players alone; the official definition is in libs/modes. */
export const TEST_FOUR_PLAYERS: GameMode = {
  id: 'test-ffa4',
  name: 'Four players (test)',
  seatCount: 4,
  teams: null,
  victoryScore: 8,
  battlefieldsPerDeck: 3,
  battlefieldsInPlay: 3,
  firstTurn: { skipFirstDraw: [0], extraRunesInFirstChannel: [{ position: 3, runes: 1 }] },
  rules: DEFAULT_MODE_RULES,
};
