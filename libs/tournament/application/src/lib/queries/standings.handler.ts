import { computeTournamentStandings, type PairingSource, type RoundResult } from '@arbiter/tournament-domain';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { refusalError } from '../shared/refusal-error.js';
import { GetStandingsQuery, type StandingsView } from './standings.query.js';
import { TournamentAccess } from './tournament-access.js';
import { TournamentReader } from './tournament-reader.js';

const CACHE_SIZE = 64;

/**
 * Standings are a pure function of the entrants and the final results, both read models; they
 * are computed on read with `@arbiter/pairing` and kept per `resultsVersion`, which every
 * result, drop and round moves (ADR 0011). Recomputing per result on the worker instead would
 * cost every report of a large event a full standings computation.
 */
@QueryHandler(GetStandingsQuery)
export class GetStandingsHandler implements IQueryHandler<GetStandingsQuery, StandingsView | null> {
  private readonly cache = new Map<string, StandingsView>();

  constructor(
    private readonly reader: TournamentReader,
    private readonly access: TournamentAccess,
  ) {}

  async execute(query: GetStandingsQuery): Promise<StandingsView | null> {
    const { tournament } = await this.access.read(query.tournamentId, query.viewer);
    const key = `${tournament.tournamentId}@${tournament.resultsVersion}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const [entrants, rounds, matches] = await Promise.all([
      this.reader.entrants(tournament.tournamentId),
      this.reader.rounds(tournament.tournamentId),
      this.reader.matches({ tournamentId: tournament.tournamentId, status: 'final' }),
    ]);
    const resultsByRound = new Map<number, RoundResult[]>();
    for (const match of matches) {
      if (match.result) resultsByRound.set(match.round, [...(resultsByRound.get(match.round) ?? []), { matchId: match.matchId, result: match.result }]);
    }
    const source: PairingSource = {
      tournamentId: tournament.tournamentId,
      settings: tournament.settings,
      entrants,
      rounds: rounds.map((round) => ({ round: round.round, phase: round.phase, byes: round.byes, results: resultsByRound.get(round.round) ?? [] })),
    };
    const computed = computeTournamentStandings(source);
    if (!computed.ok) throw refusalError(computed.error);
    const names = new Map(entrants.map((entrant) => [entrant.entrantId, entrant.name]));
    const view: StandingsView = {
      tournamentId: tournament.tournamentId,
      throughRound: computed.standings.throughRound,
      resultsVersion: tournament.resultsVersion,
      rows: computed.standings.rows.map((row) => ({
        rank: row.rank,
        entrantId: row.entrant,
        name: names.get(row.entrant) ?? row.entrant,
        points: row.points,
        wins: row.record.kind === 'duel' ? row.record.wins : (row.record.placements[0] ?? 0),
        // Pods: every place but the first is a loss (FFA3 2nd and 3rd, War 2nd to 4th).
        losses: row.record.kind === 'duel' ? row.record.losses : row.record.placements.slice(1).reduce((sum, count) => sum + count, 0),
        draws: row.record.kind === 'duel' ? row.record.draws : 0,
        byes: row.record.byes,
        placements: row.record.kind === 'pod' ? row.record.placements : null,
        tiebreakers: row.tiebreakers.map((value) => ({ id: value.id, value: value.value })),
        dropped: row.dropped,
      })),
    };
    this.remember(key, view);
    return view;
  }

  private remember(key: string, view: StandingsView): void {
    this.cache.set(key, view);
    if (this.cache.size > CACHE_SIZE) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }
}
