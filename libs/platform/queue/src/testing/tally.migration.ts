import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The read model of `TallyProcessor` (reports and points per match) and its list of blocked matches. */
export class CreateTallyTotals1763900000000 implements MigrationInterface {
  readonly name = 'CreateTallyTotals1763900000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE tally_totals (
        match_id text PRIMARY KEY,
        reports integer NOT NULL,
        points integer NOT NULL
      )`);
    await runner.query(`CREATE TABLE tally_blocked (match_id text PRIMARY KEY)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE tally_blocked`);
    await runner.query(`DROP TABLE tally_totals`);
  }
}
