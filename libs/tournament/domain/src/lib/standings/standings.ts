import { computeStandings, type Standings } from '@arbiter/pairing';
import { refusal, type Refusal } from '../decision.js';
import type { RoundResult } from '../events/tournament.events.js';
import type { TournamentData } from '../state/tournament.state.js';
import { type PairingSource, pairingEntrants, pairingFormat, pairingHistory, podConfig, sourceOf, standingsSeed, swissConfig } from '../pairing/pairing-input.js';

export type StandingsResult = { readonly ok: true; readonly standings: Standings } | { readonly ok: false; readonly error: Refusal };

/** Swiss standings by `@arbiter/pairing` with the tournament's points and tiebreaker order. */
export function computeTournamentStandings(source: PairingSource): StandingsResult {
  const common = { entrants: pairingEntrants(source), history: pairingHistory(source), seed: standingsSeed(source) };
  const computed =
    pairingFormat(source) === 'pods'
      ? computeStandings({ ...common, format: 'pods', config: podConfig(source) })
      : computeStandings({ ...common, format: 'swiss', config: swissConfig(source) });
  if (!computed.ok) return { ok: false, error: refusal('STANDINGS.UNAVAILABLE', computed.error.message, { details: { cause: computed.error.code } }) };
  return { ok: true, standings: computed.value };
}

/** Standings of the aggregate after its completed rounds plus `live` final results of the round in progress. */
export function standingsOf(state: TournamentData, live: readonly RoundResult[] = []): StandingsResult {
  return computeTournamentStandings(sourceOf(state, live));
}
