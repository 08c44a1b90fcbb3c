import type { CardId, ObjectId, Place, Seat } from './ids.js';

/** A chosen target: an object (with its stamp, 563.2.c.4) or a battlefield; null = not chosen. */
export type TargetRef =
  | { readonly id: ObjectId; readonly stamp: number }
  | { readonly bf: number }
  | null;

export type ChainItemKind = 'spell' | 'unit' | 'gear' | 'ability' | 'trigger';

/**
 * 532-544: an item on the chain. Cards are items under their own object id; activated and
 * triggered abilities get a fresh id from the same counter. `ability` indexes the abilities of `card` (-1: the
 * card itself): the source's card, or for an ability the source has by a grant the card it is
 * printed on (`rules/granted-abilities.ts`).
 */
export interface ChainItem {
  readonly id: number;
  readonly kind: ChainItemKind;
  readonly source: ObjectId;
  readonly sourceStamp: number;
  readonly card: CardId;
  readonly ability: number;
  readonly controller: Seat;
  readonly targets: readonly TargetRef[];
  /** 559.2: where a unit, gear or token goes, or the place chosen for a "play a token" ability. */
  readonly place: Place | null;
  /** 560.4.d.1: an optional additional cost counts as paid once chosen. */
  readonly paidAdditional: boolean;
  /** 723.1.d: battlefield a card was played from hiding, which limits its choices to "here". */
  readonly fromHidden: number | null;
  /** The object a trigger is about (the unit that died, attacked, ...). */
  readonly subject: ObjectId | null;
  /** The location a trigger refers to as "here". */
  readonly here: Place | null;
  /** CR 1.4 805.2.b: the Accelerate cost was paid, so the unit enters ready; absent otherwise. */
  readonly accelerated?: true;
  /** CR 1.3 355.3, 402.1: the mode chosen for a "choose one" text (index into `chooseOne`); absent otherwise. */
  readonly mode?: number;
  /** CR 1.3 390.3.a: "then recycle it": the card is recycled instead of leaving the chain otherwise. */
  readonly recycleOnLeave?: true;
}

/** A triggered ability waiting to be put on the chain (541, 583.3). */
export interface PendingTrigger {
  readonly id: number;
  readonly source: ObjectId;
  readonly sourceStamp: number;
  readonly card: CardId;
  readonly ability: number;
  readonly controller: Seat;
  readonly subject: ObjectId | null;
  readonly here: Place | null;
  /** For "when you play me" triggers: whether the card's optional additional cost was paid. */
  readonly paidAdditional: boolean;
}
