import type { IdentityContext } from '@arbiter/identity-api';
import type { TournamentContext } from '@arbiter/tournament-api';

/** The GraphQL context of every request: the union of what each context's resolvers read. */
export type ApiContext = IdentityContext & TournamentContext;
