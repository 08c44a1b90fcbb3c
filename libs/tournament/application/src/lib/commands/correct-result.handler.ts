import { AppError } from '@arbiter/errors';
import { decideCorrectResult } from '@arbiter/tournament-domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { TournamentNotifier } from '../notifications/tournament-notifier.js';
import { MatchRepository } from '../repositories/match.repository.js';
import { TournamentRepository } from '../repositories/tournament.repository.js';
import { TournamentWriter } from '../repositories/tournament-writer.js';
import { Clock } from '../shared/clock.js';
import { eventsOrThrow } from '../shared/refusal-error.js';
import { type CorrectionReceipt, CorrectResultCommand } from './match-commands.js';

/**
 * A judge's correction of a final result (issue 18 item 5): the match stream records it, and a
 * closed round's copy in the tournament stream follows, in one transaction. The projection moves
 * the results version, so standings and tiebreakers are computed again for that round and every
 * later one; subscribers of the standings and of the match (its players' pages) are told.
 */
@CommandHandler(CorrectResultCommand)
export class CorrectResultHandler implements ICommandHandler<CorrectResultCommand, CorrectionReceipt> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly tournaments: TournamentRepository,
    private readonly matches: MatchRepository,
    private readonly notifier: TournamentNotifier,
    private readonly clock: Clock,
  ) {}

  async execute(command: CorrectResultCommand): Promise<CorrectionReceipt> {
    const correctionId = randomUUID();
    const tournamentId = await this.writer.transaction(command.actor?.accountId ?? null, async (session) => {
      const match = await this.matches.load(command.matchId, session.tx);
      if (match.state.status === 'unpaired') throw new AppError('MATCH.NOT_FOUND', 'no such match');
      const id = match.state.info.tournamentId;
      const tournament = await this.tournaments.load(id, session.tx);
      const [events] = eventsOrThrow(
        decideCorrectResult(
          { type: 'CorrectResult', actor: command.actor, correctionId, result: command.result, reason: command.reason, now: this.clock.now() },
          tournament.state,
          match.state,
        ),
      );
      if (!events) throw new Error('a correction decides its events');
      await session.appendMatch(command.matchId, match.version, events.match);
      await session.appendTournament(id, tournament, events.tournament);
      // Published just before the commit with the version subscribers wait for (as the worker does).
      const [row] = (await session.tx.manager.query(`SELECT results_version FROM trn_tournaments WHERE tournament_id = $1`, [id])) as { results_version: number }[];
      this.notifier.publish('standingsUpdated', id, { tournamentId: id, resultsVersion: row?.results_version ?? 0 });
      return id;
    });
    // Committed: the match's players (their "my match" page) see the changed result at once.
    this.notifier.publish('matchUpdated', command.matchId, { tournamentId, matchId: command.matchId, status: 'final' });
    return { correctionId, matchId: command.matchId };
  }
}
