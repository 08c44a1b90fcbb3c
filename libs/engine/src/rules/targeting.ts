/**
 * 559.3 and 563.2.c: what may be chosen, checked when the choice is made and again when the spell
 * or ability resolves (a target that became illegal is left alone: mistargeting).
 */
import { cardDefinition } from '../cards/card-registry.js';
import type { TargetSpec } from '../model/card-definition.js';
import type { TargetRef } from '../model/chain-item.js';
import type { GameState } from '../model/game-state.js';
import type { ObjectId, Place, Seat } from '../model/ids.js';
import { areOpponents, isFriendlyController } from './mode-policy.js';
import { findObject, isOnBoard, permanentsOnBoard, placeOf } from './queries.js';

export interface TargetingContext {
  readonly controller: Seat;
  readonly source: ObjectId | null;
  /** "here" for the spec flag `here`. */
  readonly here: Place | null;
  /** 723.1.d: a card played from hiding chooses only at that battlefield. */
  readonly onlyAt: number | null;
}

/** 601.3: a spell on the chain, within the spec's cost limits; the chooser itself never. */
function spellMatches(state: GameState, spec: TargetSpec, id: ObjectId, ctx: TargetingContext): boolean {
  const object = findObject(state, id);
  if (!object || object.zone !== 'chain' || id === ctx.source) return false;
  const card = cardDefinition(object.card);
  if (card.type !== 'Spell') return false;
  if (spec.maxEnergy !== undefined && card.energy > spec.maxEnergy) return false;
  if (spec.maxPower !== undefined && card.power > spec.maxPower) return false;
  if (spec.side === 'friendly' && !isFriendlyController(state, ctx.controller, object.controller)) return false;
  if (spec.side === 'enemy' && !areOpponents(state, ctx.controller, object.controller)) return false;
  // 723.1.d: a card played from hiding chooses only at its battlefield, and the chain is not there.
  return ctx.onlyAt === null;
}

function objectMatches(state: GameState, spec: TargetSpec, id: ObjectId, ctx: TargetingContext): boolean {
  if (spec.what === 'spell') return spellMatches(state, spec, id, ctx);
  const object = findObject(state, id);
  if (!object || !isOnBoard(object)) return false;
  const type = cardDefinition(object.card).type;
  if (spec.what === 'unit' && type !== 'Unit') return false;
  if (spec.what === 'gear' && type !== 'Gear') return false;
  if (spec.side === 'friendly' && !isFriendlyController(state, ctx.controller, object.controller)) return false;
  if (spec.side === 'enemy' && !areOpponents(state, ctx.controller, object.controller)) return false;
  if (spec.at === 'battlefield' && object.zone !== 'battlefield') return false;
  if (spec.at === 'base' && object.zone !== 'base') return false;
  if (spec.other && id === ctx.source) return false;
  const place = placeOf(object);
  if (spec.here && place !== ctx.here) return false;
  if (ctx.onlyAt !== null && place !== ctx.onlyAt) return false;
  return true;
}

function sameRef(a: TargetRef, b: TargetRef): boolean {
  if (a === null || b === null) return false;
  if ('bf' in a && 'bf' in b) return a.bf === b.bf;
  if ('id' in a && 'id' in b) return a.id === b.id;
  return false;
}

/** Is `ref` a legal choice for `spec` now? `earlier` are the choices made before it. */
export function isLegalTarget(
  state: GameState,
  spec: TargetSpec,
  ref: TargetRef,
  ctx: TargetingContext,
  earlier: readonly TargetRef[],
): boolean {
  if (ref === null) return spec.optional === true;
  if (spec.distinct && earlier.some((other) => sameRef(other, ref))) return false;
  if ('bf' in ref) {
    if (spec.what !== 'battlefield' || !state.battlefields[ref.bf]) return false;
    return ctx.onlyAt === null || ctx.onlyAt === ref.bf;
  }
  if (spec.what === 'battlefield') return false;
  const object = findObject(state, ref.id);
  return object !== undefined && object.stamp === ref.stamp && objectMatches(state, spec, ref.id, ctx);
}

/** Every legal choice for one spec (not counting "none"). */
export function candidatesFor(state: GameState, spec: TargetSpec, ctx: TargetingContext): readonly TargetRef[] {
  if (spec.what === 'battlefield') {
    return state.battlefields
      .filter((bf) => ctx.onlyAt === null || bf.index === ctx.onlyAt)
      .map((bf) => ({ bf: bf.index }));
  }
  const candidates = spec.what === 'spell' ? state.chain.filter((item) => item.kind === 'spell').map((item) => item.source) : permanentsOnBoard(state);
  return candidates
    .filter((id) => objectMatches(state, spec, id, ctx))
    .map((id) => ({ id, stamp: (findObject(state, id) as { stamp: number }).stamp }));
}

/**
 * Every legal combination of choices for a list of specs. Optional choices left empty come last,
 * so equivalent combinations are not listed twice. `limit` caps the enumeration.
 */
export function targetCombinations(
  state: GameState,
  specs: readonly TargetSpec[],
  ctx: TargetingContext,
  limit = 64,
): readonly (readonly TargetRef[])[] {
  const perSpec = specs.map((spec) => candidatesFor(state, spec, ctx));
  const result: TargetRef[][] = [];
  const walk = (index: number, chosen: TargetRef[]): void => {
    if (result.length >= limit) return;
    if (index === specs.length) {
      result.push([...chosen]);
      return;
    }
    const spec = specs[index] as TargetSpec;
    const previousEmpty = index > 0 && chosen[index - 1] === null;
    if (!previousEmpty) {
      for (const ref of perSpec[index] ?? []) {
        if (isLegalTarget(state, spec, ref, ctx, chosen)) walk(index + 1, [...chosen, ref]);
      }
    }
    if (spec.optional) walk(index + 1, [...chosen, null]);
  };
  walk(0, []);
  return result;
}

/** Validates a full list of choices (the length must match the specs). */
export function areLegalTargets(
  state: GameState,
  specs: readonly TargetSpec[],
  refs: readonly TargetRef[],
  ctx: TargetingContext,
): boolean {
  if (refs.length !== specs.length) return false;
  return specs.every((spec, index) => isLegalTarget(state, spec, refs[index] ?? null, ctx, refs.slice(0, index)));
}
