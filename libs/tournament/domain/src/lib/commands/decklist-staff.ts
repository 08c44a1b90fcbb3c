/**
 * What staff do with registered lists (TR 2026-07-16 401, 411): correct a list after the lock,
 * record a deck check, and publish lists after the event or for the top cut.
 */
import { accept, type Decision, firstFailure, refusal, refuse, type Refusal } from '../decision.js';
import { checkDecklist, type DecklistSource, readDecklistSource, storedDecklistOf } from '../decklist/registered-decklist.js';
import type { DeckCheckOutcome, DecklistPublication, TournamentEvent } from '../events/tournament.events.js';
import { type Actor, checkPermission, partyRefusal } from '../roles/roles.js';
import { type ExistingTournament, type TournamentState } from '../state/tournament.state.js';
import { conflictWithTeammates } from '../decklist/team-decks.js';
import { existing } from './guards.js';

const TEXT_MAX = 2_000;

export interface CorrectDecklist {
  readonly type: 'CorrectDecklist';
  readonly actor: Actor | null;
  readonly playerId: string;
  readonly source: DecklistSource;
  readonly reason: string;
  readonly now: string;
}

export interface RecordDeckCheck {
  readonly type: 'RecordDeckCheck';
  readonly actor: Actor | null;
  readonly checkId: string;
  readonly playerId: string;
  readonly outcome: string;
  readonly differences: string | null;
  readonly incidentId: string | null;
  readonly now: string;
}

export interface PublishDecklists {
  readonly type: 'PublishDecklists';
  readonly actor: Actor | null;
  readonly scope: string;
  readonly now: string;
}

const failed = (error: Refusal): Decision<TournamentEvent> => ({ ok: false, error });

function requiredText(value: string, code: string, what: string): Refusal | null {
  const length = value.trim().length;
  return length > 0 && length <= TEXT_MAX ? null : refusal(code, `${what} has 1 to ${TEXT_MAX} characters`);
}

/**
 * The organizer or a judge changes a registered list (TR 2026-07-16 703.3.b: to a legal list, or
 * to the deck the player presented), with a reason; the event keeps the list before.
 */
export function decideCorrectDecklist(command: CorrectDecklist, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  const tournament = found.value;
  const player = tournament.players[command.playerId];
  const failure = firstFailure(
    () => checkPermission(tournament, command.actor, 'correctDecklists'),
    () => (player ? null : refusal('PLAYER.NOT_FOUND', 'no such player')),
    () => ownSide(tournament, command.actor, command.playerId),
    () => requiredText(command.reason, 'DECKLIST.REASON_REQUIRED', 'the reason for a correction'),
  );
  if (failure) return failed(failure);
  const read = readDecklistSource(command.source);
  if (!read.ok) return failed(read.error);
  const illegal = checkDecklist(read.decklist, tournament.settings, command.now);
  if (illegal) return failed(illegal);
  const shared = conflictWithTeammates(tournament, command.playerId, storedDecklistOf(read.decklist, read.deckCode));
  if (shared) return failed(shared);
  const before = player?.decklist ?? null;
  return accept({
    type: 'DecklistCorrected',
    data: {
      playerId: command.playerId,
      ...storedDecklistOf(read.decklist, read.deckCode),
      previous: before ? { cards: before.cards, sideboard: before.sideboard, chosenChampion: before.chosenChampion, deckCode: before.deckCode } : null,
      reason: command.reason.trim(),
      correctedBy: command.actor?.accountId ?? '',
      at: command.now,
    },
  });
}

const OUTCOMES: readonly DeckCheckOutcome[] = ['ok', 'differences'];

/** A judge records a deck check (TR 2026-07-16 411): ok, or the differences found, linked to the incident recorded for them. */
export function decideRecordDeckCheck(command: RecordDeckCheck, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  const tournament = found.value;
  const outcome = OUTCOMES.find((known) => known === command.outcome);
  const differences = command.differences?.trim() || null;
  const failure = firstFailure(
    () => checkPermission(tournament, command.actor, 'checkDecks'),
    () => ownSide(tournament, command.actor, command.playerId),
    () => (tournament.deckChecks[command.checkId] ? refusal('DECK_CHECK.EXISTS', 'a deck check with this id was recorded') : null),
    () => checkedPlayer(tournament, command.playerId),
    () => (outcome ? null : refusal('DECK_CHECK.INVALID_OUTCOME', 'a deck check is ok or found differences', { ruleRef: 'TR 2026-07-16 411' })),
    () =>
      outcome === 'differences'
        ? requiredText(differences ?? '', 'DECK_CHECK.DIFFERENCES_REQUIRED', 'the differences found')
        : differences === null
          ? null
          : refusal('DECK_CHECK.DIFFERENCES_REQUIRED', 'a deck check that found differences says so: outcome differences'),
    () => linkedIncident(tournament, command.incidentId, command.playerId),
  );
  if (failure || !outcome) return failed(failure ?? refusal('DECK_CHECK.INVALID_OUTCOME', 'a deck check is ok or found differences'));
  return accept({
    type: 'DeckChecked',
    data: {
      checkId: command.checkId,
      playerId: command.playerId,
      round: tournament.rounds.length,
      outcome,
      differences,
      incidentId: command.incidentId,
      judgeAccountId: command.actor?.accountId ?? '',
      at: command.now,
    },
  });
}

/**
 * Staff who play (`staffMayPlay`) never correct or check their own list or a teammate's
 * (issue 18 item 8, TR 2026-07-16 302.2): `STAFF.IS_A_PARTY`.
 */
function ownSide(tournament: ExistingTournament, actor: Actor | null, playerId: string): Refusal | null {
  if (!actor) return null;
  const player = tournament.players[playerId];
  const entrantId = player?.teamId && tournament.entrants[player.teamId] ? player.teamId : playerId;
  return partyRefusal(tournament, actor.accountId, [entrantId]);
}

function checkedPlayer(tournament: ExistingTournament, playerId: string): Refusal | null {
  const player = tournament.players[playerId];
  if (!player) return refusal('PLAYER.NOT_FOUND', 'no such player');
  return player.decklist ? null : refusal('DECKLIST.MISSING', 'the player has no registered decklist to check against', { ruleRef: 'TR 2026-07-16 411' });
}

function linkedIncident(tournament: ExistingTournament, incidentId: string | null, playerId: string): Refusal | null {
  if (incidentId === null) return null;
  const incident = tournament.incidents[incidentId];
  if (!incident) return refusal('INCIDENT.NOT_FOUND', 'no such incident');
  return incident.playerId === playerId ? null : refusal('DECK_CHECK.INCIDENT_OF_ANOTHER_PLAYER', 'the linked incident concerns another player');
}

/** The organizer publishes every list once the event is finished, or the top cut's lists once it is cut. */
export function decidePublishDecklists(command: PublishDecklists, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  const tournament = found.value;
  const denied = checkPermission(tournament, command.actor, 'publishDecklists');
  if (denied) return failed(denied);
  const scope: DecklistPublication | null = command.scope === 'all' || command.scope === 'top_cut' ? command.scope : null;
  if (scope === 'all' && tournament.status === 'finished') {
    return publish(Object.keys(tournament.players), scope, command.now);
  }
  if (scope === 'top_cut' && tournament.topCut) {
    const playerIds = tournament.topCut.seeds.flatMap((entrantId) => tournament.entrants[entrantId]?.playerIds ?? []);
    return publish(playerIds, scope, command.now);
  }
  return refuse('DECKLIST.NOT_PUBLISHABLE_YET', 'lists are published after the event (all) or once the top cut is made (top_cut)', {
    details: { scope: command.scope, status: tournament.status },
  });
}

function publish(playerIds: readonly string[], scope: DecklistPublication, at: string): Decision<TournamentEvent> {
  return accept({ type: 'DecklistsPublished', data: { scope, playerIds, at } });
}
