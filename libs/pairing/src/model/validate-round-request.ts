import { type Entrant, type EntrantId, isActiveIn } from './entrant.js';
import { type Result, fail, ok } from './result.js';
import type { RoundRecord } from './round-record.js';

export interface RoundRequest {
  readonly round: number;
  readonly history: readonly RoundRecord[];
  readonly pins: readonly (readonly EntrantId[])[];
  /** Entrants a pinned group may have: 2 for 1v1 tables, 3 for FFA3 pods, 4 or 3 for War pods. */
  readonly pinSizes: readonly number[];
  readonly fixedByes: readonly EntrantId[];
}

/** The round to pair must follow the history; pins and fixed byes must name active entrants once. */
export function validateRoundRequest(request: RoundRequest, byId: ReadonlyMap<EntrantId, Entrant>): Result<true> {
  const { round, history } = request;
  if (!Number.isInteger(round) || round < 1) return fail('pairing/invalid_round', `cannot pair round ${round}`);
  const late = history.find((record) => record.round >= round);
  if (late) return fail('pairing/invalid_round', `the history already has round ${late.round}; cannot pair round ${round}`);
  const claimed = new Set<EntrantId>();
  const claim = (id: EntrantId, what: string): Result<true> => {
    const entrant = byId.get(id);
    if (!entrant) return fail('pairing/unknown_entrant', `${what} names unknown entrant '${id}'`);
    if (!isActiveIn(entrant, round)) return fail('pairing/pin_not_active', `${what} names '${id}', who is not active in round ${round}`);
    if (claimed.has(id)) return fail('pairing/pin_conflict', `'${id}' is pinned or given a fixed bye more than once`);
    claimed.add(id);
    return ok(true);
  };
  for (const pin of request.pins) {
    if (!request.pinSizes.includes(pin.length)) {
      return fail('pairing/invalid_pin', `a pin must name exactly ${request.pinSizes.join(' or ')} entrants`);
    }
    for (const id of pin) {
      const checked = claim(id, 'a pin');
      if (!checked.ok) return checked;
    }
  }
  for (const id of request.fixedByes) {
    const checked = claim(id, 'a fixed bye');
    if (!checked.ok) return checked;
  }
  return ok(true);
}
