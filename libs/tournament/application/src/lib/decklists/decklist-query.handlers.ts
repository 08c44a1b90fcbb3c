import { CATALOG } from '@arbiter/cards';
import { AppError } from '@arbiter/errors';
import { type DeckCheckEntry, decklistOfStored, type ExistingTournament } from '@arbiter/tournament-domain';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { TournamentRepository } from '../repositories/tournament.repository.js';
import { GetStandingsQuery } from '../queries/standings.query.js';
import { holds, TournamentAccess } from '../queries/tournament-access.js';
import { decklistsCsv, decklistsJson } from './decklist-export.js';
import { ExportDecklistsQuery, GetBestOfEachLegendQuery, GetDeckChecksQuery, type LegendBestView } from './decklist.queries.js';
import { finalPlacing } from './final-placing.js';

/** Loads the tournament stream after the access check (deck checks have no read model; exports read the whole record). */
async function loadVisible(access: TournamentAccess, tournaments: TournamentRepository, tournamentId: string, viewer: GetDeckChecksQuery['viewer']) {
  const grant = await access.read(tournamentId, viewer);
  const { state } = await tournaments.load(tournamentId);
  if (state.status === 'none') throw new AppError('TOURNAMENT.NOT_FOUND', 'no such tournament');
  return { roles: grant.roles, state };
}

function requireStaff(roles: Parameters<typeof holds>[0], viewer: GetDeckChecksQuery['viewer'], what: string): void {
  if (!viewer) throw new AppError('AUTH.UNAUTHENTICATED', 'log in first');
  if (!holds(roles, 'viewDecklists')) throw new AppError('AUTH.FORBIDDEN', `${what} are for the organizer and the judges`);
}

@QueryHandler(GetDeckChecksQuery)
export class GetDeckChecksHandler implements IQueryHandler<GetDeckChecksQuery, DeckCheckEntry[]> {
  constructor(
    private readonly access: TournamentAccess,
    private readonly tournaments: TournamentRepository,
  ) {}

  async execute(query: GetDeckChecksQuery): Promise<DeckCheckEntry[]> {
    const { roles, state } = await loadVisible(this.access, this.tournaments, query.tournamentId, query.viewer);
    requireStaff(roles, query.viewer, 'deck checks');
    return Object.values(state.deckChecks);
  }
}

@QueryHandler(ExportDecklistsQuery)
export class ExportDecklistsHandler implements IQueryHandler<ExportDecklistsQuery, string> {
  constructor(
    private readonly access: TournamentAccess,
    private readonly tournaments: TournamentRepository,
  ) {}

  async execute(query: ExportDecklistsQuery): Promise<string> {
    const { roles, state } = await loadVisible(this.access, this.tournaments, query.tournamentId, query.viewer);
    requireStaff(roles, query.viewer, 'decklist exports');
    const players = Object.values(state.players);
    return query.format === 'csv' ? decklistsCsv(players, state.settings.ruleset) : decklistsJson(players, state.settings.ruleset);
  }
}

/**
 * The best-placed player of each legend. Legends are part of the lists, so this is for the staff,
 * and for everybody once the organizer published every list.
 */
@QueryHandler(GetBestOfEachLegendQuery)
export class GetBestOfEachLegendHandler implements IQueryHandler<GetBestOfEachLegendQuery, LegendBestView[]> {
  constructor(
    private readonly access: TournamentAccess,
    private readonly tournaments: TournamentRepository,
    private readonly queries: QueryBus,
  ) {}

  async execute(query: GetBestOfEachLegendQuery): Promise<LegendBestView[]> {
    const { roles, state } = await loadVisible(this.access, this.tournaments, query.tournamentId, query.viewer);
    if (state.decklistsPublished !== 'all') requireStaff(roles, query.viewer, 'legends before the lists are published');
    const standings = await this.queries.execute(new GetStandingsQuery(query.viewer, query.tournamentId));
    const order = finalPlacing(state, (standings?.rows ?? []).map((row) => row.entrantId));
    return bestOfEachLegend(state, order);
  }
}

function bestOfEachLegend(state: ExistingTournament, order: readonly string[]): LegendBestView[] {
  const best = new Map<string, LegendBestView>();
  const counts = new Map<string, number>();
  order.forEach((entrantId, index) => {
    for (const playerId of state.entrants[entrantId]?.playerIds ?? []) {
      const player = state.players[playerId];
      const legendEntry = player?.decklist ? decklistOfStored(player.decklist).legend[0] : undefined;
      const legend = legendEntry ? CATALOG.byCode(legendEntry.code)?.card : undefined;
      if (!player || !legend) continue;
      counts.set(legend.id, (counts.get(legend.id) ?? 0) + 1);
      if (!best.has(legend.id)) {
        best.set(legend.id, { legend: { cardId: legend.id, name: legend.name }, playerId, displayName: player.displayName, entrantId, placing: index + 1, players: 0 });
      }
    }
  });
  return [...best.values()].map((entry) => ({ ...entry, players: counts.get(entry.legend.cardId) ?? 0 })).sort((a, b) => a.placing - b.placing);
}
