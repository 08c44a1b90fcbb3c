/**
 * The four sanctioned modes (core rules 644-648) as the tournament sees them: who an entrant is,
 * how many entrants share a table, how many games a match has and how many battlefields a deck
 * brings. The game rules themselves live in the engine and `@arbiter/modes`.
 */
export type TournamentMode = 'duel' | 'match' | 'ffa3' | 'magma_chamber';

export const tournamentModes: readonly TournamentMode[] = ['duel', 'match', 'ffa3', 'magma_chamber'];

export interface ModeFacts {
  /** Players enter alone, or as fixed teams of two (Magma Chamber, 648.2). */
  readonly entrant: 'player' | 'team';
  /** Entrants per table: 2 (1v1 or team v team) or 3 (an FFA3 pod, 646.1). */
  readonly seats: 2 | 3;
  /** Games per match: best of 1 (644.6, 646.6) or best of 3 (645.6). */
  readonly bestOf: 1 | 3;
  /** Battlefields each deck brings (644.4.a, 645.4.a, 646.4.a; Magma Chamber 648.4.a). */
  readonly battlefieldsPerDeck: number;
  /** Default round length: 60 minutes for best-of-3 (architecture), 50 otherwise (TR 10.4). */
  readonly defaultRoundMinutes: number;
}

export const modeFacts: Readonly<Record<TournamentMode, ModeFacts>> = {
  duel: { entrant: 'player', seats: 2, bestOf: 1, battlefieldsPerDeck: 3, defaultRoundMinutes: 50 },
  match: { entrant: 'player', seats: 2, bestOf: 3, battlefieldsPerDeck: 3, defaultRoundMinutes: 60 },
  ffa3: { entrant: 'player', seats: 3, bestOf: 1, battlefieldsPerDeck: 3, defaultRoundMinutes: 50 },
  magma_chamber: { entrant: 'team', seats: 2, bestOf: 1, battlefieldsPerDeck: 1, defaultRoundMinutes: 50 },
};

/** Players per team in team modes (648.2: 2v2). */
export const TEAM_SIZE = 2;
