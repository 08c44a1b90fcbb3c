import type { MatchPaired } from '@arbiter/tournament-domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { tournamentReadModelTables } from '../migrations/index.js';
import { insertPairedMatches, projectMatchEvent } from './match.projection.js';
import { isMatchStream, isTournamentStream, type ProjectedEvent } from './projected-event.js';
import { projectTournamentEvent } from './tournament.projection.js';

/**
 * Every tournament read model. Handlers call `apply` in the transaction of their append, so a
 * query after the mutation sees its effect (ADR 0010); the rebuild tool calls it for the whole log.
 * Events of other streams are ignored.
 */
@Injectable()
export class TournamentReadModels {
  readonly tables = tournamentReadModelTables;

  async apply(manager: EntityManager, events: readonly ProjectedEvent[]): Promise<void> {
    let pairedBatch: MatchPaired['data'][] = [];
    for (const event of events) {
      if (isMatchStream(event) && event.type === 'MatchPaired') {
        pairedBatch.push(event.data);
        continue;
      }
      if (pairedBatch.length > 0) {
        await insertPairedMatches(manager, pairedBatch);
        pairedBatch = [];
      }
      if (isTournamentStream(event)) await projectTournamentEvent(manager, event);
      else if (isMatchStream(event)) await projectMatchEvent(manager, event);
    }
    await insertPairedMatches(manager, pairedBatch);
  }
}
