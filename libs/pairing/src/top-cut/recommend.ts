import type { PodSize } from '../model/pod-size.js';
import type { EventFormat } from '../model/validate-event.js';

/**
 * Swiss rounds for a field of `entrants`: enough rounds that a perfectly paired field has at most
 * one entrant who never lost (⌈log2 n⌉ for 1v1 and teams). In FFA3 only one in three wins a pod,
 * so ⌈log3 n⌉ rounds leave a single entrant who won every pod; in War one in four, ⌈log4 n⌉.
 */
export function recommendedSwissRounds(entrants: number, format: EventFormat, podSize: PodSize = 3): number {
  if (entrants < (format === 'pods' ? 3 : 2)) return 0;
  const base = format === 'pods' ? podSize : 2;
  let rounds = 0;
  for (let reach = 1; reach < entrants; reach *= base) rounds++;
  return Math.max(1, rounds);
}

/**
 * Entrants who advance to the single-elimination top cut (0: the Swiss decides alone).
 * 1v1 and teams: top 4 from 8 entrants, top 8 from 16, then one size up per doubling past 512
 * (top 16 to 1,024, top 32 to 2,048, top 64 above). Pods of `k` (FFA3 3, War 4): one final pod
 * (top k) from 2k entrants, k² (k pods, then the final) from k³, k³ from k⁵: FFA3 3 from 6,
 * 9 from 27, 27 from 243; War 4 from 8, 16 from 64, 64 from 1,024.
 */
export function recommendedTopCut(entrants: number, format: EventFormat, podSize: PodSize = 3): number {
  if (format === 'pods') {
    const k = podSize;
    if (entrants >= k ** 5) return k ** 3;
    if (entrants >= k ** 3) return k ** 2;
    return entrants >= 2 * k ? k : 0;
  }
  if (entrants < 8) return 0;
  if (entrants < 16) return 4;
  if (entrants <= 512) return 8;
  if (entrants <= 1_024) return 16;
  return entrants <= 2_048 ? 32 : 64;
}
