import { CodeFileLoader } from '@graphql-tools/code-file-loader';
import { loadSchema } from '@graphql-tools/load';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildClientSchema, buildSchema, getIntrospectionQuery, type IntrospectionQuery, lexicographicSortSchema, printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type Platform } from '../support/platform.js';

/**
 * The pages' types are generated from the type definitions in the repository (web:codegen reads
 * the files listed in apps/web/schema-sources.json, never a running server). This checks that
 * those files add up to exactly the schema the api serves, so no contribution can be left out.
 */
let platform: Platform;

beforeAll(async () => {
  platform = await startPlatform('web-schema');
});
afterAll(() => platform?.stop());

describe('the schema the pages are generated from', () => {
  it('is the schema the api serves', async () => {
    const webDir = resolve(import.meta.dirname, '../../../web');
    const sources = JSON.parse(readFileSync(resolve(webDir, 'schema-sources.json'), 'utf8')) as string[];
    const fromFiles = await loadSchema(
      sources.map((source) => resolve(webDir, source)),
      { loaders: [new CodeFileLoader({ noRequire: true })] },
    );
    const response = await fetch(`${platform.baseUrl}graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: getIntrospectionQuery() }),
    });
    const { data } = (await response.json()) as { data: IntrospectionQuery };
    const served = buildClientSchema(data);
    // Through SDL text: the loader may use another copy of graphql-js than this file.
    const files = buildSchema(printSchemaWithDirectives(fromFiles));
    expect(printSchema(lexicographicSortSchema(files))).toBe(printSchema(lexicographicSortSchema(served)));
  });
});
