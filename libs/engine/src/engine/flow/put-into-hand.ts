/**
 * "Put a [tag] unit you own into your hand from your Champion Zone or the board": the controller
 * picks on resolution (not a target: nothing is chosen as the ability is activated, CR 1.3 355.3)
 * one unit card they own (CR 1.3 107.1.c: owner, whoever controls it now) with the tag, in their
 * Champion Zone (public, CR 1.3 103.2.a) or on the board (a base or a battlefield; a facedown card
 * is no unit, CR 1.3 811). A lone option is taken at once; none means nothing happens. A unit
 * leaving the board this way triggers its "when this leaves the board".
 */
import { cardOf } from '../../cards/card-registry.js';
import type { Step } from '../../model/card-definition.js';
import type { EffectContext, Frame } from '../../model/frame.js';
import type { ObjectId } from '../../model/ids.js';
import { findObject, isOnBoard, objectAt, placeOf, seatAt, unitsOnBoard } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { onLeftBoard } from './trigger-detection.js';

export type PutOwnUnitIntoHand = Extract<Step, { do: 'putOwnUnitIntoHand' }>;

function isTaggedUnit(ctx: EngineContext, id: ObjectId, tag: string): boolean {
  const card = cardOf(objectAt(ctx.state, id));
  return card.type === 'Unit' && card.tags.includes(tag);
}

/** The cards the controller may put into their hand now. */
export function ownUnitsToHand(ctx: EngineContext, ectx: EffectContext, step: PutOwnUnitIntoHand): readonly ObjectId[] {
  const seat = ectx.controller;
  const options: ObjectId[] = [];
  const champion = seatAt(ctx.state, seat).championZone;
  if (step.from.includes('championZone') && champion !== null && isTaggedUnit(ctx, champion, step.tag)) options.push(champion);
  if (step.from.includes('board')) {
    for (const id of unitsOnBoard(ctx.state)) if (objectAt(ctx.state, id).owner === seat && isTaggedUnit(ctx, id, step.tag)) options.push(id);
  }
  return options;
}

/** Takes the card to its owner's hand (from the board: with its leave-the-board triggers). */
function putIntoHand(ctx: EngineContext, ectx: EffectContext, id: ObjectId): void {
  const object = findObject(ctx.state, id);
  if (!object || object.owner !== ectx.controller) return;
  if (object.zone !== 'championZone' && !isOnBoard(object)) return;
  const from = placeOf(object);
  ctx.emit({ type: 'CardReturnedToHand', card: id });
  if (from !== null && findObject(ctx.state, id)) onLeftBoard(ctx, id, from);
}

export function runPutOwnUnitIntoHand(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): 'done' | 'suspended' {
  const options = ownUnitsToHand(ctx, ectx, steps[index] as PutOwnUnitIntoHand);
  const [only] = options;
  if (only === undefined) return 'done';
  if (options.length === 1) {
    putIntoHand(ctx, ectx, only);
    return 'done';
  }
  ctx.ask({ kind: 'chooseCards', seat: ectx.controller, options, count: 1 }, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

export function resumePutOwnUnitIntoHand(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, cards: readonly ObjectId[]): void {
  ctx.push({ f: 'effect', ctx: frame.ctx, steps: frame.steps, index: frame.index + 1 });
  const [chosen] = cards;
  if (chosen !== undefined) putIntoHand(ctx, frame.ctx, chosen);
}
