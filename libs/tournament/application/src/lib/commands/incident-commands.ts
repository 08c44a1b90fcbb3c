import type { Actor } from '@arbiter/tournament-domain';
import { Command } from '@nestjs/cqrs';

export interface RecordIncidentInput {
  readonly playerId: string;
  readonly matchId: string | null;
  readonly category: string;
  readonly measure: string;
  readonly description: string;
  readonly correction: string | null;
}

/** A judge's ruling on an infraction (TR 12, 13), documented (TR 15.3). */
export class RecordIncidentCommand extends Command<{ readonly incidentId: string }> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
    readonly input: RecordIncidentInput,
  ) {
    super();
  }
}

/** TR 15.2.1: the player the ruling concerns appeals it. */
export class FileAppealCommand extends Command<void> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
    readonly incidentId: string,
    readonly statement: string,
  ) {
    super();
  }
}

export interface AppealDecisionInput {
  readonly outcome: string;
  readonly category: string | null;
  readonly measure: string | null;
  readonly note: string;
}

/** TR 15.2.2: the head judge (or the organizer) decides an appeal. */
export class DecideAppealCommand extends Command<void> {
  constructor(
    readonly actor: Actor | null,
    readonly tournamentId: string,
    readonly incidentId: string,
    readonly decision: AppealDecisionInput,
  ) {
    super();
  }
}
