/**
 * Every read model of the platform: the migrations that create their tables and the projections
 * that fill them. The rebuild tool and the account tool take their lists from here.
 */
import { AccountsProjection, identityMigrations } from '@arbiter/identity-application';
import { type RebuildableProjection, TournamentReadModels, tournamentMigrations } from '@arbiter/tournament-application';

export const allMigrations: readonly (new () => object)[] = [...identityMigrations, ...tournamentMigrations];

/** Fresh projection instances (they hold no state; live handlers use the same classes). */
export function allProjections(): RebuildableProjection[] {
  return [new AccountsProjection(), new TournamentReadModels()];
}
