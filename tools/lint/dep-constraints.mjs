/**
 * The dependency matrix of the style guide (A.2), kept apart from the ESLint config so that it
 * can be read (and reviewed) on its own. `@nx/enforce-module-boundaries` enforces it.
 *
 * Pure layers (`type:engine`, `type:domain`) may not reach infrastructure packages at all, so a
 * rules engine or decider can never grow a database call, a queue or a Nest decorator.
 */
export const infrastructurePackages = [
  '@nestjs/*',
  'typeorm',
  'pg',
  'pg-*',
  'bullmq',
  'ioredis',
  'graphql',
  'graphql-*',
  '@graphql-*',
  '@electric-sql/*',
];

export const depConstraints = [
  {
    sourceTag: 'type:engine',
    onlyDependOnLibsWithTags: ['type:engine'],
    bannedExternalImports: infrastructurePackages,
  },
  {
    sourceTag: 'type:domain',
    onlyDependOnLibsWithTags: ['type:domain', 'type:engine'],
    bannedExternalImports: infrastructurePackages,
  },
  {
    sourceTag: 'type:application',
    onlyDependOnLibsWithTags: ['type:application', 'type:domain', 'type:engine'],
  },
  {
    sourceTag: 'type:infra',
    onlyDependOnLibsWithTags: ['type:infra', 'type:application', 'type:domain', 'type:engine'],
  },
  {
    sourceTag: 'type:api',
    onlyDependOnLibsWithTags: ['type:api', 'type:application', 'type:domain', 'type:engine'],
  },
  {
    sourceTag: 'type:testing',
    onlyDependOnLibsWithTags: ['type:testing', 'type:engine', 'type:domain'],
  },
  // ADR 0060: the live engine and the frozen engine of Core Rules v1.0 never import each other;
  // the platform reaches both through `@arbiter/rulesets`, which picks one by the recorded ruleset.
  {
    sourceTag: 'engine:live',
    notDependOnLibsWithTags: ['engine:frozen'],
  },
  {
    sourceTag: 'engine:frozen',
    notDependOnLibsWithTags: ['engine:live'],
  },
  {
    // The card catalog and the deck rules (`libs/cards`, `libs/decks`) serve every context and the
    // engine alike: they depend on each other and the shared pure helpers only, never on the engine
    // (whose supported cards come in as an argument) or on a context.
    sourceTag: 'scope:cards',
    onlyDependOnLibsWithTags: ['scope:cards', 'scope:shared'],
  },
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['*'],
  },
  {
    sourceTag: 'type:tool',
    onlyDependOnLibsWithTags: ['*'],
  },
];

/** Tags whose code must stay pure: no Node built-ins, no clock, no ambient randomness. */
export const pureTags = ['type:engine', 'type:domain'];
