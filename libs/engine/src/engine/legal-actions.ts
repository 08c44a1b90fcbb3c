/**
 * `legalActions(state, seat)`: the actions a seat can take now, for bots, clients and fuzzing.
 * The list is exact for choices and representative for discretionary actions: every listed
 * action is accepted by `apply`; plays come with an automatic payment; multi-unit moves are
 * listed as single-unit moves plus "everything ready in base"; standalone Add abilities are
 * omitted (every play already pays for itself). `apply` accepts the other variants too.
 */
import { cardDefinition } from '../cards/card-registry.js';
import type { Action } from '../model/action.js';
import type { Decision } from '../model/decision.js';
import type { GameState } from '../model/game-state.js';
import type { ObjectId, Place, Seat } from '../model/ids.js';
import { moveProblem, unitPlaces } from '../rules/locations.js';
import { planPayment } from '../rules/payment.js';
import { activeSeats, isOnBoard, objectAt, placeOf, seatAt, unitsOnBoard } from '../rules/queries.js';
import { areLegalTargets, targetCombinations } from '../rules/targeting.js';
import { actsOnTeammatesTurn, hasDiscretionaryWindow, playTiming, priorityHolder } from '../rules/timing.js';
import { assignmentOptions } from './flow/combat-damage.js';
import { triggerSpecs, triggerTargeting } from './flow/place-triggers.js';
import { splitOptions } from './flow/split-damage.js';
import { legalPlays } from './legal-plays.js';

function subsets<T>(items: readonly T[], size: number, limit: number): T[][] {
  const result: T[][] = [];
  const walk = (start: number, chosen: T[]): void => {
    if (result.length >= limit) return;
    if (chosen.length === size) {
      result.push(chosen);
      return;
    }
    for (let i = start; i < items.length; i++) walk(i + 1, [...chosen, items[i] as T]);
  };
  walk(0, []);
  return result;
}

function permutations<T>(items: readonly T[], limit: number): T[][] {
  const result: T[][] = [];
  const walk = (rest: readonly T[], prefix: T[]): void => {
    if (result.length >= limit) return;
    if (rest.length === 0) {
      result.push(prefix);
      return;
    }
    rest.forEach((item, index) => walk([...rest.slice(0, index), ...rest.slice(index + 1)], [...prefix, item]));
  };
  walk(items, []);
  return result;
}

function answers(state: GameState, decision: Exclude<Decision, { kind: 'priority' }>): Action[] {
  switch (decision.kind) {
    case 'mulligan': {
      const hand = seatAt(state, decision.seat).hand;
      return [0, 1, 2].flatMap((size) => subsets(hand, size, 64)).map((cards) => ({ type: 'mulligan', cards }));
    }
    case 'orderTriggers':
      return permutations(decision.triggers, 24).map((order) => ({ type: 'orderTriggers', order }));
    case 'chooseTargets': {
      const trigger = state.triggers.find((candidate) => candidate.id === decision.trigger);
      if (!trigger) return [];
      return targetCombinations(state, triggerSpecs(trigger), triggerTargeting(trigger), 32).map((targets) => ({ type: 'chooseTargets', targets }));
    }
    case 'replacement': {
      const options: Action[] = decision.options.map((_, option) => ({ type: 'chooseReplacement', option }));
      return decision.options.every((option) => option.optional) ? [...options, { type: 'chooseReplacement', option: null }] : options;
    }
    case 'assignDamage':
      return assignmentOptions(state, decision.units, decision.amount).map((assignment) => ({ type: 'assignDamage', assignment }));
    case 'chooseBattlefield':
      return decision.options.map((bf) => ({ type: 'chooseBattlefield', bf }));
    case 'chooseCards':
      return subsets(decision.options, decision.count, 32).map((cards) => ({ type: 'chooseCards', cards }));
    case 'confirm':
      return [
        { type: 'confirm', accept: true },
        { type: 'confirm', accept: false },
      ];
    case 'chooseOpponent':
      return decision.options.map((seat) => ({ type: 'chooseOpponent', seat }));
    case 'divideDamage':
      return splitOptions(decision.units, decision.amount, 64).map((amounts) => ({ type: 'divideDamage', amounts }));
    case 'invitation': {
      const asIfPriority = { ...state, pending: { decision: { kind: 'priority' as const, seat: decision.seat }, resume: null, flow: [] } };
      const canAct = legalPlays(asIfPriority, decision.seat, 1).length > 0;
      return canAct ? [{ type: 'respondInvitation', accept: true }, { type: 'respondInvitation', accept: false }] : [{ type: 'respondInvitation', accept: false }];
    }
    default: {
      const unreachable: never = decision;
      throw new Error(`unknown decision ${JSON.stringify(unreachable)}`);
    }
  }
}

function activations(state: GameState, seat: Seat): Action[] {
  const result: Action[] = [];
  const sources: ObjectId[] = [seatAt(state, seat).legend, ...seatAt(state, seat).base, ...unitsOnBoard(state).filter((id) => objectAt(state, id).zone === 'battlefield')];
  for (const source of sources) {
    const object = objectAt(state, source);
    if (object.controller !== seat) continue;
    cardDefinition(object.card).abilities.forEach((ability, index) => {
      if (ability.kind !== 'activated' || ability.adds) return;
      if (playTiming(state, seat, { reaction: ability.reaction }, true) !== 'ok') return;
      if (ability.cost.exhaustSelf && object.exhausted) return;
      const need = ability.cost.recycleFromTrash ?? 0;
      const trash = seatAt(state, seat).trash;
      if (trash.length < need) return;
      if (!planPayment(state, seat, { energy: ability.cost.energy ?? 0, power: [] })) return;
      const here = placeOf(object);
      const places: readonly (Place | null)[] = ability.steps.some((step) => step.do === 'token' && step.where === 'chosen') ? unitPlaces(state, seat, null) : [null];
      for (const targets of targetCombinations(state, ability.targets, { controller: seat, source, here, onlyAt: null }, 8)) {
        if (!areLegalTargets(state, ability.targets, targets, { controller: seat, source, here, onlyAt: null })) continue;
        for (const place of places) {
          result.push({
            type: 'activate',
            source,
            ability: index,
            ...(targets.length > 0 ? { targets } : {}),
            ...(place !== null ? { to: place } : {}),
            ...(need > 0 ? { recycle: trash.slice(0, need) } : {}),
          });
        }
      }
    });
  }
  return result;
}

function boardActions(state: GameState, seat: Seat): Action[] {
  const result: Action[] = [];
  const ready = unitsOnBoard(state).filter((id) => {
    const unit = objectAt(state, id);
    return unit.controller === seat && !unit.exhausted && isOnBoard(unit);
  });
  const destinations: Place[] = ['base', ...state.battlefields.map((bf) => bf.index)];
  for (const unit of ready) {
    for (const to of destinations) if (!moveProblem(state, unit, to, true)) result.push({ type: 'move', units: [unit], to });
  }
  const inBase = ready.filter((id) => objectAt(state, id).zone === 'base');
  if (inBase.length > 1) {
    for (const bf of state.battlefields) {
      if (inBase.every((id) => !moveProblem(state, id, bf.index, true))) result.push({ type: 'move', units: inBase, to: bf.index });
    }
  }
  const identity = seatAt(state, seat).identity;
  const hidden = seatAt(state, seat).hand.filter((id) => cardDefinition(objectAt(state, id).card).keywords.hidden);
  if (hidden.length > 0 && planPayment(state, seat, { energy: 0, power: [identity] })) {
    for (const bf of state.battlefields) {
      if (bf.controller !== seat || bf.facedown !== null) continue;
      for (const card of hidden) result.push({ type: 'hide', card, bf: bf.index });
    }
  }
  return result;
}

function invites(state: GameState, seat: Seat): Action[] {
  const relevant = state.chain.length > 0 ? state.chainState?.relevant : state.showdown?.relevant;
  if (!relevant) return [];
  return activeSeats(state)
    .filter((other) => other !== seat && !relevant.includes(other))
    .map((other) => ({ type: 'invite', seat: other }));
}

/** 531.2.a.2: an invited player who accepted must play or activate something. */
function mustAct(state: GameState, seat: Seat): boolean {
  return state.chain.length > 0 ? state.chainState?.invited === seat : state.showdown?.invited === seat;
}

export function legalActions(state: GameState, seat: Seat): readonly Action[] {
  if (state.status !== 'playing' || !state.pending || state.seats[seat]?.removed !== null) return [];
  const decision = state.pending.decision;
  if (decision.kind !== 'priority') return decision.seat === seat ? answers(state, decision) : [];
  if (priorityHolder(state) !== seat && !actsOnTeammatesTurn(state, seat)) return [];
  const result: Action[] = [];
  pushAll(result, legalPlays(state, seat));
  pushAll(result, activations(state, seat));
  if (priorityHolder(state) !== seat) return result;
  if (hasDiscretionaryWindow(state, seat)) {
    pushAll(result, boardActions(state, seat));
    result.push({ type: 'endTurn' });
  } else if (!mustAct(state, seat)) {
    result.push({ type: 'pass' });
    pushAll(result, invites(state, seat));
  }
  return result;
}

/** Appends in place: this runs for every decision, and spreading into a new array copies twice. */
function pushAll(target: Action[], items: readonly Action[]): void {
  for (const item of items) target.push(item);
}

/** Who must decide now, and what (null when the game is over). */
export function pending(state: GameState): Decision | null {
  return state.status === 'playing' ? (state.pending?.decision ?? null) : null;
}
