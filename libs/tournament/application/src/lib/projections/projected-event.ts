import type { MatchEvent, TournamentEvent } from '@arbiter/tournament-domain';

/**
 * The part of an event a projection may read. Live handlers project what they have just
 * appended, the rebuild tool projects stored events; both carry exactly these fields, so a
 * projection cannot depend on something only one of them has (like the recording time).
 */
export interface ProjectedEvent {
  readonly streamId: string;
  readonly type: string;
  readonly data: unknown;
}

export type TournamentStreamEvent = TournamentEvent & { readonly streamId: string };
export type MatchStreamEvent = MatchEvent & { readonly streamId: string };

export function isTournamentStream(event: ProjectedEvent): event is TournamentStreamEvent {
  return event.streamId.startsWith('tournament-');
}

export function isMatchStream(event: ProjectedEvent): event is MatchStreamEvent {
  return event.streamId.startsWith('match-');
}

export function matchIdOf(event: MatchStreamEvent): string {
  return event.streamId.slice('match-'.length);
}

export function tournamentIdOf(event: TournamentStreamEvent): string {
  return event.streamId.slice('tournament-'.length);
}
