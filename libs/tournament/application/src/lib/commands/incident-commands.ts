import type { Actor, DecideAppeal, RecordIncident } from '@arbiter/tournament-domain';
import { Command } from '@nestjs/cqrs';

/** What the caller chooses of a ruling (the domain command without actor, id and time). */
export type RecordIncidentInput = Pick<RecordIncident, 'playerId' | 'matchId' | 'category' | 'measure' | 'description' | 'correction'>;

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

export type AppealDecisionInput = Pick<DecideAppeal, 'outcome' | 'category' | 'measure' | 'note'>;

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
