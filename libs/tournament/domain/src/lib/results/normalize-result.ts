import { refusal, type Refusal } from '../decision.js';
import { modeFacts, type TournamentMode } from '../settings/modes.js';
import type { MatchResult, MatchResultInput, SeatResult } from './match-result.js';

export type NormalizedResult = { readonly ok: true; readonly result: MatchResult } | { readonly ok: false; readonly error: Refusal };

const invalid = (message: string, ruleRef?: string): NormalizedResult => ({
  ok: false,
  error: refusal('RESULT.INVALID', message, ruleRef ? { ruleRef } : {}),
});

const isCount = (value: number): boolean => Number.isInteger(value) && value >= 0;

/**
 * Checks a reported result against the match (every seat exactly once) and the mode's format,
 * and puts it in canonical form (match seat order, placements derived from game wins).
 * `decisive` refuses draws (top-cut matches need a winner).
 */
export function normalizeResult(
  mode: TournamentMode,
  seatOrder: readonly string[],
  input: MatchResultInput,
  decisive: boolean,
): NormalizedResult {
  const byEntrant = new Map(input.seats.map((seat) => [seat.entrantId, seat]));
  if (byEntrant.size !== input.seats.length || seatOrder.some((id) => !byEntrant.has(id)) || byEntrant.size !== seatOrder.length) {
    return invalid('a result names every entrant of the match exactly once');
  }
  const ordered = seatOrder.map((id) => byEntrant.get(id) as MatchResultInput['seats'][number]);
  const normalized = modeFacts[mode].podSize === null ? gamesResult(mode, ordered, input.gameDraws ?? 0) : podResult(ordered, modeFacts[mode].ruleRef);
  if (!normalized.ok) return normalized;
  if (decisive && normalized.result.seats.filter((seat) => seat.placement === 1).length !== 1) {
    return { ok: false, error: refusal('RESULT.DRAW_IN_TOP_CUT', 'a top-cut match needs a winner', { ruleRef: 'TR 2026-07-16 408.4' }) };
  }
  return normalized;
}

function gamesResult(mode: TournamentMode, seats: MatchResultInput['seats'], gameDraws: number): NormalizedResult {
  const wins = seats.map((seat) => seat.gameWins ?? 0);
  const [a = 0, b = 0] = wins;
  if (!wins.every(isCount) || !isCount(gameDraws)) return invalid('game counts are whole numbers from 0');
  const bestOf = modeFacts[mode].bestOf;
  const needed = (bestOf + 1) / 2;
  // Best of 1: one game (won or drawn) or none (an intentional draw). Best of 3: the first to two
  // game wins takes the match (645.6); after time the player with more game wins does (TR 10.4.2).
  if (a + b + gameDraws > bestOf) return invalid(`a best-of-${bestOf} match has at most ${bestOf} games`, bestOf === 3 ? 'CR 1.4 486.6' : 'CR 1.4 485.6');
  if (a > needed || b > needed || (a === needed && b === needed)) {
    return invalid(`a best-of-${bestOf} match ends when a player has won ${needed} game${needed > 1 ? 's' : ''}`, bestOf === 3 ? 'CR 1.4 486.6' : 'CR 1.4 485.6');
  }
  const placement = (mine: number, theirs: number): number => (mine >= theirs ? 1 : 2);
  const result: SeatResult[] = seats.map((seat, index) => ({
    entrantId: seat.entrantId,
    gameWins: wins[index] ?? 0,
    placement: placement(wins[index] ?? 0, wins[1 - index] ?? 0),
  }));
  return { ok: true, result: { seats: result, gameDraws } };
}

/** A pod's places (FFA3: 3 seats; War: 4, or 3 at a pod of three), by the mode's rule (`646`, `CR 1.4 488`). */
function podResult(seats: MatchResultInput['seats'], ruleRef: string): NormalizedResult {
  const places = seats.map((seat) => seat.placement ?? 0);
  if (!places.every((place) => Number.isInteger(place) && place >= 1 && place <= seats.length)) {
    return invalid(`every seat of a pod gets a place from 1 to ${seats.length}`, ruleRef);
  }
  // Tied seats share the better place, so the places must be "competition ranks": a seat's place
  // is one more than the number of seats strictly ahead of it.
  const consistent = places.every((place) => place === 1 + places.filter((other) => other < place).length);
  if (!consistent) return invalid('places of tied seats are shared (1, 1, 3 or 1, 2, 2)', ruleRef);
  return {
    ok: true,
    result: { seats: seats.map((seat, index) => ({ entrantId: seat.entrantId, gameWins: 0, placement: places[index] ?? 0 })), gameDraws: 0 },
  };
}
