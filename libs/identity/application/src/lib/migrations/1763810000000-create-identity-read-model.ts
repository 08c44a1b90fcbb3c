import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The accounts read model (a projection of the `account-*` streams; see `AccountsProjection`). */
export class CreateIdentityReadModel1763810000000 implements MigrationInterface {
  readonly name = 'CreateIdentityReadModel1763810000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE idn_accounts (
        account_id text PRIMARY KEY,
        email text NOT NULL UNIQUE,
        display_name text NOT NULL,
        password_hash text NOT NULL,
        organizer boolean NOT NULL DEFAULT false,
        registered_at timestamptz NOT NULL
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE idn_accounts`);
  }
}
