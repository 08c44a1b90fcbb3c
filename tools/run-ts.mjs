#!/usr/bin/env node
/**
 * Runs a TypeScript entry point of this workspace with SWC (decorator metadata and the
 * `@arbiter/*` path aliases included), the same way in development, tests, benchmarks and the
 * Docker images: `node tools/run-ts.mjs <file.ts> [args...]`.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node tools/run-ts.mjs <file.ts> [args...]');
  process.exit(2);
}
const workspaceRoot = join(import.meta.dirname, '..');
const child = spawn(
  process.execPath,
  ['--enable-source-maps', '--import', '@swc-node/register/esm-register', entry, ...args],
  {
    stdio: 'inherit',
    env: { ...process.env, SWC_NODE_PROJECT: process.env['SWC_NODE_PROJECT'] ?? join(workspaceRoot, 'tsconfig.runtime.json') },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
