import type { PodConfig, SwissConfig } from './config.js';

/** Seats of an event's pods: 3 in FFA3 (core rules 646), 4 in War (CR 1.4 488). */
export type PodSize = 3 | 4;

export const POD_SIZES: readonly PodSize[] = [3, 4];

/** The smallest pod: a War event seats three where four do not divide (ADR 0038). */
export const SMALLEST_POD = 3;

/** The event's pod size: one placement value per seat. */
export function podSizeOf(config: Pick<PodConfig, 'placementPoints'>): PodSize {
  return config.placementPoints.length === 4 ? 4 : 3;
}

/** Pod sizes a round of the event may seat: FFA3 only pods of 3; War pods of 4 and of 3. */
export function seatCountsOf(podSize: PodSize): readonly number[] {
  return podSize === 4 ? [4, 3] : [3];
}

/**
 * The event-wide place of a seat: in a pod smaller than the event's pods, the last place counts
 * as the event's last place (a War pod of three: 1st, 2nd, 4th), every other place as itself.
 */
export function eventPlace(place: number, seats: number, podSize: PodSize): number {
  return seats < podSize && place === seats ? podSize : place;
}

/** The pod size of an event's input (FFA3 3, War 4); 1v1 and team events have none and get 3. */
export function podSizeFor(input: { readonly format: 'swiss' | 'pods'; readonly config: SwissConfig | PodConfig }): PodSize {
  return input.format === 'pods' && 'placementPoints' in input.config ? podSizeOf(input.config) : 3;
}
