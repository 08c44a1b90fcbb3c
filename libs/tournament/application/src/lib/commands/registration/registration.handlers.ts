import { decideAcceptTeamInvitation, decideDeclineTeamInvitation, decideLeaveTeam, decideWithdrawRegistration } from '@arbiter/tournament-domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { publishTeamUpdates } from '../../notifications/team-updates.js';
import { TournamentNotifier } from '../../notifications/tournament-notifier.js';
import { TournamentWriter } from '../../repositories/tournament-writer.js';
import { Clock } from '../../shared/clock.js';
import { AnswerTeamInvitationCommand, LeaveTeamCommand, WithdrawRegistrationCommand } from './registration.commands.js';

@CommandHandler(AnswerTeamInvitationCommand)
export class AnswerTeamInvitationHandler implements ICommandHandler<AnswerTeamInvitationCommand, { formed: boolean }> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
    private readonly notifier: TournamentNotifier,
  ) {}

  async execute(command: AnswerTeamInvitationCommand): Promise<{ formed: boolean }> {
    const answer = { actor: command.actor, teamId: command.teamId, now: this.clock.now() };
    const change = await this.writer.onTournament(command.tournamentId, command.actor?.accountId ?? null, ({ state }) =>
      command.accept
        ? decideAcceptTeamInvitation({ type: 'AcceptTeamInvitation', ...answer }, state)
        : decideDeclineTeamInvitation({ type: 'DeclineTeamInvitation', ...answer }, state),
    );
    publishTeamUpdates(this.notifier, command.tournamentId, change);
    return { formed: change.events.some((event) => event.type === 'TeamRegistered') };
  }
}

@CommandHandler(LeaveTeamCommand)
export class LeaveTeamHandler implements ICommandHandler<LeaveTeamCommand, { teamId: string }> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
    private readonly notifier: TournamentNotifier,
  ) {}

  async execute(command: LeaveTeamCommand): Promise<{ teamId: string }> {
    const change = await this.writer.onTournament(command.tournamentId, command.actor?.accountId ?? null, ({ state }) =>
      decideLeaveTeam({ type: 'LeaveTeam', actor: command.actor, now: this.clock.now() }, state),
    );
    publishTeamUpdates(this.notifier, command.tournamentId, change);
    const [left] = change.events;
    return { teamId: left?.type === 'TeamLeft' ? left.data.teamId : '' };
  }
}

@CommandHandler(WithdrawRegistrationCommand)
export class WithdrawRegistrationHandler implements ICommandHandler<WithdrawRegistrationCommand, void> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
  ) {}

  async execute(command: WithdrawRegistrationCommand): Promise<void> {
    await this.writer.onTournament(command.tournamentId, command.actor?.accountId ?? null, ({ state }) =>
      decideWithdrawRegistration({ type: 'WithdrawRegistration', actor: command.actor, playerId: command.playerId, now: this.clock.now() }, state),
    );
  }
}
