import type { Seat } from './ids.js';

/**
 * The policies a mode may change. Each is a hook point the engine consults (see
 * `rules/mode-policy.ts`); the defaults are the two-player behaviour of the core rules. Modes are
 * plain data so that a game state (which holds its mode) stays serializable and replayable.
 */
export interface ModeRules {
  /** CR 1.0 648.8.e: teammates are relevant players in every chain and showdown. Without effect
   * under v1.4, where every player takes part in every chain and showdown (CR 1.4 339.2, 347.4). */
  readonly teammatesAreRelevant: boolean;
  /** CR 1.3 484.8.a, 316.2.b.1: teammates may play spells and activate abilities on each other's
   * turns when the turn player invites them (CR 1.0 648.8.a: without an invitation). */
  readonly teammatesActOnTurn: boolean;
  /** 648.8.d: "friendly" includes objects controlled by a teammate. */
  readonly friendlyIncludesTeammates: boolean;
  /** 648.8.b, 630.1.a: battlefields a teammate controlled at the start of the turn do not score. */
  readonly teammateBattlefieldsDoNotScore: boolean;
  /** CR 1.3 484.8.e (648.8.f): whether a teammate may see a player's hand (false in Magma Chamber). */
  readonly teammatesSeeHands: boolean;
}

/** 642.7: first-turn adjustments, by position in the turn order (0 = first player). */
export interface FirstTurnRules {
  /** Positions whose first draw phase draws no card (646.7, 648.7 reading R3). */
  readonly skipFirstDraw: readonly number[];
  /** Positions that channel extra runes in their first channel phase (644.7, 646.7). */
  readonly extraRunesInFirstChannel: readonly { readonly position: number; readonly runes: number }[];
}

/**
 * 642: the variables of a mode, as the engine receives them. `teams` lists the seats that share
 * a score (reading R11); `null` means every seat plays alone.
 */
export interface GameMode {
  readonly id: string;
  readonly name: string;
  readonly seatCount: number;
  readonly teams: readonly (readonly Seat[])[] | null;
  readonly victoryScore: number;
  /** 103.4.a: battlefields each deck brings. */
  readonly battlefieldsPerDeck: number;
  /** 165: battlefields in play in a game of this mode. */
  readonly battlefieldsInPlay: number;
  readonly firstTurn: FirstTurnRules;
  readonly rules: ModeRules;
}

/** The two-player defaults of the core rules. */
export const DEFAULT_MODE_RULES: ModeRules = {
  teammatesAreRelevant: false,
  teammatesActOnTurn: false,
  friendlyIncludesTeammates: false,
  teammateBattlefieldsDoNotScore: false,
  teammatesSeeHands: false,
};

/** What `validateDeck` needs to know about a mode or tournament format. */
export interface DeckFormat {
  readonly battlefieldsPerDeck: number;
}
