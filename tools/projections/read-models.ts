/**
 * Every read model of the platform: the migrations that create their tables and the projections
 * that fill them. The rebuild tool and the account tool take their lists from here.
 */
import { connectDataSource, createDataSource } from '@arbiter/event-store';
import { AccountsProjection, identityMigrations } from '@arbiter/identity-application';
import { loadConfig } from '@arbiter/platform-runtime';
import { type RebuildableProjection, TournamentReadModels, tournamentMigrations } from '@arbiter/tournament-application';
import type { DataSource } from 'typeorm';

export const allMigrations: readonly (new () => object)[] = [...identityMigrations, ...tournamentMigrations];

/** Fresh projection instances (they hold no state; live handlers use the same classes). */
export function allProjections(): RebuildableProjection[] {
  return [new AccountsProjection(), new TournamentReadModels()];
}

/**
 * A connected data source for a command-line tool: DATABASE_URL / DATABASE_SCHEMA like the apps,
 * every migration of the platform registered. Two connections, because `runMigrations` holds an
 * advisory lock on one while it migrates on another.
 */
export async function connectToolDataSource(applicationName: string): Promise<DataSource> {
  const config = loadConfig();
  const dataSource = createDataSource({
    url: config.databaseUrl,
    ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
    poolSize: 2,
    migrations: allMigrations,
    applicationName,
  });
  await connectDataSource(dataSource, config.databaseSchema);
  return dataSource;
}
