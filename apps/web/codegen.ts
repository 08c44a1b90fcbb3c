/// <reference types="node" />
/**
 * GraphQL Code Generator: the schema comes from the repository itself, the `/* GraphQL *\/`
 * type definitions of every contribution the api mounts (style H.35), never from a running
 * server. `web:codegen` runs before `web:typecheck`, `web:lint` and `web:build`, so a schema
 * change that breaks a page fails CI. The output in `src/graphql/generated/` is never edited
 * (and not committed).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';

/** The files that hold the api's type definitions (also read by web-e2e's schema check). */
export const schemaSources: string[] = JSON.parse(readFileSync(join(import.meta.dirname, 'schema-sources.json'), 'utf8')) as string[];

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
