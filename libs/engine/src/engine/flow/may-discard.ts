/**
 * "You may discard N to ...": a cost inside an effect (CR 1.3 357: paid in full or not at all).
 * The controller picks N cards of their hand (their choice: the hand is private, so nothing is
 * targeted, 355.10.a) or none; the discarded cards go to the trash with their discard triggers
 * (422.1.b), then the rest of the instruction runs.
 */
import type { Step } from '../../model/card-definition.js';
import type { EffectContext, Frame } from '../../model/frame.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import { seatAt } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { onDiscarded } from './trigger-detection.js';

export type MayDiscardTo = Extract<Step, { do: 'mayDiscardTo' }>;

export function runMayDiscardTo(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): 'done' | 'suspended' {
  const step = steps[index] as MayDiscardTo;
  const hand = seatAt(ctx.state, ectx.controller).hand;
  if (step.count <= 0 || hand.length < step.count) return 'done';
  ctx.ask({ kind: 'chooseCards', seat: ectx.controller, options: hand, count: step.count, upTo: true }, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

/** The answer: exactly N cards discarded pays the cost and runs `then`; none declines. */
export function resumeMayDiscardTo(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, seat: Seat, cards: readonly ObjectId[]): void {
  const step = frame.steps[frame.index] as MayDiscardTo;
  ctx.push({ f: 'effect', ctx: frame.ctx, steps: frame.steps, index: frame.index + 1 });
  if (cards.length !== step.count) return;
  for (const card of cards) ctx.emit({ type: 'CardDiscarded', seat, card });
  ctx.push({ f: 'effect', ctx: frame.ctx, steps: step.then, index: 0 });
  onDiscarded(ctx, seat, cards);
}
