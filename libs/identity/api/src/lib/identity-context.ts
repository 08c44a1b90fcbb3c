import type { Viewer } from '@arbiter/identity-application';

/** The part of the GraphQL context the identity resolvers read (the app's context factory fills it). */
export interface IdentityContext {
  readonly viewer: Viewer | null;
  /** The client's address as the server sees it (log-in is throttled per address). */
  readonly clientAddress: string | null;
}
