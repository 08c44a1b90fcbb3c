/**
 * Where the project's shared reference data (`../shared`: card data, deck-code vectors, rules)
 * lives: `ARBITER_SHARED_DIR`, or the first `shared` folder next to the workspace or one of its
 * parents (a worktree under `wt/` finds the one next to `main`). Tools and tests that compare the
 * product with the reference data fail when it cannot be found; CI always has it.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const workspaceRoot = resolve(import.meta.dirname, '../..');

export function sharedDir(): string {
  const fromEnv = process.env['ARBITER_SHARED_DIR'];
  if (fromEnv) return resolve(fromEnv);
  for (let dir = workspaceRoot; dirname(dir) !== dir; dir = dirname(dir)) {
    const candidate = join(dirname(dir), 'shared');
    if (existsSync(join(candidate, 'cards', 'cards.json'))) return candidate;
  }
  throw new Error('the shared reference data (../shared/cards/cards.json) was not found; set ARBITER_SHARED_DIR');
}
