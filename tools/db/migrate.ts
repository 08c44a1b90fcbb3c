/**
 * `npm run migrate`: runs every pending migration (the event store's, then every read model's)
 * against DATABASE_URL / DATABASE_SCHEMA and prints what it ran. The apps run the same list at
 * start-up (unless RUN_MIGRATIONS_ON_START=false); this command is for deployments that migrate
 * as a step of their own. Concurrent runs are safe: they serialize on an advisory lock.
 */
import 'reflect-metadata';
import { connectDataSource, createDataSource, runMigrations } from '@arbiter/event-store';
import { loadConfig } from '@arbiter/platform-runtime';
import { allMigrations } from '../projections/read-models.js';

const config = loadConfig();
const dataSource = createDataSource({
  url: config.databaseUrl,
  ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
  // One connection holds the advisory lock while another runs the migrations.
  poolSize: 2,
  migrations: allMigrations,
  applicationName: 'arbiter-migrate',
});

await connectDataSource(dataSource, config.databaseSchema);
try {
  const ran = await runMigrations(dataSource);
  if (ran.length === 0) console.log('migrations: nothing to do, the schema is up to date');
  for (const name of ran) console.log(`migrated: ${name}`);
} finally {
  await dataSource.destroy();
}
