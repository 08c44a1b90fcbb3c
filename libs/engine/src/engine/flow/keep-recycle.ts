/**
 * "Each player chooses N units, N gear, N runes and N cards in their hand; recycle the rest":
 * every player, in turn order from the controller, keeps up to that many of each kind (all of a
 * kind when they have no more, CR 1.3 419.3.c); then everything not kept is recycled at once
 * (CR 1.3 416: cards to the bottom of their owners' main decks, runes to their rune decks,
 * 160.2.b; a token that leaves the board ceases to exist, 183.1).
 */
import type { Selector, Step } from '../../model/card-definition.js';
import type { EffectContext } from '../../model/frame.js';
import type { ObjectId, Place, Seat } from '../../model/ids.js';
import { activeSeats, findObject, inTurnOrderFrom, objectAt, placeOf, seatAt } from '../../rules/queries.js';
import { objectsMatching } from '../../rules/targeting.js';
import type { EngineContext } from '../context.js';
import { recycleByOwner } from './recycle-from-trash.js';
import { onLeftBoard } from './trigger-detection.js';

type KeepStep = Extract<Step, { do: 'keepAndRecycleRest' }>;
type Kind = 'units' | 'gear' | 'runes' | 'hand';
const KINDS: readonly Kind[] = ['units', 'gear', 'runes', 'hand'];
const UNITS: Selector = { what: 'unit', side: 'yours' };
const GEAR: Selector = { what: 'gear', side: 'yours' };

function optionsOf(ctx: EngineContext, ectx: EffectContext, seat: Seat, kind: Kind): readonly ObjectId[] {
  const tctx = { controller: seat, source: ectx.source, here: ectx.here, onlyAt: null };
  if (kind === 'units') return objectsMatching(ctx.state, UNITS, tctx);
  if (kind === 'gear') return objectsMatching(ctx.state, GEAR, tctx);
  if (kind === 'runes') return seatAt(ctx.state, seat).runes;
  return seatAt(ctx.state, seat).hand;
}

/** The first player and kind still to be decided (more options than may be kept, none kept yet). */
function nextChoice(ctx: EngineContext, ectx: EffectContext, step: KeepStep, kept: ReadonlySet<ObjectId>) {
  for (const seat of inTurnOrderFrom(ctx.state, ectx.controller, activeSeats(ctx.state))) {
    for (const kind of KINDS) {
      const count = step.keep[kind];
      const options = optionsOf(ctx, ectx, seat, kind);
      if (options.length > count && count > 0 && !options.some((id) => kept.has(id))) return { seat, options, count };
    }
  }
  return null;
}

function recycleTheRest(ctx: EngineContext, ectx: EffectContext, step: KeepStep, kept: ReadonlySet<ObjectId>): void {
  const permanents: { id: ObjectId; from: Place | null }[] = [];
  const cards: ObjectId[] = [];
  const runes: ObjectId[] = [];
  for (const seat of inTurnOrderFrom(ctx.state, ectx.controller, activeSeats(ctx.state))) {
    for (const kind of KINDS) {
      const options = optionsOf(ctx, ectx, seat, kind);
      // A kind with no more than may be kept is kept whole.
      if (options.length <= step.keep[kind]) continue;
      for (const id of options) {
        if (kept.has(id)) continue;
        if (kind === 'runes') runes.push(id);
        else if (kind === 'hand') cards.push(id);
        else permanents.push({ id, from: placeOf(objectAt(ctx.state, id)) });
      }
    }
  }
  for (const rune of runes) ctx.emit({ type: 'RuneRecycled', rune });
  recycleByOwner(ctx, [...permanents.map((entry) => entry.id), ...cards]);
  for (const { id, from } of permanents) if (findObject(ctx.state, id)) onLeftBoard(ctx, id, from);
}

/** Runs (or, after an answer, continues) the step: asks the next choice or recycles. */
export function runKeepAndRecycleRest(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): 'done' | 'suspended' {
  const step = steps[index] as KeepStep;
  const kept = new Set((ectx.choices ?? []).filter((id): id is ObjectId => id !== null));
  const choice = nextChoice(ctx, ectx, step, kept);
  if (choice === null) {
    recycleTheRest(ctx, ectx, step, kept);
    return 'done';
  }
  ctx.ask({ kind: 'chooseCards', seat: choice.seat, options: choice.options, count: choice.count }, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

/** An answer: the kept cards join the effect's choices, and the step runs on. */
export function resumeKeepAndRecycleRest(ctx: EngineContext, frame: { readonly ctx: EffectContext; readonly steps: readonly Step[]; readonly index: number }, cards: readonly ObjectId[]): void {
  const ectx = { ...frame.ctx, choices: [...(frame.ctx.choices ?? []), ...cards] };
  if (runKeepAndRecycleRest(ctx, ectx, frame.steps, frame.index) === 'done') ctx.push({ f: 'effect', ctx: ectx, steps: frame.steps, index: frame.index + 1 });
}
