import type { PodSize } from '@arbiter/pairing';

/**
 * The five sanctioned modes (core rules 644-648; War: Core Rules v1.4 488) as the tournament sees
 * them: who an entrant is, how many entrants share a table, how many games a match has and how
 * many battlefields a deck brings. The game rules themselves live in the engine and `@arbiter/modes`.
 */
export type TournamentMode = 'duel' | 'match' | 'ffa3' | 'war' | 'magma_chamber';

export const tournamentModes: readonly TournamentMode[] = ['duel', 'match', 'ffa3', 'war', 'magma_chamber'];

export interface ModeFacts {
  /** Players enter alone, or as fixed teams of two (Magma Chamber, 648.2). */
  readonly entrant: 'player' | 'team';
  /**
   * Entrants per table: 2 (1v1 or team v team), 3 (an FFA3 pod, 646.1) or 4 (a War pod,
   * CR 1.4 488.1; a War round seats 3 at a few tables where 4 do not divide the field, ADR 0038).
   */
  readonly seats: 2 | 3 | 4;
  /** Pod modes: players alone placed by score, paired in pods of this size (FFA3 3, War 4); `null` otherwise. */
  readonly podSize: PodSize | null;
  /** Games per match: best of 1 (644.6, 646.6, CR 1.4 488.6) or best of 3 (645.6). */
  readonly bestOf: 1 | 3;
  /** Battlefields each deck brings (644.4.a, 645.4.a, 646.4.a, CR 1.3 483.4.a; Magma Chamber 648.4.a). */
  readonly battlefieldsPerDeck: number;
  /** Default round length: 60 minutes for best-of-3 (architecture), 50 otherwise (TR 10.4). */
  readonly defaultRoundMinutes: number;
  /** The rule that defines the mode, for errors about its results. */
  readonly ruleRef: string;
}

export const modeFacts: Readonly<Record<TournamentMode, ModeFacts>> = {
  duel: { entrant: 'player', seats: 2, podSize: null, bestOf: 1, battlefieldsPerDeck: 3, defaultRoundMinutes: 50, ruleRef: 'CR 1.4 485' },
  match: { entrant: 'player', seats: 2, podSize: null, bestOf: 3, battlefieldsPerDeck: 3, defaultRoundMinutes: 60, ruleRef: 'CR 1.4 486' },
  ffa3: { entrant: 'player', seats: 3, podSize: 3, bestOf: 1, battlefieldsPerDeck: 3, defaultRoundMinutes: 50, ruleRef: 'CR 1.4 487' },
  war: { entrant: 'player', seats: 4, podSize: 4, bestOf: 1, battlefieldsPerDeck: 3, defaultRoundMinutes: 50, ruleRef: 'CR 1.4 488' },
  magma_chamber: { entrant: 'team', seats: 2, podSize: null, bestOf: 1, battlefieldsPerDeck: 1, defaultRoundMinutes: 50, ruleRef: 'CR 1.4 489' },
};

/** Players per team in team modes (648.2: 2v2). */
export const TEAM_SIZE = 2;
