/** Discretionary board actions: standard move (140, 596, 608-615) and hide (597, CR 1.4 811). */
import { hasFacedownRoom } from '../../rules/facedown-slots.js';
import { cardOf } from '../../cards/card-registry.js';
import type { Action } from '../../model/action.js';
import type { Seat } from '../../model/ids.js';
import { permanentsWithStatic } from '../../rules/board-abilities.js';
import { moveProblem } from '../../rules/locations.js';
import { findObject, objectAt, placeOf, seatAt } from '../../rules/queries.js';
import { hasDiscretionaryWindow, priorityHolder } from '../../rules/timing.js';
import { hidesIgnoringCosts } from '../../rules/turn-effects.js';
import type { Cost } from '../../rules/costs.js';
import type { GameState } from '../../model/game-state.js';
import type { GameObject } from '../../model/game-object.js';
import type { EngineContext } from '../context.js';
import { contestOnArrival } from '../flow/arrival.js';
import { payCost } from '../flow/pay.js';
import { violation } from '../rule-violation.js';
import { paymentPlan } from './payment-choice.js';
import { CLEANUP_KILLS } from '../flow/frames.js';
import { onMoved, onMovedFrom, onMovedToBattlefield } from '../flow/trigger-detection.js';

export function requireDiscretionaryWindow(ctx: EngineContext, seat: Seat, ruleRef: string): void {
  if (!hasDiscretionaryWindow(ctx.state, seat)) {
    violation('timing/not_neutral_open', ruleRef, 'only in your own Main Phase, in the neutral open state, with priority');
  }
}

/** 140.3: one or more units move together to one destination, each exhausting as the cost. */
export function moveUnits(ctx: EngineContext, seat: Seat, action: Extract<Action, { type: 'move' }>): void {
  requireDiscretionaryWindow(ctx, seat, 'CR 1.4 144.1');
  const units = action.units;
  if (units.length === 0 || new Set(units).size !== units.length) violation('move/bad_units', 'CR 1.4 144.3', 'name each moving unit once');
  for (const id of units) {
    const unit = findObject(ctx.state, id) ?? violation('move/unknown_unit', 'CR 1.4 144', 'no such unit');
    if (cardOf(unit).type !== 'Unit') violation('move/not_a_unit', 'CR 1.4 447.3', 'only units move');
    // 648.8.c.2: control is not shared, so only your own units make a standard move.
    if (unit.controller !== seat) violation('move/not_controller', 'CR 1.4 489.8.c.2', 'you may only move units you control');
    if (unit.exhausted) violation('move/exhausted', 'CR 1.4 144.2', 'a standard move exhausts the unit, which must be ready');
    const problem = moveProblem(ctx.state, id, action.to, true);
    if (problem) violation(problem.code, problem.ruleRef, problem.message);
  }
  const moved = units.map((unit) => ({ unit, from: placeOf(objectAt(ctx.state, unit)) }));
  ctx.emit({ type: 'UnitsMoved', units, to: action.to, standard: true }); // 140.3.c: exhausted together
  onMovedFrom(ctx, moved);
  if (action.to !== 'base') for (const id of units) contestOnArrival(ctx, id, action.to);
  onMoved(ctx, units);
  if (action.to !== 'base') onMovedToBattlefield(ctx, units, action.to);
  ctx.push(CLEANUP_KILLS); // CR 1.4 319.8 (615)
}

/**
 * CR 1.4 811.1.b (replacing CR 1.0 723.1.b): on your turn in an open state, hide a card with
 * Hidden from your hand or your Champion Zone facedown at a battlefield you control, for [A]: one
 * power of any domain (CR 1.0: [C], one power of your domain identity, 723.1.b.1, and from the
 * hand in the neutral open state only).
 */
export function hideCard(ctx: EngineContext, seat: Seat, action: Extract<Action, { type: 'hide' }>): void {
  if (!mayHideNow(ctx.state, seat)) violation('timing/not_neutral_open', 'CR 1.4 811.1.b', 'hide only on your own turn, in an open state, with priority');
  const card = findObject(ctx.state, action.card);
  if (!card || !HIDE_FROM.has(card.zone) || card.owner !== seat) violation('hide/not_in_hand', 'CR 1.4 811.1.b', 'hide a card from your hand or your Champion Zone');
  if (!cardOf(card).keywords.hidden) violation('hide/no_hidden', 'CR 1.4 811.1', 'only cards with Hidden can be hidden');
  const bf = ctx.state.battlefields[action.bf];
  if (!bf || bf.controller !== seat) violation('hide/not_controlled', 'CR 1.4 811.1.b', 'hide only at a battlefield you control');
  if (!hasFacedownRoom(ctx.state, action.bf)) violation('hide/occupied', 'CR 1.4 811.1.b', 'a battlefield holds at most one facedown card (more only where it lets you hide more)');
  let cost = hideCostOf(ctx.state, seat);
  if (action.alternativeCost === true) {
    cost = alternativeHideCostOf(ctx.state, seat) ?? violation('hide/no_alternative_cost', 'CR 1.3 356.1.a', 'no passive of yours lets you pay another cost to hide');
  }
  payCost(ctx, seat, cost, paymentPlan(ctx.state, seat, cost, action.payment));
  ctx.emit({ type: 'CardHidden', seat, card: action.card, bf: action.bf });
  ctx.push(CLEANUP_KILLS); // CR 1.4 319.6: runes recycled for the cost left the board
}

/** CR 1.4 811.1.b: the zones a card is hidden from. */
export const HIDE_FROM: ReadonlySet<string> = new Set(['hand', 'championZone']);

/** CR 1.4 811.1.b: [A], one power of any domain. */
export const HIDE_COST: Cost = { energy: 0, power: ['any'] };

/** What hiding costs `seat` now: [A], or nothing while an effect lets it hide ignoring costs. */
export function hideCostOf(state: GameState, seat: Seat): Cost {
  return hidesIgnoringCosts(state, seat) ? { energy: 0, power: [] } : HIDE_COST;
}

/** What hiding costs `seat` with the alternative cost a passive of theirs offers instead of [A]
 * (`alternativeHideCost`, on their legend or a permanent they control; CR 1.3 356.1.a), null
 * without one. An effect that lets them hide ignoring costs makes it nothing too (CR 1.3 356.1.b). */
export function alternativeHideCostOf(state: GameState, seat: Seat): Cost | null {
  const legend = state.objects[seatAt(state, seat).legend];
  const source = legend && alternativeHideCostAbility(legend) ? legend : firstPermanentWithAlternativeHideCost(state, seat);
  const ability = source ? alternativeHideCostAbility(source) : undefined;
  if (!ability) return null;
  return hidesIgnoringCosts(state, seat) ? { energy: 0, power: [] } : { energy: ability.energy, power: [] };
}

function alternativeHideCostAbility(source: GameObject): { readonly energy: number } | undefined {
  for (const ability of cardOf(source).abilities) if (ability.kind === 'static' && ability.effect === 'alternativeHideCost') return ability;
  return undefined;
}

/** Of the permanents on the board `seat` controls with such a passive, the one with the lowest
 * object id (the order of the object table settles which of two costs is offered). */
function firstPermanentWithAlternativeHideCost(state: GameState, seat: Seat): GameObject | undefined {
  let first: GameObject | undefined;
  for (const id of permanentsWithStatic(state, 'alternativeHideCost')) {
    const object = objectAt(state, id);
    if (object.controller === seat && (first === undefined || object.id < first.id)) first = object;
  }
  return first;
}

/** CR 1.4 811.1.b: "on your turn during an Open State" (neutral or showdown), with priority. */
export function mayHideNow(state: GameState, seat: Seat): boolean {
  return state.status === 'playing' && priorityHolder(state) === seat && state.turn.seat === seat && state.turn.phase === 'main' && state.chain.length === 0;
}
