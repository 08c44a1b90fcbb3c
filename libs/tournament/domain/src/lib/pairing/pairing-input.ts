import type { Entrant, PodConfig, PodSize, RoundRecord, SwissConfig } from '@arbiter/pairing';
import type { RoundPhase, RoundResult } from '../events/tournament.events.js';
import type { TournamentSettings } from '../settings/tournament-settings.js';
import { modeFacts } from '../settings/modes.js';
import type { EntrantEntry, TournamentData } from '../state/tournament.state.js';

/**
 * What pairing and standings read: the aggregate state has it, and so do the read models (the
 * standings query builds it from them), so both compute with the same functions.
 */
export interface PairingSource {
  readonly tournamentId: string;
  readonly settings: TournamentSettings;
  readonly entrants: readonly Pick<EntrantEntry, 'entrantId' | 'kind' | 'playerIds' | 'joinedInRound' | 'status' | 'droppedInRound'>[];
  readonly rounds: readonly {
    readonly round: number;
    readonly phase: RoundPhase;
    readonly byes: readonly string[];
    /** Final results: all of them for a completed round, those known so far for the round in progress. */
    readonly results: readonly RoundResult[];
  }[];
}

/** The aggregate as a pairing source, with `live` final results of the round in progress. */
export function sourceOf(state: TournamentData, live: readonly RoundResult[] = []): PairingSource {
  return {
    tournamentId: state.tournamentId,
    settings: state.settings,
    entrants: Object.values(state.entrants),
    rounds: state.rounds.map((round) => ({
      round: round.round,
      phase: round.phase,
      byes: round.byes,
      results: round.status === 'completed' ? round.results : live.filter((result) => round.tables.some((table) => table.matchId === result.matchId)),
    })),
  };
}

/** What `@arbiter/pairing` calls the event: 1v1 and team Swiss, or pods (FFA3, War). */
export function pairingFormat(source: Pick<PairingSource, 'settings'>): 'swiss' | 'pods' {
  return modeFacts[source.settings.mode].podSize === null ? 'swiss' : 'pods';
}

/** Seats per pod of a pod event (FFA3 3, War 4); 3 for the others, which have no pods. */
export function podSizeOfMode(source: Pick<PairingSource, 'settings'>): PodSize {
  return modeFacts[source.settings.mode].podSize ?? 3;
}

/** Every entrant with the rounds it can be paired in (late entries, drops, disqualifications). */
export function pairingEntrants(source: PairingSource): Entrant[] {
  return source.entrants.map((entrant) => ({
    id: entrant.entrantId,
    joinedInRound: entrant.joinedInRound,
    ...(entrant.droppedInRound !== null && entrant.status !== 'active' ? { droppedInRound: entrant.droppedInRound } : {}),
    ...(entrant.kind === 'team' ? { members: entrant.playerIds } : {}),
  }));
}

/** The Swiss history (byes and results of Swiss rounds; top-cut matches are not Swiss history). */
export function pairingHistory(source: PairingSource): RoundRecord[] {
  const records: RoundRecord[] = [];
  for (const round of source.rounds) {
    if (round.phase !== 'swiss') continue;
    records.push(...round.byes.map((entrant): RoundRecord => ({ kind: 'bye', round: round.round, entrant })));
    for (const { result } of round.results) {
      const [a, b] = result.seats;
      if (result.seats.length === 2 && a && b) {
        records.push({ kind: 'duel', round: round.round, entrants: [a.entrantId, b.entrantId], gameWins: [a.gameWins, b.gameWins], gameDraws: result.gameDraws });
      } else {
        const seats = result.seats.map((seat) => seat.entrantId);
        records.push({ kind: 'pod', round: round.round, seats, placements: result.seats.map((seat) => seat.placement) });
      }
    }
  }
  return records;
}

const PERCENT_FLOOR = 0.33;
const POKEMON_FLOOR = 0.25;

/** The tournament's scoring in the pairing library's terms; a bye is a match won without games lost. */
export function swissConfig(source: Pick<PairingSource, 'settings'>): SwissConfig {
  const { matchPoints, tiebreakers, mode } = source.settings;
  return {
    points: matchPoints,
    byeGameWins: (modeFacts[mode].bestOf + 1) / 2,
    missedRounds: 'loss',
    tiebreakers,
    percentFloor: PERCENT_FLOOR,
    pokemonFloor: POKEMON_FLOOR,
  };
}

/** A pod event's scoring: one placement value per seat (FFA3 3, War 4); a bye scores like a first place. */
export function podConfig(source: Pick<PairingSource, 'settings'>): PodConfig {
  const { placementPoints, tiebreakers } = source.settings;
  const byePoints = placementPoints[0] ?? 0;
  return { placementPoints, byePoints, missedRounds: 'loss', tiebreakers, percentFloor: PERCENT_FLOOR, pokemonFloor: POKEMON_FLOOR };
}

/** Seeds of the seeded random choices: one per round, and one for the event's random tiebreaker. */
export function roundSeed(source: Pick<PairingSource, 'tournamentId'>, round: number): string {
  return `${source.tournamentId}/round-${round}`;
}

export function standingsSeed(source: Pick<PairingSource, 'tournamentId'>): string {
  return source.tournamentId;
}
