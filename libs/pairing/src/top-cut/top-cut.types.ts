import type { EntrantId } from '../model/entrant.js';
import type { PodSize } from '../model/pod-size.js';

/** A single-elimination match; a slot is null while its entrant is not known (or for a bye). */
export interface BracketMatch {
  readonly id: string;
  /** Standings seeds of the entrants in the slots (null for a bye or an undecided slot). */
  readonly seeds: readonly [number | null, number | null];
  readonly entrants: readonly [EntrantId | null, EntrantId | null];
  readonly winner: EntrantId | null;
}

/** 1v1 or team top cut: rounds[0] is the first round, the last round holds the final. */
export interface EliminationBracket {
  readonly kind: 'single_elimination';
  readonly rounds: readonly (readonly BracketMatch[])[];
  readonly champion: EntrantId | null;
}

export interface BracketPod {
  readonly id: string;
  /** Seat (turn) order: best seed first. */
  readonly seats: readonly EntrantId[];
  readonly seeds: readonly number[];
  readonly winner: EntrantId | null;
}

/** Pod top cut (FFA3, War): pods whose winners advance until one final pod remains. */
export interface PodBracket {
  readonly kind: 'pod_elimination';
  /** Seats per pod: 3 (FFA3) or 4 (War). */
  readonly podSize: PodSize;
  readonly rounds: readonly (readonly BracketPod[])[];
  readonly champion: EntrantId | null;
}

export type TopCutBracket = EliminationBracket | PodBracket;
