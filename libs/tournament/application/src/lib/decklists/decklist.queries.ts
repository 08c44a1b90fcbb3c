import type { Actor, DeckCheckEntry } from '@arbiter/tournament-domain';
import { Query } from '@nestjs/cqrs';

/** Judges' deck checks of a tournament (staff only). */
export class GetDeckChecksQuery extends Query<DeckCheckEntry[]> {
  constructor(
    readonly viewer: Actor | null,
    readonly tournamentId: string,
  ) {
    super();
  }
}

export type DecklistExportFormat = 'json' | 'csv';

/** Every registered list as one JSON document or CSV table (staff only). */
export class ExportDecklistsQuery extends Query<string> {
  constructor(
    readonly viewer: Actor | null,
    readonly tournamentId: string,
    readonly format: DecklistExportFormat,
  ) {
    super();
  }
}

export interface LegendBestView {
  readonly legend: { readonly cardId: string; readonly name: string };
  readonly playerId: string;
  readonly displayName: string;
  readonly entrantId: string;
  /** 1 = the winner; the top cut's finish first, then the Swiss standings. */
  readonly placing: number;
  /** How many registered lists played the legend. */
  readonly players: number;
}

/** The highest-placing player of each legend (prize support some events give). */
export class GetBestOfEachLegendQuery extends Query<LegendBestView[]> {
  constructor(
    readonly viewer: Actor | null,
    readonly tournamentId: string,
  ) {
    super();
  }
}
