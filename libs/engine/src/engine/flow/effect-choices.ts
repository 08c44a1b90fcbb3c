/**
 * Effect steps that hand a choice to a player on resolution: a permanent picked by a player (not a
 * target), and the cards kept from a private look at the top of the deck (CR 1.3 128.4, 416).
 */
import { Random } from '@arbiter/prng';
import type { Step } from '../../model/card-definition.js';
import type { EffectContext } from '../../model/frame.js';
import type { ObjectId } from '../../model/ids.js';
import { findObject, isOnBoard, objectAt, placeOf, seatAt } from '../../rules/queries.js';
import { objectsMatching } from '../../rules/targeting.js';
import { mapList } from '../../util/lists.js';
import type { EngineContext } from '../context.js';
import { refPlayer } from './effect-helpers.js';
import { onLeftBoard } from './trigger-detection.js';

type Outcome = 'done' | 'suspended';

/** A permanent goes back to its owner's hand; its "when this leaves the board" follows. */
export function returnFromBoard(ctx: EngineContext, id: ObjectId): void {
  const from = placeOf(objectAt(ctx.state, id));
  ctx.emit({ type: 'CardReturnedToHand', card: id });
  if (findObject(ctx.state, id)) onLeftBoard(ctx, id, from);
}

type ChooseStep = Extract<Step, { do: 'playerChooses' }>;

/** A player picks one permanent on resolution (a choice, not a target); a single option of a
 * mandatory choice is taken at once. */
export function playerChooses(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): Outcome {
  const step = steps[index] as ChooseStep;
  const seat = refPlayer(ctx, ectx, step.who);
  if (seat === null) return 'done';
  const options = objectsMatching(ctx.state, step.select, { controller: seat, source: ectx.source, here: ectx.here, onlyAt: null });
  const [only] = options;
  if (only === undefined) return 'done';
  if (options.length === 1 && !step.upTo) return actOnChosen(ctx, ectx, steps, index, [only]);
  const decision = { kind: 'chooseCards' as const, seat, options, count: 1 };
  ctx.ask(step.upTo ? { ...decision, upTo: true } : decision, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

export function actOnChosen(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number, chosen: readonly ObjectId[]): Outcome {
  const step = steps[index] as ChooseStep;
  const onBoard = chosen.filter((id) => {
    const object = findObject(ctx.state, id);
    return object !== undefined && isOnBoard(object);
  });
  if (onBoard.length === 0) return 'done';
  if (step.then === 'kill') {
    ctx.push({ f: 'effect', ctx: ectx, steps, index: index + 1 });
    ctx.push({ f: 'kill', units: onBoard, index: 0, dying: [] });
    return 'suspended';
  }
  for (const id of onBoard) returnFromBoard(ctx, id);
  return 'done';
}

/** The top `count` cards of the controller's Main Deck, privately seen (CR 1.3 128.4): `keep` of
 * them go to the hand (the controller chooses when there are more), the rest are recycled. */
export function lookAtTopKeep(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number, count: number, keep: number): Outcome {
  const deck = seatAt(ctx.state, ectx.controller).mainDeck;
  const top = deck.slice(Math.max(0, deck.length - count)).reverse();
  if (top.length === 0) return 'done';
  if (top.length <= keep) {
    keepLooked(ctx, top, []);
    return 'done';
  }
  const seen = mapList(top, (id) => ({ id, card: objectAt(ctx.state, id).card }));
  ctx.ask({ kind: 'chooseCards', seat: ectx.controller, options: top, count: keep, seen }, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

/** The kept cards go to their owner's hand (not a draw); the others are recycled (CR 1.3 416). */
export function keepLooked(ctx: EngineContext, kept: readonly ObjectId[], rest: readonly ObjectId[]): void {
  for (const card of kept) ctx.emit({ type: 'CardReturnedToHand', card });
  const [first] = rest;
  if (first === undefined) return;
  const random = Random.from(ctx.state.rng);
  ctx.emit({ type: 'CardsRecycled', seat: objectAt(ctx.state, first).owner, cards: random.shuffle([...rest]), rng: random.state });
}
