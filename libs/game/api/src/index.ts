export { GameGraphql } from './lib/game.graphql.js';
export { jsonScalar } from './lib/json.scalar.js';
