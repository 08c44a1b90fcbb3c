export { DeadLettersGraphql, type DeadLetterContext } from './dead-letters.graphql.js';
