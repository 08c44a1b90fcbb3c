import { type Action, engineFor, type GameView, type RulesetId, type Viewer, type ViewEvent } from '@arbiter/rulesets';
import { type MatchView, matchViewFor, pendingMatch } from '@arbiter/modes';
import type { MatchResultInput } from '@arbiter/tournament-domain';
import type { OnlineMatchDecision, OnlineSeat } from './online-game.events.js';
import { type ExistingOnlineGame, seatOfAccount } from './online-game.state.js';

/** What one viewer may see of an online game (rule 127: hidden information stays hidden). */
export interface OnlineGameView {
  readonly gameId: string;
  readonly matchId: string;
  readonly tournamentId: string;
  readonly status: 'playing' | 'finished';
  /** The rules the games are played under (recorded when the match was created; ADR 0060). */
  readonly ruleset: RulesetId;
  /** Who sits where; the accounts behind a seat are not shown. */
  readonly seats: readonly Omit<OnlineSeat, 'accountIds'>[];
  readonly viewer: Viewer;
  /** The seat that must decide now (engine or match decision), null when nobody must. */
  readonly waitingFor: number | null;
  /** The match around the games (no decks of others, no seed, no generator state). */
  readonly match: MatchView;
  /** The engine game in progress or last played, as this viewer may see it. */
  readonly game: GameView | null;
  readonly result: MatchResultInput | null;
  /** How many of the last actions a judge can take back now (TR 14.3): those of the game in progress. */
  readonly rewindableActions: number;
}

export function onlineGameView(state: ExistingOnlineGame, viewer: Viewer): OnlineGameView {
  return {
    gameId: state.info.gameId,
    matchId: state.info.matchId,
    tournamentId: state.info.tournamentId,
    status: state.status,
    ruleset: state.match.ruleset,
    seats: state.info.seats.map(({ seat, entrantId, name }) => ({ seat, entrantId, name })),
    viewer,
    waitingFor: waitingFor(state),
    match: matchViewFor(state.match, viewer),
    game: state.game ? engineFor(state.match.ruleset).viewFor(state.game, viewer) : null,
    result: state.status === 'finished' ? state.result : null,
    rewindableActions: state.status === 'playing' ? state.checkpoints.length : 0,
  };
}

/**
 * How an account sees a game: its own seat when it plays in it; everything when it is staff of
 * the tournament and not seated (judges review games, TR 8.2); otherwise only what is public (127).
 * A judge who also plays sees the game as a player: a seat never learns more than its own.
 */
export function viewerOf(state: ExistingOnlineGame, accountId: string | null, isStaff: boolean): Viewer {
  const seat = accountId === null ? null : seatOfAccount(state, accountId);
  if (seat !== null) return { kind: 'seat', seat };
  return isStaff ? { kind: 'judge' } : { kind: 'spectator' };
}

function waitingFor(state: ExistingOnlineGame): number | null {
  if (state.status === 'finished') return null;
  const match = pendingMatch(state.match);
  if (match.status === 'deciding') return match.decisions[0]?.seat ?? null;
  return state.game ? (engineFor(state.match.ruleset).pending(state.game)?.seat ?? null) : null;
}

/** The legal actions of `seat` now: engine actions during a game, match decisions between games. */
export function onlineLegalActions(state: ExistingOnlineGame, seat: number): readonly (Action | OnlineMatchDecision)[] {
  if (state.status === 'finished') return [];
  const match = pendingMatch(state.match);
  if (match.status === 'deciding') {
    return match.decisions
      .filter((decision) => decision.seat === seat)
      .flatMap((decision): OnlineMatchDecision[] =>
        decision.kind === 'chooseFirstPlayer'
          ? decision.options.map((first) => ({ type: 'chooseFirstPlayer', first }))
          : decision.options.map((card) => ({ type: 'chooseBattlefield', card })),
      );
  }
  if (match.status !== 'playing' || !state.game) return [];
  return engineFor(state.match.ruleset).legalActions(state.game, seat);
}

/**
 * The engine event log of every game of the match for `viewer`: redacted for seats and
 * spectators (no hands of others, no deck order, no generator state, no hashes), complete for
 * judges (with hashes, so a replay proves it reproduces the game).
 */
export function onlineReplay(state: ExistingOnlineGame, viewer: Viewer): readonly ViewEvent[] {
  if (!state.game) return [];
  return engineFor(state.match.ruleset).redactEvents(state.game, state.log, viewer);
}
