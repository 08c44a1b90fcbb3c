import type { Entrant, EntrantId } from '../model/entrant.js';
import type { RoundToValidate } from '../model/validate-round.js';
import { rankingView, recordsFor } from '../standings/compute-standings.js';
import type { EntrantRecord } from '../standings/outing.js';
import { type HistoryFacts, historyFacts } from './history-facts.js';

/** A pairing request as both pairing functions receive it (seeds included). */
export type PairingRequest = RoundToValidate & { readonly seed: string; readonly standingsSeed?: string };

/** What every pairing starts from: the standings before the round and the entrants left to pair. */
export interface RoundContext {
  readonly records: ReadonlyMap<EntrantId, EntrantRecord>;
  /** Standings order before the round (best first) with ranks and points. */
  readonly ranking: readonly { readonly entrant: EntrantId; readonly rank: number; readonly points: number }[];
  readonly facts: HistoryFacts;
  /** Active entrants without a pin or a fixed bye, in standings order. */
  readonly free: readonly EntrantId[];
}

export function roundContext(request: PairingRequest, active: readonly Entrant[]): RoundContext {
  const standingsInput = { ...request, seed: request.standingsSeed ?? request.seed };
  const records = recordsFor(standingsInput, request.round - 1);
  const ranking = rankingView(standingsInput, records);
  const claimed = new Set<EntrantId>([...(request.pins ?? []).flat(), ...(request.fixedByes ?? [])]);
  const activeIds = new Set(active.map((entrant) => entrant.id));
  const free = ranking.map((row) => row.entrant).filter((id) => activeIds.has(id) && !claimed.has(id));
  return { records, ranking, facts: historyFacts(records), free };
}
