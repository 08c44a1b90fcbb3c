import type { TargetRef } from './chain-item.js';
import type { DamageAssignment } from './frame.js';
import type { CardId, ObjectId, Place, Seat } from './ids.js';

/** Which sources pay a cost (161, 561.1.a); omitted: the engine picks a minimal plan. */
export interface PaymentChoice {
  readonly exhaust?: readonly ObjectId[];
  readonly recycle?: readonly ObjectId[];
  readonly abilities?: readonly ObjectId[];
}

/** 560.2: the choice about the played card's additional cost. */
export interface AdditionalCostChoice {
  /** Pay an optional additional cost (mandatory ones are always paid). */
  readonly pay: boolean;
  /** The friendly unit killed (Cruel Patron). */
  readonly kill?: ObjectId;
  /** The card discarded (Brazen Buccaneer). */
  readonly discard?: ObjectId;
  /** The unit whose buff is spent (Call to Glory, Wallop). */
  readonly spendBuffFrom?: ObjectId;
  /** The friendly unit exhausted (Meditation). */
  readonly exhaust?: ObjectId;
  /** CR 1.4 805.2: pay the Accelerate cost of the unit being played (absent: not paid). */
  readonly accelerate?: boolean;
  /** The units paying an "any number of" additional cost (their buffs spent, or killed). */
  readonly units?: readonly ObjectId[];
}

/**
 * What a player asks the engine to do. Discretionary actions (play, hide, move, activate, pass,
 * end turn, invite) need priority; the other kinds answer the decision the game is waiting for.
 */
export type Action =
  | { readonly type: 'mulligan'; readonly cards: readonly ObjectId[] }
  | {
      readonly type: 'play';
      readonly card: ObjectId;
      readonly to?: Place;
      readonly targets?: readonly TargetRef[];
      readonly additionalCost?: AdditionalCostChoice;
      readonly discountOrder?: readonly string[];
      readonly payment?: PaymentChoice;
    }
  /** `alternativeCost`: pay the energy a passive of the player's offers instead of [A] (`alternativeHideCost`). */
  | { readonly type: 'hide'; readonly card: ObjectId; readonly bf: number; readonly payment?: PaymentChoice; readonly alternativeCost?: true }
  | {
      readonly type: 'activate';
      readonly source: ObjectId;
      readonly ability: number;
      /** An ability the source has by a grant (`rules/granted-abilities.ts`): `ability` indexes the
       * abilities of this card, the one it is printed on; absent: the source's own ability. */
      readonly abilityOf?: CardId;
      readonly targets?: readonly TargetRef[];
      readonly to?: Place;
      readonly recycle?: readonly ObjectId[];
      /** The hand cards discarded for a "discard N" cost. */
      readonly discard?: readonly ObjectId[];
      readonly payment?: PaymentChoice;
      /** The friendly unit or gear killed to pay a `killFriendlyUnitOrGear` cost. */
      readonly kill?: ObjectId;
      /** CR 1.3 402.1: the mode of a "choose one" ability. */
      readonly mode?: number;
    }
  | { readonly type: 'addResources'; readonly payment: PaymentChoice }
  | { readonly type: 'move'; readonly units: readonly ObjectId[]; readonly to: Place }
  | { readonly type: 'pass' }
  | { readonly type: 'endTurn' }
  | { readonly type: 'invite'; readonly seat: Seat }
  | { readonly type: 'respondInvitation'; readonly accept: boolean }
  | { readonly type: 'orderTriggers'; readonly order: readonly number[] }
  /** `mode`: for a "choose one" trigger, the mode chosen with its targets (CR 1.3 355.3). */
  | { readonly type: 'chooseTargets'; readonly targets: readonly TargetRef[]; readonly mode?: number }
  | { readonly type: 'chooseReplacement'; readonly option: number | null }
  | { readonly type: 'assignDamage'; readonly assignment: DamageAssignment }
  | { readonly type: 'chooseBattlefield'; readonly bf: number }
  | { readonly type: 'chooseCards'; readonly cards: readonly ObjectId[] }
  | { readonly type: 'confirm'; readonly accept: boolean }
  | { readonly type: 'chooseOpponent'; readonly seat: Seat }
  /** The damage for each unit of a `divideDamage` decision, in its order. */
  | { readonly type: 'divideDamage'; readonly amounts: readonly number[] }
  | { readonly type: 'concede' }
  /** The answer to `choosePlace`. */
  | { readonly type: 'choosePlace'; readonly place: Place }
  /** The answer to `choosePlayByEffect`: the index of the play chosen, or null for none. */
  | { readonly type: 'choosePlayByEffect'; readonly option: number | null };

export type ActionType = Action['type'];
