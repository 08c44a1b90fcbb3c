/** The state before `GameCreated`: the starting point of every replay. */
import { DEFAULT_MODE_RULES } from '../model/game-mode.js';
import type { GameState } from '../model/game-state.js';

export const EMPTY_STATE: GameState = {
  schema: 1,
  gameId: '',
  mode: {
    id: 'none',
    name: 'none',
    seatCount: 0,
    teams: null,
    victoryScore: 0,
    battlefieldsPerDeck: 0,
    battlefieldsInPlay: 0,
    firstTurn: { skipFirstDraw: [], extraRunesInFirstChannel: [] },
    rules: DEFAULT_MODE_RULES,
  },
  status: 'playing',
  turnOrder: [],
  seats: [],
  sides: [],
  objects: [],
  battlefields: [],
  turn: { number: 0, seat: 0, phase: 'setup', scored: [], controlAtStart: [] },
  chain: [],
  chainState: null,
  showdown: null,
  combat: null,
  effects: [],
  triggers: [],
  pending: null,
  result: null,
  rng: { a: 0, b: 0, c: 0, counter: 0 },
  nextId: 1,
  clock: 0,
  seq: 0,
  hash: '0000000000000000',
};
