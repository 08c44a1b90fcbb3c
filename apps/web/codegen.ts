/**
 * GraphQL Code Generator: the schema comes from the repository itself, the `/* GraphQL *\/`
 * type definitions of every contribution the api mounts (style H.35), never from a running
 * server. `web:codegen` runs before `web:typecheck`, `web:lint` and `web:build`, so a schema
 * change that breaks a page fails CI. The output in `src/graphql/generated/` is never edited
 * (and not committed).
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

export const schemaSources = [
  '../../apps/api/src/health/health.graphql.ts',
  '../../libs/identity/api/src/lib/identity.graphql.ts',
  '../../libs/tournament/api/src/lib/tournament.types.graphql.ts',
  '../../libs/tournament/api/src/lib/tournament-queries.graphql-schema.ts',
  '../../libs/tournament/api/src/lib/incidents.graphql.ts',
  '../../libs/game/api/src/lib/game.types.graphql.ts',
  '../../libs/platform/queue/src/graphql/dead-letters.graphql.ts',
];

const config: CodegenConfig = {
  schema: schemaSources,
  documents: ['src/**/*.tsx', 'src/**/*.ts', '!src/graphql/generated/**'],
  ignoreNoDocuments: false,
  generates: {
    'src/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'useFragment' }, persistedDocuments: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { ID: 'string', JSON: 'unknown' },
        avoidOptionals: false,
      },
    },
  },
  silent: true,
};

export default config;
