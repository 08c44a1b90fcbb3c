import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event store's tables.
 *
 * - `event_streams` holds one row per stream with its current version. Appends update this row,
 *   so the row lock serializes writers of one stream and the `version = expected` check makes a
 *   stale writer fail instead of interleaving.
 * - `events` is append-only. `transaction_id` records the writing transaction so catch-up
 *   subscriptions can read in (transaction, position) order and never pass over an event that a
 *   slower transaction commits later with a smaller position (ADR 0002).
 * - `outbox` rows are written in the same transaction as the events they belong to.
 * - `subscription_checkpoints` remembers how far each catch-up subscription has got.
 */
export class CreateEventStore1763800000000 implements MigrationInterface {
  readonly name = 'CreateEventStore1763800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE event_streams (
        stream_id text PRIMARY KEY,
        version bigint NOT NULL CHECK (version >= 0)
      )`);
    await runner.query(`
      CREATE TABLE events (
        global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        event_id uuid NOT NULL,
        stream_id text NOT NULL,
        stream_version bigint NOT NULL,
        type text NOT NULL,
        schema_version integer NOT NULL DEFAULT 1,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        recorded_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_event_id_unique UNIQUE (event_id),
        CONSTRAINT events_stream_version_unique UNIQUE (stream_id, stream_version)
      )`);
    await runner.query(
      `CREATE INDEX events_transaction_order ON events (transaction_id, global_position)`,
    );
    await runner.query(`
      CREATE TABLE outbox (
        id uuid PRIMARY KEY,
        topic text NOT NULL,
        stream_id text,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'dead')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        enqueued_at timestamptz,
        processed_at timestamptz
      )`);
    await runner.query(
      `CREATE INDEX outbox_pending_by_topic ON outbox (topic, created_at) WHERE status = 'pending'`,
    );
    await runner.query(`
      CREATE TABLE subscription_checkpoints (
        subscription_id text PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT '0',
        global_position bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE subscription_checkpoints`);
    await runner.query(`DROP TABLE outbox`);
    await runner.query(`DROP TABLE events`);
    await runner.query(`DROP TABLE event_streams`);
  }
}
