import type { EntityManager } from 'typeorm';

/** Every row of every table as sorted JSON, for comparing a rebuild with what was there. */
export async function snapshotTables(manager: EntityManager, tables: readonly string[]): Promise<Map<string, string[]>> {
  const snapshot = new Map<string, string[]>();
  for (const table of tables) {
    const rows = (await manager.query(`SELECT to_jsonb(t)::text AS row FROM ${table} t ORDER BY 1`)) as { row: string }[];
    snapshot.set(table, rows.map((row) => row.row));
  }
  return snapshot;
}

export interface TableDifference {
  readonly table: string;
  readonly missing: number;
  readonly unexpected: number;
}

/** Rows the rebuild lacks (`missing`) or made that were not there (`unexpected`), per table. */
export function compareSnapshots(before: Map<string, string[]>, after: Map<string, string[]>): TableDifference[] {
  const differences: TableDifference[] = [];
  for (const [table, rows] of before) {
    const rebuilt = new Set(after.get(table) ?? []);
    const live = new Set(rows);
    const missing = rows.filter((row) => !rebuilt.has(row)).length;
    const unexpected = [...rebuilt].filter((row) => !live.has(row)).length;
    if (missing > 0 || unexpected > 0) differences.push({ table, missing, unexpected });
  }
  return differences;
}
