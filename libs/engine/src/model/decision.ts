import type { TargetRef } from './chain-item.js';
import type { CardId, ObjectId, Place, Seat } from './ids.js';

/** 575: one replacement effect that could apply to a unit that would die. */
export interface ReplacementOption {
  readonly source: ObjectId;
  /** `recallInsteadOfNextDeath`: a "this turn" effect on the unit (`source` is the unit itself). */
  readonly effect: 'recallBuffedUnit' | 'sacrificeForUnit' | 'recallInsteadOfNextDeath';
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
  /** The controller of chain item `item` may make new choices for it (CR 1.3 359.3.f.4), answered
   * with `chooseTargets`: its current targets and mode (kept), or legal new ones. */
  | { readonly kind: 'makeNewChoices'; readonly seat: Seat; readonly item: number }
  | { readonly kind: 'replacement'; readonly seat: Seat; readonly unit: ObjectId; readonly options: readonly ReplacementOption[] }
  | { readonly kind: 'assignDamage'; readonly seat: Seat; readonly bf: number; readonly amount: number; readonly units: readonly ObjectId[] }
  | { readonly kind: 'chooseBattlefield'; readonly seat: Seat; readonly options: readonly number[]; readonly purpose: 'combat' | 'showdown' | 'play' }
  /** `seen`: cards the seat looks at privately (a look at its deck, CR 1.3 128.4): their identities,
   * shown only to the deciding seat with the decision. `upTo`: fewer than `count`, even none, may
   * be chosen. `min`: as few as this many may be chosen (absent: exactly `count`, or none with `upTo`). */
  | {
      readonly kind: 'chooseCards';
      readonly seat: Seat;
      readonly options: readonly ObjectId[];
      readonly count: number;
      readonly seen?: readonly { readonly id: ObjectId; readonly card: CardId }[];
      readonly upTo?: true;
      readonly min?: number;
    }
  | { readonly kind: 'confirm'; readonly seat: Seat; readonly source: ObjectId }
  /** CR 1.4 436: the cards a seat predicts, shown to that seat only (its view names them, 127);
   * answered with `chooseCards`: the ones it recycles (any number, 436.1.a). */
  | { readonly kind: 'predict'; readonly seat: Seat; readonly cards: readonly { readonly id: ObjectId; readonly card: CardId }[] }
  | { readonly kind: 'chooseOpponent'; readonly seat: Seat; readonly options: readonly Seat[] }
  /** 559.3.d.5: how `amount` damage is split among `units` (the legal targets, in target order). */
  | { readonly kind: 'divideDamage'; readonly seat: Seat; readonly units: readonly ObjectId[]; readonly amount: number }
  | { readonly kind: 'invitation'; readonly seat: Seat; readonly from: Seat }
  /** Where a token is played as the effect plays it (a base or a battlefield; CR 1.3 182.1.a). */
  | { readonly kind: 'choosePlace'; readonly seat: Seat; readonly options: readonly Place[] }
  /** A card played by an effect, chosen with its targets and place (CR 1.3 355.3); `upTo`: none may be chosen. */
  | { readonly kind: 'choosePlayByEffect'; readonly seat: Seat; readonly options: readonly PlayByEffectOption[]; readonly upTo: boolean };

/** One way to play a card by an effect: the card, its targets and the place a spell names. */
export interface PlayByEffectOption {
  readonly card: ObjectId;
  readonly targets: readonly TargetRef[];
  readonly place: Place | null;
}

export type DecisionKind = Decision['kind'];
