import type { Actor } from '@arbiter/tournament-domain';
import { Command } from '@nestjs/cqrs';

/** Pairs the next round as a draft for the organizer to check (issue 19). */
export class DraftNextRoundCommand extends Command<{ readonly round: number }> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
  ) {
    super();
  }
}

/** Publishes the checked draft: players see the round from now on. */
export class PublishPairingsCommand extends Command<{ readonly round: number }> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
  ) {
    super();
  }
}

export class DiscardPairingDraftCommand extends Command<void> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
  ) {
    super();
  }
}
