import { engineFor, type GameEvent, type GameState } from '@arbiter/rulesets';
import { evolveMatch, type MatchEvent as ModeMatchEvent, type MatchState } from '@arbiter/modes';
import type { MatchResultInput, TournamentMode } from '@arbiter/tournament-domain';
import type { OnlineGameEvent, OnlineSeat } from './online-game.events.js';

export interface OnlineGameInfo {
  readonly gameId: string;
  readonly tournamentId: string;
  readonly matchId: string;
  readonly mode: TournamentMode;
  readonly seats: readonly OnlineSeat[];
}

/** The match and game as they were at one stream version (states are immutable and shared). */
export interface OnlineCheckpoint {
  readonly version: number;
  readonly match: MatchState;
  readonly game: GameState | null;
  readonly log: readonly GameEvent[];
}

interface OnlineGameData {
  readonly info: OnlineGameInfo;
  readonly match: MatchState;
  /** The engine game being played or last played (null before the first game starts). */
  readonly game: GameState | null;
  /** Every engine event of every game of the match, in order (for replays); actions a judge
   * took back are no longer in it. */
  readonly log: readonly GameEvent[];
  /** Stream events folded so far. */
  readonly version: number;
  /** The game in progress as it was before each of its actions, oldest first: what a judge's
   * backup can return to (TR 14.3). Empty between games and after a concession. */
  readonly checkpoints: readonly OnlineCheckpoint[];
}

/** The online game by status (style C.16). */
export type OnlineGameState =
  | { readonly status: 'none' }
  | (OnlineGameData & { readonly status: 'playing' })
  | (OnlineGameData & { readonly status: 'finished'; readonly result: MatchResultInput });

export type ExistingOnlineGame = Exclude<OnlineGameState, { readonly status: 'none' }>;

export function initialOnlineGameState(): OnlineGameState {
  return { status: 'none' };
}

function withSteps(data: OnlineGameData, matchEvents: readonly ModeMatchEvent[], gameEvents: readonly GameEvent[]): OnlineGameData {
  const match = matchEvents.reduce<MatchState>((state, event) => evolveMatch(state, event), data.match);
  // The match's ruleset names the engine: a match stored without one is played on the v1.0 engine.
  const { evolve, initialState } = engineFor(match.ruleset);
  let game = data.game;
  for (const event of gameEvents) game = evolve(event.type === 'GameCreated' ? initialState : (game ?? initialState), event);
  return { ...data, match, game, log: gameEvents.length === 0 ? data.log : [...data.log, ...gameEvents], version: data.version + 1 };
}

/** An action within the game in progress can be taken back; one that starts or ends a game,
 * a match decision between games, and a concession cannot. */
function afterAction(before: OnlineGameData, after: OnlineGameData, gameEvents: readonly GameEvent[], concession: boolean): OnlineGameData {
  const withinGame = !concession && before.match.phase.status === 'playing' && after.match.phase.status === 'playing' && !gameEvents.some((event) => event.type === 'GameCreated');
  const checkpoint: OnlineCheckpoint = { version: before.version, match: before.match, game: before.game, log: before.log };
  return { ...after, checkpoints: withinGame ? [...before.checkpoints, checkpoint] : [] };
}

function rewound(data: OnlineGameData, toVersion: number): OnlineGameData {
  const target = data.checkpoints.find((checkpoint) => checkpoint.version === toVersion);
  if (!target) throw new Error(`game ${data.info.gameId}: no checkpoint at version ${toVersion} to rewind to`);
  return {
    ...data,
    match: target.match,
    game: target.game,
    log: target.log,
    version: data.version + 1,
    checkpoints: data.checkpoints.filter((checkpoint) => checkpoint.version < toVersion),
  };
}

export function evolveOnlineGame(state: OnlineGameState, event: OnlineGameEvent): OnlineGameState {
  switch (event.type) {
    case 'OnlineGameStarted': {
      const { gameId, tournamentId, matchId, mode, seats, matchEvents, gameEvents } = event.data;
      const [created, ...rest] = matchEvents;
      if (!created) throw new Error(`game ${gameId}: OnlineGameStarted without MatchCreated`);
      const base: OnlineGameData = { info: { gameId, tournamentId, matchId, mode, seats }, match: evolveMatch(null, created), game: null, log: [], version: 0, checkpoints: [] };
      return { status: 'playing', ...withSteps(base, rest, gameEvents) };
    }
    case 'GameActionTaken':
    case 'OnlineGameConceded': {
      if (state.status !== 'playing') return state;
      const after = withSteps(state, event.data.matchEvents, event.data.gameEvents);
      return { status: 'playing', ...afterAction(state, after, event.data.gameEvents, event.type === 'OnlineGameConceded') };
    }
    case 'GameRewound':
      if (state.status !== 'playing') return state;
      return { status: 'playing', ...rewound(state, event.data.toVersion) };
    case 'OnlineGameFinished':
      if (state.status !== 'playing') return state;
      return { ...state, status: 'finished', result: event.data.result, version: state.version + 1, checkpoints: [] };
    default: {
      const unreachable: never = event;
      throw new Error(`unknown online game event ${JSON.stringify(unreachable)}`);
    }
  }
}

/** The seat an account plays in, or null (spectators, staff, strangers). */
export function seatOfAccount(state: ExistingOnlineGame, accountId: string): number | null {
  return state.info.seats.find((seat) => seat.accountIds.includes(accountId))?.seat ?? null;
}
