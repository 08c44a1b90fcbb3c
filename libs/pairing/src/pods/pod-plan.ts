import type { PodSize } from '../model/pod-size.js';

/** How a round's free entrants are seated: `full` pods of the event's size, `short` pods of three, `byes`. */
export interface PodPlan {
  readonly full: number;
  /** Pods of three in a War round (always 0 in FFA3). */
  readonly short: number;
  readonly byes: number;
}

/**
 * FFA3: `n mod 3` byes, then pods of three. War (ADR 0038): as many entrants seated as
 * possible, in pods of four with the fewest pods of three that make the count divide:
 * 5 → one pod of four and a bye, 6 → two of three, 7 → 4 + 3, 9 → three of three, 10 → 4 + 3 + 3,
 * 11 → 4 + 4 + 3; from 6 entrants on nobody gets a bye. At most three pods of three are ever
 * needed, because 4 · 3 = 12 = 3 · 4.
 */
export function planPods(count: number, podSize: PodSize): PodPlan {
  if (podSize === 3) return { full: Math.floor(count / 3), short: 0, byes: count % 3 };
  for (let byes = 0; byes <= count; byes++) {
    const seated = count - byes;
    const short = (4 - (seated % 4)) % 4;
    if (3 * short <= seated) return { full: (seated - 3 * short) / 4, short, byes };
  }
  return { full: 0, short: 0, byes: count };
}
