/**
 * Tiebreakers a tournament can order as it likes (formulas in the README):
 * - `omw`  opponents' match-win % (each opponent floored, byes excluded)   [Riftbound / Magic]
 * - `gw`   game-win %                                                      [Riftbound / Magic]
 * - `ogw`  opponents' game-win % (each opponent floored)                   [Riftbound / Magic]
 * - `owp`  opponents' win % without byes, Pokémon floor                    [Pokémon]
 * - `oowp` opponents' opponents' win %                                     [Pokémon]
 * - `buchholz` sum of the opponents' points                                [chess]
 * - `head_to_head` points scored against the other entrants of the tie
 * - `random` a seeded random order, fixed for the whole event
 */
export type TiebreakerId = 'omw' | 'gw' | 'ogw' | 'owp' | 'oowp' | 'buchholz' | 'head_to_head' | 'random';

export const tiebreakerIds: readonly TiebreakerId[] = [
  'omw',
  'gw',
  'ogw',
  'owp',
  'oowp',
  'buchholz',
  'head_to_head',
  'random',
];
