/**
 * `npm run migrate`: runs every pending migration (the event store's, then every read model's)
 * against DATABASE_URL / DATABASE_SCHEMA and prints what it ran. The apps run the same list at
 * start-up (unless RUN_MIGRATIONS_ON_START=false); this command is for deployments that migrate
 * as a step of their own. Concurrent runs are safe: they serialize on an advisory lock.
 */
import 'reflect-metadata';
import { runMigrations } from '@arbiter/event-store';
import { connectToolDataSource } from '../projections/read-models.js';

const dataSource = await connectToolDataSource('arbiter-migrate');
try {
  const ran = await runMigrations(dataSource);
  if (ran.length === 0) console.log('migrations: nothing to do, the schema is up to date');
  for (const name of ran) console.log(`migrated: ${name}`);
} finally {
  await dataSource.destroy();
}
