/**
 * 559.3 and 563.2.c: what may be chosen, checked when the choice is made and again when the spell
 * or ability resolves (a target that became illegal is left alone: mistargeting).
 */
import { isAloneThere } from './alone.js';
import { allFacedownCards } from './facedown-slots.js';
import { cardOf } from '../cards/card-registry.js';
import type { ObjectFilter, Selector, TargetSpec } from '../model/card-definition.js';
import type { TargetRef } from '../model/chain-item.js';
import type { GameState } from '../model/game-state.js';
import type { GameObject } from '../model/game-object.js';
import type { ObjectId, Place, Seat } from '../model/ids.js';
import { areOpponents, isFriendlyController } from './mode-policy.js';
import { isMighty, mightOf } from './might.js';
import { findObject, isOnBoard, permanentsOnBoard, placeOf } from './queries.js';
import { mapList } from '../util/lists.js';

export interface TargetingContext {
  readonly controller: Seat;
  readonly source: ObjectId | null;
  /** "here" for the spec flag `here`. */
  readonly here: Place | null;
  /** 723.1.d: a card played from hiding chooses only at that battlefield. */
  readonly onlyAt: number | null;
  /** The subject of the trigger choosing (for `otherThanSubject`); absent: none. */
  readonly subject?: ObjectId | null;
}

/**
 * The filters `objectMatches` reads, in one shape for every spec and selector (ADR 0100): the card
 * pool's specs come in dozens of shapes, which made the matching loop megamorphic. Absent filters
 * are `undefined`, read exactly as absent ones. Made once per spec object (specs are card data).
 */
interface MatchSpec {
  readonly what: TargetSpec['what'];
  readonly zone: TargetSpec['zone'] | undefined;
  readonly orFacedown: TargetSpec['orFacedown'] | undefined;
  readonly orAnyGear: TargetSpec['orAnyGear'] | undefined;
  readonly orGear: TargetSpec['orGear'] | undefined;
  readonly side: TargetSpec['side'] | undefined;
  readonly at: TargetSpec['at'] | undefined;
  readonly other: TargetSpec['other'] | undefined;
  readonly otherThanSubject: TargetSpec['otherThanSubject'] | undefined;
  readonly here: TargetSpec['here'] | undefined;
  readonly maxEnergy: TargetSpec['maxEnergy'] | undefined;
  readonly maxPower: TargetSpec['maxPower'] | undefined;
  readonly anyCardWithKeyword: TargetSpec['anyCardWithKeyword'] | undefined;
  readonly tag: TargetSpec['tag'] | undefined;
  readonly exhausted: TargetSpec['exhausted'] | undefined;
  readonly stunned: TargetSpec['stunned'] | undefined;
  readonly buffed: TargetSpec['buffed'] | undefined;
  readonly defendingAlone: TargetSpec['defendingAlone'] | undefined;
  readonly damaged: TargetSpec['damaged'] | undefined;
  readonly mighty: TargetSpec['mighty'] | undefined;
  readonly inCombat: TargetSpec['inCombat'] | undefined;
  readonly maxMight: TargetSpec['maxMight'] | undefined;
}

const matchSpecs = new WeakMap<TargetSpec | Selector, MatchSpec>();

function matchSpecOf(spec: TargetSpec | Selector): MatchSpec {
  let found = matchSpecs.get(spec);
  if (found === undefined) {
    const full = spec as TargetSpec;
    found = {
      what: full.what,
      zone: full.zone,
      orFacedown: full.orFacedown,
      orAnyGear: full.orAnyGear,
      orGear: full.orGear,
      side: full.side,
      at: full.at,
      other: full.other,
      otherThanSubject: full.otherThanSubject,
      here: full.here,
      maxEnergy: full.maxEnergy,
      maxPower: full.maxPower,
      anyCardWithKeyword: full.anyCardWithKeyword,
      tag: full.tag,
      exhausted: full.exhausted,
      stunned: full.stunned,
      buffed: full.buffed,
      defendingAlone: full.defendingAlone,
      damaged: full.damaged,
      mighty: full.mighty,
      inCombat: full.inCombat,
      maxMight: full.maxMight,
    };
    matchSpecs.set(spec, found);
  }
  return found;
}

/** 601.3: a spell on the chain, within the spec's cost limits; the chooser itself never. */
function spellMatches(state: GameState, spec: MatchSpec, id: ObjectId, ctx: TargetingContext): boolean {
  const object = findObject(state, id);
  if (!object || object.zone !== 'chain' || id === ctx.source) return false;
  const card = cardOf(object);
  if (card.type !== 'Spell') return false;
  if (spec.maxEnergy !== undefined && card.energy > spec.maxEnergy) return false;
  if (spec.maxPower !== undefined && card.power > spec.maxPower) return false;
  if (spec.side === 'friendly' && !isFriendlyController(state, ctx.controller, object.controller)) return false;
  if (spec.side === 'enemy' && !areOpponents(state, ctx.controller, object.controller)) return false;
  if (spec.side === 'yours' && object.controller !== ctx.controller) return false;
  // 723.1.d: a card played from hiding chooses only at its battlefield, and the chain is not there.
  return ctx.onlyAt === null;
}

/** The state and fact filters of a spec; absent filters accept everything. */
export function stateMatches(state: GameState, spec: ObjectFilter | MatchSpec, object: GameObject): boolean {
  if (spec.tag !== undefined && !cardOf(object).tags.includes(spec.tag)) return false;
  if (spec.exhausted !== undefined && object.exhausted !== spec.exhausted) return false;
  if (spec.stunned !== undefined && object.stunned !== spec.stunned) return false;
  if (spec.buffed !== undefined && object.buffs > 0 !== spec.buffed) return false;
  if (spec.damaged !== undefined && object.damage > 0 !== spec.damaged) return false;
  if (spec.mighty !== undefined && isMighty(state, object.id) !== spec.mighty) return false;
  // 741.3: at the battlefield of the combat in progress, with a combat designation.
  if (spec.inCombat !== undefined && (object.role !== null && object.zone === 'battlefield' && state.combat?.bf === object.bf) !== spec.inCombat) return false;
  if (spec.maxMight !== undefined && mightOf(state, object.id) > spec.maxMight) return false;
  if (spec.defendingAlone !== undefined && isDefendingAlone(state, object) !== spec.defendingAlone) return false;
  return true;
}

/** CR 1.3 741.1: a defender with no other friendly unit at its battlefield. */
function isDefendingAlone(state: GameState, object: GameObject): boolean {
  return object.role === 'defender' && object.zone === 'battlefield' && isAloneThere(state, object);
}

function objectMatches(state: GameState, spec: MatchSpec, id: ObjectId, ctx: TargetingContext): boolean {
  if (spec.zone === 'yourTrash') {
    const card = findObject(state, id);
    return card !== undefined && trashCardMatches(spec, card, ctx);
  }
  if (spec.what === 'spell') return spellMatches(state, spec, id, ctx);
  const object = findObject(state, id);
  if (!object) return false;
  if (spec.orFacedown === true && object.zone === 'facedown') return facedownMatches(state, spec, object, ctx);
  if (!isOnBoard(object)) return false;
  const type = cardOf(object).type;
  if (spec.orAnyGear === true && type === 'Gear') return ctx.onlyAt === null || placeOf(object) === ctx.onlyAt;
  const asGear = spec.orGear === true && type === 'Gear';
  if (spec.what === 'unit' && type !== 'Unit' && !asGear) return false;
  if (spec.what === 'gear' && type !== 'Gear') return false;
  if (spec.side === 'friendly' && !isFriendlyController(state, ctx.controller, object.controller)) return false;
  if (spec.side === 'enemy' && !areOpponents(state, ctx.controller, object.controller)) return false;
  // "your" never includes a teammate's objects, unlike "friendly" (CR 1.3 740.1).
  if (spec.side === 'yours' && object.controller !== ctx.controller) return false;
  if (spec.at === 'battlefield' && object.zone !== 'battlefield') return false;
  if (spec.at === 'base' && object.zone !== 'base') return false;
  if (spec.other && id === ctx.source) return false;
  if (spec.otherThanSubject === true && id === ctx.subject) return false;
  const place = placeOf(object);
  if (spec.here && (place !== ctx.here || (place === 'base' && !inSourceBase(state, object, ctx)))) return false;
  if (ctx.onlyAt !== null && place !== ctx.onlyAt) return false;
  return stateMatches(state, spec, object);
}

/** "Here" in a base is the base the source is in, not any base (each player has their own,
 * CR 1.3 457.2.b); without a source on the board, any base. */
function inSourceBase(state: GameState, object: GameObject, ctx: TargetingContext): boolean {
  if (ctx.source === null) return true;
  for (const seat of state.seats) {
    if (seat.base.includes(ctx.source)) return seat.base.includes(object.id);
  }
  return true;
}

/** CR 1.3 811: a facedown card at a battlefield, by its side and "another" (nothing else of it
 * is known to its opponents). */
function facedownMatches(state: GameState, spec: MatchSpec, object: GameObject, ctx: TargetingContext): boolean {
  if (spec.side === 'friendly' && !isFriendlyController(state, ctx.controller, object.controller)) return false;
  if (spec.side === 'enemy' && !areOpponents(state, ctx.controller, object.controller)) return false;
  if (spec.side === 'yours' && object.controller !== ctx.controller) return false;
  if (spec.other && object.id === ctx.source) return false;
  return ctx.onlyAt === null || object.bf === ctx.onlyAt;
}

/** CR 1.3 355.10.a: a card of the spec's type in the controller's own trash. */
function trashCardMatches(spec: MatchSpec, object: GameObject, ctx: TargetingContext): boolean {
  if (object.zone !== 'trash' || object.owner !== ctx.controller || ctx.onlyAt !== null) return false;
  if (spec.anyCardWithKeyword !== undefined) return cardOf(object).keywords[spec.anyCardWithKeyword] !== undefined && cardOf(object).keywords[spec.anyCardWithKeyword] !== false;
  const type = cardOf(object).type;
  return (spec.what === 'unit' && type === 'Unit') || (spec.what === 'gear' && type === 'Gear') || (spec.what === 'spell' && type === 'Spell');
}

/** Whether one object is a permanent on the board the selector matches now. */
export function matchesSelector(state: GameState, selector: Selector, id: ObjectId, ctx: TargetingContext): boolean {
  return objectMatches(state, matchSpecOf(selector), id, ctx);
}

/** Every permanent on the board a selector matches now ("all", "each", "for each"; no choice). */
export function objectsMatching(state: GameState, selector: Selector, ctx: TargetingContext): readonly ObjectId[] {
  const spec = matchSpecOf(selector);
  return permanentsOnBoard(state).filter((id) => objectMatches(state, spec, id, ctx));
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
    if (spec.awayFrom !== undefined && isLocationOfChosen(state, earlier[spec.awayFrom], ref.bf)) return false;
    return ctx.onlyAt === null || ctx.onlyAt === ref.bf;
  }
  if (spec.what === 'battlefield') return false;
  const object = findObject(state, ref.id);
  return object !== undefined && object.stamp === ref.stamp && objectMatches(state, matchSpecOf(spec), ref.id, ctx) && relationHolds(state, spec, ref, earlier);
}

/** A spec's condition on an earlier choice: at the same battlefield as that chosen unit. */
function relationHolds(state: GameState, spec: TargetSpec, ref: TargetRef, earlier: readonly TargetRef[]): boolean {
  if (spec.groupMightAtMost !== undefined && !groupFits(state, spec.groupMightAtMost, [...earlier, ref])) return false;
  if (spec.sameBattlefieldAs === undefined) return true;
  const other = earlier[spec.sameBattlefieldAs];
  if (!ref || !other || !('id' in ref) || !('id' in other)) return false;
  const a = findObject(state, ref.id);
  const b = findObject(state, other.id);
  return a !== undefined && b !== undefined && a.zone === 'battlefield' && b.zone === 'battlefield' && a.bf === b.bf;
}

function facedownCards(state: GameState): readonly ObjectId[] {
  return allFacedownCards(state);
}

/** CR 1.3 355.11: the chosen units (none left out) have at most `most` might together. */
function groupFits(state: GameState, most: number, refs: readonly TargetRef[]): boolean {
  let total = 0;
  for (const ref of refs) {
    if (ref === null || !('id' in ref) || !findObject(state, ref.id)) continue;
    total += mightOf(state, ref.id);
  }
  return total <= most;
}

/** Every legal choice for one spec (not counting "none"). */
export function candidatesFor(state: GameState, spec: TargetSpec, ctx: TargetingContext): readonly TargetRef[] {
  const refs: TargetRef[] = [];
  if (spec.what === 'battlefield') {
    for (const bf of state.battlefields) if (ctx.onlyAt === null || bf.index === ctx.onlyAt) refs.push({ bf: bf.index });
    return refs;
  }
  const candidates =
    spec.zone === 'yourTrash'
      ? (state.seats[ctx.controller]?.trash ?? [])
      : spec.what === 'spell'
        ? mapList(state.chain.filter((item) => item.kind === 'spell'), (item) => item.source)
        : spec.orFacedown === true
          ? [...permanentsOnBoard(state), ...facedownCards(state)]
          : permanentsOnBoard(state);
  const match = matchSpecOf(spec);
  for (const id of candidates) {
    if (objectMatches(state, match, id, ctx)) refs.push({ id, stamp: (findObject(state, id) as { stamp: number }).stamp });
  }
  return refs;
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
  combine(state, specs, perSpec, 0, [], limit, result);
  return result;
}

/**
 * Extends `chosen` with every choice for spec `index` on. The candidates of each spec are legal
 * by themselves (`candidatesFor`), so only the conditions on earlier choices ("must differ",
 * "at the same battlefield") are left to check here (what `isLegalTarget` adds for a candidate).
 */
function combine(
  state: GameState,
  specs: readonly TargetSpec[],
  perSpec: readonly (readonly TargetRef[])[],
  index: number,
  chosen: readonly TargetRef[],
  limit: number,
  result: TargetRef[][],
): void {
  if (result.length >= limit) return;
  if (index === specs.length) {
    result.push(chosen.slice());
    return;
  }
  const spec = specs[index] as TargetSpec;
  const previousEmpty = index > 0 && chosen[index - 1] === null;
  if (!previousEmpty) {
    for (const ref of perSpec[index] ?? []) {
      if (spec.distinct && chosen.some((other) => sameRef(other, ref))) continue;
      if (!relationHolds(state, spec, ref, chosen)) continue;
      if (spec.awayFrom !== undefined && ref !== null && 'bf' in ref && isLocationOfChosen(state, chosen[spec.awayFrom], ref.bf)) continue;
      combine(state, specs, perSpec, index + 1, [...chosen, ref], limit, result);
    }
  }
  if (spec.optional) combine(state, specs, perSpec, index + 1, [...chosen, null], limit, result);
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

/** Whether the unit chosen as `chosen` is at battlefield `bf` now. */
function isLocationOfChosen(state: GameState, chosen: TargetRef | undefined, bf: number): boolean {
  if (!chosen || !('id' in chosen)) return false;
  const object = findObject(state, chosen.id);
  return object !== undefined && object.zone === 'battlefield' && object.bf === bf;
}
