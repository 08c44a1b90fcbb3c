import type { EventStoreTransaction } from '@arbiter/application';
import type { EntityManager } from 'typeorm';
import type { ProjectedEvent } from './projected-event.js';

/** A projection as the rebuild sees it (the tournament and identity read models both fit). */
export interface RebuildableProjection {
  readonly tables: readonly string[];
  apply(manager: EntityManager, events: readonly ProjectedEvent[]): Promise<void>;
}

export interface RebuildReport {
  readonly events: number;
  readonly tables: readonly string[];
}

const PAGE_SIZE = 5_000;

/**
 * Empties the projections' tables and replays the whole log through them, inside the caller's
 * transaction. `TRUNCATE` locks the tables, so live writers wait for the rebuild and then
 * project their own events on top of it: nothing is lost or applied twice even while the
 * platform runs. Events are replayed in global order, each through the same code that projects
 * it live.
 */
export async function rebuildReadModels(tx: EventStoreTransaction, projections: readonly RebuildableProjection[]): Promise<RebuildReport> {
  const tables = projections.flatMap((projection) => [...projection.tables]);
  await tx.manager.query(`TRUNCATE ${tables.join(', ')}`);
  let after = 0;
  let count = 0;
  for (;;) {
    const page = await tx.readAll(after, PAGE_SIZE);
    if (page.length === 0) break;
    const events: ProjectedEvent[] = page.map((event) => ({ streamId: event.streamId, type: event.type, data: event.data }));
    for (const projection of projections) await projection.apply(tx.manager, events);
    count += page.length;
    after = page[page.length - 1]?.globalPosition ?? after;
  }
  return { events: count, tables };
}
