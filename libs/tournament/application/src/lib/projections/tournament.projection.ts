import { type DecklistEntry, nextRoundClock, type RoundClock } from '@arbiter/tournament-domain';
import type { EntityManager } from 'typeorm';
import { removeMatches } from './match.projection.js';
import { tournamentIdOf, type TournamentStreamEvent } from './projected-event.js';
import { projectDecklists, projectRegistrations } from './registration.projection.js';

type Of<TType extends TournamentStreamEvent['type']> = Extract<TournamentStreamEvent, { type: TType }>;

/** `trn_tournaments`, `trn_staff`, `trn_players`, `trn_entrants` and `trn_rounds` from a tournament stream. */
export async function projectTournamentEvent(manager: EntityManager, event: TournamentStreamEvent): Promise<void> {
  const id = tournamentIdOf(event);
  const q = (sql: string, params: readonly unknown[]) => manager.query(sql, [id, ...params]);
  switch (event.type) {
    case 'TournamentCreated': {
      const { organizerId, settings, at } = event.data;
      await q(
        `INSERT INTO trn_tournaments (tournament_id, name, mode, status, organizer_id, settings, public_view, created_at)
         VALUES ($1, $2, $3, 'registration', $4, $5, $6, $7)`,
        [settings.name, settings.mode, organizerId, JSON.stringify(settings), settings.publicView, at],
      );
      return;
    }
    case 'StaffAssigned':
      await q(
        `INSERT INTO trn_staff (tournament_id, account_id, role, display_name) VALUES ($1, $2, $3, $4)
         ON CONFLICT (tournament_id, account_id) DO UPDATE SET role = EXCLUDED.role, display_name = EXCLUDED.display_name`,
        [event.data.accountId, event.data.role, event.data.displayName],
      );
      return;
    case 'PlayerRegistered':
      return projectRegistrations(manager, id, [event]);
    case 'TeamRegistered':
      return teamRegistered(manager, id, event);
    case 'TeamProposed':
    case 'TeamInvitationAccepted':
    case 'TeamInvitationDeclined':
      // No read model: open invitations are few and read from the tournament stream itself
      // (GetTeamInvitationsQuery), like incidents.
      return;
    case 'TeamLeft':
      return dissolveTeam(manager, id, event.data.teamId);
    case 'RegistrationWithdrawn':
      return registrationWithdrawn(manager, id, event.data.playerId);
    case 'DecklistSubmitted':
      return projectDecklists(manager, id, [event]);
    case 'DecklistCorrected':
      return decklistCorrected(manager, id, event);
    case 'DeckChecked':
      // No read model: deck checks are few and for the staff only, read from the tournament stream (GetDeckChecksQuery).
      return;
    case 'DecklistsPublished':
      await q(`UPDATE trn_players SET decklist = jsonb_set(decklist, '{published}', 'true') WHERE tournament_id = $1 AND player_id = ANY($2::text[]) AND decklist IS NOT NULL`, [
        event.data.playerIds,
      ]);
      return;
    case 'TournamentStarted':
      await q(`UPDATE trn_tournaments SET status = 'swiss', swiss_rounds = $2 WHERE tournament_id = $1`, [event.data.swissRounds]);
      return;
    case 'RoundPaired': {
      const { round, phase, tables, byes, relaxations, at } = event.data;
      // A round paired again after its pairings were withdrawn (ADR 0046) replaces its row; the
      // pairings version moves so cached pairings of the withdrawn ones are not served.
      await q(
        `INSERT INTO trn_rounds (tournament_id, round, phase, status, byes, relaxations, open_matches, paired_at)
         VALUES ($1, $2, $3, 'in_progress', $4, $5, $6, $7)
         ON CONFLICT (tournament_id, round) DO UPDATE SET phase = EXCLUDED.phase, status = 'in_progress', byes = EXCLUDED.byes,
           relaxations = EXCLUDED.relaxations, clock = NULL, open_matches = EXCLUDED.open_matches, paired_at = EXCLUDED.paired_at,
           pairings_version = trn_rounds.pairings_version + 1`,
        [round, phase, JSON.stringify(byes), JSON.stringify(relaxations), tables.length, at],
      );
      await q(`UPDATE trn_tournaments SET rounds_paired = $2, results_version = results_version + 1 WHERE tournament_id = $1`, [round]);
      return;
    }
    case 'RoundDrafted':
    case 'PairingDraftDiscarded':
      // No read model: a draft is the organizer's alone, read from the tournament stream itself
      // (GetPairingDraftQuery), like incidents.
      return;
    case 'PairingOverridden':
      await q(`UPDATE trn_rounds SET pairings_version = pairings_version + 1 WHERE tournament_id = $1 AND round = $2`, [event.data.round]);
      return;
    case 'RoundPairingsWithdrawn':
      // The match rows go before the round is paired again: the new tables reuse the table numbers.
      await removeMatches(manager, event.data.matchIds);
      await q(`UPDATE trn_rounds SET open_matches = 0, pairings_version = pairings_version + 1 WHERE tournament_id = $1 AND round = $2`, [event.data.round]);
      return;
    case 'RoundClockStarted':
    case 'RoundClockPaused':
    case 'RoundClockResumed':
    case 'RoundClockExtended':
      return clockChanged(manager, id, event);
    case 'RoundCompleted':
      await q(`UPDATE trn_rounds SET status = 'completed' WHERE tournament_id = $1 AND round = $2`, [event.data.round]);
      await q(`UPDATE trn_tournaments SET results_version = results_version + 1 WHERE tournament_id = $1`, []);
      return;
    case 'RoundResultCorrected':
      // The match stream's `ResultCorrected` moved the match's result and the results version.
      return;
    case 'EntrantDropped':
    case 'EntrantDisqualified':
    case 'EntrantReentered':
      return entrantStatusChanged(manager, id, event);
    case 'IncidentRecorded':
    case 'AppealFiled':
    case 'AppealDecided':
      // No read model: incidents are few, shown only to staff and the player concerned, and read
      // from the tournament stream itself (GetIncidentsQuery).
      return;
    case 'TopCutStarted':
      await q(`UPDATE trn_tournaments SET status = 'top_cut', top_cut = $2 WHERE tournament_id = $1`, [
        JSON.stringify({ size: event.data.size, seeds: event.data.seeds }),
      ]);
      return;
    case 'TournamentFinished':
      await q(`UPDATE trn_tournaments SET status = 'finished', champions = $2 WHERE tournament_id = $1`, [JSON.stringify(event.data.champions)]);
      return;
    default: {
      const unreachable: never = event;
      throw new Error(`unknown tournament event ${JSON.stringify(unreachable)}`);
    }
  }
}

async function decklistCorrected(manager: EntityManager, id: string, event: Of<'DecklistCorrected'>): Promise<void> {
  const { playerId, cards, sideboard, chosenChampion, deckCode, reason, correctedBy, at } = event.data;
  const [row] = (await manager.query(`SELECT decklist FROM trn_players WHERE tournament_id = $1 AND player_id = $2 FOR UPDATE`, [id, playerId])) as {
    decklist: Partial<DecklistEntry> | null;
  }[];
  const before = row?.decklist ?? null;
  const decklist: DecklistEntry = {
    cards,
    sideboard,
    chosenChampion,
    deckCode,
    submittedAt: before?.submittedAt ?? at,
    corrections: [...(before?.corrections ?? []), { reason, correctedBy, at }],
    published: before?.published ?? false,
  };
  await manager.query(`UPDATE trn_players SET decklist = $3 WHERE tournament_id = $1 AND player_id = $2`, [id, playerId, JSON.stringify(decklist)]);
}

async function teamRegistered(manager: EntityManager, id: string, event: Of<'TeamRegistered'>): Promise<void> {
  const { teamId, name, playerIds, joinedInRound } = event.data;
  await manager.query(`UPDATE trn_players SET team_id = $2 WHERE tournament_id = $1 AND player_id = ANY($3::text[])`, [id, teamId, playerIds]);
  await insertEntrant(manager, id, { entrantId: teamId, kind: 'team', name, playerIds, joinedInRound });
}

/** The team leaves the field; its players stay registered without a team. */
async function dissolveTeam(manager: EntityManager, id: string, teamId: string): Promise<void> {
  await manager.query(`UPDATE trn_players SET team_id = NULL WHERE tournament_id = $1 AND team_id = $2`, [id, teamId]);
  await removeEntrant(manager, id, teamId);
}

async function registrationWithdrawn(manager: EntityManager, id: string, playerId: string): Promise<void> {
  // A CTE, so the driver answers with the rows (a bare DELETE ... RETURNING answers [rows, count]).
  const [row] = (await manager.query(`WITH gone AS (DELETE FROM trn_players WHERE tournament_id = $1 AND player_id = $2 RETURNING team_id) SELECT team_id FROM gone`, [
    id,
    playerId,
  ])) as { team_id: string | null }[];
  if (!row) return;
  await manager.query(`UPDATE trn_tournaments SET player_count = player_count - 1 WHERE tournament_id = $1`, [id]);
  if (row.team_id) await dissolveTeam(manager, id, row.team_id);
  else await removeEntrant(manager, id, playerId);
}

async function removeEntrant(manager: EntityManager, id: string, entrantId: string): Promise<void> {
  const removed = (await manager.query(`WITH gone AS (DELETE FROM trn_entrants WHERE tournament_id = $1 AND entrant_id = $2 RETURNING entrant_id) SELECT entrant_id FROM gone`, [
    id,
    entrantId,
  ])) as unknown[];
  if (removed.length === 0) return;
  await manager.query(`UPDATE trn_tournaments SET entrant_count = entrant_count - 1 WHERE tournament_id = $1`, [id]);
}

interface NewEntrant {
  readonly entrantId: string;
  readonly kind: 'player' | 'team';
  readonly name: string;
  readonly playerIds: readonly string[];
  readonly joinedInRound: number;
}

async function insertEntrant(manager: EntityManager, id: string, entrant: NewEntrant): Promise<void> {
  await manager.query(`UPDATE trn_tournaments SET entrant_count = entrant_count + 1 WHERE tournament_id = $1`, [id]);
  // After the last place taken, not the count: a withdrawn registration leaves a gap, never a tie.
  await manager.query(
    `INSERT INTO trn_entrants (tournament_id, entrant_id, kind, name, player_ids, status, joined_in_round, ordinal)
     SELECT $1, $2, $3, $4, $5, 'active', $6, coalesce(max(ordinal), 0) + 1 FROM trn_entrants WHERE tournament_id = $1`,
    [id, entrant.entrantId, entrant.kind, entrant.name, JSON.stringify(entrant.playerIds), entrant.joinedInRound],
  );
}

async function clockChanged(manager: EntityManager, id: string, event: Of<'RoundClockStarted' | 'RoundClockPaused' | 'RoundClockResumed' | 'RoundClockExtended'>): Promise<void> {
  const [row] = (await manager.query(`SELECT clock FROM trn_rounds WHERE tournament_id = $1 AND round = $2 FOR UPDATE`, [
    id,
    event.data.round,
  ])) as { clock: RoundClock | null }[];
  const clock = nextRoundClock(row?.clock ?? null, event);
  await manager.query(`UPDATE trn_rounds SET clock = $3 WHERE tournament_id = $1 AND round = $2`, [id, event.data.round, JSON.stringify(clock)]);
}

async function entrantStatusChanged(manager: EntityManager, id: string, event: Of<'EntrantDropped' | 'EntrantDisqualified' | 'EntrantReentered'>): Promise<void> {
  const [status, droppedInRound] =
    event.type === 'EntrantReentered' ? ['active', null] : [event.type === 'EntrantDropped' ? 'dropped' : 'disqualified', event.data.droppedInRound];
  await manager.query(`UPDATE trn_entrants SET status = $3, dropped_in_round = $4 WHERE tournament_id = $1 AND entrant_id = $2`, [
    id,
    event.data.entrantId,
    status,
    droppedInRound,
  ]);
  await manager.query(`UPDATE trn_tournaments SET results_version = results_version + 1 WHERE tournament_id = $1`, [id]);
}
