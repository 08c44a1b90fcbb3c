/**
 * Deciders of incidents and appeals: a judge records a ruling (TR 12, 13, 15.3), the affected
 * player appeals it (TR 15.2.1), the appeal instance decides once and for good (TR 15.2.2-15.2.3).
 * A disqualification ruling also disqualifies (TR 13.2 (6)); lifting one on appeal lets the player
 * back in. Results a ruling changes (a match loss) are entered by the application in the match
 * stream, in the same transaction.
 */
import { decideDisqualifyPlayer } from '../commands/drop-player.js';
import { existing, notFinished } from '../commands/guards.js';
import { accept, type Decision, refuse, refusal, type Refusal } from '../decision.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { type Actor, checkPermission, partyRefusal } from '../roles/roles.js';
import { entrantOfPlayer, type ExistingTournament, type TournamentState } from '../state/tournament.state.js';
import { type AppealOutcome, type IncidentEntry, type InfractionCategory, isAppealOutcome, isCategory, isMeasure, type Measure, rulingOf } from './incident.js';

const TEXT_MAX = 2_000;

export interface RecordIncident {
  readonly type: 'RecordIncident';
  readonly actor: Actor | null;
  readonly incidentId: string;
  readonly playerId: string;
  readonly matchId: string | null;
  readonly category: string;
  readonly measure: string;
  readonly description: string;
  readonly correction: string | null;
  readonly now: string;
}

export interface FileAppeal {
  readonly type: 'FileAppeal';
  readonly actor: Actor | null;
  readonly incidentId: string;
  readonly statement: string;
  readonly now: string;
}

export interface DecideAppeal {
  readonly type: 'DecideAppeal';
  readonly actor: Actor | null;
  readonly incidentId: string;
  readonly outcome: string;
  /** For `changed`: the new ruling. */
  readonly category: string | null;
  readonly measure: string | null;
  readonly note: string;
  readonly now: string;
}

const failed = (error: Refusal): Decision<TournamentEvent> => ({ ok: false, error });

function text(value: string, what: string, required: boolean): Refusal | string {
  const trimmed = value.trim();
  if ((required && trimmed.length === 0) || trimmed.length > TEXT_MAX) {
    return refusal('INCIDENT.INVALID_TEXT', `${what} has ${required ? 1 : 0} to ${TEXT_MAX} characters`, { ruleRef: 'TR 2026-07-16 701.3.b' });
  }
  return trimmed;
}

/** TR 12.5.6 / 13.2 (6): confirmed cheating is always a disqualification, whatever the REL. */
function rulingProblem(category: string, measure: string): Refusal | null {
  if (!isCategory(category)) return refusal('INCIDENT.UNKNOWN_CATEGORY', `unknown infraction category ${category}`, { ruleRef: 'TR 2026-07-16 701.1' });
  if (!isMeasure(measure)) return refusal('INCIDENT.UNKNOWN_MEASURE', `unknown measure ${measure}`, { ruleRef: 'TR 2026-07-16 701.2' });
  if (category === 'cheating' && measure !== 'disqualification') {
    return refusal('INCIDENT.CHEATING_MEANS_DISQUALIFICATION', 'the measure for confirmed cheating is disqualification', { ruleRef: 'TR 2026-07-16 704.8' });
  }
  return null;
}

/** Who plays at the match an incident names (nobody when it names none). */
function entrantsAt(tournament: ExistingTournament, matchId: string | null): readonly string[] {
  if (matchId === null) return [];
  return tournament.rounds.flatMap((round) => round.tables.filter((table) => table.matchId === matchId).flatMap((table) => table.entrantIds));
}

/** The matches of the entrant's rounds (a ruling names one it played, or none). */
function playedMatch(tournament: ExistingTournament, entrantId: string, matchId: string): boolean {
  return tournament.rounds.some((round) => round.tables.some((table) => table.matchId === matchId && table.entrantIds.includes(entrantId)));
}

function disqualification(command: { actor: Actor | null; now: string }, tournament: ExistingTournament, playerId: string, reason: string): Decision<TournamentEvent> {
  return decideDisqualifyPlayer({ type: 'DisqualifyPlayer', actor: command.actor, playerId, reason, now: command.now }, tournament);
}

export function decideRecordIncident(command: RecordIncident, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return failed(found.error);
  const tournament = found.value;
  const denied = checkPermission(tournament, command.actor, command.measure === 'disqualification' ? 'disqualify' : 'recordIncidents');
  if (denied || !command.actor) return failed(denied ?? refusal('AUTH.UNAUTHENTICATED', 'log in first'));
  const finished = notFinished(tournament);
  if (finished) return failed(finished);
  if (tournament.incidents[command.incidentId]) return refuse('INCIDENT.EXISTS', 'an incident with this id is recorded already');
  const entrant = entrantOfPlayer(tournament, command.playerId);
  if (!entrant) return refuse('PLAYER.NOT_FOUND', 'no such player (or the player has no team yet)');
  const party = partyRefusal(tournament, command.actor.accountId, [entrant.entrantId, ...entrantsAt(tournament, command.matchId)]);
  if (party) return failed(party);
  const problem = rulingProblem(command.category, command.measure);
  if (problem) return failed(problem);
  const description = text(command.description, 'a description', true);
  if (typeof description !== 'string') return failed(description);
  const correction = command.correction === null ? null : text(command.correction, 'a correction', false);
  if (correction !== null && typeof correction !== 'string') return failed(correction);
  if (command.matchId !== null && !playedMatch(tournament, entrant.entrantId, command.matchId)) {
    return refuse('INCIDENT.MATCH_NOT_PLAYED', 'the match named is not one this player played');
  }
  if ((command.measure === 'match_loss' || command.measure === 'game_loss') && command.matchId === null) {
    return refuse('INCIDENT.MATCH_REQUIRED', `a ${command.measure.replace('_', ' ')} names the match it applies to`, { ruleRef: 'TR 2026-07-16 701.2' });
  }
  const recorded: TournamentEvent = {
    type: 'IncidentRecorded',
    data: {
      incidentId: command.incidentId,
      playerId: command.playerId,
      entrantId: entrant.entrantId,
      round: tournament.rounds.length,
      matchId: command.matchId,
      category: command.category as InfractionCategory,
      measure: command.measure as Measure,
      description,
      correction: correction || null,
      judgeAccountId: command.actor.accountId,
      at: command.now,
    },
  };
  if (command.measure !== 'disqualification') return accept(recorded);
  const disqualified = disqualification(command, tournament, command.playerId, description);
  return disqualified.ok ? accept(recorded, ...disqualified.events) : disqualified;
}

function incidentOf(state: TournamentState, incidentId: string): { tournament: ExistingTournament; incident: IncidentEntry } | Refusal {
  const found = existing(state);
  if (!found.ok) return found.error;
  const incident = found.value.incidents[incidentId];
  if (!incident) return refusal('INCIDENT.NOT_FOUND', 'no such incident');
  return { tournament: found.value, incident };
}

/**
 * TR 15.2.2: the appeal instance is the head judge; where none is named (REL 0-1), the organizer.
 * Its own rulings are final. The same instance corrects final results (`decideCorrectResult`).
 */
export function isAppealInstance(tournament: Pick<ExistingTournament, 'organizerId' | 'staff'>, accountId: string): boolean {
  const hasHeadJudge = Object.values(tournament.staff).some((staff) => staff.role === 'head_judge');
  return hasHeadJudge ? tournament.staff[accountId]?.role === 'head_judge' : tournament.organizerId === accountId;
}

/** TR 15.2: only the player the ruling concerns appeals, once, with a statement. */
export function decideFileAppeal(command: FileAppeal, state: TournamentState): Decision<TournamentEvent> {
  const found = incidentOf(state, command.incidentId);
  if ('code' in found) return failed(found);
  const { tournament, incident } = found;
  if (!command.actor) return refuse('AUTH.UNAUTHENTICATED', 'log in first');
  if (tournament.players[incident.playerId]?.accountId !== command.actor.accountId) {
    return refuse('AUTH.FORBIDDEN', 'only the player the ruling concerns may appeal it', { ruleRef: 'TR 2026-07-16 413.1' });
  }
  if (incident.appeal) return refuse('APPEAL.ALREADY_FILED', 'this ruling is appealed already', { ruleRef: 'TR 2026-07-16 413.4' });
  if (isAppealInstance(tournament, incident.judgeAccountId)) {
    return refuse('APPEAL.FINAL_INSTANCE', 'the appeal instance made this ruling itself; it cannot be appealed', { ruleRef: 'TR 2026-07-16 413.4' });
  }
  const statement = text(command.statement, 'an appeal statement', true);
  if (typeof statement !== 'string') return failed(statement);
  return accept({ type: 'AppealFiled', data: { incidentId: incident.incidentId, statement, at: command.now } });
}

/**
 * TR 15.2.2: the appeal instance decides (the head judge, or the organizer where there is none),
 * never the judge who ruled; the decision is final (TR 15.2.3). A change to a disqualification disqualifies; lifting a disqualification
 * lets the player back in (its consequences are carried out, TR 15.2.3).
 */
export function decideDecideAppeal(command: DecideAppeal, state: TournamentState): Decision<TournamentEvent> {
  const found = incidentOf(state, command.incidentId);
  if ('code' in found) return failed(found);
  const { tournament, incident } = found;
  if (!command.actor) return refuse('AUTH.UNAUTHENTICATED', 'log in first');
  if (!isAppealInstance(tournament, command.actor.accountId)) {
    return refuse('AUTH.FORBIDDEN', 'appeals are decided by the head judge, or by the organizer where there is none', { ruleRef: 'TR 2026-07-16 413.1' });
  }
  const party = partyRefusal(tournament, command.actor.accountId, [incident.entrantId, ...entrantsAt(tournament, incident.matchId)]);
  if (party) return failed(party);
  if (!incident.appeal) return refuse('APPEAL.NOT_FILED', 'this ruling is not appealed', { ruleRef: 'TR 2026-07-16 413.1' });
  if (incident.appeal.decision) return refuse('APPEAL.ALREADY_DECIDED', 'the appeal is decided; the decision is final', { ruleRef: 'TR 2026-07-16 413.4' });
  if (!isAppealOutcome(command.outcome)) return refuse('APPEAL.UNKNOWN_OUTCOME', `unknown outcome ${command.outcome}`, { ruleRef: 'TR 2026-07-16 413.1' });
  const note = text(command.note, 'a decision note', true);
  if (typeof note !== 'string') return failed(note);
  const ruling = nextRuling(command.outcome, incident, command.category, command.measure);
  if ('code' in ruling) return failed(ruling);
  const decided: TournamentEvent = {
    type: 'AppealDecided',
    data: { incidentId: incident.incidentId, outcome: command.outcome, ...ruling, note, decidedBy: command.actor.accountId, at: command.now },
  };
  const wasDisqualification = rulingOf(incident).measure === 'disqualification';
  const isDisqualification = ruling.measure === 'disqualification';
  if (isDisqualification && !wasDisqualification) {
    const disqualified = disqualification(command, tournament, incident.playerId, note);
    return disqualified.ok ? accept(decided, ...disqualified.events) : disqualified;
  }
  if (wasDisqualification && !isDisqualification && tournament.entrants[incident.entrantId]?.status === 'disqualified') {
    return accept<TournamentEvent>(decided, { type: 'EntrantReentered', data: { entrantId: incident.entrantId, at: command.now } });
  }
  return accept(decided);
}

function nextRuling(
  outcome: AppealOutcome,
  incident: IncidentEntry,
  category: string | null,
  measure: string | null,
): { readonly category: InfractionCategory; readonly measure: Measure | null } | Refusal {
  if (outcome === 'upheld') return { category: incident.category, measure: incident.measure };
  if (outcome === 'overturned') return { category: incident.category, measure: null };
  const nextCategory = category ?? incident.category;
  const nextMeasure = measure ?? incident.measure;
  const problem = rulingProblem(nextCategory, nextMeasure);
  if (problem) return problem;
  if (nextCategory === incident.category && nextMeasure === incident.measure) {
    return refusal('APPEAL.NOTHING_CHANGED', 'a changed ruling differs from the original; uphold it otherwise', { ruleRef: 'TR 2026-07-16 413.1' });
  }
  if ((nextMeasure === 'match_loss' || nextMeasure === 'game_loss') && incident.matchId === null) {
    return refusal('INCIDENT.MATCH_REQUIRED', 'the incident names no match for this measure', { ruleRef: 'TR 2026-07-16 701.2' });
  }
  return { category: nextCategory as InfractionCategory, measure: nextMeasure as Measure };
}
