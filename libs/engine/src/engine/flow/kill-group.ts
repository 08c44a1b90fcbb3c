/**
 * CR 1.3 355.11.b: a group of targets with a collective restriction ("any number of units at a
 * battlefield with total Might 4 or less"). On resolution the chosen units still on the board are
 * killed together if they still fulfil it; otherwise the controller picks a subset of them that
 * does (all at one battlefield, total might within the limit), never a unit not chosen before.
 */
import type { Step } from '../../model/card-definition.js';
import type { EffectContext, Frame } from '../../model/frame.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { mightOf } from '../../rules/might.js';
import { findObject } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { effectKillBy } from './killed-by.js';

type GroupStep = Extract<Step, { do: 'killTargetGroup' }>;

/** The original targets that are still the same units at a battlefield. */
function remaining(state: GameState, ectx: EffectContext): readonly ObjectId[] {
  const result: ObjectId[] = [];
  for (const target of ectx.targets) {
    const ref = target.ref;
    if (ref === null || !('id' in ref)) continue;
    const object = findObject(state, ref.id);
    if (object && object.stamp === ref.stamp && object.zone === 'battlefield' && !result.includes(object.id)) result.push(object.id);
  }
  return result;
}

/** All at one battlefield, with at most `most` might together (an empty group fulfils it). */
export function isValidGroup(state: GameState, units: readonly ObjectId[], most: number): boolean {
  let bf: number | null = null;
  let total = 0;
  for (const id of units) {
    const object = findObject(state, id);
    if (!object || object.zone !== 'battlefield') return false;
    if (bf !== null && object.bf !== bf) return false;
    bf = object.bf;
    total += mightOf(state, id);
  }
  return total <= most;
}

/** Whether the frame waiting for an answer is a group kill's subset choice, and its limit. */
export function groupLimitOf(resume: Frame | null): number | null {
  if (resume?.f !== 'effect') return null;
  const step = resume.steps[resume.index];
  return step?.do === 'killTargetGroup' ? step.totalMightAtMost : null;
}

export function runKillTargetGroup(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): 'done' | 'suspended' {
  const step = steps[index] as GroupStep;
  const units = remaining(ctx.state, ectx);
  if (units.length === 0) return 'done';
  if (isValidGroup(ctx.state, units, step.totalMightAtMost)) {
    ctx.push({ f: 'effect', ctx: ectx, steps, index: index + 1 });
    ctx.push({ f: 'kill', units, index: 0, dying: [], by: effectKillBy(ctx, ectx) }); // CR 1.3 428.6: together
    return 'suspended';
  }
  ctx.ask({ kind: 'chooseCards', seat: ectx.controller, options: units, count: units.length, min: 0 }, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

/** The controller's subset (already checked to be a valid group) dies together. */
export function resumeKillTargetGroup(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, cards: readonly ObjectId[]): void {
  ctx.push({ f: 'effect', ctx: frame.ctx, steps: frame.steps, index: frame.index + 1 });
  if (cards.length > 0) ctx.push({ f: 'kill', units: cards, index: 0, dying: [], by: effectKillBy(ctx, frame.ctx) });
}
