import { accept, type Decision, refusal, refuse, type Refusal } from '../decision.js';
import { checkDecklist, type DecklistSource, readDecklistSource, storedDecklistOf } from '../decklist/registered-decklist.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { type Actor, may } from '../roles/roles.js';
import { entrantOfPlayer, type ExistingTournament, type PlayerEntry, type TournamentState } from '../state/tournament.state.js';
import { conflictWithTeammates } from '../decklist/team-decks.js';
import { existing } from './guards.js';

export type { DecklistSource } from '../decklist/registered-decklist.js';

export interface SubmitDecklist {
  readonly type: 'SubmitDecklist';
  readonly actor: Actor | null;
  readonly playerId: string;
  readonly source: DecklistSource;
  readonly now: string;
}

/**
 * A player (or the organizer for them) submits a decklist, by deck code, flat list or pasted
 * text. Every card that exists can be registered: deck construction is checked against the card
 * catalog's facts and the tournament's format (`@arbiter/decks`), not against the cards the rules
 * engine plays (that is `playableOnline`, a separate fact). Lists lock when the event starts
 * (TR 2026-07-16 401.3, 401.4): a late entrant registers theirs once, before their first round;
 * after that only the organizer or a judge changes a list (`decideCorrectDecklist`).
 */
export function decideSubmitDecklist(command: SubmitDecklist, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  const tournament = found.value;
  const player = tournament.players[command.playerId];
  if (!player) return refuse('PLAYER.NOT_FOUND', 'no such player');
  const denied = checkSubmitter(tournament, command.actor, player.accountId) ?? checkLock(tournament, player) ?? checkDeadline(tournament, command);
  if (denied) return { ok: false, error: denied };
  const read = readDecklistSource(command.source);
  if (!read.ok) return { ok: false, error: read.error };
  const illegal = checkDecklist(read.decklist, tournament.settings, command.now);
  if (illegal) return { ok: false, error: illegal };
  const stored = storedDecklistOf(read.decklist, read.deckCode);
  const shared = conflictWithTeammates(tournament, command.playerId, stored);
  if (shared) return { ok: false, error: shared };
  return accept({ type: 'DecklistSubmitted', data: { playerId: command.playerId, ...stored, at: command.now } });
}

function checkSubmitter(tournament: ExistingTournament, actor: Actor | null, playerAccountId: string | null): Refusal | null {
  if (!actor) return refusal('AUTH.UNAUTHENTICATED', 'log in first');
  if (playerAccountId === actor.accountId || may(tournament, actor, 'submitDecklists')) return null;
  return refusal('AUTH.FORBIDDEN', 'only the player or the organizer submits a decklist');
}

/** Before the start anyone entitled replaces a list; after it only a late entrant's first list, before their first round. */
function checkLock(tournament: ExistingTournament, player: PlayerEntry): Refusal | null {
  if (tournament.status === 'registration') return null;
  const firstRound = entrantOfPlayer(tournament, player.playerId)?.joinedInRound ?? player.joinedInRound;
  const lateEntrantsFirstList = player.decklist === null && tournament.status === 'swiss' && tournament.rounds.length < firstRound;
  if (lateEntrantsFirstList) return null;
  return refusal('DECKLIST.LOCKED', 'decklists locked when the event started; the organizer or a judge can correct a list', {
    ruleRef: 'TR 2026-07-16 401.3',
  });
}

/** After the organizer's deadline only the organizer submits (e.g. a list handed in on paper). */
function checkDeadline(tournament: ExistingTournament, command: SubmitDecklist): Refusal | null {
  const deadline = tournament.settings.decklistDeadline;
  if (deadline === null || Date.parse(command.now) <= Date.parse(deadline) || may(tournament, command.actor, 'submitDecklists')) return null;
  return refusal('DECKLIST.DEADLINE_PASSED', `decklists were due by ${deadline}; ask the organizer`, {
    ruleRef: 'TR 2026-07-16 401.4',
    details: { deadline },
  });
}
