import type { EventFormat } from '../model/validate-event.js';

/**
 * Swiss rounds for a field of `entrants`: enough rounds that a perfectly paired field has at most
 * one entrant who never lost (⌈log2 n⌉ for 1v1 and teams). In FFA3 only one in three wins a pod,
 * so ⌈log3 n⌉ rounds leave a single entrant who won every pod.
 */
export function recommendedSwissRounds(entrants: number, format: EventFormat): number {
  if (entrants < (format === 'pods' ? 3 : 2)) return 0;
  const base = format === 'pods' ? 3 : 2;
  let rounds = 0;
  for (let reach = 1; reach < entrants; reach *= base) rounds++;
  return Math.max(1, rounds);
}

/**
 * Entrants who advance to the single-elimination top cut (0: the Swiss decides alone).
 * 1v1 and teams: top 4 from 8 entrants, top 8 from 16, then one size up per doubling past 512
 * (top 16 to 1,024, top 32 to 2,048, top 64 above). FFA3: one final pod (top 3) from 6 entrants,
 * top 9 (three pods, then the final) from 27, top 27 from 243.
 */
export function recommendedTopCut(entrants: number, format: EventFormat): number {
  if (format === 'pods') {
    if (entrants >= 243) return 27;
    if (entrants >= 27) return 9;
    return entrants >= 6 ? 3 : 0;
  }
  if (entrants < 8) return 0;
  if (entrants < 16) return 4;
  if (entrants <= 512) return 8;
  if (entrants <= 1_024) return 16;
  return entrants <= 2_048 ? 32 : 64;
}
