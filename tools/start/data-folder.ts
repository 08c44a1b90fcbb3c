import { join } from 'node:path';

/**
 * The folder `npm start` keeps its local state in: `ARBITER_DATA_DIR` when it is set (the embedded
 * database lives there too), otherwise `data/` of the checkout (git-ignored). The first organizer's
 * credentials and the generated token secret go here, so one setting moves all of it.
 */
export function dataFolder(workspaceRoot: string, env: NodeJS.ProcessEnv): string {
  return env['ARBITER_DATA_DIR'] || join(workspaceRoot, 'data');
}

/** Where the embedded database lives: `ARBITER_DATA_DIR` itself, or `data/pglite`. */
export function embeddedDatabaseFolder(workspaceRoot: string, env: NodeJS.ProcessEnv): string {
  return env['ARBITER_DATA_DIR'] || join(workspaceRoot, 'data/pglite');
}
