import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { dataFolder } from './data-folder.js';

export interface OrganizerCredentials {
  readonly email: string;
  readonly password: string;
}

/**
 * Makes sure the first organizer account exists and returns how to log in with it. The
 * credentials come from ARBITER_ORGANIZER_EMAIL / ARBITER_ORGANIZER_PASSWORD, or are generated
 * once and kept in first-organizer.json of the data folder (`data/`, git-ignored, or
 * ARBITER_DATA_DIR) so later starts print the same ones.
 */
export async function ensureFirstOrganizer(workspaceRoot: string, env: NodeJS.ProcessEnv): Promise<string> {
  const credentials = organizerCredentials(dataFolder(workspaceRoot, env), env);
  // Asynchronous on purpose: this process may be the one serving the embedded database, and a
  // synchronous spawn would block it while the tool waits for a connection.
  const result = await runTool(workspaceRoot, env, [
    'tools/accounts/create-organizer.ts',
    '--email',
    credentials.email,
    '--password',
    credentials.password,
  ]);
  if (result.status !== 0) {
    throw new Error(`could not create the first organizer account:\n${result.output}`);
  }
  return [
    `First organizer: ${credentials.email} / ${credentials.password}`,
    'Log in with the mutation:',
    `  mutation { logIn(email: "${credentials.email}", password: "${credentials.password}") { accessToken } }`,
    'and send the token as the header  Authorization: Bearer <accessToken>',
  ].join('\n');
}

export const FIRST_ORGANIZER_FILE = 'first-organizer.json';

/** The first organizer's credentials: from the environment, or generated once into `folder`. */
export function organizerCredentials(folder: string, env: NodeJS.ProcessEnv): OrganizerCredentials {
  const email = env['ARBITER_ORGANIZER_EMAIL'];
  const password = env['ARBITER_ORGANIZER_PASSWORD'];
  if (email && password) return { email, password };
  const file = join(folder, FIRST_ORGANIZER_FILE);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as OrganizerCredentials;
  const generated = { email: 'organizer@arbiter.local', password: randomBytes(12).toString('base64url') };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
  return generated;
}

function runTool(
  workspaceRoot: string,
  env: NodeJS.ProcessEnv,
  args: readonly string[],
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(workspaceRoot, 'tools/run-ts.mjs'), ...args], {
      cwd: workspaceRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}
