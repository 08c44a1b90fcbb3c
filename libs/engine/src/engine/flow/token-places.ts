/** Tokens played one at a time, each where its player names as it is played (CR 1.3 182.1.a: a
 * token is played like a card of its type, so a unit token goes to the player's base or a
 * battlefield they control). */
import type { Step } from '../../model/card-definition.js';
import type { EffectContext, Frame } from '../../model/frame.js';
import type { Place } from '../../model/ids.js';
import { unitPlaces } from '../../rules/locations.js';
import type { EngineContext } from '../context.js';
import { createTokens } from './effect-helpers.js';

type TokenStep = Extract<Step, { do: 'token' }>;

function playOne(ctx: EngineContext, ectx: EffectContext, step: TokenStep, place: Place): void {
  createTokens(ctx, { ...ectx, place }, { ...step, count: 1, where: 'chosen' });
}

export function runTokensEachChosen(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): 'done' | 'suspended' {
  const step = steps[index] as TokenStep;
  let placed = ectx.placed ?? 0;
  while (placed < step.count) {
    const options = unitPlaces(ctx.state, ectx.controller, null);
    const [only] = options;
    if (only === undefined) return 'done';
    if (options.length > 1) {
      ctx.ask({ kind: 'choosePlace', seat: ectx.controller, options }, { f: 'effect', ctx: { ...ectx, placed }, steps, index });
      return 'suspended';
    }
    playOne(ctx, ectx, step, only);
    placed++;
  }
  return 'done';
}

/** The named place: the next token goes there, then the step goes on with the others. */
export function resumeTokenPlace(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, place: Place): void {
  const step = frame.steps[frame.index] as TokenStep;
  playOne(ctx, frame.ctx, step, place);
  const { placed = 0, ...rest } = frame.ctx;
  if (runTokensEachChosen(ctx, { ...rest, placed: placed + 1 }, frame.steps, frame.index) === 'done') ctx.push({ f: 'effect', ctx: rest, steps: frame.steps, index: frame.index + 1 });
}
