/**
 * The two pairing engines behind one small interface, so the simulation treats them alike:
 * ours (@arbiter/pairing) and the peer (tournament-organizer, used through its documented
 * Tournament API: createTournament, createPlayer, startTournament, enterResult, removePlayer,
 * nextRound, getStandings).
 */
import { type Entrant, type RoundRecord, computeStandings, defaultSwissConfig, pairSwissRound } from '@arbiter/pairing';
import Manager from 'tournament-organizer';

export interface RoundPairing {
  readonly pairs: readonly (readonly [string, string])[];
  readonly byes: readonly string[];
}

export interface MatchOutcome {
  readonly entrants: readonly [string, string];
  readonly gameWins: readonly [number, number];
  readonly gameDraws: number;
}

export interface PairingEngine {
  pair(round: number): RoundPairing;
  report(round: number, outcomes: readonly MatchOutcome[], byes: readonly string[]): void;
  drop(ids: readonly string[], afterRound: number): void;
  /** Final standings, dropped entrants left out, best first. */
  ranking(): string[];
}

export function ourEngine(ids: readonly string[], seed: string): PairingEngine {
  const dropped = new Map<string, number>();
  const history: RoundRecord[] = [];
  const entrants = (): Entrant[] =>
    ids.map((id) => (dropped.has(id) ? { id, droppedInRound: dropped.get(id) as number } : { id }));
  return {
    pair(round) {
      const result = pairSwissRound({
        round,
        entrants: entrants(),
        history,
        config: defaultSwissConfig,
        seed: `${seed}/round-${round}`,
        standingsSeed: seed,
      });
      if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
      return { pairs: result.value.tables.map((table) => table.entrants), byes: result.value.byes.map((bye) => bye.entrant) };
    },
    report(round, outcomes, byes) {
      for (const outcome of outcomes) history.push({ kind: 'duel', round, ...outcome });
      for (const entrant of byes) history.push({ kind: 'bye', round, entrant });
    },
    drop(dropIds, afterRound) {
      for (const id of dropIds) dropped.set(id, afterRound);
    },
    ranking() {
      const result = computeStandings({ format: 'swiss', entrants: entrants(), history, config: defaultSwissConfig, seed });
      if (!result.ok) throw new Error(result.error.message);
      return result.value.rows.filter((row) => !row.dropped).map((row) => row.entrant);
    },
  };
}

type PeerMatch = { getValues(): { player1: { id: string | null }; player2: { id: string | null } } };

/** The peer's matches of a round as pairs and byes (a match with one empty seat is a bye). */
function peerRound(matches: readonly PeerMatch[]): RoundPairing {
  const pairs: [string, string][] = [];
  const byes: string[] = [];
  for (const match of matches) {
    const { player1, player2 } = match.getValues();
    if (player1.id !== null && player2.id !== null) pairs.push([player1.id, player2.id]);
    else if (player1.id !== null) byes.push(player1.id);
    else if (player2.id !== null) byes.push(player2.id);
  }
  return { pairs, byes };
}

export function peerEngine(ids: readonly string[], rounds: number): PairingEngine {
  const tournament = new Manager().createTournament('bench', {
    stageOne: { format: 'swiss', rounds },
    sorting: 'none',
    scoring: {
      bestOf: 3,
      win: 3,
      draw: 1,
      loss: 0,
      bye: 3,
      tiebreaks: ['opponent match win percentage', 'game win percentage', 'opponent game win percentage'],
    },
  });
  for (const id of ids) tournament.createPlayer(id, id);
  return {
    pair(round) {
      if (round === 1) tournament.startTournament();
      else tournament.nextRound();
      return peerRound(tournament.getMatchesByRound(round));
    },
    report(round, outcomes) {
      const matches = tournament.getMatchesByRound(round);
      for (const outcome of outcomes) {
        const match = matches.find((candidate) => candidate.getValues().player1.id === outcome.entrants[0]);
        if (!match) throw new Error(`peer lost the match of ${outcome.entrants[0]}`);
        tournament.enterResult(match.getId(), outcome.gameWins[0], outcome.gameWins[1], outcome.gameDraws);
      }
    },
    drop(dropIds) {
      for (const id of dropIds) tournament.removePlayer(id);
    },
    ranking() {
      return tournament
        .getStandings()
        .filter((row) => row.player.isActive())
        .map((row) => row.player.getId());
    },
  };
}
