import { modeFacts } from '../settings/modes.js';
import type { PairedMatch } from '../state/match.state.js';
import type { MatchResultInput } from './match-result.js';

/**
 * The result a disqualification leaves in a two-seat match that is not over: the opponent wins
 * the match with the games a win needs (TR 13.2 (6)). In an FFA3 pod the game goes on without
 * the removed player (core rules 649-652), so there is no automatic result (`null`).
 */
export function disqualificationResult(match: PairedMatch, entrantId: string): MatchResultInput | null {
  if (match.seats.length !== 2 || !match.seats.some((seat) => seat.entrantId === entrantId)) return null;
  const needed = (modeFacts[match.info.mode].bestOf + 1) / 2;
  return {
    seats: match.seats.map((seat) => ({ entrantId: seat.entrantId, gameWins: seat.entrantId === entrantId ? 0 : needed })),
    gameDraws: 0,
  };
}
