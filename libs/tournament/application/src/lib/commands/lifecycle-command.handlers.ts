import { AppError } from '@arbiter/errors';
import {
  decideFinishTournament,
  decidePairNextRound,
  decideStartTopCut,
  decideStartTournament,
  decideSubmitDecklist,
  type TournamentEvent,
} from '@arbiter/tournament-domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TournamentNotifier } from '../notifications/tournament-notifier.js';
import { TournamentWriter } from '../repositories/tournament-writer.js';
import { Clock } from '../shared/clock.js';
import {
  FinishTournamentCommand,
  PairNextRoundCommand,
  StartTopCutCommand,
  StartTournamentCommand,
  SubmitDecklistCommand,
} from './lifecycle-commands.js';

function pairedRound(tournamentId: string, events: readonly TournamentEvent[]): number {
  const paired = events.find((event) => event.type === 'RoundPaired');
  if (paired?.type !== 'RoundPaired') throw new AppError('ROUND.NOT_PAIRED', `no round was paired for ${tournamentId}`);
  return paired.data.round;
}

@CommandHandler(SubmitDecklistCommand)
export class SubmitDecklistHandler implements ICommandHandler<SubmitDecklistCommand, void> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
  ) {}

  async execute(command: SubmitDecklistCommand): Promise<void> {
    await this.writer.onTournament(command.tournamentId, command.actor?.accountId ?? null, ({ state }) =>
      decideSubmitDecklist(
        { type: 'SubmitDecklist', actor: command.actor, playerId: command.playerId, source: command.source, now: this.clock.now() },
        state,
      ),
    );
  }
}

@CommandHandler(StartTournamentCommand)
export class StartTournamentHandler implements ICommandHandler<StartTournamentCommand, void> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
  ) {}

  async execute(command: StartTournamentCommand): Promise<void> {
    await this.writer.onTournament(command.tournamentId, command.actor?.accountId ?? null, ({ state }) =>
      decideStartTournament({ type: 'StartTournament', actor: command.actor, now: this.clock.now() }, state),
    );
  }
}

@CommandHandler(PairNextRoundCommand)
export class PairNextRoundHandler implements ICommandHandler<PairNextRoundCommand, { round: number }> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
    private readonly notifier: TournamentNotifier,
  ) {}

  async execute(command: PairNextRoundCommand): Promise<{ round: number }> {
    const { events } = await this.writer.onTournament(command.tournamentId, command.actor?.accountId ?? null, ({ state }) =>
      decidePairNextRound({ type: 'PairNextRound', actor: command.actor, now: this.clock.now() }, state),
    );
    const round = pairedRound(command.tournamentId, events);
    this.notifier.publish('pairingsPublished', command.tournamentId, { tournamentId: command.tournamentId, round });
    return { round };
  }
}

@CommandHandler(StartTopCutCommand)
export class StartTopCutHandler implements ICommandHandler<StartTopCutCommand, { round: number }> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
    private readonly notifier: TournamentNotifier,
  ) {}

  async execute(command: StartTopCutCommand): Promise<{ round: number }> {
    const { events } = await this.writer.onTournament(command.tournamentId, command.actor?.accountId ?? null, ({ state }) =>
      decideStartTopCut({ type: 'StartTopCut', actor: command.actor, now: this.clock.now() }, state),
    );
    const round = pairedRound(command.tournamentId, events);
    this.notifier.publish('pairingsPublished', command.tournamentId, { tournamentId: command.tournamentId, round });
    return { round };
  }
}

@CommandHandler(FinishTournamentCommand)
export class FinishTournamentHandler implements ICommandHandler<FinishTournamentCommand, void> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
  ) {}

  async execute(command: FinishTournamentCommand): Promise<void> {
    await this.writer.onTournament(command.tournamentId, command.actor?.accountId ?? null, ({ state }) =>
      decideFinishTournament({ type: 'FinishTournament', actor: command.actor, now: this.clock.now() }, state),
    );
  }
}
