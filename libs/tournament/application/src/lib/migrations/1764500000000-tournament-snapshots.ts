import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20: the state of a tournament aggregate at a version, so that a process that starts (or
 * restarts after a crash) in the middle of an event reads one row and the events after it instead
 * of the whole stream (ADR 0113). `state` is the JSON text as written: `jsonb` would reorder the
 * keys of the players and entrants, whose order is the registration order.
 */
export class TournamentSnapshots1764500000000 implements MigrationInterface {
  readonly name = 'TournamentSnapshots1764500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE TABLE trn_tournament_snapshots (
         tournament_id text PRIMARY KEY,
         version integer NOT NULL,
         format integer NOT NULL,
         state text NOT NULL,
         taken_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE trn_tournament_snapshots`);
  }
}
