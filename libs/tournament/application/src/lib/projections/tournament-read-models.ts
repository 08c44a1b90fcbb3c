import type { MatchPaired } from '@arbiter/tournament-domain';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { tournamentReadModelTables } from '../migrations/index.js';
import { insertPairedMatches, projectMatchEvent } from './match.projection.js';
import { isResultFlowEvent, projectResultFlow, type ResultFlowEvent, resultFlowKind } from './match-result.projection.js';
import { isMatchStream, isTournamentStream, type ProjectedEvent, tournamentIdOf } from './projected-event.js';
import { isRegistrationFlowEvent, projectRegistrationFlow, type RegistrationFlowEvent } from './registration.projection.js';
import { projectTournamentEvent } from './tournament.projection.js';

/**
 * Every tournament read model. Handlers call `apply` in the transaction of their append, so a
 * query after the mutation sees its effect (ADR 0010); the rebuild tool calls it for the whole log.
 * Events of other streams are ignored.
 */
@Injectable()
export class TournamentReadModels {
  readonly tables = tournamentReadModelTables;

  /**
   * Runs of events that many tables produce at once share a statement: pairings (one round pairs
   * every table), the result flow (a round's reports and results, ADR 0033) and registrations and
   * decklists (a burst of sign-ups, ADR 0080). Everything else, and the order between runs, goes
   * event by event.
   */
  async apply(manager: EntityManager, events: readonly ProjectedEvent[]): Promise<void> {
    let pairedBatch: MatchPaired['data'][] = [];
    let resultRun: ResultFlowEvent[] = [];
    let registrationRun: { tournamentId: string; events: RegistrationFlowEvent[] } | null = null;
    const flush = async (): Promise<void> => {
      if (pairedBatch.length > 0) await insertPairedMatches(manager, pairedBatch);
      if (resultRun.length > 0) await projectResultFlow(manager, resultRun);
      if (registrationRun) await projectRegistrationFlow(manager, registrationRun.tournamentId, registrationRun.events);
      pairedBatch = [];
      resultRun = [];
      registrationRun = null;
    };
    for (const event of events) {
      if (isTournamentStream(event) && isRegistrationFlowEvent(event)) {
        const tournamentId = tournamentIdOf(event);
        if (pairedBatch.length > 0 || resultRun.length > 0 || (registrationRun && registrationRun.tournamentId !== tournamentId)) await flush();
        registrationRun ??= { tournamentId, events: [] };
        registrationRun.events.push(event);
        continue;
      }
      if (isMatchStream(event) && event.type === 'MatchPaired') {
        if (resultRun.length > 0 || registrationRun) await flush();
        pairedBatch.push(event.data);
        continue;
      }
      if (isMatchStream(event) && isResultFlowEvent(event)) {
        const [runStart] = resultRun;
        if (pairedBatch.length > 0 || registrationRun || (runStart && resultFlowKind(runStart) !== resultFlowKind(event))) await flush();
        resultRun.push(event);
        continue;
      }
      await flush();
      if (isTournamentStream(event)) await projectTournamentEvent(manager, event);
      else if (isMatchStream(event)) await projectMatchEvent(manager, event);
    }
    await flush();
  }
}
