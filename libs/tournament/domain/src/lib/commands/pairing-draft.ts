import { accept, type Decision, firstFailure, refusal, refuse } from '../decision.js';
import type { TournamentEvent } from '../events/tournament.events.js';
import { type Actor, checkPermission } from '../roles/roles.js';
import type { TournamentState } from '../state/tournament.state.js';
import { existing } from './guards.js';
import { decidePairNextRound } from './pair-next-round.js';

/**
 * Pair, check, publish (issue 19): the organizer pairs the next round as a draft that only the
 * organizer sees, checks it (rematches, second byes, who sits where), then publishes it, which is
 * the same `RoundPaired` that pairing straight away writes. Registrations, drops and
 * disqualifications discard a draft (the field changed), so a published round always fits the
 * field it was paired from.
 */
export interface DraftNextRound {
  readonly type: 'DraftNextRound';
  readonly actor: Actor | null;
  readonly now: string;
}

export interface PublishPairings {
  readonly type: 'PublishPairings';
  readonly actor: Actor | null;
  readonly now: string;
}

export interface DiscardPairingDraft {
  readonly type: 'DiscardPairingDraft';
  readonly actor: Actor | null;
  readonly now: string;
}

/** Pairs the next round exactly as `PairNextRound` would, and keeps it as a draft. */
export function decideDraftNextRound(command: DraftNextRound, state: TournamentState): Decision<TournamentEvent> {
  const paired = decidePairNextRound({ type: 'PairNextRound', actor: command.actor, now: command.now }, state);
  if (!paired.ok) return paired;
  const [event] = paired.events;
  if (event?.type !== 'RoundPaired') throw new Error('pairing the next round wrote no RoundPaired');
  return accept({ type: 'RoundDrafted', data: event.data });
}

export function decidePublishPairings(command: PublishPairings, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  const tournament = found.value;
  const draft = tournament.pairingDraft;
  const failure = firstFailure(
    () => checkPermission(tournament, command.actor, 'pairRounds'),
    () => (draft ? null : refusal('PAIRING.NO_DRAFT', 'no pairings are waiting to be published; pair the next round first')),
  );
  if (failure || !draft) return { ok: false, error: failure ?? refusal('PAIRING.NO_DRAFT', 'no draft') };
  if (draft.round !== tournament.rounds.length + 1) return refuse('PAIRING.NO_DRAFT', 'the draft no longer follows the last round; pair again');
  const { round, phase, tables, byes, relaxations } = draft;
  return accept({ type: 'RoundPaired', data: { round, phase, tables, byes, relaxations, at: command.now } });
}

export function decideDiscardPairingDraft(command: DiscardPairingDraft, state: TournamentState): Decision<TournamentEvent> {
  const found = existing(state);
  if (!found.ok) return found;
  const tournament = found.value;
  const failure = firstFailure(
    () => checkPermission(tournament, command.actor, 'pairRounds'),
    () => (tournament.pairingDraft ? null : refusal('PAIRING.NO_DRAFT', 'no pairings are waiting to be published')),
  );
  if (failure || !tournament.pairingDraft) return { ok: false, error: failure ?? refusal('PAIRING.NO_DRAFT', 'no draft') };
  return accept({ type: 'PairingDraftDiscarded', data: { round: tournament.pairingDraft.round, at: command.now } });
}
