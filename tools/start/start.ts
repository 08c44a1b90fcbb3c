/**
 * `npm start`: the whole platform on one machine.
 *
 * 1. Redis must answer (REDIS_URL, default redis://127.0.0.1:6379); if not, say how to start one.
 * 2. DATABASE_URL set: use it. Unset: start embedded PostgreSQL (PGlite, persisted in data/pglite,
 *    or in ARBITER_DATA_DIR).
 *    JWT_SECRET unset: generate one once into the data folder (mode 0600) and use it from then on.
 * 3. Build the web pages (Nx cache: instant when nothing changed).
 * 4. Create the first organizer (the account tool runs the migrations first), then start the api
 *    (GraphQL at /graphql, the pages at /) and the worker, each as its own process, and print the
 *    URLs and how to log in.
 * Ctrl-C stops everything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { assertRedisReachable, startEmbeddedPostgres, type EmbeddedPostgres } from '@arbiter/platform-runtime';
import { dataFolder, embeddedDatabaseFolder } from './data-folder.js';
import { ensureFirstOrganizer } from './first-organizer.js';
import { ensureJwtSecret } from './jwt-secret.js';
import { ensureWebBuild } from './web-build.js';

const workspaceRoot = join(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
let embedded: EmbeddedPostgres | null = null;

function runApp(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, [join(workspaceRoot, 'tools/run-ts.mjs'), entry], {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${entry} stopped (${signal ?? `exit code ${code}`}); stopping Arbiter.`);
      void stop(1);
    }
  });
  children.push(child);
  return child;
}

async function waitForApi(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ health { status } }' }),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the API did not answer at ${url} within ${timeoutMs / 1000} s`);
}

let stopping = false;
async function stop(code: number): Promise<never> {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map((child) => new Promise((resolve) => child.once('exit', resolve))),
  );
  await embedded?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
  await assertRedisReachable(redisUrl);
  const env: NodeJS.ProcessEnv = { ...process.env, REDIS_URL: redisUrl };
  const folder = dataFolder(workspaceRoot, env);
  // Before the database starts: in production a missing secret stops here, with nothing started.
  const jwt = ensureJwtSecret(folder, env);
  env['JWT_SECRET'] = jwt.secret;
  if (jwt.source === 'created') console.log(`Generated the access-token secret into ${join(folder, 'jwt-secret')} (mode 0600)`);
  if (!env['DATABASE_URL']) {
    const dataDir = embeddedDatabaseFolder(workspaceRoot, env);
    embedded = await startEmbeddedPostgres(dataDir, Number(env['PGLITE_PORT'] ?? 54320));
    env['DATABASE_URL'] = embedded.url;
    env['ARBITER_EMBEDDED_DATABASE'] = 'true';
    console.log(`Embedded PostgreSQL (PGlite) in ${dataDir}, serving ${embedded.url}`);
  }
  await ensureWebBuild(workspaceRoot, env);
  const webUrl = `http://${env['API_HOST'] ?? '127.0.0.1'}:${env['API_PORT'] ?? '4000'}/`;
  const graphqlUrl = `${webUrl}graphql`;
  // The organizer tool runs the migrations and creates the account before the apps start: the
  // embedded database is a single session, and a tool that queues behind two busy apps for a
  // connection would time out on a slow machine.
  const organizer = await ensureFirstOrganizer(workspaceRoot, env);
  runApp('apps/api/src/main.ts', env);
  await waitForApi(graphqlUrl, 120_000);
  runApp('apps/worker/src/main.ts', env);
  console.log(
    [
      '',
      `Arbiter is running. Pages: ${webUrl}  GraphQL (GraphiQL in a browser): ${graphqlUrl}`,
      organizer,
      `In a browser: ${webUrl}login with that e-mail and password, then Organize.`,
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
