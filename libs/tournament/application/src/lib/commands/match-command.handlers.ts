import { AppError } from '@arbiter/errors';
import {
  type Actor,
  decideConfirmResult,
  decideEnterResult,
  decideExtendMatchTime,
  decideReportResult,
  type Decision,
  type MatchEvent,
  may,
  type PairedMatch,
} from '@arbiter/tournament-domain';
import { Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { SCORE_REPORTING_TOPIC, type ScoreReportPayload } from '../processors/score-reporting.topic.js';
import { MatchRepository } from '../repositories/match.repository.js';
import { TournamentRepository } from '../repositories/tournament.repository.js';
import { TournamentWriter } from '../repositories/tournament-writer.js';
import { Clock } from '../shared/clock.js';
import { eventsOrThrow } from '../shared/refusal-error.js';
import {
  ConfirmResultCommand,
  EnterResultCommand,
  ExtendMatchTimeCommand,
  ReportResultCommand,
  type ReportReceipt,
} from './match-commands.js';

/**
 * Stores a report in its match stream together with the outbox message that carries it to the
 * worker, in one append (issue 7): when the mutation returns, the report is accepted and cannot
 * be lost. Reports for different tables never touch the same stream.
 */
@Injectable()
export class ReportWriter {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly matches: MatchRepository,
  ) {}

  async store(actor: Actor | null, matchId: string, decide: (match: PairedMatch | null, reportId: string) => Decision<MatchEvent>): Promise<ReportReceipt> {
    if (!actor) throw new AppError('AUTH.UNAUTHENTICATED', 'log in first');
    const reportId = randomUUID();
    await this.writer.transaction(actor.accountId, async (session) => {
      const loaded = await this.matches.load(matchId, session.tx);
      const match = loaded.state.status === 'unpaired' ? null : loaded.state;
      const events = eventsOrThrow(decide(match, reportId));
      if (!match) throw new AppError('MATCH.NOT_FOUND', 'no such match');
      const payload: ScoreReportPayload = { tournamentId: match.info.tournamentId, matchId, reportId };
      await session.appendMatch(matchId, loaded.version, events, [{ id: reportId, topic: SCORE_REPORTING_TOPIC, payload }]);
    });
    return { reportId, matchId };
  }
}

@CommandHandler(ReportResultCommand)
export class ReportResultHandler implements ICommandHandler<ReportResultCommand, ReportReceipt> {
  constructor(
    private readonly reports: ReportWriter,
    private readonly clock: Clock,
  ) {}

  execute(command: ReportResultCommand): Promise<ReportReceipt> {
    return this.reports.store(command.actor, command.matchId, (match, reportId) =>
      decideReportResult(
        { type: 'ReportResult', actor: command.actor as Actor, reportId, result: command.result, now: this.clock.now() },
        match ?? { status: 'unpaired' },
      ),
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
    return this.reports.store(command.actor, command.matchId, (match, reportId) =>
      decideConfirmResult({ type: 'ConfirmResult', actor: command.actor as Actor, reportId, now: this.clock.now() }, match ?? { status: 'unpaired' }),
    );
  }
}

@CommandHandler(EnterResultCommand)
export class EnterResultHandler implements ICommandHandler<EnterResultCommand, ReportReceipt> {
  constructor(
    private readonly reports: ReportWriter,
    private readonly tournaments: TournamentRepository,
    private readonly matches: MatchRepository,
    private readonly clock: Clock,
  ) {}

  async execute(command: EnterResultCommand): Promise<ReportReceipt> {
    const actorIsStaff = await this.isStaff(command.actor, command.matchId);
    return this.reports.store(command.actor, command.matchId, (match, reportId) =>
      decideEnterResult(
        { type: 'EnterResult', actor: command.actor as Actor, actorIsStaff, reportId, result: command.result, now: this.clock.now() },
        match ?? { status: 'unpaired' },
      ),
    );
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
  ) {}

  async execute(command: ExtendMatchTimeCommand): Promise<void> {
    await this.writer.transaction(command.actor?.accountId ?? null, async (session) => {
      const match = await this.matches.load(command.matchId, session.tx);
      if (match.state.status === 'unpaired') throw new AppError('MATCH.NOT_FOUND', 'no such match');
      const tournament = await this.tournaments.load(match.state.info.tournamentId, session.tx);
      const events = eventsOrThrow(
        decideExtendMatchTime({ type: 'ExtendMatchTime', actor: command.actor, minutes: command.minutes, now: this.clock.now() }, tournament.state, match.state),
      );
      await session.appendMatch(command.matchId, match.version, events);
    });
  }
}
