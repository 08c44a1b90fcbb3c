import type { Seat } from '@arbiter/rulesets';

/** Who looks at a match: a player in a seat, a spectator, or a judge (who sees everything). */
export type MatchViewer = { readonly kind: 'seat'; readonly seat: Seat } | { readonly kind: 'spectator' } | { readonly kind: 'judge' };

/** A seat sees its own secrets (deck, battlefield choice); a judge sees all of them. */
export function seesSecretsOf(viewer: MatchViewer, seat: Seat): boolean {
  return viewer.kind === 'judge' || (viewer.kind === 'seat' && viewer.seat === seat);
}
