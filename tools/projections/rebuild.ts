/**
 * Rebuilds every read model from the event log: empties the tables and replays all events through
 * the same projection code the handlers run live (ADR 0010).
 *
 *   node tools/run-ts.mjs tools/projections/rebuild.ts           rebuild, report what changed
 *   node tools/run-ts.mjs tools/projections/rebuild.ts --check   rebuild in a transaction, compare, roll back
 *
 * Safe while the platform runs: the rebuild is one transaction whose TRUNCATE makes live writers
 * wait and then project their own events on top. `--check` exits 1 when the rebuilt tables
 * differ from the live ones. Uses DATABASE_URL / DATABASE_SCHEMA like the apps.
 */
import 'reflect-metadata';
import { PostgresEventStore, runMigrations } from '@arbiter/event-store';
import { rebuildReadModels } from '@arbiter/tournament-application';
import { parseArgs } from 'node:util';
import { allProjections, connectToolDataSource } from './read-models.js';
import { compareSnapshots, snapshotTables, type TableDifference } from './table-snapshot.js';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const dataSource = await connectToolDataSource('arbiter-rebuild');

class CheckOnly extends Error {
  constructor(readonly differences: TableDifference[]) {
    super('check only: rolled back');
  }
}

try {
  await runMigrations(dataSource);
  const store = new PostgresEventStore(dataSource, { notify: false });
  const projections = allProjections();
  const tables = projections.flatMap((projection) => [...projection.tables]);
  const started = performance.now();
  let differences: TableDifference[] = [];
  let events = 0;
  try {
    await store.transaction(async (tx) => {
      const before = await snapshotTables(tx.manager, tables);
      events = (await rebuildReadModels(tx, projections)).events;
      differences = compareSnapshots(before, await snapshotTables(tx.manager, tables));
      if (values.check) throw new CheckOnly(differences);
    });
  } catch (error) {
    if (!(error instanceof CheckOnly)) throw error;
  }
  const ms = Math.round(performance.now() - started);
  console.log(`${values.check ? 'checked' : 'rebuilt'} ${tables.length} tables from ${events} events in ${ms} ms`);
  for (const difference of differences) {
    console.log(`  ${difference.table}: ${difference.missing} row(s) differed from the log, ${difference.unexpected} row(s) rebuilt anew`);
  }
  if (differences.length === 0) console.log('  the read models equal a rebuild from the log');
  if (values.check && differences.length > 0) process.exitCode = 1;
} finally {
  await dataSource.destroy();
}
