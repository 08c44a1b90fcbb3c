import { AppError } from '@arbiter/errors';
import type { Actor } from '@arbiter/tournament-domain';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { TournamentRepository } from '../repositories/tournament.repository.js';
import { TournamentAccess } from './tournament-access.js';

export interface PairingDraftView {
  readonly tournamentId: string;
  readonly round: number;
  readonly phase: 'swiss' | 'top_cut';
  readonly tables: readonly { readonly table: number; readonly matchId: string; readonly entrants: readonly { readonly id: string; readonly name: string }[] }[];
  readonly byes: readonly { readonly id: string; readonly name: string }[];
  /** What the pairing had to give up (rematches, second byes), as `@arbiter/pairing` codes. */
  readonly relaxations: readonly string[];
  readonly draftedAt: string;
}

/**
 * The pairings waiting for the organizer's check, or `null`. Only the organizer sees a draft
 * (it is theirs to publish); it is read from the tournament stream, as incidents are, since it
 * is rare and read by one person.
 */
export class GetPairingDraftQuery extends Query<PairingDraftView | null> {
  constructor(
    readonly viewer: Actor | null,
    readonly tournamentId: string,
  ) {
    super();
  }
}

@QueryHandler(GetPairingDraftQuery)
export class GetPairingDraftHandler implements IQueryHandler<GetPairingDraftQuery, PairingDraftView | null> {
  constructor(
    private readonly access: TournamentAccess,
    private readonly tournaments: TournamentRepository,
  ) {}

  async execute(query: GetPairingDraftQuery): Promise<PairingDraftView | null> {
    await this.access.require(query.tournamentId, query.viewer, 'pairRounds');
    const { state } = await this.tournaments.load(query.tournamentId);
    if (state.status === 'none') throw new AppError('TOURNAMENT.NOT_FOUND', 'no such tournament');
    const draft = state.pairingDraft;
    if (!draft) return null;
    const entrant = (id: string) => ({ id, name: state.entrants[id]?.name ?? id });
    return {
      tournamentId: query.tournamentId,
      round: draft.round,
      phase: draft.phase,
      tables: draft.tables.map((table) => ({ table: table.table, matchId: table.matchId, entrants: table.entrantIds.map(entrant) })),
      byes: draft.byes.map(entrant),
      relaxations: draft.relaxations,
      draftedAt: draft.draftedAt,
    };
  }
}
