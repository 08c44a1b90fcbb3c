import type { ObjectId, Seat } from './ids.js';

/** 575: one replacement effect that could apply to a unit that would die. */
export interface ReplacementOption {
  readonly source: ObjectId;
  readonly effect: 'recallBuffedUnit' | 'sacrificeForUnit';
  readonly optional: boolean;
}

/**
 * What the game waits for. `priority` covers the three discretionary windows (neutral open state
 * on the turn player's turn, priority on a chain, focus in a showdown); every other kind is a
 * limited action or choice the rules ask a player to make (512.1.b.1).
 */
export type Decision =
  | { readonly kind: 'mulligan'; readonly seat: Seat }
  | { readonly kind: 'priority'; readonly seat: Seat }
  | { readonly kind: 'orderTriggers'; readonly seat: Seat; readonly triggers: readonly number[] }
  | { readonly kind: 'chooseTargets'; readonly seat: Seat; readonly trigger: number }
  | { readonly kind: 'replacement'; readonly seat: Seat; readonly unit: ObjectId; readonly options: readonly ReplacementOption[] }
  | { readonly kind: 'assignDamage'; readonly seat: Seat; readonly bf: number; readonly amount: number; readonly units: readonly ObjectId[] }
  | { readonly kind: 'chooseBattlefield'; readonly seat: Seat; readonly options: readonly number[]; readonly purpose: 'combat' | 'showdown' }
  /** `min` ("up to"): as few as this many may be chosen; absent: exactly `count`. */
  | { readonly kind: 'chooseCards'; readonly seat: Seat; readonly options: readonly ObjectId[]; readonly count: number; readonly min?: number }
  | { readonly kind: 'confirm'; readonly seat: Seat; readonly source: ObjectId }
  | { readonly kind: 'chooseOpponent'; readonly seat: Seat; readonly options: readonly Seat[] }
  /** 559.3.d.5: how `amount` damage is split among `units` (the legal targets, in target order). */
  | { readonly kind: 'divideDamage'; readonly seat: Seat; readonly units: readonly ObjectId[]; readonly amount: number }
  | { readonly kind: 'invitation'; readonly seat: Seat; readonly from: Seat };

export type DecisionKind = Decision['kind'];
