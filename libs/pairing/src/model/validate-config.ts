import type { PodConfig, SwissConfig } from './config.js';
import { POD_SIZES } from './pod-size.js';
import { type Result, fail, ok } from './result.js';
import { type TiebreakerId, tiebreakerIds } from './tiebreaker.js';

const isPoints = (value: number): boolean => Number.isInteger(value) && value >= 0 && value <= 1_000;
const isShare = (value: number): boolean => Number.isFinite(value) && value >= 0 && value <= 1;

function checkTiebreakers(tiebreakers: readonly TiebreakerId[]): Result<true> {
  const unknown = tiebreakers.find((id) => !tiebreakerIds.includes(id));
  if (unknown !== undefined) return fail('pairing/invalid_config', `unknown tiebreaker '${unknown}'`);
  if (new Set(tiebreakers).size !== tiebreakers.length) {
    return fail('pairing/invalid_config', 'a tiebreaker is listed twice');
  }
  return ok(true);
}

/** Points must be small non-negative integers: pairing costs are exact integer sums of them. */
export function validateSwissConfig(config: SwissConfig): Result<true> {
  const { win, draw, loss, bye } = config.points;
  if (![win, draw, loss, bye].every(isPoints)) {
    return fail('pairing/invalid_config', 'match points must be integers between 0 and 1000');
  }
  if (!(win >= draw && draw >= loss)) return fail('pairing/invalid_config', 'points must satisfy win >= draw >= loss');
  if (!Number.isInteger(config.byeGameWins) || config.byeGameWins < 0) {
    return fail('pairing/invalid_config', 'byeGameWins must be a non-negative integer');
  }
  if (!isShare(config.percentFloor) || !isShare(config.pokemonFloor)) {
    return fail('pairing/invalid_config', 'floors must lie between 0 and 1');
  }
  return checkTiebreakers(config.tiebreakers);
}

export function validatePodConfig(config: PodConfig): Result<true> {
  const places = config.placementPoints;
  if (!(POD_SIZES as readonly number[]).includes(places.length)) {
    return fail('pairing/invalid_config', `placement points need one value per seat: 3 (FFA3) or 4 (War), got ${places.length}`);
  }
  if (![...places, config.byePoints].every(isPoints)) {
    return fail('pairing/invalid_config', 'placement points must be integers between 0 and 1000');
  }
  if (places.some((points, place) => place > 0 && points > (places[place - 1] as number))) {
    return fail('pairing/invalid_config', 'placement points must not increase with the place');
  }
  if (!isShare(config.percentFloor) || !isShare(config.pokemonFloor)) {
    return fail('pairing/invalid_config', 'floors must lie between 0 and 1');
  }
  return checkTiebreakers(config.tiebreakers);
}
