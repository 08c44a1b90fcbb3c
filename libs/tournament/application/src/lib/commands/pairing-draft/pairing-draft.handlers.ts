import { AppError } from '@arbiter/errors';
import { decideDiscardPairingDraft, decideDraftNextRound, decidePublishPairings } from '@arbiter/tournament-domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TournamentNotifier } from '../../notifications/tournament-notifier.js';
import { TournamentWriter } from '../../repositories/tournament-writer.js';
import { Clock } from '../../shared/clock.js';
import { DiscardPairingDraftCommand, DraftNextRoundCommand, PublishPairingsCommand } from './pairing-draft.commands.js';

@CommandHandler(DraftNextRoundCommand)
export class DraftNextRoundHandler implements ICommandHandler<DraftNextRoundCommand, { round: number }> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
  ) {}

  async execute(command: DraftNextRoundCommand): Promise<{ round: number }> {
    const { events } = await this.writer.onTournament(command.tournamentId, command.actor?.accountId ?? null, ({ state }) =>
      decideDraftNextRound({ type: 'DraftNextRound', actor: command.actor, now: this.clock.now() }, state),
    );
    const drafted = events.find((event) => event.type === 'RoundDrafted');
    if (drafted?.type !== 'RoundDrafted') throw new AppError('ROUND.NOT_PAIRED', `no round was drafted for ${command.tournamentId}`);
    return { round: drafted.data.round };
  }
}

@CommandHandler(PublishPairingsCommand)
export class PublishPairingsHandler implements ICommandHandler<PublishPairingsCommand, { round: number }> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
    private readonly notifier: TournamentNotifier,
  ) {}

  async execute(command: PublishPairingsCommand): Promise<{ round: number }> {
    const { events } = await this.writer.onTournament(command.tournamentId, command.actor?.accountId ?? null, ({ state }) =>
      decidePublishPairings({ type: 'PublishPairings', actor: command.actor, now: this.clock.now() }, state),
    );
    const paired = events.find((event) => event.type === 'RoundPaired');
    if (paired?.type !== 'RoundPaired') throw new AppError('ROUND.NOT_PAIRED', `no round was published for ${command.tournamentId}`);
    this.notifier.publish('pairingsPublished', command.tournamentId, { tournamentId: command.tournamentId, round: paired.data.round });
    return { round: paired.data.round };
  }
}

@CommandHandler(DiscardPairingDraftCommand)
export class DiscardPairingDraftHandler implements ICommandHandler<DiscardPairingDraftCommand, void> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
  ) {}

  async execute(command: DiscardPairingDraftCommand): Promise<void> {
    await this.writer.onTournament(command.tournamentId, command.actor?.accountId ?? null, ({ state }) =>
      decideDiscardPairingDraft({ type: 'DiscardPairingDraft', actor: command.actor, now: this.clock.now() }, state),
    );
  }
}
