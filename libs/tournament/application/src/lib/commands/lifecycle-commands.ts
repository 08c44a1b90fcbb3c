import type { Actor, DecklistSource } from '@arbiter/tournament-domain';
import { Command } from '@nestjs/cqrs';

export class SubmitDecklistCommand extends Command<void> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
    readonly playerId: string,
    readonly source: DecklistSource,
  ) {
    super();
  }
}

export class StartTournamentCommand extends Command<void> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
  ) {
    super();
  }
}

/** Pairs the next Swiss or top-cut round; `actor` null is the system (automatic pairing). */
export class PairNextRoundCommand extends Command<{ readonly round: number }> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
  ) {
    super();
  }
}

export class StartTopCutCommand extends Command<{ readonly round: number }> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
  ) {
    super();
  }
}

export class FinishTournamentCommand extends Command<void> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
  ) {
    super();
  }
}
