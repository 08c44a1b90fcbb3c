import { accept, type Decision, refuse } from '../decision.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { type Actor, checkPermission } from '../roles/roles.js';
import { entrantOfPlayer, type EntrantEntry, type ExistingTournament, type TournamentState } from '../state/tournament.state.js';
import { existing, notFinished } from './guards.js';

export interface DropPlayer {
  readonly type: 'DropPlayer';
  readonly actor: Actor | null;
  readonly playerId: string;
  readonly now: string;
}

export interface ReenterPlayer {
  readonly type: 'ReenterPlayer';
  readonly actor: Actor | null;
  readonly playerId: string;
  readonly now: string;
}

export interface DisqualifyPlayer {
  readonly type: 'DisqualifyPlayer';
  readonly actor: Actor | null;
  readonly playerId: string;
  readonly reason: string;
  readonly now: string;
}

type Found = { readonly ok: true; readonly tournament: ExistingTournament; readonly entrant: EntrantEntry } | { readonly ok: false; readonly refused: Decision<TournamentEvent> };

function findEntrant(state: TournamentState, playerId: string): Found {
  const found = existing(state);
  if (!found.ok) return { ok: false, refused: found };
  const entrant = entrantOfPlayer(found.value, playerId);
  if (!entrant) return { ok: false, refused: refuse('PLAYER.NOT_FOUND', 'no such player (or the player has no team yet)') };
  return { ok: true, tournament: found.value, entrant };
}

/**
 * A player leaves the event: they play the round already paired (its result still counts) and are
 * not paired again. Players drop themselves; the organizer or head judge may drop anyone. In
 * Magma Chamber the team drops.
 */
export function decideDropPlayer(command: DropPlayer, state: TournamentState): Decision<TournamentEvent> {
  const found = findEntrant(state, command.playerId);
  if (!found.ok) return found.refused;
  const { tournament, entrant } = found;
  const self = command.actor !== null && tournament.players[command.playerId]?.accountId === command.actor.accountId;
  const denied = self ? null : checkPermission(tournament, command.actor, 'dropPlayers');
  if (denied) return { ok: false, error: denied };
  const finished = notFinished(tournament);
  if (finished) return { ok: false, error: finished };
  if (entrant.status !== 'active') return refuse('PLAYER.NOT_ACTIVE', `${entrant.name} has left the tournament already`);
  return accept({
    type: 'EntrantDropped',
    data: { entrantId: entrant.entrantId, droppedInRound: tournament.rounds.length, at: command.now },
  });
}

/** The organizer takes a dropped player back into the Swiss; rounds missed meanwhile have no result. */
export function decideReenterPlayer(command: ReenterPlayer, state: TournamentState): Decision<TournamentEvent> {
  const found = findEntrant(state, command.playerId);
  if (!found.ok) return found.refused;
  const { tournament, entrant } = found;
  const denied = checkPermission(tournament, command.actor, 'reenterPlayers');
  if (denied) return { ok: false, error: denied };
  if (tournament.status !== 'registration' && tournament.status !== 'swiss') {
    return refuse('PLAYER.CANNOT_REENTER', 'players re-enter only before or during the Swiss rounds');
  }
  if (entrant.status === 'disqualified') return refuse('PLAYER.DISQUALIFIED', 'a disqualified player cannot re-enter', { ruleRef: 'TR 2026-07-16 701.2.d.3' });
  if (entrant.status === 'active') return refuse('PLAYER.ALREADY_ACTIVE', `${entrant.name} is still in the tournament`);
  return accept({ type: 'EntrantReentered', data: { entrantId: entrant.entrantId, at: command.now } });
}

/** The head judge or organizer disqualifies a player (TR 13.2 (6)); the open match is lost (see `disqualificationResult`). */
export function decideDisqualifyPlayer(command: DisqualifyPlayer, state: TournamentState): Decision<TournamentEvent> {
  const found = findEntrant(state, command.playerId);
  if (!found.ok) return found.refused;
  const { tournament, entrant } = found;
  const denied = checkPermission(tournament, command.actor, 'disqualify');
  if (denied) return { ok: false, error: denied };
  const finished = notFinished(tournament);
  if (finished) return { ok: false, error: finished };
  if (entrant.status === 'disqualified') return refuse('PLAYER.DISQUALIFIED', `${entrant.name} is disqualified already`);
  const reason = command.reason.trim();
  if (reason.length === 0 || reason.length > 500) {
    return refuse('PLAYER.DISQUALIFICATION_REASON', 'a disqualification is documented with a reason', { ruleRef: 'TR 2026-07-16 701.3.a' });
  }
  return accept({
    type: 'EntrantDisqualified',
    data: { entrantId: entrant.entrantId, droppedInRound: tournament.rounds.length, reason, at: command.now },
  });
}
