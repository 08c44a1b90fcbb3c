import { Random } from '@arbiter/prng';
import type { EntrantId } from '../model/entrant.js';
import type { TiebreakerId } from '../model/tiebreaker.js';
import type { EntrantRecord } from './outing.js';

export interface Floors {
  readonly percent: number;
  readonly pokemon: number;
}

/** Tiebreakers that do not depend on who else is tied; head-to-head is computed per tie instead. */
export type GlobalTiebreaker = Exclude<TiebreakerId, 'head_to_head'>;

/**
 * Share of the points that winning every counted round would have given. Byes count as wins
 * (Magic and Riftbound), or are left out of the record entirely (Pokémon style).
 */
export function matchWinShare(record: EntrantRecord, byes: 'count' | 'leave_out' = 'count'): number {
  let points = 0;
  let max = 0;
  for (const outing of record.outings) {
    if (byes === 'leave_out' && outing.kind === 'bye') continue;
    points += outing.points;
    max += outing.maxPoints;
  }
  return max === 0 ? 0 : points / max;
}

/** Game points over 3 per game counted (a bye counts as the configured games won). */
export function gameWinShare(record: EntrantRecord): number {
  let points = 0;
  let games = 0;
  for (const outing of record.outings) {
    points += outing.gamePoints;
    games += outing.games;
  }
  return games === 0 ? 0 : points / (3 * games);
}

/** Average of `value` over every opponent faced (once per meeting); 0 without opponents. */
function averageOverOpponents(record: EntrantRecord, value: (id: EntrantId) => number): number {
  const { opponents } = record;
  if (opponents.length === 0) return 0;
  let sum = 0;
  for (const id of opponents) sum += value(id);
  return sum / opponents.length;
}

/** Computes every requested entrant-level tiebreaker for all entrants. */
export function computeTiebreakValues(
  records: ReadonlyMap<EntrantId, EntrantRecord>,
  wanted: readonly GlobalTiebreaker[],
  floors: Floors,
  randomSeed: string,
): Map<GlobalTiebreaker, Map<EntrantId, number>> {
  const cache = new Map<string, Map<EntrantId, number>>();
  const perEntrant = (key: string, compute: (record: EntrantRecord) => number): Map<EntrantId, number> => {
    let values = cache.get(key);
    if (!values) {
      values = new Map([...records.values()].map((record) => [record.id, compute(record)]));
      cache.set(key, values);
    }
    return values;
  };
  const lookup = (values: Map<EntrantId, number>) => (id: EntrantId) => values.get(id) ?? 0;
  const mw = (): Map<EntrantId, number> => perEntrant('mw', (record) => matchWinShare(record));
  const gw = (): Map<EntrantId, number> => perEntrant('gw', gameWinShare);
  const wp = (): Map<EntrantId, number> => perEntrant('wp', (record) => matchWinShare(record, 'leave_out'));
  const floored = (values: Map<EntrantId, number>, floor: number) => (id: EntrantId) =>
    Math.max(floor, values.get(id) ?? 0);
  const owp = (): Map<EntrantId, number> =>
    perEntrant('owp', (record) => averageOverOpponents(record, floored(wp(), floors.pokemon)));
  const compute: Record<GlobalTiebreaker, () => Map<EntrantId, number>> = {
    omw: () => perEntrant('omw', (record) => averageOverOpponents(record, floored(mw(), floors.percent))),
    gw,
    ogw: () => perEntrant('ogw', (record) => averageOverOpponents(record, floored(gw(), floors.percent))),
    owp,
    oowp: () => perEntrant('oowp', (record) => averageOverOpponents(record, lookup(owp()))),
    buchholz: () =>
      perEntrant('buchholz', (record) =>
        record.opponents.reduce((sum, id) => sum + (records.get(id)?.points ?? 0), 0),
      ),
    random: () => randomOrder(records, randomSeed),
  };
  return new Map(wanted.map((id) => [id, compute[id]()]));
}

/** A seeded random rank per entrant: the same seed gives the same order all event long. */
function randomOrder(records: ReadonlyMap<EntrantId, EntrantRecord>, seed: string): Map<EntrantId, number> {
  const ids = [...records.keys()].sort();
  const shuffled = Random.seeded(`${seed}/random-tiebreaker`).shuffle(ids);
  return new Map(shuffled.map((id, index) => [id, 1 - index / Math.max(1, shuffled.length)]));
}

/** Points each entrant of a tie scored against the others of the same tie. */
export function headToHeadWithin(
  block: readonly EntrantId[],
  records: ReadonlyMap<EntrantId, EntrantRecord>,
): Map<EntrantId, number> {
  const members = new Set(block);
  return new Map(
    block.map((id) => {
      let score = 0;
      for (const outing of records.get(id)?.outings ?? []) {
        outing.opponents.forEach((opponent, index) => {
          if (members.has(opponent)) score += outing.scoreAgainst[index] ?? 0;
        });
      }
      return [id, score];
    }),
  );
}
