/**
 * "Starting with the next player, each other player chooses a unit you don't control that hasn't
 * been chosen ... Kill those units": the choices are made one player at a time on resolution (no
 * targets, CR 1.3 355.10.f) and kept in the effect context; the chosen units die together (428.6),
 * killed by the effect's controller (with a spell, when it is one: 428.5.e).
 */
import type { Step } from '../../model/card-definition.js';
import type { EffectContext, Frame } from '../../model/frame.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import { activeSeats, inTurnOrderFrom, nextInTurnOrder, objectAt, unitsOnBoard } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { effectKillBy } from './killed-by.js';

type Outcome = 'done' | 'suspended';

/** The other players, starting with the one after the controller in turn order. */
function choosers(ctx: EngineContext, controller: Seat): readonly Seat[] {
  const others = activeSeats(ctx.state).filter((seat) => seat !== controller);
  if (others.length === 0) return [];
  return inTurnOrderFrom(ctx.state, nextInTurnOrder(ctx.state, controller, others), others);
}

function optionsFor(ctx: EngineContext, ectx: EffectContext, chosen: readonly (ObjectId | null)[]): readonly ObjectId[] {
  return unitsOnBoard(ctx.state).filter((id) => objectAt(ctx.state, id).controller !== ectx.controller && !chosen.includes(id));
}

export function runOthersChooseUnitsToKill(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): Outcome {
  const seats = choosers(ctx, ectx.controller);
  const choices = [...(ectx.choices ?? [])];
  while (choices.length < seats.length) {
    const seat = seats[choices.length] as Seat;
    const options = optionsFor(ctx, ectx, choices);
    if (options.length === 0) {
      choices.push(null);
      continue;
    }
    ctx.ask({ kind: 'chooseCards', seat, options, count: 1 }, { f: 'effect', ctx: { ...ectx, choices }, steps, index });
    return 'suspended';
  }
  const units = choices.filter((id): id is ObjectId => id !== null);
  ctx.push({ f: 'effect', ctx: withoutChoices(ectx), steps, index: index + 1 });
  // CR 1.3 428.5.b, 428.5.e (Unleashed patch notes, responsibility): the players only choose; "kill
  // those units" is the spell's own instruction, carried out by its controller.
  if (units.length > 0) ctx.push({ f: 'kill', units, index: 0, dying: [], by: effectKillBy(ctx, ectx) });
  return 'suspended';
}

/** The context without the finished choices (the steps after this one never read them). */
function withoutChoices(ectx: EffectContext): EffectContext {
  const { controller, source, sourceStamp, card, here, subject, targets, paidAdditional, place } = ectx;
  return { controller, source, sourceStamp, card, here, subject, targets, paidAdditional, place };
}

/** One player's answer: recorded, then the step runs again for the next player. */
export function resumeOthersChoose(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, chosen: ObjectId): void {
  ctx.push({ f: 'effect', ctx: { ...frame.ctx, choices: [...(frame.ctx.choices ?? []), chosen] }, steps: frame.steps, index: frame.index });
}
