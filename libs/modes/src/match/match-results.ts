/** Match results from game results: placements by game wins (645.6), or the single game's result. */
import type { Seat, SeatOutcome } from '@arbiter/rulesets';
import type { GameRecord, MatchEndReason, MatchResult, MatchState } from '../model/match-state.js';

/** Placements from scores, highest first; equal scores share a placement. */
export function placementsByScore(scores: readonly number[]): readonly number[] {
  return scores.map((score) => 1 + scores.filter((other) => other > score).length);
}

/** A unique first place wins; a shared first place draws; everyone else loses. */
export function outcomesFromPlacements(placements: readonly number[]): readonly SeatOutcome[] {
  const firsts = placements.filter((place) => place === 1).length;
  return placements.map((place) => (place !== 1 ? 'loss' : firsts === 1 ? 'win' : 'draw'));
}

export function gameWins(state: MatchState, seat: Seat): number {
  return state.games.filter((game) => game.result.outcomes[seat] === 'win').length;
}

/** Games needed to win the match: the first to two game wins in a best of 3 (645.6). */
export function winsNeeded(bestOf: number): number {
  return Math.floor(bestOf / 2) + 1;
}

/** The match is decided: someone has enough game wins, or every game of the format was played. */
export function matchDecided(state: MatchState, bestOf: number): boolean {
  if (state.games.length >= bestOf) return true;
  return state.players.some((_, seat) => gameWins(state, seat) >= winsNeeded(bestOf));
}

function singleGameResult(state: MatchState, game: GameRecord | undefined): Omit<MatchResult, 'reason'> {
  if (!game) return { placements: state.players.map(() => 1), outcomes: state.players.map(() => 'draw') };
  return { placements: game.result.placements, outcomes: game.result.outcomes };
}

/** The match result from its games (best of 1: the game's own placements; else by game wins). */
export function resultByGames(state: MatchState, bestOf: number, reason: MatchEndReason): MatchResult {
  if (bestOf === 1) return { reason, ...singleGameResult(state, state.games[0]) };
  const placements = placementsByScore(state.players.map((_, seat) => gameWins(state, seat)));
  return { reason, placements, outcomes: outcomesFromPlacements(placements) };
}

/** A seat leaves a two-sided match (concession or disqualification): every other seat wins. */
export function resultWithout(state: MatchState, leaver: Seat, reason: MatchEndReason): MatchResult {
  const placements = state.players.map((_, seat) => (seat === leaver ? 2 : 1));
  return { reason, placements, outcomes: placements.map((place) => (place === 1 ? 'win' : 'loss')) };
}
