/**
 * The append is one SQL statement: the stream-version check, the event rows and the outbox rows
 * commit or fail together, in a single round trip. The wake-up notification is sent after the
 * commit, outside the transaction (see `append-notifier.ts`).
 *
 * Parameters: $1 stream id, $2 event count, $3 events (jsonb array), then the expected version (only
 * for an exact version) and the outbox messages (jsonb array, only when there are any).
 */
import type { ExpectedVersion } from '@arbiter/application';

export const eventsChannel = 'arbiter_events';

/** The CTE that moves the stream version, returning the version before the batch as `base`. */
function streamStep(expected: ExpectedVersion, expectedParameter: string): string {
  if (expected === 'any') {
    return `INSERT INTO event_streams (stream_id, version) VALUES ($1, $2)
            ON CONFLICT (stream_id) DO UPDATE SET version = event_streams.version + EXCLUDED.version
            RETURNING version - $2 AS base`;
  }
  if (expected === 'no_stream' || expected === 0) {
    return `INSERT INTO event_streams (stream_id, version) VALUES ($1, $2)
            ON CONFLICT (stream_id) DO NOTHING
            RETURNING 0::bigint AS base`;
  }
  return `UPDATE event_streams SET version = version + $2
          WHERE stream_id = $1 AND version = ${expectedParameter}
          RETURNING version - $2 AS base`;
}

export interface AppendStatementInput {
  readonly streamId: string;
  readonly count: number;
  readonly eventsJson: string;
  readonly expected: ExpectedVersion;
  readonly outboxJson: string | null;
}

export interface Statement {
  readonly sql: string;
  readonly parameters: unknown[];
}

export function appendStatement(input: AppendStatementInput): Statement {
  const parameters: unknown[] = [input.streamId, input.count, input.eventsJson];
  const exact = typeof input.expected === 'number' && input.expected > 0;
  if (exact) parameters.push(input.expected);
  const expectedParameter = `$${parameters.length}`;
  let outboxStep = '';
  if (input.outboxJson !== null) {
    parameters.push(input.outboxJson);
    outboxStep = `, outboxed AS (
         INSERT INTO outbox (id, topic, stream_id, payload)
         SELECT (m.value->>'id')::uuid, m.value->>'topic', $1, m.value->'payload'
         FROM stream CROSS JOIN jsonb_array_elements($${parameters.length}::jsonb) AS m(value)
       )`;
  }
  const sql = `
    WITH stream AS (${streamStep(input.expected, expectedParameter)}),
    batch AS (
      SELECT (e.value->>'id')::uuid AS event_id,
             e.value->>'type' AS type,
             (e.value->>'schemaVersion')::integer AS schema_version,
             e.value->'data' AS data,
             e.value->'metadata' AS metadata,
             e.ordinality AS ord
      FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(value, ordinality)
    ),
    inserted AS (
      INSERT INTO events (event_id, stream_id, stream_version, type, schema_version, data, metadata)
      SELECT b.event_id, $1, stream.base + b.ord, b.type, b.schema_version, b.data, b.metadata
      FROM stream CROSS JOIN batch b
      ORDER BY b.ord
      RETURNING global_position, stream_version
    )${outboxStep}
    SELECT (SELECT base FROM stream) AS base,
           (SELECT array_agg(global_position ORDER BY stream_version) FROM inserted) AS positions`;
  return { sql, parameters };
}
