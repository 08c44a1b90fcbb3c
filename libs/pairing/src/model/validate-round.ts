import type { PodConfig, SwissConfig } from './config.js';
import { type Entrant, type EntrantId, isActiveIn } from './entrant.js';
import { SMALLEST_POD, podSizeFor, seatCountsOf } from './pod-size.js';
import { type Result, fail, ok } from './result.js';
import type { RoundRecord } from './round-record.js';
import { validatePodConfig, validateSwissConfig } from './validate-config.js';
import { validateEvent } from './validate-event.js';
import { validateRoundRequest } from './validate-round-request.js';

export type RoundToValidate = {
  readonly round: number;
  readonly entrants: readonly Entrant[];
  readonly history: readonly RoundRecord[];
  readonly pins?: readonly (readonly EntrantId[])[];
  readonly fixedByes?: readonly EntrantId[];
} & ({ readonly format: 'swiss'; readonly config: SwissConfig } | { readonly format: 'pods'; readonly config: PodConfig });

export interface ValidRound {
  readonly byId: ReadonlyMap<EntrantId, Entrant>;
  /** Entrants active in the round, in input order. */
  readonly active: readonly Entrant[];
}

/** Everything a pairing request must satisfy before any pairing is attempted. */
export function validateRound(input: RoundToValidate): Result<ValidRound> {
  const config = input.format === 'swiss' ? validateSwissConfig(input.config) : validatePodConfig(input.config);
  if (!config.ok) return config;
  const podSize = podSizeFor(input);
  const event = validateEvent(input.format, input.entrants, input.history, podSize);
  if (!event.ok) return event;
  // The fewest entrants a round can seat: a 1v1 table, or a pod of three (FFA3, and War's smallest).
  const seats = input.format === 'swiss' ? 2 : SMALLEST_POD;
  const pinSizes = input.format === 'swiss' ? [2] : seatCountsOf(podSize);
  const request = validateRoundRequest(
    { round: input.round, history: input.history, pins: input.pins ?? [], pinSizes, fixedByes: input.fixedByes ?? [] },
    event.value,
  );
  if (!request.ok) return request;
  const active = input.entrants.filter((entrant) => isActiveIn(entrant, input.round));
  if (active.length < seats) {
    return fail('pairing/not_enough_entrants', `round ${input.round} has ${active.length} active entrant(s); at least ${seats} are needed`);
  }
  return ok({ byId: event.value, active });
}
