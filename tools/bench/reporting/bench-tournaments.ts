import type { GraphqlClient } from './graphql-client.js';

/** A report ready to send: the reporting player's token and the mutation's variables. */
export interface PreparedReport {
  readonly token: string;
  readonly variables: Record<string, unknown>;
}

interface Account {
  readonly email: string;
  readonly token: string;
}

const password = 'bench-password-0123456789';

/** Player accounts through `signUp` (each costs an argon2 hash, so they are reused across tournaments). */
export async function signUpPlayers(client: GraphqlClient, count: number, tag: string): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let i = 0; i < count; i += 4) {
    const batch = Array.from({ length: Math.min(4, count - i) }, async (_, k) => {
      const email = `bench-${tag}-${i + k}@example.org`;
      const data = await client.request<{ signUp: { accessToken: string } }>(
        `mutation ($input: SignUpInput!) { signUp(input: $input) { accessToken } }`,
        { input: { email, password, displayName: `Bench ${i + k}` } },
      );
      return { email, token: data.signUp.accessToken };
    });
    accounts.push(...(await Promise.all(batch)));
  }
  return accounts;
}

/**
 * One Match (bo3) tournament with every account registered, started and paired: a report per
 * table (the first seat wins 2-0) under `either_player`, so each report decides its match.
 */
async function preparedTournament(client: GraphqlClient, organizerToken: string, players: readonly Account[], name: string): Promise<PreparedReport[]> {
  const { createTournament } = await client.request<{ createTournament: { id: string } }>(
    `mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { id } }`,
    { input: { name, mode: 'match', resultPolicy: 'either_player', decklistRequired: false, swissRounds: 3 } },
    organizerToken,
  );
  const tournamentId = createTournament.id;
  const tokenOfPlayer = new Map<string, string>();
  for (const player of players) {
    const { registerPlayer } = await client.request<{ registerPlayer: { id: string } }>(
      `mutation ($input: RegisterPlayerInput!) { registerPlayer(input: $input) { id } }`,
      { input: { tournamentId, email: player.email } },
      organizerToken,
    );
    tokenOfPlayer.set(registerPlayer.id, player.token);
  }
  await client.request(`mutation ($id: ID!) { startTournament(tournamentId: $id) { id } }`, { id: tournamentId }, organizerToken);
  const { pairNextRound } = await client.request<{ pairNextRound: { tables: { matchId: string; entrants: { id: string }[] }[] } }>(
    `mutation ($id: ID!) { pairNextRound(tournamentId: $id) { tables { matchId entrants { id } } } }`,
    { id: tournamentId },
    organizerToken,
  );
  return pairNextRound.tables.map((table) => {
    const [a, b] = table.entrants;
    const token = a ? tokenOfPlayer.get(a.id) : undefined;
    if (!a || !b || !token) throw new Error(`table ${table.matchId} has no two registered players`);
    const result = { seats: [{ entrantId: a.id, gameWins: 2 }, { entrantId: b.id, gameWins: 0 }] };
    return { token, variables: { input: { matchId: table.matchId, result } } };
  });
}

/** At least `count` prepared reports, from tournaments set up four at a time. */
export async function prepareReports(
  client: GraphqlClient,
  organizerToken: string,
  players: readonly Account[],
  count: number,
  tag: string,
): Promise<PreparedReport[]> {
  const perTournament = Math.floor(players.length / 2);
  const tournaments = Math.ceil(count / perTournament);
  const reports: PreparedReport[] = [];
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < tournaments) {
      const index = next++;
      reports.push(...(await preparedTournament(client, organizerToken, players, `Bench ${tag} ${index}`)));
    }
  };
  await Promise.all(Array.from({ length: 4 }, lane));
  return reports.slice(0, count);
}

export const reportMutation = `mutation ($input: ReportResultInput!) { reportResult(input: $input) { reportId } }`;
export const organizerPassword = password;
