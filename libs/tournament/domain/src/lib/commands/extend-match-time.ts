import { accept, type Decision, refuse } from '../decision.js';
import type { MatchEvent } from '../events/match.events.js';
import { type Actor, checkPermission, partyRefusal } from '../roles/roles.js';
import type { MatchState } from '../state/match.state.js';
import type { TournamentState } from '../state/tournament.state.js';
import { existing } from './guards.js';

export interface ExtendMatchTime {
  readonly type: 'ExtendMatchTime';
  readonly actor: Actor | null;
  readonly minutes: number;
  readonly now: string;
}

const MAX_MATCH_EXTENSION = 30;

/**
 * A judge or the organizer gives one match extra time for a delay the players did not cause
 * (TR 10.4.1: judge call, deck check, interruption), limited to what is needed.
 */
export function decideExtendMatchTime(command: ExtendMatchTime, tournament: TournamentState, match: MatchState): Decision<MatchEvent> {
  const found = existing(tournament);
  if (!found.ok) return found;
  const denied = checkPermission(found.value, command.actor, 'extendMatchTime');
  if (denied) return { ok: false, error: denied };
  if (match.status === 'unpaired') return refuse('MATCH.NOT_FOUND', 'no such match');
  // Staff who play never give their own match more time (issue 18 item 8).
  const party = command.actor ? partyRefusal(found.value, command.actor.accountId, match.seats.map((seat) => seat.entrantId)) : null;
  if (party) return { ok: false, error: party };
  if (match.status === 'final') return refuse('MATCH.ALREADY_FINAL', 'the match is over');
  if (!Number.isInteger(command.minutes) || command.minutes < 1 || command.minutes > MAX_MATCH_EXTENSION) {
    return refuse('CLOCK.INVALID_EXTENSION', `a match extension is 1 to ${MAX_MATCH_EXTENSION} minutes`, { ruleRef: 'TR 2026-07-16 412.2' });
  }
  return accept({
    type: 'MatchTimeExtended',
    data: { minutes: command.minutes, grantedBy: command.actor?.accountId ?? 'system', at: command.now },
  });
}
