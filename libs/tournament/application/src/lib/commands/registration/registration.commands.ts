import type { Actor } from '@arbiter/tournament-domain';
import { Command } from '@nestjs/cqrs';

/** Issue 18: team invitations are answered by the invited player; the team forms when all accepted. */
export class AnswerTeamInvitationCommand extends Command<{ readonly formed: boolean }> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
    readonly teamId: string,
    readonly accept: boolean,
  ) {
    super();
  }
}

/** The viewer leaves their team before the start; returns the team left. */
export class LeaveTeamCommand extends Command<{ readonly teamId: string }> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
  ) {
    super();
  }
}

/** A player withdraws (or the organizer removes) a registration before the start. */
export class WithdrawRegistrationCommand extends Command<void> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
    readonly playerId: string,
  ) {
    super();
  }
}
