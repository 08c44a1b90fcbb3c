import type { TiebreakerId } from './tiebreaker.js';

/** How rounds an entrant missed (late entry) count: as match losses, or not at all. */
export type MissedRoundPolicy = 'loss' | 'ignore';

/** Points for 1v1 and team matches. Integers, so pairing costs stay exact. */
export interface MatchPoints {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  readonly bye: number;
}

export interface SwissConfig {
  readonly points: MatchPoints;
  /** A bye counts as a match won this many games to none (for game-win %). */
  readonly byeGameWins: number;
  readonly missedRounds: MissedRoundPolicy;
  readonly tiebreakers: readonly TiebreakerId[];
  /** Floor for each opponent's match- and game-win % in omw / ogw (Magic and Riftbound: 0.33). */
  readonly percentFloor: number;
  /** Floor for each opponent's win % in owp / oowp (Pokémon: 0.25). */
  readonly pokemonFloor: number;
}

export interface PodConfig {
  /**
   * Points for each place of a pod, best first: exactly one value per seat, so the number of
   * values is the event's pod size (3: FFA3, `[3, 1, 0]`; 4: War, `[3, 1, 0, 0]`). Tied players
   * share the better place. In a War event a pod of three scores its 1st and 2nd like a pod of
   * four and its last seat like the 4th (ADR 0038).
   */
  readonly placementPoints: readonly number[];
  /** Placement points for a bye. */
  readonly byePoints: number;
  readonly missedRounds: MissedRoundPolicy;
  readonly tiebreakers: readonly TiebreakerId[];
  readonly percentFloor: number;
  readonly pokemonFloor: number;
}

/** Riftbound tournament defaults: 3/1/0, bye = 2-0 win, OMW% (33% floor), GW%, OGW%, random. */
export const defaultSwissConfig: SwissConfig = {
  points: { win: 3, draw: 1, loss: 0, bye: 3 },
  byeGameWins: 2,
  missedRounds: 'loss',
  tiebreakers: ['omw', 'gw', 'ogw', 'random'],
  percentFloor: 0.33,
  pokemonFloor: 0.25,
};

/** Fixed 2v2 teams play the same Swiss as single entrants. */
export const defaultTeamConfig: SwissConfig = defaultSwissConfig;

/** FFA3 defaults: placement points 3/1/0, a bye scores like a first place. */
export const defaultPodConfig: PodConfig = {
  placementPoints: [3, 1, 0],
  byePoints: 3,
  missedRounds: 'loss',
  tiebreakers: ['omw', 'gw', 'ogw', 'random'],
  percentFloor: 0.33,
  pokemonFloor: 0.25,
};

/**
 * War (four-player pods, CR 1.4 488) defaults: 3/1/0/0, the FFA3 scale with the fourth place
 * scoring like the last, so a pod of three in a War event scores exactly like an FFA3 pod.
 */
export const defaultWarPodConfig: PodConfig = { ...defaultPodConfig, placementPoints: [3, 1, 0, 0] };
