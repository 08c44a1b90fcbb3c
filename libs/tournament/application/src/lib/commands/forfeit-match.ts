import { type Actor, decideEnterResult, disqualificationResult } from '@arbiter/tournament-domain';
import { randomUUID } from 'node:crypto';
import { SCORE_REPORTING_TOPIC } from '../processors/score-reporting.topic.js';
import type { MatchRepository } from '../repositories/match.repository.js';
import type { WriteSession } from '../repositories/tournament-writer.js';
import { eventsOrThrow } from '../shared/refusal-error.js';

/**
 * A two-seat match not yet over is lost by `entrantId` (disqualification, TR 13.2 (6); match loss,
 * TR 13.2 (5)): the opponent is entered as the winner in the caller's transaction, a staff entry
 * with its `score-reporting` outbox row, so the worker reconciles it like any other result. A
 * final match, or a pod (no automatic result), is left alone.
 */
export async function forfeitMatch(
  session: WriteSession,
  matches: MatchRepository,
  input: { readonly tournamentId: string; readonly matchId: string; readonly entrantId: string; readonly actor: Actor; readonly now: string },
): Promise<void> {
  const match = await matches.load(input.matchId, session.tx);
  if (match.state.status === 'unpaired' || match.state.status === 'final') return;
  const result = disqualificationResult(match.state, input.entrantId);
  if (!result) return;
  const reportId = randomUUID();
  const entered = eventsOrThrow(decideEnterResult({ type: 'EnterResult', actor: input.actor, actorIsStaff: true, reportId, result, now: input.now }, match.state));
  const payload = { tournamentId: input.tournamentId, matchId: input.matchId, reportId };
  await session.appendMatch(input.matchId, match.version, entered, [{ id: reportId, topic: SCORE_REPORTING_TOPIC, payload }]);
}
