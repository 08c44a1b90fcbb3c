import { decideCorrectDecklist, decidePublishDecklists, decideRecordDeckCheck } from '@arbiter/tournament-domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { TournamentWriter } from '../repositories/tournament-writer.js';
import { Clock } from '../shared/clock.js';
import { CorrectDecklistCommand, PublishDecklistsCommand, RecordDeckCheckCommand } from './decklist.commands.js';

@CommandHandler(CorrectDecklistCommand)
export class CorrectDecklistHandler implements ICommandHandler<CorrectDecklistCommand, void> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
  ) {}

  async execute(command: CorrectDecklistCommand): Promise<void> {
    const { actor, playerId, source, reason } = command;
    await this.writer.onTournament(command.tournamentId, actor?.accountId ?? null, ({ state }) =>
      decideCorrectDecklist({ type: 'CorrectDecklist', actor, playerId, source, reason, now: this.clock.now() }, state),
    );
  }
}

@CommandHandler(RecordDeckCheckCommand)
export class RecordDeckCheckHandler implements ICommandHandler<RecordDeckCheckCommand, { readonly checkId: string }> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
  ) {}

  async execute(command: RecordDeckCheckCommand): Promise<{ readonly checkId: string }> {
    const checkId = randomUUID();
    await this.writer.onTournament(command.tournamentId, command.actor?.accountId ?? null, ({ state }) =>
      decideRecordDeckCheck({ type: 'RecordDeckCheck', actor: command.actor, checkId, ...command.input, now: this.clock.now() }, state),
    );
    return { checkId };
  }
}

@CommandHandler(PublishDecklistsCommand)
export class PublishDecklistsHandler implements ICommandHandler<PublishDecklistsCommand, void> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
  ) {}

  async execute(command: PublishDecklistsCommand): Promise<void> {
    await this.writer.onTournament(command.tournamentId, command.actor?.accountId ?? null, ({ state }) =>
      decidePublishDecklists({ type: 'PublishDecklists', actor: command.actor, scope: command.scope, now: this.clock.now() }, state),
    );
  }
}
