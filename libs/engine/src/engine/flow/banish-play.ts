/**
 * 603 and 560.1.a: "banish a friendly unit, then its owner plays it to their base, ignoring its
 * cost" (Portal Rescue as the Origins card errata of 2025-10-28 words it; the printed "play it to
 * base" had the spell's controller play it). The unit goes straight to its owner's banishment
 * (not a kill, so nothing "dies", 603.2.a), then its owner plays it from there: it goes on the
 * chain like any played card (558) and, once the spell's steps are done, resolves as it is
 * finalized (CR 1.4 337.2; Origins FAQ on pending items). Its energy and
 * power costs are ignored; a mandatory additional cost still applies (560.1.c), so a card that
 * asks for a friendly unit to kill lets its owner choose one, and stays banished if there is none
 * (563.2.c.6).
 */
import { cardOf } from '../../cards/card-registry.js';
import type { Step } from '../../model/card-definition.js';
import type { EffectContext, Frame } from '../../model/frame.js';
import type { ObjectId, Place, Seat } from '../../model/ids.js';
import { isFriendlyController } from '../../rules/mode-policy.js';
import { findObject, isOnBoard, objectAt, placeOf, unitsOnBoard } from '../../rules/queries.js';
import { mayPlayCards } from '../../rules/turn-effects.js';
import { onLeftBoard } from './trigger-detection.js';
import type { EngineContext } from '../context.js';
import { joinChain } from './chain.js';
import { permanentChainItem, resolvePlayedPermanent } from './play-from-trash.js';

export type BanishThenPlay = Extract<Step, { do: 'banishThenPlay' }>;
type Outcome = 'done' | 'suspended';

/** The card this step banished: its chosen target, now in banishment (the id survives the move). */
function banishedCard(ctx: EngineContext, ectx: EffectContext, step: BanishThenPlay): ObjectId | null {
  if (typeof step.what !== 'object') return null;
  const target = ectx.targets[step.what.target];
  const ref = target?.ref;
  if (!ref || !('id' in ref)) return null;
  return findObject(ctx.state, ref.id)?.zone === 'banishment' ? ref.id : null;
}

function killOptions(ctx: EngineContext, seat: Seat): readonly ObjectId[] {
  return unitsOnBoard(ctx.state).filter((id) => isFriendlyController(ctx.state, seat, objectAt(ctx.state, id).controller));
}

/** 558: the banished card goes on the chain, played by `seat`, with no energy or power to pay;
 * it resolves after the steps queued above it (the rest of the effect), its kill cost first. */
function playBanished(ctx: EngineContext, seat: Seat, card: ObjectId, place: Place, kill: ObjectId | null): void {
  const item = permanentChainItem(objectAt(ctx.state, card), seat, place, kill !== null);
  joinChain(ctx, seat);
  ctx.emit({ type: 'CardPlayed', seat, item });
  resolvePlayedPermanent(ctx, item, kill);
}

/** Runs the step: banish, then play (or ask which friendly unit pays a kill cost). */
export function runBanishThenPlay(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number, unit: ObjectId | null): Outcome {
  const step = steps[index] as BanishThenPlay;
  // Run again after a choice was interrupted (another seat left the game, 652): the card is
  // banished already, and only the play is still to come.
  if (banishedCard(ctx, ectx, step) === null) {
    const object = unit === null ? undefined : findObject(ctx.state, unit);
    if (!object || !isOnBoard(object)) return 'done';
    const from = placeOf(object);
    ctx.emit({ type: 'CardBanished', card: object.id });
    if (findObject(ctx.state, object.id)) onLeftBoard(ctx, object.id, from);
  }
  const card = banishedCard(ctx, ectx, step);
  if (card === null) return 'done'; // a token ceased to exist instead (177.1)
  const owner = objectAt(ctx.state, card).owner;
  if (!mayPlayCards(ctx.state, owner)) return 'done'; // it stays banished
  if (cardOf(objectAt(ctx.state, card)).additionalCost?.kind !== 'killFriendlyUnit') {
    playBanished(ctx, owner, card, step.to, null);
    return 'done';
  }
  const options = killOptions(ctx, owner);
  if (options.length === 0) return 'done';
  ctx.ask({ kind: 'chooseCards', seat: owner, options, count: 1 }, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

/** The answer to the kill-cost choice: play the banished card, its kill cost paid with the chosen
 * unit (561.2) as it is finalized, once the rest of the effect is done. */
export function resumeBanishThenPlay(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, seat: Seat, chosen: ObjectId): void {
  const step = frame.steps[frame.index] as BanishThenPlay;
  const card = banishedCard(ctx, frame.ctx, step);
  if (card !== null) playBanished(ctx, seat, card, step.to, chosen);
  ctx.push({ f: 'effect', ctx: frame.ctx, steps: frame.steps, index: frame.index + 1 });
}
