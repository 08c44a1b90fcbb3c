import { GraphQLScalarType, valueFromASTUntyped } from 'graphql';

/**
 * Game views, actions and replays are the engine's own JSON shapes (they grow with every card and
 * rule); spelling each out in SDL would freeze them twice. The engine validates every action, so
 * the scalar accepts any JSON value and leaves the checking to the rules.
 */
export const jsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'A JSON value: an engine view, action or event.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables ?? undefined),
});
