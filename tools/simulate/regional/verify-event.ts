import pg from 'pg';
import type { ApiPool } from './api-pool.js';
import type { Cluster } from './cluster.js';

export interface TrueResult {
  /** Game wins of the first and the second entrant of the table, as the organizer's pairings list them. */
  readonly wins: readonly [number, number];
  readonly draws: number;
}

/** What the virtual players and judges reported: the result every match must end with. */
export interface Truth {
  readonly results: Map<string, { readonly round: number; readonly phase: 'swiss' | 'top_cut'; readonly entrants: readonly [string, string]; readonly result: TrueResult }>;
  readonly byes: { readonly round: number; readonly entrantId: string }[];
  readonly swissRounds: number;
}

export interface Verification {
  /** Matches reported but without a final result, or with another result than reported. */
  readonly lostResults: number;
  /** Matches whose stream records a result more than once. */
  readonly doubledResults: number;
  /** Standings rows whose points, wins, losses, draws or byes differ from a recomputation. */
  readonly standingsMismatches: number;
  /** `projections:rebuild --check` found the read models equal to a rebuild from the log. */
  readonly rebuildClean: boolean;
}

interface MatchRow {
  readonly id: string;
  readonly status: string;
  readonly result: { readonly gameDraws: number; readonly seats: readonly { entrantId: string; gameWins: number }[] } | null;
}

interface StandingRow {
  readonly entrant: { readonly id: string };
  readonly points: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly byes: number;
}

const matchesQuery = `query ($t: ID!, $r: Int) { matches(tournamentId: $t, round: $r) { id status result { gameDraws seats { entrantId gameWins } } } }`;
const standingsQuery = `query ($t: ID!) { standings(tournamentId: $t) { rows { entrant { id } points wins losses draws byes } } }`;

/** Every result against what was reported, the standings against a recomputation, the read models against a rebuild. */
export async function verifyEvent(pool: ApiPool, tournamentId: string, truth: Truth, as: { home: number; token: string }, cluster: Cluster): Promise<Verification> {
  const rounds = new Set([...truth.results.values()].map((record) => record.round));
  const stored = new Map<string, MatchRow>();
  for (const round of rounds) {
    const { matches } = await pool.request<{ matches: MatchRow[] }>(matchesQuery, { t: tournamentId, r: round }, as);
    for (const match of matches) stored.set(match.id, match);
  }
  let lostResults = 0;
  for (const [matchId, record] of truth.results) {
    const match = stored.get(matchId);
    const wins = (entrantId: string) => match?.result?.seats.find((seat) => seat.entrantId === entrantId)?.gameWins;
    const same =
      match?.status === 'final' &&
      wins(record.entrants[0]) === record.result.wins[0] &&
      wins(record.entrants[1]) === record.result.wins[1] &&
      (match.result?.gameDraws ?? 0) === record.result.draws;
    if (!same) lostResults++;
  }

  const { standings } = await pool.request<{ standings: { rows: StandingRow[] } }>(standingsQuery, { t: tournamentId }, as);
  const expected = recompute(truth);
  let standingsMismatches = Math.abs(standings.rows.length - expected.size);
  for (const row of standings.rows) {
    const want = expected.get(row.entrant.id);
    if (!want || want.points !== row.points || want.wins !== row.wins || want.losses !== row.losses || want.draws !== row.draws || want.byes !== row.byes) {
      standingsMismatches++;
    }
  }

  const doubledResults = await countDoubled(cluster);
  const rebuild = await cluster.runTool(['tools/projections/rebuild.ts', '--check']);
  return { lostResults, doubledResults, standingsMismatches, rebuildClean: rebuild.code === 0 };
}

/** Swiss records from the reported results and the byes (3/1/0, a bye counts as a win of 3 points). */
function recompute(truth: Truth): Map<string, { points: number; wins: number; losses: number; draws: number; byes: number }> {
  const records = new Map<string, { points: number; wins: number; losses: number; draws: number; byes: number }>();
  const of = (entrantId: string) => {
    const record = records.get(entrantId) ?? { points: 0, wins: 0, losses: 0, draws: 0, byes: 0 };
    records.set(entrantId, record);
    return record;
  };
  for (const { phase, entrants, result } of truth.results.values()) {
    if (phase !== 'swiss') continue;
    const [a, b] = [of(entrants[0]), of(entrants[1])];
    if (result.wins[0] === result.wins[1]) {
      a.draws++;
      b.draws++;
      a.points += 1;
      b.points += 1;
    } else {
      const [winner, loser] = result.wins[0] > result.wins[1] ? [a, b] : [b, a];
      winner.wins++;
      winner.points += 3;
      loser.losses++;
    }
  }
  for (const { entrantId } of truth.byes) {
    const record = of(entrantId);
    record.byes++;
    record.points += 3;
  }
  return records;
}

async function countDoubled(cluster: Cluster): Promise<number> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl, options: `-c search_path=${cluster.schema}` });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM (SELECT stream_id FROM events WHERE type = 'MatchResultRecorded' GROUP BY stream_id HAVING count(*) > 1) doubled`,
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
