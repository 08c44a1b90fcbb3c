import type { Entrant, EntrantId } from '../model/entrant.js';
import { type Result, ok } from '../model/result.js';
import { validatePodConfig, validateSwissConfig } from '../model/validate-config.js';
import { validateEvent } from '../model/validate-event.js';
import { podSizeFor } from '../model/pod-size.js';
import { buildRecords } from './build-records.js';
import type { EntrantRecord } from './outing.js';
import { type RankedEntrant, rankEntrants } from './rank-entrants.js';
import type { RecordSummary, Standings, StandingsInput } from './standings.types.js';
import { type GlobalTiebreaker, computeTiebreakValues } from './tiebreak-values.js';

/** Standings of a 1v1, team or pod (FFA3, War) event: points, then the configured tiebreakers in order. */
export function computeStandings(input: StandingsInput): Result<Standings> {
  const config = input.format === 'swiss' ? validateSwissConfig(input.config) : validatePodConfig(input.config);
  if (!config.ok) return config;
  const event = validateEvent(input.format, input.entrants, input.history, podSizeFor(input));
  if (!event.ok) return event;
  const throughRound = input.throughRound ?? input.history.reduce((max, record) => Math.max(max, record.round), 0);
  return ok({ throughRound, rows: standingsRows(input, throughRound) });
}

/** The records standings are computed from (pairing reuses them for meetings, byes and floats). */
export function recordsFor(input: StandingsInput, throughRound: number): Map<EntrantId, EntrantRecord> {
  const scoring =
    input.format === 'swiss'
      ? { format: 'swiss' as const, config: input.config }
      : { format: 'pods' as const, config: input.config };
  return buildRecords(input.entrants, input.history, scoring, throughRound);
}

/** The standings order alone (best first), for inputs already validated: what pairing needs. */
export function rankedEntrants(input: StandingsInput, records: ReadonlyMap<EntrantId, EntrantRecord>): RankedEntrant[] {
  const order = input.config.tiebreakers;
  const global = order.filter((id): id is GlobalTiebreaker => id !== 'head_to_head');
  const floors = { percent: input.config.percentFloor, pokemon: input.config.pokemonFloor };
  return rankEntrants(records, order, computeTiebreakValues(records, global, floors, input.seed));
}

/** Entrant, rank and points in standings order: the light view the pairing works from. */
export function rankingView(
  input: StandingsInput,
  records: ReadonlyMap<EntrantId, EntrantRecord>,
): { entrant: EntrantId; rank: number; points: number }[] {
  return rankedEntrants(input, records).map((ranked, index) => ({
    entrant: ranked.id,
    rank: index + 1,
    points: records.get(ranked.id)?.points ?? 0,
  }));
}

/** The full standings rows, for inputs already validated. */
export function standingsRows(
  input: StandingsInput,
  throughRound: number,
  records: ReadonlyMap<EntrantId, EntrantRecord> = recordsFor(input, throughRound),
): Standings['rows'] {
  const entrants = new Map(input.entrants.map((entrant) => [entrant.id, entrant]));
  return rankedEntrants(input, records).map((ranked, index) => {
    const record = records.get(ranked.id) as EntrantRecord;
    const entrant = entrants.get(ranked.id) as Entrant;
    return {
      rank: index + 1,
      entrant: ranked.id,
      members: entrant.members ?? [],
      points: record.points,
      record: summarize(record, input),
      tiebreakers: input.config.tiebreakers.map((id) => ({ id, value: ranked.tiebreakers.get(id) ?? 0 })),
      dropped: (entrant.droppedInRound ?? Infinity) <= throughRound,
    };
  });
}

function summarize(record: EntrantRecord, input: StandingsInput): RecordSummary {
  const byes = record.outings.filter((outing) => outing.kind === 'bye').length;
  const counted = record.outings.filter((outing) => outing.kind !== 'bye');
  if (input.format === 'pods') {
    const placements = new Array<number>(podSizeFor(input)).fill(0);
    for (const outing of counted) placements[outing.place - 1] = (placements[outing.place - 1] ?? 0) + 1;
    return { kind: 'pod', placements, byes };
  }
  const share = (outing: EntrantRecord['outings'][number]): number => outing.scoreAgainst[0] ?? 0;
  return {
    kind: 'duel',
    wins: counted.filter((outing) => share(outing) === 1).length,
    draws: counted.filter((outing) => outing.kind === 'played' && share(outing) === 0.5).length,
    losses: counted.filter((outing) => share(outing) === 0).length,
    byes,
  };
}
