import { GroupCommit, type OutboxMessageInput } from '@arbiter/application';
import { AppError, isAppError } from '@arbiter/errors';
import {
  type Actor,
  decideConfirmResult,
  decideEnterResult,
  decideExtendMatchTime,
  decideReportResult,
  type Decision,
  evolveMatch,
  initialMatchState,
  type MatchEvent,
  type MatchState,
  may,
  type PairedMatch,
  type ConfirmResult,
  type ReportResult,
  repeatedReport,
} from '@arbiter/tournament-domain';
import { Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { TournamentNotifier } from '../notifications/tournament-notifier.js';
import { OnlineGameStops } from '../online/online-game-stops.js';
import { SCORE_REPORTING_TOPIC, type ScoreReportPayload } from '../processors/score-reporting.topic.js';
import { MatchRepository } from '../repositories/match.repository.js';
import { TournamentRepository } from '../repositories/tournament.repository.js';
import { type MatchAppend, TournamentWriter } from '../repositories/tournament-writer.js';
import { Clock } from '../shared/clock.js';
import { eventsOrThrow } from '../shared/refusal-error.js';
import {
  ConfirmResultCommand,
  EnterResultCommand,
  ExtendMatchTimeCommand,
  ReportResultCommand,
  type ReportReceipt,
} from './match-commands.js';

interface ReportRequest {
  readonly actor: Actor;
  readonly matchId: string;
  readonly reportId: string;
  readonly decide: (match: PairedMatch | null, reportId: string) => Decision<MatchEvent>;
  /** The id of the player's earlier, identical report when this one repeats it (issue 18 item 6). */
  readonly repeats?: (match: MatchState) => string | null;
}

/** A stored report, with the tournament its match belongs to (for the notification). */
interface StoredReport extends ReportReceipt {
  readonly tournamentId: string;
}

/** A report's fate in a batch: stored, or refused on its own (the others of the batch still commit). */
type ReportOutcome = { readonly ok: true; readonly stored: StoredReport } | { readonly ok: false; readonly error: AppError };

/**
 * Report batches one process writes at once (each holds one pooled connection while it runs).
 * One: a report that arrives while a batch is written joins the next one, and fewer, larger
 * transactions cost the database less per report than two half-size ones side by side. In the
 * end-of-round burst of `simulate:regional` (64 tables reporting at once) one lane instead of two
 * took one api process from 1,074 to 1,412 reports per second and its p99 from 118 to 72 ms; two
 * api processes from about 930 to 970-1,100 per second and 149-156 to 135-137 ms (ADR 0104).
 * More api processes bring more lanes.
 */
const REPORT_LANES = 1;
const REPORT_MAX_BATCH = 64;

/**
 * Stores a report in its match stream together with the outbox message that carries it to the
 * worker, in one append (issue 7): when the mutation returns, the report is accepted and cannot
 * be lost. Reports that arrive while others are being written share the next transaction, with
 * one read, one append and one projection statement for all of them (group commit, ADR 0033).
 * A refused report (a confirmation of a match already final, a stranger's report) is refused on
 * its own and the rest of its batch commits; only a batch that fails as a whole (the database)
 * is written again report by report. Sending a batch of 64 back one by one for one refusal made
 * the burst around a process kill, when refusals come from retried requests, a queue of single
 * transactions (issue 20).
 */
@Injectable()
export class ReportWriter {
  private readonly group: GroupCommit<ReportRequest, ReportOutcome>;

  constructor(
    private readonly writer: TournamentWriter,
    private readonly matches: MatchRepository,
    private readonly notifier: TournamentNotifier,
  ) {
    this.group = new GroupCommit<ReportRequest, ReportOutcome>(
      { together: (requests) => this.storeTogether(requests), alone: async (request) => ({ ok: true, stored: await this.storeAlone(request) }) },
      { lanes: REPORT_LANES, maxBatch: REPORT_MAX_BATCH },
    );
  }

  async store(actor: Actor | null, matchId: string, decide: ReportRequest['decide'], repeats?: ReportRequest['repeats']): Promise<ReportReceipt> {
    if (!actor) throw new AppError('AUTH.UNAUTHENTICATED', 'log in first');
    const outcome = await this.group.submit({ actor, matchId, reportId: randomUUID(), decide, ...(repeats ? { repeats } : {}) }, matchId);
    if (!outcome.ok) throw outcome.error;
    const receipt = outcome.stored;
    // Committed: the match's players see the report at once (the worker tells them the outcome).
    this.notifier.publish('matchUpdated', matchId, { tournamentId: receipt.tournamentId, matchId, status: null });
    return { reportId: receipt.reportId, matchId: receipt.matchId };
  }

  private storeAlone(request: ReportRequest): Promise<StoredReport> {
    return this.writer.transaction(request.actor.accountId, async (session) => {
      const loaded = await this.matches.load(request.matchId, session.tx);
      const { reportId, events, outbox, tournamentId } = decideOn(request, loaded.state);
      await session.appendMatch(request.matchId, loaded.version, events, outbox);
      return { reportId, matchId: request.matchId, tournamentId };
    });
  }

  private storeTogether(requests: readonly ReportRequest[]): Promise<ReportOutcome[]> {
    return this.writer.transaction(null, async (session) => {
      const loaded = await this.matches.loadMany(
        requests.map((request) => request.matchId),
        session.tx,
      );
      const states = new Map([...loaded].map(([matchId, match]) => [matchId, match.state]));
      const appends: MatchAppend[] = [];
      const outcomes: ReportOutcome[] = [];
      for (const request of requests) {
        const state = states.get(request.matchId) ?? initialMatchState();
        let decided: ReturnType<typeof decideOn>;
        try {
          decided = decideOn(request, state);
        } catch (error) {
          // A refusal is this report's answer and writes nothing; anything else fails the batch.
          if (!isAppError(error)) throw error;
          outcomes.push({ ok: false, error });
          continue;
        }
        const { reportId, events, outbox, tournamentId } = decided;
        appends.push({ matchId: request.matchId, expected: loaded.get(request.matchId)?.version ?? 0, events, outbox, actorId: request.actor.accountId });
        outcomes.push({ ok: true, stored: { reportId, matchId: request.matchId, tournamentId } });
        // A second report for the same table in this batch decides on the state after the first.
        states.set(request.matchId, events.reduce(evolveMatch, state));
      }
      await session.appendMatches(appends);
      return outcomes;
    });
  }
}

/**
 * The report's events and the outbox message that carries it to the worker; a repeat of the
 * player's earlier identical report stores nothing and answers with that report's id.
 */
function decideOn(
  request: ReportRequest,
  state: MatchState,
): { reportId: string; events: readonly MatchEvent[]; outbox: readonly OutboxMessageInput[]; tournamentId: string } {
  const original = request.repeats?.(state) ?? null;
  if (original && state.status !== 'unpaired') return { reportId: original, events: [], outbox: [], tournamentId: state.info.tournamentId };
  const events = eventsOrThrow(request.decide(state.status === 'unpaired' ? null : state, request.reportId));
  if (state.status === 'unpaired') throw new AppError('MATCH.NOT_FOUND', 'no such match');
  const payload: ScoreReportPayload = { tournamentId: state.info.tournamentId, matchId: request.matchId, reportId: request.reportId };
  return { reportId: request.reportId, events, outbox: [{ id: request.reportId, topic: SCORE_REPORTING_TOPIC, payload }], tournamentId: payload.tournamentId };
}

@CommandHandler(ReportResultCommand)
export class ReportResultHandler implements ICommandHandler<ReportResultCommand, ReportReceipt> {
  constructor(
    private readonly reports: ReportWriter,
    private readonly clock: Clock,
  ) {}

  execute(command: ReportResultCommand): Promise<ReportReceipt> {
    const report = (reportId: string): ReportResult => ({ type: 'ReportResult', actor: command.actor as Actor, reportId, result: command.result, now: this.clock.now() });
    return this.reports.store(
      command.actor,
      command.matchId,
      (match, reportId) => decideReportResult(report(reportId), match ?? { status: 'unpaired' }),
      (match) => repeatedReport(report(''), match),
    );
  }
}

@CommandHandler(ConfirmResultCommand)
export class ConfirmResultHandler implements ICommandHandler<ConfirmResultCommand, ReportReceipt> {
  constructor(
    private readonly reports: ReportWriter,
    private readonly clock: Clock,
  ) {}

  execute(command: ConfirmResultCommand): Promise<ReportReceipt> {
    const confirmation = (reportId: string): ConfirmResult => ({ type: 'ConfirmResult', actor: command.actor as Actor, reportId, now: this.clock.now() });
    return this.reports.store(
      command.actor,
      command.matchId,
      (match, reportId) => decideConfirmResult(confirmation(reportId), match ?? { status: 'unpaired' }),
      (match) => repeatedReport(confirmation(''), match),
    );
  }
}

@CommandHandler(EnterResultCommand)
export class EnterResultHandler implements ICommandHandler<EnterResultCommand, ReportReceipt> {
  constructor(
    private readonly reports: ReportWriter,
    private readonly tournaments: TournamentRepository,
    private readonly matches: MatchRepository,
    private readonly onlineGames: OnlineGameStops,
    private readonly clock: Clock,
  ) {}

  async execute(command: EnterResultCommand): Promise<ReportReceipt> {
    const actorIsStaff = await this.isStaff(command.actor, command.matchId);
    const receipt = await this.reports.store(command.actor, command.matchId, (match, reportId) =>
      decideEnterResult(
        { type: 'EnterResult', actor: command.actor as Actor, actorIsStaff, reportId, result: command.result, now: this.clock.now() },
        match ?? { status: 'unpaired' },
      ),
    );
    // Issue 18 item 4: the entry decides, and ends the match's online game if one is being played.
    const { state } = await this.matches.load(command.matchId);
    if (state.status !== 'unpaired' && state.onlinePlay?.status === 'playing') await this.onlineGames.afterStaffResult(command.matchId, state.onlinePlay.gameId);
    return receipt;
  }

  private async isStaff(actor: Actor | null, matchId: string): Promise<boolean> {
    const match = await this.matches.load(matchId);
    if (match.state.status === 'unpaired' || !actor) return false;
    const { state } = await this.tournaments.load(match.state.info.tournamentId);
    return state.status !== 'none' && may(state, actor, 'enterResults');
  }
}

@CommandHandler(ExtendMatchTimeCommand)
export class ExtendMatchTimeHandler implements ICommandHandler<ExtendMatchTimeCommand, void> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly tournaments: TournamentRepository,
    private readonly matches: MatchRepository,
    private readonly clock: Clock,
    private readonly notifier: TournamentNotifier,
  ) {}

  async execute(command: ExtendMatchTimeCommand): Promise<void> {
    const tournamentId = await this.writer.transaction(command.actor?.accountId ?? null, async (session) => {
      const match = await this.matches.load(command.matchId, session.tx);
      if (match.state.status === 'unpaired') throw new AppError('MATCH.NOT_FOUND', 'no such match');
      const tournament = await this.tournaments.load(match.state.info.tournamentId, session.tx);
      const events = eventsOrThrow(
        decideExtendMatchTime({ type: 'ExtendMatchTime', actor: command.actor, minutes: command.minutes, now: this.clock.now() }, tournament.state, match.state),
      );
      await session.appendMatch(command.matchId, match.version, events);
      return match.state.info.tournamentId;
    });
    this.notifier.publish('matchUpdated', command.matchId, { tournamentId, matchId: command.matchId, status: null });
  }
}
