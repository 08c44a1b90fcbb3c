import type { EventStoreTransaction, OutboxDelivery, OutboxProcessor } from '@arbiter/application';
import { AppError } from '@arbiter/errors';
import { decideCompleteRound, type MatchResult, reconcileReports } from '@arbiter/tournament-domain';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { TournamentNotifier } from '../notifications/tournament-notifier.js';
import { MatchRepository } from '../repositories/match.repository.js';
import { TournamentRepository } from '../repositories/tournament.repository.js';
import { WriteSession } from '../repositories/tournament-writer.js';
import { TournamentReadModels } from '../projections/tournament-read-models.js';
import { Clock } from '../shared/clock.js';
import { eventsOrThrow } from '../shared/refusal-error.js';
import { PAIRING_TOPIC, type PairingRequestPayload, SCORE_REPORTING_TOPIC, type ScoreReportPayload } from './score-reporting.topic.js';

/**
 * The worker side of score reporting (issue 7), topic `score-reporting`. For one accepted report
 * it reloads the match, reconciles every report of it under the tournament's result policy
 * (`reconcileReports`), appends the outcome with the expected version through the runner's
 * transaction and projects it (standings follow from the results). When that made the last
 * match of the round final, it completes the round and, under automatic pairing, asks for the
 * next one (topic `pairing`). Every step is idempotent: a second delivery finds the decision
 * made and appends nothing.
 */
@Injectable()
export class ScoreReportingProcessor implements OutboxProcessor<ScoreReportPayload> {
  readonly topic = SCORE_REPORTING_TOPIC;

  constructor(
    private readonly matches: MatchRepository,
    private readonly tournaments: TournamentRepository,
    private readonly readModels: TournamentReadModels,
    private readonly notifier: TournamentNotifier,
    private readonly clock: Clock,
  ) {}

  async process(delivery: OutboxDelivery<ScoreReportPayload>, tx: EventStoreTransaction): Promise<void> {
    const { matchId, reportId, tournamentId } = delivery.payload;
    const session = new WriteSession(tx, this.readModels, null);
    const match = await this.matches.load(matchId, tx);
    const events = eventsOrThrow(reconcileReports({ type: 'ReconcileReports', reportId, now: this.clock.now() }, match.state));
    await session.appendMatch(matchId, match.version, events);
    const info = match.state.status === 'unpaired' ? null : match.state.info;
    if (!info) return;
    for (const event of events) {
      if (event.type === 'MatchDisputed') {
        this.notifier.publish('disputeOpened', tournamentId, { tournamentId, matchId, round: info.round, table: info.table });
      }
      if (event.type === 'MatchResultRecorded') await this.afterResult(session, tournamentId, info.round);
    }
  }

  private async afterResult(session: WriteSession, tournamentId: string, round: number): Promise<void> {
    // The projection decremented the round's open matches in this transaction and holds the
    // row lock, so of two last results committing at once exactly one sees zero.
    const [row] = (await session.tx.manager.query(
      `SELECT r.open_matches, t.results_version FROM trn_rounds r JOIN trn_tournaments t USING (tournament_id)
       WHERE r.tournament_id = $1 AND r.round = $2`,
      [tournamentId, round],
    )) as { open_matches: number; results_version: number }[];
    if (!row) throw new AppError('ROUND.NOT_FOUND', `round ${round} of ${tournamentId} has no read model row`);
    if (row.open_matches === 0) await this.completeRound(session, tournamentId, round);
    this.notifier.publish('standingsUpdated', tournamentId, { tournamentId, resultsVersion: row.results_version });
  }

  private async completeRound(session: WriteSession, tournamentId: string, round: number): Promise<void> {
    const before = await this.tournaments.load(tournamentId, session.tx);
    const entry = before.state.status === 'none' ? undefined : before.state.rounds.find((candidate) => candidate.round === round);
    const results: Record<string, MatchResult | null> = {};
    for (const table of entry?.tables ?? []) {
      const match = await this.matches.load(table.matchId, session.tx);
      results[table.matchId] = match.state.status === 'final' ? match.state.result : null;
    }
    const events = eventsOrThrow(decideCompleteRound({ type: 'CompleteRound', round, results, now: this.clock.now() }, before.state));
    const automatic = before.state.status !== 'none' && before.state.settings.pairing === 'automatic';
    const request: PairingRequestPayload = { tournamentId, afterRound: round };
    const outbox = automatic && events.length > 0 ? [{ id: randomUUID(), topic: PAIRING_TOPIC, payload: request }] : [];
    await session.appendTournament(tournamentId, before, events, outbox);
  }
}
