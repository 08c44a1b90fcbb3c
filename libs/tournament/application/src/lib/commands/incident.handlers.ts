import {
  type Actor,
  currentRound,
  decideDecideAppeal,
  decideFileAppeal,
  decideRecordIncident,
  type ExistingTournament,
  rulingOf,
  type TournamentEvent,
  type TournamentState,
} from '@arbiter/tournament-domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { MatchRepository } from '../repositories/match.repository.js';
import { TournamentRepository } from '../repositories/tournament.repository.js';
import { TournamentWriter, type WriteSession } from '../repositories/tournament-writer.js';
import { Clock } from '../shared/clock.js';
import { eventsOrThrow } from '../shared/refusal-error.js';
import { forfeitMatch } from './forfeit-match.js';
import { DecideAppealCommand, FileAppealCommand, RecordIncidentCommand } from './incident-commands.js';

/**
 * What a ruling changes besides the record, in the same transaction: a match loss (TR 13.2 (5))
 * enters the named match as lost; a disqualification (TR 13.2 (6)) loses the open match of the
 * round in progress. A ruling lifted on appeal leaves an entered result to the judges
 * (`enterResult` corrects it, TR 15.2.3 with chapter 14).
 */
async function carryOut(session: WriteSession, matches: MatchRepository, before: ExistingTournament, events: readonly TournamentEvent[], actor: Actor, now: string): Promise<void> {
  const tournamentId = before.tournamentId;
  for (const event of events) {
    if (event.type === 'IncidentRecorded' && event.data.measure === 'match_loss' && event.data.matchId) {
      await forfeitMatch(session, matches, { tournamentId, matchId: event.data.matchId, entrantId: event.data.entrantId, actor, now });
    }
    if (event.type === 'AppealDecided' && event.data.measure === 'match_loss') {
      const incident = before.incidents[event.data.incidentId];
      if (incident?.matchId && rulingOf(incident).measure !== 'match_loss') {
        await forfeitMatch(session, matches, { tournamentId, matchId: incident.matchId, entrantId: incident.entrantId, actor, now });
      }
    }
    if (event.type === 'EntrantDisqualified') {
      const round = currentRound(before);
      const table = round?.status === 'in_progress' ? round.tables.find((entry) => entry.entrantIds.includes(event.data.entrantId)) : undefined;
      if (table) await forfeitMatch(session, matches, { tournamentId, matchId: table.matchId, entrantId: event.data.entrantId, actor, now });
    }
  }
}

abstract class IncidentHandlerBase {
  constructor(
    protected readonly writer: TournamentWriter,
    protected readonly tournaments: TournamentRepository,
    protected readonly matches: MatchRepository,
    protected readonly clock: Clock,
  ) {}

  protected decideAndCarryOut(tournamentId: string, actor: Actor | null, decide: (state: TournamentState, now: string) => ReturnType<typeof decideRecordIncident>): Promise<void> {
    const now = this.clock.now();
    return this.writer.transaction(actor?.accountId ?? null, async (session) => {
      const before = await this.tournaments.load(tournamentId, session.tx);
      const events = eventsOrThrow(decide(before.state, now));
      await session.appendTournament(tournamentId, before, events);
      if (before.state.status !== 'none' && actor) await carryOut(session, this.matches, before.state, events, actor, now);
    });
  }
}

@CommandHandler(RecordIncidentCommand)
export class RecordIncidentHandler extends IncidentHandlerBase implements ICommandHandler<RecordIncidentCommand, { readonly incidentId: string }> {
  constructor(writer: TournamentWriter, tournaments: TournamentRepository, matches: MatchRepository, clock: Clock) {
    super(writer, tournaments, matches, clock);
  }

  async execute(command: RecordIncidentCommand): Promise<{ readonly incidentId: string }> {
    const incidentId = randomUUID();
    await this.decideAndCarryOut(command.tournamentId, command.actor, (state, now) =>
      decideRecordIncident({ type: 'RecordIncident', actor: command.actor, incidentId, ...command.input, now }, state),
    );
    return { incidentId };
  }
}

@CommandHandler(FileAppealCommand)
export class FileAppealHandler extends IncidentHandlerBase implements ICommandHandler<FileAppealCommand, void> {
  constructor(writer: TournamentWriter, tournaments: TournamentRepository, matches: MatchRepository, clock: Clock) {
    super(writer, tournaments, matches, clock);
  }

  execute(command: FileAppealCommand): Promise<void> {
    return this.decideAndCarryOut(command.tournamentId, command.actor, (state, now) =>
      decideFileAppeal({ type: 'FileAppeal', actor: command.actor, incidentId: command.incidentId, statement: command.statement, now }, state),
    );
  }
}

@CommandHandler(DecideAppealCommand)
export class DecideAppealHandler extends IncidentHandlerBase implements ICommandHandler<DecideAppealCommand, void> {
  constructor(writer: TournamentWriter, tournaments: TournamentRepository, matches: MatchRepository, clock: Clock) {
    super(writer, tournaments, matches, clock);
  }

  execute(command: DecideAppealCommand): Promise<void> {
    return this.decideAndCarryOut(command.tournamentId, command.actor, (state, now) =>
      decideDecideAppeal({ type: 'DecideAppeal', actor: command.actor, incidentId: command.incidentId, ...command.decision, now }, state),
    );
  }
}
