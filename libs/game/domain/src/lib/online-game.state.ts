import { evolve, type GameEvent, type GameState, initialState } from '@arbiter/engine';
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

interface OnlineGameData {
  readonly info: OnlineGameInfo;
  readonly match: MatchState;
  /** The engine game being played or last played (null before the first game starts). */
  readonly game: GameState | null;
  /** Every engine event of every game of the match, in order (for replays). */
  readonly log: readonly GameEvent[];
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
  let game = data.game;
  for (const event of gameEvents) game = evolve(event.type === 'GameCreated' ? initialState : (game ?? initialState), event);
  return { ...data, match, game, log: gameEvents.length === 0 ? data.log : [...data.log, ...gameEvents] };
}

export function evolveOnlineGame(state: OnlineGameState, event: OnlineGameEvent): OnlineGameState {
  switch (event.type) {
    case 'OnlineGameStarted': {
      const { gameId, tournamentId, matchId, mode, seats, matchEvents, gameEvents } = event.data;
      const [created, ...rest] = matchEvents;
      if (!created) throw new Error(`game ${gameId}: OnlineGameStarted without MatchCreated`);
      const base: OnlineGameData = { info: { gameId, tournamentId, matchId, mode, seats }, match: evolveMatch(null, created), game: null, log: [] };
      return { status: 'playing', ...withSteps(base, rest, gameEvents) };
    }
    case 'GameActionTaken':
    case 'OnlineGameConceded':
      if (state.status !== 'playing') return state;
      return { status: 'playing', ...withSteps(state, event.data.matchEvents, event.data.gameEvents) };
    case 'OnlineGameFinished':
      if (state.status !== 'playing') return state;
      return { ...state, status: 'finished', result: event.data.result };
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
