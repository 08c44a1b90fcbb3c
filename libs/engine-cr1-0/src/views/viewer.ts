import type { Seat } from '../model/ids.js';

/** Who looks at a game: a player in a seat, a spectator, or a judge (who sees everything). */
export type Viewer = { readonly kind: 'seat'; readonly seat: Seat } | { readonly kind: 'spectator' } | { readonly kind: 'judge' };
