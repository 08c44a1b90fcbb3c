import type { GameMode } from '@arbiter/engine';
import type { ModeId } from './mode-id.js';

/**
 * 642.4, 644.5, 645.5, 646.5, 648.5.a: how the battlefields in play are picked before a game.
 * `random`: one of each contributing seat's battlefields at random (seeded, recorded as an
 * event). `chosen`: each seat chooses one in secret, the choices are revealed together, and a
 * battlefield used in a game of the match cannot be chosen again (645.5).
 */
export type BattlefieldSelection =
  | { readonly kind: 'random'; readonly contributors: BattlefieldContributors }
  | { readonly kind: 'chosen'; readonly contributors: BattlefieldContributors };

/** Every seat brings a battlefield to the game, or every seat but the first player (648.4.b). */
export type BattlefieldContributors = 'everySeat' | 'allButFirstPlayer';

/** A rule of 642.8 the mode adds, for descriptions (the engine enforces it through `game.rules`). */
export interface UniqueRule {
  readonly ruleRef: string;
  readonly summary: string;
}

/**
 * 642: the variables of a mode. `game` is what the engine plays each game under (players, teams,
 * victory score, battlefields, first-turn adjustments and the rule hooks); the rest are the
 * match-level rules around games that this library runs.
 */
export interface ModeDefinition {
  readonly id: ModeId;
  readonly name: string;
  /** The rule that defines the mode (644, 645, 646, 648). */
  readonly ruleRef: string;
  readonly game: GameMode;
  /** 642.2.b: opponents of each player. */
  readonly opponentsPerPlayer: number;
  /** 642.6: best of 1 or best of 3. */
  readonly bestOf: 1 | 3;
  readonly battlefieldSelection: BattlefieldSelection;
  /** 642.8 */
  readonly uniqueRules: readonly UniqueRule[];
}
