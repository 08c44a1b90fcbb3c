import type { EventStoreTransaction, OutboxDelivery, OutboxProcessor } from '@arbiter/application';
import { AppError } from '@arbiter/errors';
import { decideCompleteRound, evolveMatch, type MatchEvent, type MatchResult, type MatchState, reconcileReports } from '@arbiter/tournament-domain';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { TournamentNotifier } from '../notifications/tournament-notifier.js';
import { MatchRepository } from '../repositories/match.repository.js';
import { TournamentRepository } from '../repositories/tournament.repository.js';
import { type MatchAppend, WriteSession } from '../repositories/tournament-writer.js';
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
 *
 * `processBatch` does the same for a batch of reports in one transaction with one read, one
 * append and one projection statement for all of them (group commit, ADR 0033): at the end of a
 * round that is the difference between a queue of transactions on the round's row and one.
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

  process(delivery: OutboxDelivery<ScoreReportPayload>, tx: EventStoreTransaction): Promise<void> {
    return this.processBatch([delivery], tx);
  }

  async processBatch(deliveries: readonly OutboxDelivery<ScoreReportPayload>[], tx: EventStoreTransaction): Promise<void> {
    // The round's completion and the next pairing load the tournament: have it cached by then.
    for (const tournamentId of new Set(deliveries.map((delivery) => delivery.payload.tournamentId))) this.tournaments.warm(tournamentId);
    const session = new WriteSession(tx, this.readModels, null);
    const loaded = await this.matches.loadMany(
      deliveries.map((delivery) => delivery.payload.matchId),
      tx,
    );
    const states = new Map<string, MatchState>([...loaded].map(([matchId, match]) => [matchId, match.state]));
    const appends: MatchAppend[] = [];
    const decided: { readonly delivery: OutboxDelivery<ScoreReportPayload>; readonly state: MatchState; readonly events: readonly MatchEvent[] }[] = [];
    for (const delivery of deliveries) {
      const { matchId, reportId } = delivery.payload;
      const state = states.get(matchId) as MatchState;
      const events = eventsOrThrow(reconcileReports({ type: 'ReconcileReports', reportId, now: this.clock.now() }, state));
      appends.push({ matchId, expected: loaded.get(matchId)?.version ?? 0, events });
      decided.push({ delivery, state, events });
      states.set(matchId, events.reduce(evolveMatch, state));
    }
    await session.appendMatches(appends);
    const rounds = new Map<string, { readonly tournamentId: string; readonly round: number }>();
    for (const { delivery, state, events } of decided) {
      if (state.status === 'unpaired') continue;
      const { tournamentId, matchId } = delivery.payload;
      if (events.length > 0) {
        const status = events.reduce(evolveMatch, state).status;
        if (status !== 'unpaired') this.notifier.publish('matchUpdated', matchId, { tournamentId, matchId, status });
      }
      for (const event of events) {
        if (event.type === 'MatchDisputed') {
          this.notifier.publish('disputeOpened', tournamentId, { tournamentId, matchId, round: state.info.round, table: state.info.table });
        }
        if (event.type === 'MatchResultRecorded') rounds.set(`${tournamentId}/${state.info.round}`, { tournamentId, round: state.info.round });
      }
    }
    for (const { tournamentId, round } of rounds.values()) await this.afterResult(session, tournamentId, round);
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
    // Every table of the round in one read: a round of 200 tables is one round trip, not 200.
    const tables = entry?.tables ?? [];
    const matches = await this.matches.loadMany(
      tables.map((table) => table.matchId),
      session.tx,
    );
    const results: Record<string, MatchResult | null> = {};
    for (const { matchId } of tables) {
      const match = matches.get(matchId);
      results[matchId] = match?.state.status === 'final' ? match.state.result : null;
    }
    const events = eventsOrThrow(decideCompleteRound({ type: 'CompleteRound', round, results, now: this.clock.now() }, before.state));
    const automatic = before.state.status !== 'none' && before.state.settings.pairing === 'automatic';
    const request: PairingRequestPayload = { tournamentId, afterRound: round };
    const outbox = automatic && events.length > 0 ? [{ id: randomUUID(), topic: PAIRING_TOPIC, payload: request }] : [];
    await session.appendTournament(tournamentId, before, events, outbox);
  }
}
