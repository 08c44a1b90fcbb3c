import type { Seat } from '@arbiter/rulesets';

/**
 * 115.1.b: the turn order goes clockwise (seat order) from the first player. The Magma Chamber
 * table seats allies opposite each other (648.5.b.2), so this order alternates between the
 * teams: first player, an opponent, the first player's teammate, the other opponent (648.5.b.1).
 */
export function clockwiseFrom(first: Seat, seatCount: number): readonly Seat[] {
  return Array.from({ length: seatCount }, (_, step) => (first + step) % seatCount);
}
