import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20: every request of a player finds the caller's own player by (tournament, account).
 * The index on the account alone serves "which tournaments is this account in"; this one makes
 * "who am I in this tournament" one index lookup even when an account played many events.
 */
export class PlayersByTournamentAndAccount1764400000000 implements MigrationInterface {
  readonly name = 'PlayersByTournamentAndAccount1764400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX trn_players_tournament_account ON trn_players (tournament_id, account_id) WHERE account_id IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX trn_players_tournament_account`);
  }
}
