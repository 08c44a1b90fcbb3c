import type { Actor, DecklistSource } from '@arbiter/tournament-domain';
import { Command } from '@nestjs/cqrs';

/** The organizer or a judge changes a registered list, with a reason (`DecklistCorrected`). */
export class CorrectDecklistCommand extends Command<void> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
    readonly playerId: string,
    readonly source: DecklistSource,
    readonly reason: string,
  ) {
    super();
  }
}

export interface DeckCheckInput {
  readonly playerId: string;
  readonly outcome: string;
  readonly differences: string | null;
  readonly incidentId: string | null;
}

/** A judge records a deck check (`DeckChecked`). */
export class RecordDeckCheckCommand extends Command<{ readonly checkId: string }> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
    readonly input: DeckCheckInput,
  ) {
    super();
  }
}

/** The organizer publishes every list (after the event) or the top cut's (`DecklistsPublished`). */
export class PublishDecklistsCommand extends Command<void> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
    readonly scope: string,
  ) {
    super();
  }
}
