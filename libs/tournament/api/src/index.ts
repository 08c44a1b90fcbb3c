export { actorOf, type TournamentContext } from './lib/tournament-context.js';
export { TournamentGraphql } from './lib/tournament.graphql.js';
export { createTournamentLoaders, type TournamentLoaders } from './lib/tournament-loaders.js';
export { IncidentsGraphql } from './lib/incidents.graphql.js';
export { DecklistsGraphql } from './lib/decklists.graphql.js';
