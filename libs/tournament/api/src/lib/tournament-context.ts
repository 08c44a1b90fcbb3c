import type { Viewer } from '@arbiter/identity-application';
import type { Actor } from '@arbiter/tournament-domain';
import type { TournamentLoaders } from './tournament-loaders.js';

/** The part of the GraphQL context the tournament resolvers read; the app's context factory builds it. */
export interface TournamentContext {
  readonly viewer: Viewer | null;
  readonly tournamentLoaders: TournamentLoaders;
}

export function actorOf(viewer: Viewer | null): Actor | null {
  return viewer ? { accountId: viewer.accountId, organizer: viewer.organizer } : null;
}
