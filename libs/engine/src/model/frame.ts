import type { Step } from './card-definition.js';
import type { TargetRef } from './chain-item.js';
import type { CardId, ObjectId, Place, Seat } from './ids.js';

/** Who a kill frame's deaths are the kill of (CR 1.3 428.5; see `engine/flow/killed-by.ts`).
 * `spell`: the seat kills them "with a spell" (CR 1.3 428.5.e: a spell it controls gave the kill
 * instruction and it performs the kill); set only in games with a card that reads it. */
export type KillBy = { readonly seat: Seat; readonly spell?: true } | { readonly combat: true } | { readonly cleanup: true };

/** 626.1.d: how one player's combat damage is split among the other player's units. */
export type DamageAssignment = readonly { readonly unit: ObjectId; readonly amount: number }[];

/** CR 1.4 466.1-466.7: the stages of a combat's resolution step (see `runCombatResolution`). */
export type CombatResolutionStage = 'kills' | 'heal' | 'control' | 'end';

/** 514-517: the steps of a turn, run one after the other by `turnStep` frames. */
export type TurnStep =
  | 'start'
  | 'awaken'
  | 'beginning'
  | 'scoring'
  | 'channel'
  | 'draw'
  | 'drawEnd'
  | 'action'
  | 'ending'
  | 'expiration'
  | 'cleanup'
  | 'endCheck'
  | 'next';

/** A target as seen when its instruction runs (563.2.c): legality plus last known controller. */
export interface ResolvedTarget {
  readonly ref: TargetRef;
  readonly legal: boolean;
  readonly controller: Seat | null;
  readonly owner: Seat | null;
}

/** Everything the effect interpreter needs while a spell or ability resolves. */
export interface EffectContext {
  readonly controller: Seat;
  readonly source: ObjectId;
  readonly sourceStamp: number;
  readonly card: CardId;
  readonly here: Place | null;
  readonly subject: ObjectId | null;
  readonly targets: readonly ResolvedTarget[];
  readonly paidAdditional: boolean;
  readonly place: Place | null;
  /** The cards a `discard` step discarded, for its `then` steps; absent elsewhere. */
  readonly discarded?: readonly ObjectId[];
  /** Choices other players made so far on resolution (`othersChooseUnitsToKill`), one per player
   * asked, null when they had nothing to choose. Absent until the first. */
  readonly choices?: readonly (ObjectId | null)[];
  /** Inside a `forEachPlayer` step: the player the steps run for (absent elsewhere). */
  readonly player?: Seat;
  /** How many tokens a `token` step with `eachChosen` played so far (absent: none). */
  readonly placed?: number;
  /** Inside a `readMight` step: the might it read, null if the unit was gone (absent elsewhere). */
  readonly mightRead?: number | null;
  /** Inside a `revealTopThenRecycle` step: the cards it revealed (absent elsewhere). */
  readonly revealed?: readonly ObjectId[];
  /** Inside a `payAnyAmountOfPower` step: the power paid so far (absent elsewhere). */
  readonly paidPower?: number;
  /** The cards the step at `index` looks at or reveals from the top of Main Decks, fixed for each
   * seat in `offered` once its owner was offered to banish those that may be (`pending` while
   * that answer is awaited), so the step goes on with the ones left
   * (`engine/flow/seen-on-top.ts`; absent elsewhere). */
  readonly seenOnTop?: { readonly index: number; readonly cards: readonly ObjectId[]; readonly offered: readonly Seat[]; readonly pending: boolean };
  /** Inside `eachPlayerBanishesFromTopThenPlays`: each player's banished card so far, in turn order
   * (null when they banished none). Absent until the first. */
  readonly banishedFromTop?: readonly { readonly seat: Seat; readonly card: ObjectId | null }[];
}

/**
 * The engine's explicit continuation: every multi-step process is a stack of these plain-data
 * frames, so a pending decision can stop the game anywhere and the state still serializes. The
 * top of the stack runs next.
 */
export type Frame =
  | { readonly f: 'mulligan'; readonly position: number }
  | { readonly f: 'turnStep'; readonly step: TurnStep }
  | { readonly f: 'actionPhase' }
  | { readonly f: 'settle' }
  | { readonly f: 'showdown' }
  | { readonly f: 'endShowdown' }
  /** `item`: resolve that item (a unit or gear played by an effect, CR 1.4 337.2) rather than the top one. */
  | { readonly f: 'resolveTop'; readonly item?: number }
  | { readonly f: 'afterResolve'; readonly item: number }
  | { readonly f: 'effect'; readonly ctx: EffectContext; readonly steps: readonly Step[]; readonly index: number }
  | { readonly f: 'cleanup'; readonly stage: 'kills' | 'rest' }
  | { readonly f: 'kill'; readonly units: readonly ObjectId[]; readonly index: number; readonly dying: readonly ObjectId[]; readonly by?: KillBy }
  /** `burnOuts`: burn outs so far in this draw without a card drawn between them (CR 1.4 431.3.c);
   * absent before the first. */
  | { readonly f: 'draw'; readonly seat: Seat; readonly remaining: number; readonly burnOuts?: number }
  | { readonly f: 'burnOutPoint'; readonly seat: Seat; readonly remaining: number; readonly burnOuts?: number }
  | { readonly f: 'placeTriggers'; readonly ordered: Seat | null }
  | { readonly f: 'chooseTriggerTargets'; readonly trigger: number }
  /** CR 1.3 383.3.a: waiting for the controller to say whether an optional trigger is placed. */
  | { readonly f: 'confirmTrigger'; readonly trigger: number }
  | { readonly f: 'combatDamage'; readonly bf: number; readonly attackerAssignment: DamageAssignment | null }
  | { readonly f: 'combatResolution'; readonly bf: number; readonly stage: CombatResolutionStage }
  | { readonly f: 'chooseBattlefield' }
  | { readonly f: 'invitation'; readonly from: Seat };
