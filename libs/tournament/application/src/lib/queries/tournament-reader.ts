import {
  type DecklistEntry,
  type MatchResult,
  type MatchSeat,
  type OnlineConflict,
  type RoundClock,
  settingsOf,
  type StoredSettings,
  type TournamentRole,
} from '@arbiter/tournament-domain';
import { preparedQuery } from '@arbiter/application';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EntrantRef, EntrantView, MatchView, PlayerView, ReportView, RoundPairingsView, StaffView, TournamentView } from './views.js';

interface TournamentRow {
  tournament_id: string;
  name: string;
  mode: StoredSettings['mode'];
  status: TournamentView['status'];
  organizer_id: string;
  settings: StoredSettings;
  swiss_rounds: number | null;
  rounds_paired: number;
  player_count: number;
  entrant_count: number;
  top_cut: TournamentView['topCut'];
  champions: string[];
  results_version: number;
  created_at: Date;
}

interface MatchRow {
  match_id: string;
  tournament_id: string;
  round: number;
  table_number: number;
  phase: MatchView['phase'];
  status: MatchView['status'];
  seats: MatchSeat[];
  reports: ReportView[];
  result: MatchResult | null;
  decided_by: string | null;
  extension_minutes: number;
  conflict: OnlineConflict | null;
}

interface PlayerRow {
  tournament_id: string;
  player_id: string;
  account_id: string | null;
  display_name: string;
  team_id: string | null;
  joined_in_round: number;
  /** Lists stored before sideboards, corrections and publication were recorded lack those fields. */
  decklist: (Omit<DecklistEntry, 'sideboard' | 'corrections' | 'published'> & Partial<DecklistEntry>) | null;
  entrant_id: string | null;
  entrant_status: EntrantView['status'] | null;
  dropped_in_round: number | null;
}

interface EntrantRow {
  entrant_id: string;
  kind: EntrantView['kind'];
  name: string;
  player_ids: string[];
  status: EntrantView['status'];
  joined_in_round: number;
  dropped_in_round: number | null;
}

export interface RoundRow {
  tournament_id: string;
  round: number;
  phase: RoundPairingsView['phase'];
  status: RoundPairingsView['status'];
  byes: string[];
  clock: RoundClock | null;
  open_matches: number;
  pairings_version: number;
}

/** The viewer's side of `myPairing`, read in one statement (`TournamentReader.ownPairing`). */
export interface OwnPairingRow {
  readonly playerId: string;
  readonly entrantId: string | null;
  readonly round: { readonly round: number; readonly byes: readonly string[] } | null;
  /** Every role the account holds in the tournament ('player' among them). */
  readonly roles: readonly TournamentRole[];
  readonly match: MatchView | null;
}

const tournamentColumns = `tournament_id, name, mode, status, organizer_id, settings, swiss_rounds, rounds_paired,
  player_count, entrant_count, top_cut, champions, results_version, created_at`;
const matchColumns = `match_id, tournament_id, round, table_number, phase, status, seats, reports, result, decided_by, extension_minutes, conflict`;

/** `ownPairing`'s one statement (a prepared statement: the spike after a publication runs it for every player). */
const OWN_PAIRING_SQL = `SELECT p.player_id, e.entrant_id, r.round, r.byes, t.organizer_id = $2 AS organizer,
              (SELECT s.role FROM trn_staff s WHERE s.tournament_id = $1 AND s.account_id = $2) AS staff_role,
              to_jsonb(m) AS match
       FROM trn_players p
       JOIN trn_tournaments t ON t.tournament_id = p.tournament_id
       LEFT JOIN trn_entrants e ON e.tournament_id = p.tournament_id AND e.entrant_id = coalesce(p.team_id, p.player_id)
       LEFT JOIN LATERAL (SELECT round, byes FROM trn_rounds WHERE tournament_id = $1 ORDER BY round DESC LIMIT 1) r ON true
       LEFT JOIN LATERAL (
         SELECT ${matchColumns.split(', ').map((column) => `mm.${column}`).join(', ')}
         FROM trn_match_entrants me JOIN trn_matches mm USING (match_id)
         WHERE me.tournament_id = $1 AND me.entrant_id = e.entrant_id AND me.round = r.round LIMIT 1
       ) m ON true
       WHERE p.tournament_id = $1 AND p.account_id = $2
       LIMIT 1`;

/** SQL over the tournament read models. Every list is one query (callers batch with DataLoader). */
@Injectable()
export class TournamentReader {
  constructor(private readonly dataSource: DataSource) {}

  async tournaments(ids: readonly string[]): Promise<Map<string, TournamentView>> {
    const rows = (await this.dataSource.query(`SELECT ${tournamentColumns} FROM trn_tournaments WHERE tournament_id = ANY($1::text[])`, [
      ids,
    ])) as TournamentRow[];
    return new Map(rows.map((row) => [row.tournament_id, toTournament(row)]));
  }

  /** Newest first; `visibleTo` limits the list to public events and those the account has a role in. */
  async listTournaments(options: { visibleTo: string | null; status: string | null; limit: number; offset: number }): Promise<TournamentView[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${tournamentColumns} FROM trn_tournaments t
       WHERE ($2::text IS NULL OR t.status = $2)
         AND (t.public_view OR t.organizer_id = $1
              OR EXISTS (SELECT 1 FROM trn_staff s WHERE s.tournament_id = t.tournament_id AND s.account_id = $1)
              OR EXISTS (SELECT 1 FROM trn_players p WHERE p.tournament_id = t.tournament_id AND p.account_id = $1))
       ORDER BY t.created_at DESC, t.tournament_id LIMIT $3 OFFSET $4`,
      [options.visibleTo, options.status, options.limit, options.offset],
    )) as TournamentRow[];
    return rows.map(toTournament);
  }

  async round(tournamentId: string, round: number): Promise<RoundRow | null> {
    const rows = (await this.dataSource.query(
      `SELECT tournament_id, round, phase, status, byes, clock, open_matches, pairings_version FROM trn_rounds WHERE tournament_id = $1 AND round = $2`,
      [tournamentId, round],
    )) as RoundRow[];
    return rows[0] ?? null;
  }

  async pairingsVersion(tournamentId: string, round: number): Promise<{ version: number; publicView: boolean } | null> {
    const rows = (await this.dataSource.query(
      `SELECT r.pairings_version, t.public_view FROM trn_rounds r JOIN trn_tournaments t USING (tournament_id)
       WHERE r.tournament_id = $1 AND r.round = $2`,
      [tournamentId, round],
    )) as { pairings_version: number; public_view: boolean }[];
    const row = rows[0];
    return row ? { version: row.pairings_version, publicView: row.public_view } : null;
  }

  async latestRound(tournamentId: string): Promise<RoundRow | null> {
    const rows = (await this.dataSource.query(
      `SELECT tournament_id, round, phase, status, byes, clock, open_matches, pairings_version FROM trn_rounds
       WHERE tournament_id = $1 ORDER BY round DESC LIMIT 1`,
      [tournamentId],
    )) as RoundRow[];
    return rows[0] ?? null;
  }

  async rounds(tournamentId: string): Promise<RoundRow[]> {
    return (await this.dataSource.query(
      `SELECT tournament_id, round, phase, status, byes, clock, open_matches, pairings_version FROM trn_rounds
       WHERE tournament_id = $1 ORDER BY round`,
      [tournamentId],
    )) as RoundRow[];
  }

  /** The published pairings of a round, with entrant names (one query for tables and byes). */
  async pairings(tournamentId: string, round: number): Promise<RoundPairingsView | null> {
    const row = await this.round(tournamentId, round);
    if (!row) return null;
    const tables = (await this.dataSource.query(
      `SELECT table_number, match_id, seats FROM trn_matches WHERE tournament_id = $1 AND round = $2 ORDER BY table_number`,
      [tournamentId, round],
    )) as { table_number: number; match_id: string; seats: MatchSeat[] }[];
    const byes = await this.entrantRefs(tournamentId, row.byes);
    return {
      tournamentId,
      round,
      phase: row.phase,
      status: row.status,
      pairingsVersion: row.pairings_version,
      tables: tables.map((table) => ({
        table: table.table_number,
        matchId: table.match_id,
        entrants: table.seats.map((seat) => ({ entrantId: seat.entrantId, name: seat.name })),
      })),
      byes,
    };
  }

  async entrantRefs(tournamentId: string, entrantIds: readonly string[]): Promise<EntrantRef[]> {
    if (entrantIds.length === 0) return [];
    const rows = (await this.dataSource.query(
      `SELECT entrant_id, name FROM trn_entrants WHERE tournament_id = $1 AND entrant_id = ANY($2::text[])`,
      [tournamentId, entrantIds],
    )) as { entrant_id: string; name: string }[];
    const names = new Map(rows.map((row) => [row.entrant_id, row.name]));
    return entrantIds.map((entrantId) => ({ entrantId, name: names.get(entrantId) ?? entrantId }));
  }

  async entrantNames(keys: readonly { tournamentId: string; entrantId: string }[]): Promise<Map<string, string>> {
    const rows = (await this.dataSource.query(
      `SELECT tournament_id, entrant_id, name FROM trn_entrants
       WHERE (tournament_id, entrant_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
      [keys.map((key) => key.tournamentId), keys.map((key) => key.entrantId)],
    )) as { tournament_id: string; entrant_id: string; name: string }[];
    return new Map(rows.map((row) => [`${row.tournament_id}/${row.entrant_id}`, row.name]));
  }

  async matches(filter: { tournamentId: string; round?: number | null; status?: string | null }): Promise<MatchView[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${matchColumns} FROM trn_matches WHERE tournament_id = $1 AND ($2::int IS NULL OR round = $2) AND ($3::text IS NULL OR status = $3)
       ORDER BY round, table_number`,
      [filter.tournamentId, filter.round ?? null, filter.status ?? null],
    )) as MatchRow[];
    return rows.map(toMatch);
  }

  /** Matches for the judges: players disagree, or an online game ended differently from the final result. */
  async disputes(tournamentId: string): Promise<MatchView[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${matchColumns} FROM trn_matches WHERE tournament_id = $1 AND (status = 'disputed' OR conflict IS NOT NULL) ORDER BY round, table_number`,
      [tournamentId],
    )) as MatchRow[];
    return rows.map(toMatch);
  }

  async matchesByIds(matchIds: readonly string[]): Promise<Map<string, MatchView>> {
    const rows = (await this.dataSource.query(`SELECT ${matchColumns} FROM trn_matches WHERE match_id = ANY($1::text[])`, [matchIds])) as MatchRow[];
    return new Map(rows.map((row) => [row.match_id, toMatch(row)]));
  }

  /** Every match an entrant played or plays, oldest first. */
  async matchesOfEntrant(tournamentId: string, entrantId: string): Promise<MatchView[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${matchColumns.split(', ').map((column) => `m.${column}`).join(', ')} FROM trn_match_entrants e JOIN trn_matches m USING (match_id)
       WHERE e.tournament_id = $1 AND e.entrant_id = $2 ORDER BY m.round`,
      [tournamentId, entrantId],
    )) as MatchRow[];
    return rows.map(toMatch);
  }

  /**
   * Everything `myPairing` needs in one statement (the spike after a publication asks it 2,000
   * times): the account's player and entrant in the tournament, the latest round, the entrant's
   * match in it, and the account's other roles there (for what the match shows). Null when the
   * account has no player in the tournament.
   */
  async ownPairing(tournamentId: string, accountId: string): Promise<OwnPairingRow | null> {
    const rows = await preparedQuery<{ player_id: string; entrant_id: string | null; round: number | null; byes: string[] | null; organizer: boolean; staff_role: TournamentRole | null; match: MatchRow | null }>(this.dataSource, OWN_PAIRING_SQL, [tournamentId, accountId]);
    const [row] = rows;
    if (!row) return null;
    return {
      playerId: row.player_id,
      entrantId: row.entrant_id,
      round: row.round === null ? null : { round: row.round, byes: row.byes ?? [] },
      roles: [...(row.organizer ? (['organizer'] as const) : []), ...(row.staff_role ? [row.staff_role] : []), 'player'],
      match: row.match ? toMatch(row.match) : null,
    };
  }

  /** The entrants the account's entrant met in published rounds (open decklists, TR 2026-07-16 401.5.a). */
  async opponentsOf(tournamentId: string, accountId: string): Promise<ReadonlySet<string>> {
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT other.entrant_id
       FROM trn_players p
       JOIN trn_match_entrants mine ON mine.tournament_id = p.tournament_id AND mine.entrant_id = coalesce(p.team_id, p.player_id)
       JOIN trn_match_entrants other ON other.match_id = mine.match_id AND other.entrant_id <> mine.entrant_id
       WHERE p.tournament_id = $1 AND p.account_id = $2`,
      [tournamentId, accountId],
    )) as { entrant_id: string }[];
    return new Set(rows.map((row) => row.entrant_id));
  }

  async players(tournamentId: string, playerIds: readonly string[] | null): Promise<PlayerView[]> {
    return (await this.playersOf([tournamentId], playerIds)).get(tournamentId) ?? [];
  }

  /** Players of many tournaments in one query, in registration order. */
  async playersOf(tournamentIds: readonly string[], playerIds: readonly string[] | null = null): Promise<Map<string, PlayerView[]>> {
    const rows = await this.selectPlayers(`p.tournament_id = ANY($1::text[]) AND ($2::text[] IS NULL OR p.player_id = ANY($2::text[]))`, [tournamentIds, playerIds]);
    return groupBy(rows.map(toPlayer), (player) => player.tournamentId);
  }

  /**
   * The account's own player in each of `tournamentIds` that it registered for: one indexed
   * lookup by (tournament, account) (`trn_players_tournament_account`), never the whole field.
   */
  async ownPlayers(tournamentIds: readonly string[], accountId: string): Promise<Map<string, PlayerView>> {
    const rows = await this.selectPlayers(`p.tournament_id = ANY($1::text[]) AND p.account_id = $2`, [tournamentIds, accountId]);
    return new Map(rows.map((row) => [row.tournament_id, toPlayer(row)]));
  }

  private async selectPlayers(where: string, parameters: readonly unknown[]): Promise<PlayerRow[]> {
    return (await this.dataSource.query(
      `SELECT p.tournament_id, p.player_id, p.account_id, p.display_name, p.team_id, p.joined_in_round, p.decklist,
              e.entrant_id, e.status AS entrant_status, e.dropped_in_round
       FROM trn_players p
       LEFT JOIN trn_entrants e ON e.tournament_id = p.tournament_id AND e.entrant_id = coalesce(p.team_id, p.player_id)
       WHERE ${where}
       ORDER BY p.registered_at, p.player_id`,
      parameters,
    )) as PlayerRow[];
  }

  /** Rounds of many tournaments in one query. */
  async roundsOf(tournamentIds: readonly string[]): Promise<Map<string, RoundRow[]>> {
    const rows = (await this.dataSource.query(
      `SELECT tournament_id, round, phase, status, byes, clock, open_matches, pairings_version FROM trn_rounds
       WHERE tournament_id = ANY($1::text[]) ORDER BY tournament_id, round`,
      [tournamentIds],
    )) as RoundRow[];
    return groupBy(rows, (row) => row.tournament_id);
  }

  /** Judges of many tournaments in one query. */
  async staffOf(tournamentIds: readonly string[]): Promise<Map<string, StaffView[]>> {
    const rows = (await this.dataSource.query(
      `SELECT tournament_id, account_id, role, display_name FROM trn_staff WHERE tournament_id = ANY($1::text[]) ORDER BY tournament_id, role, display_name`,
      [tournamentIds],
    )) as { tournament_id: string; account_id: string; role: StaffView['role']; display_name: string }[];
    return groupBy(
      rows.map((row) => ({ tournamentId: row.tournament_id, accountId: row.account_id, role: row.role, displayName: row.display_name })),
      (staff) => staff.tournamentId,
    );
  }

  /** Matches of many (tournament, entrant) pairs in one query, keyed `tournamentId/entrantId`. */
  async matchesOfEntrants(keys: readonly { tournamentId: string; entrantId: string }[]): Promise<Map<string, MatchView[]>> {
    const rows = (await this.dataSource.query(
      `SELECT e.entrant_id AS key_entrant, ${matchColumns.split(', ').map((column) => `m.${column}`).join(', ')}
       FROM trn_match_entrants e JOIN trn_matches m USING (match_id)
       WHERE (e.tournament_id, e.entrant_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))
       ORDER BY m.round`,
      [keys.map((key) => key.tournamentId), keys.map((key) => key.entrantId)],
    )) as (MatchRow & { key_entrant: string })[];
    const grouped = new Map<string, MatchView[]>();
    for (const row of rows) {
      const key = `${row.tournament_id}/${row.key_entrant}`;
      grouped.set(key, [...(grouped.get(key) ?? []), toMatch(row)]);
    }
    return grouped;
  }

  async playerOfAccount(tournamentId: string, accountId: string): Promise<PlayerView | null> {
    return (await this.ownPlayers([tournamentId], accountId)).get(tournamentId) ?? null;
  }

  async entrants(tournamentId: string): Promise<EntrantView[]> {
    const rows = (await this.dataSource.query(
      `SELECT entrant_id, kind, name, player_ids, status, joined_in_round, dropped_in_round FROM trn_entrants WHERE tournament_id = $1 ORDER BY ordinal`,
      [tournamentId],
    )) as EntrantRow[];
    return rows.map((row) => ({
      entrantId: row.entrant_id,
      kind: row.kind,
      name: row.name,
      playerIds: row.player_ids,
      status: row.status,
      joinedInRound: row.joined_in_round,
      droppedInRound: row.dropped_in_round,
    }));
  }

  /** Roles of one account in many tournaments (one query). */
  async roles(tournamentIds: readonly string[], accountId: string): Promise<Map<string, string[]>> {
    const rows = (await this.dataSource.query(
      `SELECT tournament_id, 'organizer' AS role FROM trn_tournaments WHERE tournament_id = ANY($1::text[]) AND organizer_id = $2
       UNION ALL SELECT tournament_id, role FROM trn_staff WHERE tournament_id = ANY($1::text[]) AND account_id = $2
       UNION ALL SELECT tournament_id, 'player' FROM trn_players WHERE tournament_id = ANY($1::text[]) AND account_id = $2`,
      [tournamentIds, accountId],
    )) as { tournament_id: string; role: string }[];
    const roles = new Map<string, string[]>();
    for (const row of rows) roles.set(row.tournament_id, [...(roles.get(row.tournament_id) ?? []), row.role]);
    return roles;
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const item of items) grouped.set(key(item), [...(grouped.get(key(item)) ?? []), item]);
  return grouped;
}

function toTournament(row: TournamentRow): TournamentView {
  return {
    tournamentId: row.tournament_id,
    name: row.name,
    mode: row.mode,
    status: row.status,
    organizerId: row.organizer_id,
    // A row written before rulesets were recorded: the event was created under CR 1.0.
    settings: settingsOf(row.settings),
    swissRounds: row.swiss_rounds,
    roundsPaired: row.rounds_paired,
    playerCount: row.player_count,
    entrantCount: row.entrant_count,
    topCut: row.top_cut,
    champions: row.champions,
    resultsVersion: row.results_version,
    createdAt: row.created_at.toISOString(),
  };
}

function toMatch(row: MatchRow): MatchView {
  return {
    matchId: row.match_id,
    tournamentId: row.tournament_id,
    round: row.round,
    table: row.table_number,
    phase: row.phase,
    status: row.status,
    seats: row.seats,
    result: row.result,
    decidedBy: row.decided_by,
    reports: row.reports,
    extensionMinutes: row.extension_minutes,
    conflict: row.conflict,
  };
}

function toPlayer(row: PlayerRow): PlayerView {
  return {
    tournamentId: row.tournament_id,
    playerId: row.player_id,
    accountId: row.account_id,
    displayName: row.display_name,
    teamId: row.team_id,
    entrantId: row.entrant_id,
    status: row.entrant_status ?? 'no_team',
    joinedInRound: row.joined_in_round,
    droppedInRound: row.dropped_in_round,
    hasDecklist: row.decklist !== null,
    // Lists stored before sideboards, corrections and publication were recorded lack those fields.
    decklist: row.decklist ? { sideboard: [], corrections: [], published: false, ...row.decklist } : null,
  };
}
