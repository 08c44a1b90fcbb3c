import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 18: a final match can carry an online game result that differs from it (`conflict`,
 * both results, until a judge corrects); open conflicts are listed with the disputes.
 */
export class MatchConflicts1764060000000 implements MigrationInterface {
  readonly name = 'MatchConflicts1764060000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE trn_matches ADD COLUMN conflict jsonb`);
    await runner.query(`CREATE INDEX trn_matches_conflict ON trn_matches (tournament_id) WHERE conflict IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX trn_matches_conflict`);
    await runner.query(`ALTER TABLE trn_matches DROP COLUMN conflict`);
  }
}
