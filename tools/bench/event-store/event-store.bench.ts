/**
 * Event store throughput against the raw operation underneath it (issue 2).
 *
 * - append1PerSec / append50PerSec: events per second appended in batches of 1 and of 50, with an
 *   exact expected version each time (the normal command path), by `writers` concurrent writers,
 *   each on its own stream.
 * - rawInsertPerSec: rows per second of plain multi-row INSERTs (50 rows each) of rows of the same
 *   size (same data, same metadata) into a table with no constraints or indexes, same connections,
 *   same concurrency.
 * - readAllPerSec: events per second read back through `readAll` in pages of 5,000 (`readAllPages`,
 *   which asks for the next page while the current one is handled).
 *
 * The machine is shared and noisy, so append50 and the raw insert run in nine short alternating
 * rounds and the medians are reported (ratio50 is the median of the per-round ratios); the read
 * runs over the whole log once to warm up, then is timed.
 *
 * usage: npm run bench:event-store [-- --events 100000 --writers 4]
 */
import { createTestDatabase } from '@arbiter/event-store/testing';
import { PostgresEventStore, type NewEvent } from '@arbiter/event-store';
import { printResultLine, printTable, rate, timed } from '../support/report.js';

const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const totalEvents = argument('events', 100_000);
const writers = argument('writers', 4);
const single = Math.min(totalEvents / 10, 10_000);

/** A payload the size of a typical game event (~220 bytes of JSON). */
function payload(i: number): Record<string, unknown> {
  return { card: `OGN-${String(i % 298).padStart(3, '0')}`, seat: i % 2, targets: [`u${i}`, `u${i + 1}`], cost: { energy: 3, power: ['fury'] }, note: 'x'.repeat(96) };
}
const metadata = { actor: 'bench', stateHash: 'f'.repeat(16) };
const newEvent = (i: number): NewEvent => ({ type: 'CardPlayed', data: payload(i), metadata });
/** What the store keeps as metadata for such an event: the caller's plus correlation and causation. */
const storedMetadata = JSON.stringify({ actor: 'bench', causationId: null, correlationId: '0190f0c2-5a7e-7d3c-9d1e-3c2b1a0f9e8d', stateHash: 'f'.repeat(16) });

const database = await createTestDatabase('bench_es', { poolSize: writers + 2 });
const store = new PostgresEventStore(database.dataSource, { notify: !process.argv.includes("--no-notify") });
const db = database.dataSource;
await db.query(`CREATE TABLE raw_rows (stream_id text, stream_version bigint, type text, data jsonb, metadata jsonb)`);

async function appendAll(batchSize: number, eventsPerWriter: number, label: string): Promise<number> {
  const { ms } = await timed(() =>
    Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        let version = 0;
        for (let done = 0; done < eventsPerWriter; done += batchSize) {
          const batch = Array.from({ length: batchSize }, (_, k) => newEvent(done + k));
          version = (await store.append(`${label}-${writer}`, batch, version)).nextExpectedVersion;
        }
      }),
    ),
  );
  return rate(writers * eventsPerWriter, ms);
}

function rawInsertStatement(writer: number, from: number, rows: number): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  const tuples: string[] = [];
  for (let k = 0; k < rows; k++) {
    const p = values.length;
    tuples.push(`($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5})`);
    values.push(`raw-${writer}`, from + k + 1, 'CardPlayed', JSON.stringify(payload(from + k)), storedMetadata);
  }
  return { sql: `INSERT INTO raw_rows VALUES ${tuples.join(', ')}`, values };
}

async function rawInsertAll(rowsPerWriter: number): Promise<number> {
  const { ms } = await timed(() =>
    Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        for (let done = 0; done < rowsPerWriter; done += 50) {
          const statement = rawInsertStatement(writer, done, 50);
          await db.query(statement.sql, statement.values);
        }
      }),
    ),
  );
  return rate(writers * rowsPerWriter, ms);
}

/**
 * Appends of 50 events against raw inserts of 50 rows, in short alternating rounds (each kind alone
 * at full concurrency within its round): slow drifts in the load of this shared machine then hit
 * both kinds alike. Medians over the rounds are reported.
 */
async function appendVersusRaw(eventsPerWriter: number, rounds: number, label: string): Promise<{ append50: number; raw: number; ratio: number }> {
  const perRound = Math.max(50, Math.round(eventsPerWriter / rounds / 50) * 50);
  const append: number[] = [];
  const raw: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    append.push(await appendAll(50, perRound, `${label}-${round}`));
    raw.push(await rawInsertAll(perRound));
    ratios.push((append.at(-1) ?? 0) / (raw.at(-1) ?? 1));
  }
  return { append50: median(append), raw: median(raw), ratio: median(ratios) };
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function readAllEvents(): Promise<{ perSec: number; count: number }> {
  let count = 0;
  const { ms } = await timed(async () => {
    for await (const page of store.readAllPages(0, 5_000)) count += page.length;
  });
  return { perSec: rate(count, ms), count };
}

try {
  await appendVersusRaw(2_500, 2, 'warmup');
  await db.query('TRUNCATE raw_rows');
  const append1PerSec = await appendAll(1, Math.round(single / writers), 'single');
  const mixed = await appendVersusRaw(Math.round(totalEvents / writers), 9, 'batch');
  const append50PerSec = mixed.append50;
  const rawInsertPerSec = mixed.raw;
  await readAllEvents();
  const read = await readAllEvents();
  const ratio50 = Number(mixed.ratio.toFixed(3));
  printTable(`event store, ${writers} concurrent writers`, [
    { figure: 'append, batches of 1 (events/s)', value: append1PerSec },
    { figure: 'append, batches of 50 (events/s)', value: append50PerSec },
    { figure: 'raw multi-row INSERT, 50 rows (rows/s)', value: rawInsertPerSec },
    { figure: 'append50 / raw insert', value: ratio50 },
    { figure: `readAll, ${read.count} events (events/s)`, value: read.perSec },
  ]);
  printResultLine('event-store', { append1PerSec, append50PerSec, rawInsertPerSec, ratio50, readAllPerSec: read.perSec });
} finally {
  await database.drop();
}
