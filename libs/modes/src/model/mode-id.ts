/** The sanctioned modes (643; War: CR 1.4 488) by the ids the tournament backend and clients use. */
export const MODE_IDS = ['duel', 'match', 'ffa3', 'war', 'magma-chamber'] as const;

export type ModeId = (typeof MODE_IDS)[number];

export function isModeId(value: string): value is ModeId {
  return (MODE_IDS as readonly string[]).includes(value);
}
