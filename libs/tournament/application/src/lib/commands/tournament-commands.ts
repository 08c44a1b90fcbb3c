import type { ClockAction, StaffRole, TournamentSettingsInput } from '@arbiter/tournament-domain';
import type { Actor, NamedAccount, NoSuchAccount } from '@arbiter/tournament-domain';
import { Command } from '@nestjs/cqrs';

/**
 * The commands of the tournament stream. Each names the acting account (`null`: anonymous, or
 * the system for the worker's automatic steps); the handler stamps the time.
 */
export class CreateTournamentCommand extends Command<{ readonly tournamentId: string }> {
  constructor(
    readonly actor: Actor | null,
    readonly settings: TournamentSettingsInput,
  ) {
    super();
  }
}

export class AssignStaffCommand extends Command<void> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
    /** `NO_SUCH_ACCOUNT`: no account has the e-mail address given (see the decider). */
    readonly staff: NamedAccount | NoSuchAccount,
    readonly role: StaffRole,
  ) {
    super();
  }
}

export class RegisterPlayerCommand extends Command<{ readonly playerId: string }> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
    /** The account to register (`null`: a walk-in registered by name; `NO_SUCH_ACCOUNT`: unknown e-mail). */
    readonly account: NamedAccount | NoSuchAccount | null,
    readonly displayName: string | null,
    readonly inviteCode: string | null,
  ) {
    super();
  }
}

export class RegisterTeamCommand extends Command<{ readonly teamId: string; readonly formed: boolean }> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
    readonly name: string,
    readonly playerIds: readonly string[],
  ) {
    super();
  }
}

export class ChangeRoundClockCommand extends Command<{ readonly round: number }> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
    readonly action: ClockAction,
  ) {
    super();
  }
}

export class DropPlayerCommand extends Command<void> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
    readonly playerId: string,
  ) {
    super();
  }
}

export class ReenterPlayerCommand extends Command<void> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
    readonly playerId: string,
  ) {
    super();
  }
}

export class DisqualifyPlayerCommand extends Command<void> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
    readonly playerId: string,
    readonly reason: string,
  ) {
    super();
  }
}

export class OverridePairingCommand extends Command<void> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
    readonly round: number,
    readonly tables: readonly { readonly table: number; readonly entrantIds: readonly string[] }[],
  ) {
    super();
  }
}

/** Withdraws the current round's pairings and pairs it again from the current standings (ADR 0046). */
export class RepairRoundCommand extends Command<{ round: number }> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
    readonly round: number,
  ) {
    super();
  }
}
