import { CreateTournamentReadModels1763820000000 } from './1763820000000-create-tournament-read-models.js';
import { MatchConflicts1764060000000 } from './1764060000000-match-conflicts.js';
import { PlayersByTournamentAndAccount1764400000000 } from './1764400000000-players-by-tournament-and-account.js';
import { TournamentSnapshots1764500000000 } from './1764500000000-tournament-snapshots.js';

/** The tournament context's read-model migrations, in order (pass them to `DatabaseModule.forRoot`). */
export const tournamentMigrations = [
  CreateTournamentReadModels1763820000000,
  MatchConflicts1764060000000,
  PlayersByTournamentAndAccount1764400000000,
  TournamentSnapshots1764500000000,
];

/** The read-model tables, for the rebuild tool (children first). */
export const tournamentReadModelTables = [
  'trn_match_entrants',
  'trn_matches',
  'trn_rounds',
  'trn_entrants',
  'trn_players',
  'trn_staff',
  'trn_tournaments',
] as const;
