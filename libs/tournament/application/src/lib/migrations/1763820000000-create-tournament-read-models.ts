import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tournament read models: projections of the `tournament-*` and `match-*` streams, written
 * in the transaction of each append and rebuilt from the log by `tools/projections` (ADR 0010).
 */
export class CreateTournamentReadModels1763820000000 implements MigrationInterface {
  readonly name = 'CreateTournamentReadModels1763820000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE trn_tournaments (
        tournament_id text PRIMARY KEY,
        name text NOT NULL,
        mode text NOT NULL,
        status text NOT NULL,
        organizer_id text NOT NULL,
        settings jsonb NOT NULL,
        public_view boolean NOT NULL,
        swiss_rounds integer,
        rounds_paired integer NOT NULL DEFAULT 0,
        player_count integer NOT NULL DEFAULT 0,
        entrant_count integer NOT NULL DEFAULT 0,
        top_cut jsonb,
        champions jsonb NOT NULL DEFAULT '[]',
        results_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX trn_tournaments_created ON trn_tournaments (created_at DESC, tournament_id)`);
    await runner.query(`
      CREATE TABLE trn_staff (
        tournament_id text NOT NULL,
        account_id text NOT NULL,
        role text NOT NULL,
        display_name text NOT NULL,
        PRIMARY KEY (tournament_id, account_id)
      )`);
    await runner.query(`CREATE INDEX trn_staff_account ON trn_staff (account_id)`);
    await runner.query(`
      CREATE TABLE trn_players (
        tournament_id text NOT NULL,
        player_id text NOT NULL,
        account_id text,
        display_name text NOT NULL,
        team_id text,
        joined_in_round integer NOT NULL,
        decklist jsonb,
        registered_at timestamptz NOT NULL,
        PRIMARY KEY (tournament_id, player_id)
      )`);
    await runner.query(`CREATE INDEX trn_players_account ON trn_players (account_id) WHERE account_id IS NOT NULL`);
    await runner.query(`
      CREATE TABLE trn_entrants (
        tournament_id text NOT NULL,
        entrant_id text NOT NULL,
        kind text NOT NULL,
        name text NOT NULL,
        player_ids jsonb NOT NULL,
        status text NOT NULL,
        joined_in_round integer NOT NULL,
        dropped_in_round integer,
        ordinal integer NOT NULL,
        PRIMARY KEY (tournament_id, entrant_id)
      )`);
    await runner.query(`
      CREATE TABLE trn_rounds (
        tournament_id text NOT NULL,
        round integer NOT NULL,
        phase text NOT NULL,
        status text NOT NULL,
        byes jsonb NOT NULL,
        relaxations jsonb NOT NULL,
        clock jsonb,
        open_matches integer NOT NULL,
        pairings_version integer NOT NULL DEFAULT 1,
        paired_at timestamptz NOT NULL,
        PRIMARY KEY (tournament_id, round)
      )`);
    await runner.query(`
      CREATE TABLE trn_matches (
        match_id text PRIMARY KEY,
        tournament_id text NOT NULL,
        round integer NOT NULL,
        table_number integer NOT NULL,
        phase text NOT NULL,
        status text NOT NULL,
        seats jsonb NOT NULL,
        reports jsonb NOT NULL DEFAULT '[]',
        result jsonb,
        decided_by text,
        extension_minutes integer NOT NULL DEFAULT 0
      )`);
    await runner.query(`CREATE UNIQUE INDEX trn_matches_table ON trn_matches (tournament_id, round, table_number)`);
    await runner.query(`CREATE INDEX trn_matches_disputed ON trn_matches (tournament_id) WHERE status = 'disputed'`);
    await runner.query(`
      CREATE TABLE trn_match_entrants (
        match_id text NOT NULL,
        tournament_id text NOT NULL,
        round integer NOT NULL,
        entrant_id text NOT NULL,
        PRIMARY KEY (match_id, entrant_id)
      )`);
    await runner.query(`CREATE INDEX trn_match_entrants_entrant ON trn_match_entrants (tournament_id, entrant_id, round)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['trn_match_entrants', 'trn_matches', 'trn_rounds', 'trn_entrants', 'trn_players', 'trn_staff', 'trn_tournaments']) {
      await runner.query(`DROP TABLE ${table}`);
    }
  }
}
