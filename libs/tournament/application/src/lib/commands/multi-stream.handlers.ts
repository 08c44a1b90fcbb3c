import {
  currentRound,
  decideDisqualifyPlayer,
  decideOverridePairing,
  entrantOfPlayer,
  type MatchSeat,
  matchSeats,
  type MatchState,
  type TournamentData,
} from '@arbiter/tournament-domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TournamentNotifier } from '../notifications/tournament-notifier.js';
import { MatchRepository } from '../repositories/match.repository.js';
import { TournamentRepository } from '../repositories/tournament.repository.js';
import { TournamentWriter } from '../repositories/tournament-writer.js';
import { Clock } from '../shared/clock.js';
import { eventsOrThrow } from '../shared/refusal-error.js';
import { forfeitMatch } from './forfeit-match.js';
import { DisqualifyPlayerCommand, OverridePairingCommand } from './tournament-commands.js';

/**
 * Disqualification (TR 13.2 (6)): the entrant leaves the event and, in a two-seat match of the
 * round in progress that is not over, the opponent is entered as the winner in the same
 * transaction (a staff entry, reconciled by the worker like any other).
 */
@CommandHandler(DisqualifyPlayerCommand)
export class DisqualifyPlayerHandler implements ICommandHandler<DisqualifyPlayerCommand, void> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly tournaments: TournamentRepository,
    private readonly matches: MatchRepository,
    private readonly clock: Clock,
  ) {}

  async execute(command: DisqualifyPlayerCommand): Promise<void> {
    const now = this.clock.now();
    await this.writer.transaction(command.actor?.accountId ?? null, async (session) => {
      const before = await this.tournaments.load(command.tournamentId, session.tx);
      const events = eventsOrThrow(
        decideDisqualifyPlayer({ type: 'DisqualifyPlayer', actor: command.actor, playerId: command.playerId, reason: command.reason, now }, before.state),
      );
      await session.appendTournament(command.tournamentId, before, events);
      if (before.state.status === 'none' || !command.actor) return;
      const entrant = entrantOfPlayer(before.state, command.playerId);
      const round = currentRound(before.state);
      const table = round?.status === 'in_progress' ? round.tables.find((entry) => entry.entrantIds.includes(entrant?.entrantId ?? '')) : undefined;
      if (!table || !entrant) return;
      await forfeitMatch(session, this.matches, { tournamentId: command.tournamentId, matchId: table.matchId, entrantId: entrant.entrantId, actor: command.actor, now });
    });
  }
}

/** Reseats tables of the round in progress: the tournament stream records it, each match stream gets its new seats. */
@CommandHandler(OverridePairingCommand)
export class OverridePairingHandler implements ICommandHandler<OverridePairingCommand, void> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly tournaments: TournamentRepository,
    private readonly matches: MatchRepository,
    private readonly clock: Clock,
    private readonly notifier: TournamentNotifier,
  ) {}

  async execute(command: OverridePairingCommand): Promise<void> {
    const now = this.clock.now();
    await this.writer.transaction(command.actor?.accountId ?? null, async (session) => {
      const before = await this.tournaments.load(command.tournamentId, session.tx);
      const round = before.state.status === 'none' ? undefined : before.state.rounds.find((entry) => entry.round === command.round);
      const loaded = new Map<string, { state: MatchState; version: number }>();
      for (const change of command.tables) {
        const table = round?.tables.find((entry) => entry.table === change.table);
        if (table) loaded.set(table.matchId, await this.matches.load(table.matchId, session.tx));
      }
      const matches = Object.fromEntries([...loaded].map(([id, match]) => [id, match.state]));
      const events = eventsOrThrow(
        decideOverridePairing({ type: 'OverridePairing', actor: command.actor, round: command.round, tables: command.tables, matches, now }, before.state),
      );
      const after = await session.appendTournament(command.tournamentId, before, events);
      for (const event of events) {
        if (event.type !== 'PairingOverridden') continue;
        for (const table of event.data.tables) {
          const seats: readonly MatchSeat[] = matchSeats(after.state as TournamentData, table.entrantIds);
          await session.appendMatch(table.matchId, loaded.get(table.matchId)?.version ?? 0, [{ type: 'MatchReseated', data: { seats, at: now } }]);
        }
      }
    });
    this.notifier.publish('pairingsPublished', command.tournamentId, { tournamentId: command.tournamentId, round: command.round });
  }
}
