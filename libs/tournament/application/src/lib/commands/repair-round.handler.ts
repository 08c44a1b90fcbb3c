import { decideRepairRound, type MatchState } from '@arbiter/tournament-domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TournamentNotifier } from '../notifications/tournament-notifier.js';
import { MatchRepository } from '../repositories/match.repository.js';
import { TournamentRepository } from '../repositories/tournament.repository.js';
import { TournamentWriter } from '../repositories/tournament-writer.js';
import { Clock } from '../shared/clock.js';
import { eventsOrThrow } from '../shared/refusal-error.js';
import { RepairRoundCommand } from './tournament-commands.js';

/**
 * Re-pairing the current round (issue 18 item 5, ADR 0046): in one transaction every match of
 * the withdrawn pairings is voided (its stream refuses reports from then on), then the tournament
 * stream records the withdrawal and the new `RoundPaired`, which opens the new match streams.
 * The voids go first so the read models drop the old tables before the new ones take their numbers.
 */
@CommandHandler(RepairRoundCommand)
export class RepairRoundHandler implements ICommandHandler<RepairRoundCommand, { round: number }> {
  constructor(
    private readonly writer: TournamentWriter,
    private readonly tournaments: TournamentRepository,
    private readonly matches: MatchRepository,
    private readonly clock: Clock,
    private readonly notifier: TournamentNotifier,
  ) {}

  async execute(command: RepairRoundCommand): Promise<{ round: number }> {
    const now = this.clock.now();
    await this.writer.transaction(command.actor?.accountId ?? null, async (session) => {
      const before = await this.tournaments.load(command.tournamentId, session.tx);
      const round = before.state.status === 'none' ? undefined : before.state.rounds.find((entry) => entry.round === command.round);
      const loaded = new Map<string, { state: MatchState; version: number }>();
      for (const table of round?.tables ?? []) loaded.set(table.matchId, await this.matches.load(table.matchId, session.tx));
      const matches = Object.fromEntries([...loaded].map(([id, match]) => [id, match.state]));
      const [events] = eventsOrThrow(decideRepairRound({ type: 'RepairRound', actor: command.actor, round: command.round, matches, now }, before.state));
      if (!events) throw new Error('re-pairing decides its events');
      await session.appendMatches(events.voided.map((entry) => ({ matchId: entry.matchId, expected: loaded.get(entry.matchId)?.version ?? 0, events: entry.events })));
      await session.appendTournament(command.tournamentId, before, events.tournament);
    });
    this.notifier.publish('pairingsPublished', command.tournamentId, { tournamentId: command.tournamentId, round: command.round });
    return { round: command.round };
  }
}
