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
  /** Points for 1st, 2nd and 3rd place; tied players share the better place. */
  readonly placementPoints: readonly [number, number, number];
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
