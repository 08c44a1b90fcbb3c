import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const workspaceRoot = join(import.meta.dirname, '../../..');

export async function graphql<T>(url: string, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors || !body.data) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * Through GraphQL, as an organizer would: a public Duel event with `players` walk-ins, started,
 * round 1 paired and published. The organizer account is made by the same tool `npm start` uses,
 * in the database of `env`. Returns the tournament id.
 */
export async function seedPairedEvent(url: string, players: number, env: Record<string, string>): Promise<string> {
  const created = spawnSync(
    process.execPath,
    [join(workspaceRoot, 'tools/run-ts.mjs'), 'tools/accounts/create-organizer.ts', '--email', 'bench@arbiter.local', '--password', 'bench password 1'],
    { cwd: workspaceRoot, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(created.stderr);
  const { logIn } = await graphql<{ logIn: { accessToken: string } }>(url, `mutation { logIn(email: "bench@arbiter.local", password: "bench password 1") { accessToken } }`, {});
  const token = logIn.accessToken;
  const { createTournament } = await graphql<{ createTournament: { id: string } }>(
    url,
    `mutation($input: CreateTournamentInput!) { createTournament(input: $input) { id } }`,
    { input: { name: 'Bench Open', mode: 'duel', decklistRequired: false, publicView: true } },
    token,
  );
  const t = createTournament.id;
  for (let n = 1; n <= players; n++) {
    await graphql(url, `mutation($t: ID!, $name: String!) { registerPlayer(input: { tournamentId: $t, displayName: $name }) { id } }`, { t, name: `Player ${n}` }, token);
    if (n % 256 === 0) process.stdout.write(`  registered ${n} of ${players}\n`);
  }
  await graphql(url, `mutation($t: ID!) { startTournament(tournamentId: $t) { status } }`, { t }, token);
  await graphql(url, `mutation($t: ID!) { pairNextRound(tournamentId: $t) { round } }`, { t }, token);
  return t;
}
