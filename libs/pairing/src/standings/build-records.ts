import type { MissedRoundPolicy, PodConfig, SwissConfig } from '../model/config.js';
import type { Entrant, EntrantId } from '../model/entrant.js';
import { eventPlace, podSizeOf } from '../model/pod-size.js';
import type { DuelResult, PodResult, RoundRecord } from '../model/round-record.js';
import type { EntrantRecord, Outing } from './outing.js';

/** Scoring as the record builder needs it, for either kind of event. */
export type Scoring =
  | { readonly format: 'swiss'; readonly config: SwissConfig }
  | { readonly format: 'pods'; readonly config: PodConfig };

/** Turns the history up to `throughRound` into one record per entrant (outings in round order). */
export function buildRecords(
  entrants: readonly Entrant[],
  history: readonly RoundRecord[],
  scoring: Scoring,
  throughRound: number,
): Map<EntrantId, EntrantRecord> {
  const outings = new Map<EntrantId, Outing[]>(entrants.map((entrant) => [entrant.id, []]));
  for (const record of history) {
    if (record.round > throughRound) continue;
    for (const [id, outing] of outingsOf(record, scoring)) outings.get(id)?.push(outing);
  }
  const records = new Map<EntrantId, EntrantRecord>();
  for (const entrant of entrants) {
    const own = outings.get(entrant.id) ?? [];
    addMissedRounds(own, entrant, throughRound, scoring);
    if (!inRoundOrder(own)) own.sort((a, b) => a.round - b.round);
    let points = 0;
    const opponents: EntrantId[] = [];
    for (const outing of own) {
      points += outing.points;
      for (const opponent of outing.opponents) opponents.push(opponent);
    }
    records.set(entrant.id, { id: entrant.id, outings: own, points, opponents });
  }
  return records;
}

function inRoundOrder(outings: readonly Outing[]): boolean {
  for (let i = 1; i < outings.length; i++) {
    if ((outings[i - 1] as Outing).round > (outings[i] as Outing).round) return false;
  }
  return true;
}

/** Shared head-to-head arrays for 1v1 outings: a won, drawn or lost match against the one opponent. */
const SCORE_AGAINST = { win: [1], draw: [0.5], loss: [0] } as const;

function winPoints(scoring: Scoring): number {
  return scoring.format === 'swiss' ? scoring.config.points.win : placementPoints(scoring.config, 1);
}

/** Points of an event-wide place (1 = first) in a pod event. */
function placementPoints(config: PodConfig, place: number): number {
  return config.placementPoints[place - 1] ?? 0;
}

function missedPolicy(scoring: Scoring): MissedRoundPolicy {
  return scoring.config.missedRounds;
}

/** Rounds before a late entry count as losses without opponent or games, unless ignored. */
function addMissedRounds(own: Outing[], entrant: Entrant, throughRound: number, scoring: Scoring): void {
  if (missedPolicy(scoring) === 'ignore') return;
  const lastMissed = Math.min((entrant.joinedInRound ?? 1) - 1, throughRound);
  const lastPlace = scoring.format === 'swiss' ? 2 : podSizeOf(scoring.config);
  const lossPoints = scoring.format === 'swiss' ? scoring.config.points.loss : placementPoints(scoring.config, lastPlace);
  for (let round = 1; round <= lastMissed; round++) {
    if (own.some((outing) => outing.round === round)) continue;
    own.push({
      round,
      kind: 'missed',
      opponents: [],
      points: lossPoints,
      maxPoints: winPoints(scoring),
      gamePoints: 0,
      games: 0,
      scoreAgainst: [],
      place: lastPlace,
    });
  }
}

function outingsOf(record: RoundRecord, scoring: Scoring): [EntrantId, Outing][] {
  switch (record.kind) {
    case 'bye':
      return [[record.entrant, byeOuting(record.round, scoring)]];
    case 'duel':
      return scoring.format === 'swiss' ? duelOutings(record, scoring.config) : [];
    case 'pod':
      return scoring.format === 'pods' ? podOutings(record, scoring.config) : [];
    default: {
      const unreachable: never = record;
      return unreachable;
    }
  }
}

function byeOuting(round: number, scoring: Scoring): Outing {
  const games = scoring.format === 'swiss' ? scoring.config.byeGameWins : 1;
  const points = scoring.format === 'swiss' ? scoring.config.points.bye : scoring.config.byePoints;
  return {
    round,
    kind: 'bye',
    opponents: [],
    points,
    maxPoints: winPoints(scoring),
    gamePoints: 3 * games,
    games,
    scoreAgainst: [],
    place: 1,
  };
}

function duelOutings(record: DuelResult, config: SwissConfig): [EntrantId, Outing][] {
  const [a, b] = record.entrants;
  const [winsA, winsB] = record.gameWins;
  const games = winsA + winsB + record.gameDraws;
  const side = (own: number, other: number, opponent: EntrantId): Outing => {
    const score = own > other ? 1 : own < other ? 0 : 0.5;
    const points = score === 1 ? config.points.win : score === 0 ? config.points.loss : config.points.draw;
    return {
      round: record.round,
      kind: 'played',
      opponents: [opponent],
      points,
      maxPoints: config.points.win,
      gamePoints: 3 * own + record.gameDraws,
      games,
      scoreAgainst: score === 1 ? SCORE_AGAINST.win : score === 0 ? SCORE_AGAINST.loss : SCORE_AGAINST.draw,
      place: score === 1 ? 1 : score === 0 ? 2 : 0,
    };
  };
  return [
    [a, side(winsA, winsB, b)],
    [b, side(winsB, winsA, a)],
  ];
}

/**
 * One outing per seat. A pod smaller than the event's pods (a War pod of three) places its last
 * seat at the event's last place, the others as they finished (`eventPlace`).
 */
function podOutings(record: PodResult, config: PodConfig): [EntrantId, Outing][] {
  const podSize = podSizeOf(config);
  return record.seats.map((id, seat) => {
    const finished = record.placements[seat] as number;
    const place = eventPlace(finished, record.seats.length, podSize);
    const others = record.seats.map((other, index) => ({ other, index })).filter(({ index }) => index !== seat);
    const outing: Outing = {
      round: record.round,
      kind: 'played',
      opponents: others.map(({ other }) => other),
      points: placementPoints(config, place),
      maxPoints: placementPoints(config, 1),
      gamePoints: place === 1 ? 3 : 0,
      games: 1,
      scoreAgainst: others.map(({ index }) => compareScore(finished, record.placements[index] as number)),
      place,
    };
    return [id, outing];
  });
}

function compareScore(place: number, otherPlace: number): number {
  if (place < otherPlace) return 1;
  return place === otherPlace ? 0.5 : 0;
}
