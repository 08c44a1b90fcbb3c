import {
  decideAssignStaff,
  decideCreateTournament,
  decideDropPlayer,
  decideReenterPlayer,
  decideRegisterPlayer,
  decideRegisterTeam,
  decideRoundClock,
} from '@arbiter/tournament-domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { TournamentNotifier } from '../notifications/tournament-notifier.js';
import { publishTeamUpdates } from '../notifications/team-updates.js';
import { TournamentWriter } from '../repositories/tournament-writer.js';
import { Clock } from '../shared/clock.js';
import {
  AssignStaffCommand,
  ChangeRoundClockCommand,
  CreateTournamentCommand,
  DropPlayerCommand,
  ReenterPlayerCommand,
  RegisterPlayerCommand,
  RegisterTeamCommand,
} from './tournament-commands.js';

@CommandHandler(CreateTournamentCommand)
export class CreateTournamentHandler implements ICommandHandler<CreateTournamentCommand, { tournamentId: string }> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
  ) {}

  async execute(command: CreateTournamentCommand): Promise<{ tournamentId: string }> {
    const tournamentId = randomUUID();
    await this.writer.onTournament(tournamentId, command.actor?.accountId ?? null, ({ state }) =>
      command.actor
        ? decideCreateTournament({ type: 'CreateTournament', tournamentId, actor: command.actor, settings: command.settings, now: this.clock.now() }, state)
        : { ok: false, error: { code: 'AUTH.UNAUTHENTICATED', message: 'log in first' } },
    );
    return { tournamentId };
  }
}

@CommandHandler(AssignStaffCommand)
export class AssignStaffHandler implements ICommandHandler<AssignStaffCommand, void> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
  ) {}

  async execute(command: AssignStaffCommand): Promise<void> {
    await this.writer.onTournament(command.tournamentId, command.actor?.accountId ?? null, ({ state }) =>
      decideAssignStaff(
        { type: 'AssignStaff', actor: command.actor, account: command.staff, role: command.role, now: this.clock.now() },
        state,
      ),
    );
  }
}

@CommandHandler(RegisterPlayerCommand)
export class RegisterPlayerHandler implements ICommandHandler<RegisterPlayerCommand, { playerId: string }> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
  ) {}

  async execute(command: RegisterPlayerCommand): Promise<{ playerId: string }> {
    const playerId = randomUUID();
    await this.writer.onTournament(command.tournamentId, command.actor?.accountId ?? null, ({ state }) =>
      decideRegisterPlayer(
        {
          type: 'RegisterPlayer',
          actor: command.actor,
          playerId,
          account: command.account,
          displayName: command.displayName,
          inviteCode: command.inviteCode,
          now: this.clock.now(),
        },
        state,
      ),
    );
    return { playerId };
  }
}

@CommandHandler(RegisterTeamCommand)
export class RegisterTeamHandler implements ICommandHandler<RegisterTeamCommand, { teamId: string; formed: boolean }> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
    private readonly notifier: TournamentNotifier,
  ) {}

  async execute(command: RegisterTeamCommand): Promise<{ teamId: string; formed: boolean }> {
    const teamId = randomUUID();
    const change = await this.writer.onTournament(command.tournamentId, command.actor?.accountId ?? null, ({ state }) =>
      decideRegisterTeam(
        { type: 'RegisterTeam', actor: command.actor, teamId, name: command.name, playerIds: command.playerIds, now: this.clock.now() },
        state,
      ),
    );
    publishTeamUpdates(this.notifier, command.tournamentId, change);
    // A member's proposal forms the team only when the others accept (issue 18).
    return { teamId, formed: change.events.some((event) => event.type === 'TeamRegistered') };
  }
}

@CommandHandler(ChangeRoundClockCommand)
export class ChangeRoundClockHandler implements ICommandHandler<ChangeRoundClockCommand, { round: number }> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
    private readonly notifier: TournamentNotifier,
  ) {}

  async execute(command: ChangeRoundClockCommand): Promise<{ round: number }> {
    const { events } = await this.writer.onTournament(command.tournamentId, command.actor?.accountId ?? null, ({ state }) =>
      decideRoundClock({ type: 'ChangeRoundClock', actor: command.actor, action: command.action, now: this.clock.now() }, state),
    );
    const round = events.map((event) => ('round' in event.data ? event.data.round : 0)).find((value) => value > 0) ?? 0;
    this.notifier.publish('roundClock', command.tournamentId, { tournamentId: command.tournamentId, round });
    return { round };
  }
}

@CommandHandler(DropPlayerCommand)
export class DropPlayerHandler implements ICommandHandler<DropPlayerCommand, void> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
  ) {}

  async execute(command: DropPlayerCommand): Promise<void> {
    await this.writer.onTournament(command.tournamentId, command.actor?.accountId ?? null, ({ state }) =>
      decideDropPlayer({ type: 'DropPlayer', actor: command.actor, playerId: command.playerId, now: this.clock.now() }, state),
    );
  }
}

@CommandHandler(ReenterPlayerCommand)
export class ReenterPlayerHandler implements ICommandHandler<ReenterPlayerCommand, void> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly clock: Clock,
  ) {}

  async execute(command: ReenterPlayerCommand): Promise<void> {
    await this.writer.onTournament(command.tournamentId, command.actor?.accountId ?? null, ({ state }) =>
      decideReenterPlayer({ type: 'ReenterPlayer', actor: command.actor, playerId: command.playerId, now: this.clock.now() }, state),
    );
  }
}

