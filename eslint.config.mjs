// ESLint flat config for the whole workspace. Module boundaries come from tools/lint.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import { depConstraints } from './tools/lint/dep-constraints.mjs';
import { pureProjectRoots } from './tools/lint/pure-projects.mjs';

const pureSources = pureProjectRoots().map((root) => `${root}/**/*.ts`);

export default [
  {
    ignores: ['**/vitest.config.ts', '**/vite.config.ts', 'apps/web/codegen.ts', 'apps/web/src/graphql/generated/**', '**/node_modules/**', '**/dist/**', 'reports/**', 'data/**', '**/*.js', '**/*.mjs', '**/*.cjs'],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
        // Nest code relies on decorator metadata: keep class imports that the metadata needs.
        emitDecoratorMetadata: true,
        experimentalDecorators: true,
      },
    },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints,
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    // Web pages: every text comes from text/en/*.json (style H.41), never a literal in JSX.
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/[A-Za-z]/]', message: 'Put the text in apps/web/src/text/en/*.json and use texts().' },
        { selector: "JSXAttribute[name.name=/^(aria-label|title|placeholder|alt)$/] > Literal[value=/[A-Za-z]/]", message: 'Put the text in apps/web/src/text/en/*.json.' },
      ],
    },
  },
  {
    // Pure libraries (engine, modes, pairing, domain deciders): no IO, no clock, no randomness.
    files: pureSources,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'Pure libraries may not use Node built-ins.' },
            {
              group: ['fs', 'path', 'crypto', 'os', 'child_process', 'net', 'http', 'https', 'worker_threads', 'timers'],
              message: 'Pure libraries may not use Node built-ins.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded PRNG kept in state (style guide C.13).' },
        { object: 'Date', property: 'now', message: 'Time comes in as an input (style guide C.12).' },
        { object: 'performance', property: 'now', message: 'Time comes in as an input (style guide C.12).' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'Time comes in as an input (style guide C.12).' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'setTimeout', message: 'Pure libraries have no clock.' },
        { name: 'setInterval', message: 'Pure libraries have no clock.' },
        { name: 'process', message: 'Pure libraries have no process.' },
      ],
    },
  },
];
