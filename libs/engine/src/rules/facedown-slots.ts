/**
 * How many facedown cards a battlefield holds (CR 1.4 811.1.b: one, "a battlefield ... that doesn't
 * already have a facedown card hidden there"), raised by a battlefield's own passive ability that
 * lets its controller hide additional cards there. The first facedown card sits in `facedown`, any
 * further ones in `facedownExtra`, in the order they were hidden.
 */
import { cardDefinition } from '../cards/card-registry.js';
import type { ObjectId } from '../model/ids.js';
import type { BattlefieldState, GameState } from '../model/game-state.js';

const NONE: readonly ObjectId[] = [];

/** The facedown cards at `bf`, the first hidden first (a shared empty list when there is none:
 * every cleanup asks for every battlefield). */
export function facedownCardsAt(bf: BattlefieldState): readonly ObjectId[] {
  const extra = bf.facedownExtra ?? NONE;
  return bf.facedown === null ? extra : [bf.facedown, ...extra];
}

/** The facedown cards at all battlefields. */
export function allFacedownCards(state: GameState): readonly ObjectId[] {
  const result: ObjectId[] = [];
  for (const bf of state.battlefields) result.push(...facedownCardsAt(bf));
  return result;
}

/** The most facedown cards `bf` may hold: one, plus what its battlefield card's passive adds. */
export function facedownLimit(state: GameState, bf: number): number {
  const card = state.battlefields[bf]?.card;
  let limit = 1;
  if (card === undefined || card === 'blank') return limit;
  for (const ability of cardDefinition(card).abilities) {
    if (ability.kind === 'static' && ability.effect === 'additionalHiddenHere') limit += ability.amount;
  }
  return limit;
}

/** May one more card be hidden at `bf` (CR 1.4 811.1.b, as raised by the battlefield)? */
export function hasFacedownRoom(state: GameState, bf: number): boolean {
  const battlefield = state.battlefields[bf];
  return battlefield !== undefined && facedownCardsAt(battlefield).length < facedownLimit(state, bf);
}
