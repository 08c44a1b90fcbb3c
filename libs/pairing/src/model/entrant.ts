/** Entrants are opaque ids chosen by the caller (a player id, or a team id for 2v2). */
export type EntrantId = string;

export interface Entrant {
  readonly id: EntrantId;
  /** First round the entrant can be paired in (late entry); earlier rounds count as missed. Default 1. */
  readonly joinedInRound?: number;
  /** The entrant plays no round after this one (a drop); 0 means dropped before round 1. */
  readonly droppedInRound?: number;
  /** Round-one seeding: higher is stronger. Without ratings round 1 is paired at random (seeded). */
  readonly rating?: number;
  /** The players of a fixed team that enters the Swiss as one entrant (2v2). */
  readonly members?: readonly string[];
}

/** Whether the entrant takes part in `round` (joined already, not dropped before it). */
export function isActiveIn(entrant: Entrant, round: number): boolean {
  return (entrant.joinedInRound ?? 1) <= round && (entrant.droppedInRound ?? Infinity) >= round;
}
