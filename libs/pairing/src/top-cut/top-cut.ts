import type { EntrantId } from '../model/entrant.js';
import { type Result, fail, ok } from '../model/result.js';
import type { PodSize } from '../model/pod-size.js';
import type { EventFormat } from '../model/validate-event.js';
import type { StandingRow } from '../standings/standings.types.js';
import { createEliminationBracket, recordEliminationWinner } from './elimination-bracket.js';
import { createPodBracket, isPodCutSize, recordPodWinner } from './pod-bracket.js';
import type { TopCutBracket } from './top-cut.types.js';

/** The best `size` entrants of the final Swiss standings that have not dropped, best first. */
export function topCutSeeds(rows: readonly StandingRow[], size: number): EntrantId[] {
  return rows.filter((row) => !row.dropped).slice(0, size).map((row) => row.entrant);
}

/**
 * Builds the top cut: single elimination seeded by standings for 1v1 and teams (1-8, 4-5, 2-7,
 * 3-6 for a top 8), or pods of `podSize` (FFA3 3, War 4) seeded in a snake whose winners advance.
 */
export function createTopCut(format: EventFormat, seeded: readonly EntrantId[], podSize: PodSize = 3): Result<TopCutBracket> {
  if (new Set(seeded).size !== seeded.length) return fail('pairing/invalid_top_cut', 'an entrant is seeded twice');
  if (format === 'pods') {
    if (!isPodCutSize(seeded.length, podSize)) {
      const sizes = podSize === 4 ? '4, 16 or 64' : '3, 9, 27 or 81';
      return fail('pairing/invalid_top_cut', `a top cut of pods of ${podSize} needs ${sizes} entrants, got ${seeded.length}`);
    }
    return ok(createPodBracket(seeded, podSize));
  }
  if (seeded.length < 2) return fail('pairing/invalid_top_cut', 'a top cut needs at least 2 entrants');
  return ok(createEliminationBracket(seeded));
}

/** Records who won a top-cut match or pod and advances the bracket. */
export function recordTopCutWinner(bracket: TopCutBracket, matchId: string, winner: EntrantId): Result<TopCutBracket> {
  switch (bracket.kind) {
    case 'single_elimination':
      return recordEliminationWinner(bracket, matchId, winner);
    case 'pod_elimination':
      return recordPodWinner(bracket, matchId, winner);
    default: {
      const unreachable: never = bracket;
      return unreachable;
    }
  }
}
