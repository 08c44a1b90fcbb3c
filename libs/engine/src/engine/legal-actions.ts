/**
 * `legalActions(state, seat)`: the actions a seat can take now, for bots, clients and fuzzing.
 * The list is exact for choices and representative for discretionary actions: every listed
 * action is accepted by `apply`; plays come with an automatic payment; multi-unit moves are
 * listed as single-unit moves plus "everything ready in base"; standalone Add abilities are
 * omitted (every play already pays for itself). `apply` accepts the other variants too.
 */
import { hasFacedownRoom } from '../rules/facedown-slots.js';
import { groupLimitOf, isValidGroup } from './flow/kill-group.js';
import { modeChoices, modeText } from '../rules/modes.js';
import { cardOf } from '../cards/card-registry.js';
import type { Action } from '../model/action.js';
import type { Ability, ActivatedAbility } from '../model/card-definition.js';
import type { GameObject } from '../model/game-object.js';
import { borrowsAbilities, grantedActivatedAbilities } from '../rules/granted-abilities.js';
import type { TargetRef } from '../model/chain-item.js';
import type { Decision } from '../model/decision.js';
import type { GameState } from '../model/game-state.js';
import type { CardId, ObjectId, Place, Seat } from '../model/ids.js';
import { StandardMoves, unitPlaces } from '../rules/locations.js';
import { activationResourceCost } from '../rules/activation-cost.js';
import { planPayment } from '../rules/payment.js';
import { activeSeats, isOnBoard, objectAt, placeOf, seatAt, unitsOnBoard } from '../rules/queries.js';
import { areLegalTargets, targetCombinations } from '../rules/targeting.js';
import { hasDiscretionaryWindow, isInvitedTeammate, playTiming, priorityHolder } from '../rules/timing.js';
import { mayActOnTeammatesTurn } from '../rules/mode-policy.js';
import { assignmentOptions } from './flow/combat-damage.js';
import { modalTriggerChoices, triggerSpecs, triggerTargeting } from './flow/place-triggers.js';
import { splitOptions } from './flow/split-damage.js';
import { newChoiceOptions } from './flow/chain-control.js';
import { legalPlays } from './legal-plays.js';
import { alternativeHideCostOf, hideCostOf, mayHideNow } from './actions/board-actions.js';
import { hidesIgnoringCosts } from '../rules/turn-effects.js';
import { mapList } from '../util/lists.js';
import { discardChoices } from './actions/discard-cost.js';

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
      return mapList([0, 1, 2].flatMap((size) => subsets(hand, size, 64)), (cards) => ({ type: 'mulligan', cards }));
    }
    case 'orderTriggers':
      return mapList(permutations(decision.triggers, 24), (order) => ({ type: 'orderTriggers', order }));
    case 'chooseTargets': {
      const trigger = state.triggers.find((candidate) => candidate.id === decision.trigger);
      if (!trigger) return [];
      const modal = modalTriggerChoices(state, trigger, 32);
      if (modal) return mapList(modal, ({ mode, targets }) => ({ type: 'chooseTargets', targets, mode }));
      return mapList(targetCombinations(state, triggerSpecs(trigger), triggerTargeting(trigger), 32), (targets) => ({ type: 'chooseTargets', targets }));
    }
    case 'makeNewChoices': {
      const item = state.chain.find((candidate) => candidate.id === decision.item);
      if (!item) return [];
      return mapList(newChoiceOptions(state, item, 32), (choice) => (choice.mode === undefined ? { type: 'chooseTargets', targets: choice.targets } : { type: 'chooseTargets', targets: choice.targets, mode: choice.mode }));
    }
    case 'replacement': {
      const options: Action[] = mapList(decision.options, (_, option) => ({ type: 'chooseReplacement', option }));
      return decision.options.every((option) => option.optional) ? [...options, { type: 'chooseReplacement', option: null }] : options;
    }
    case 'assignDamage':
      return mapList(assignmentOptions(state, decision.units, decision.amount), (assignment) => ({ type: 'assignDamage', assignment }));
    case 'chooseBattlefield':
      return mapList(decision.options, (bf) => ({ type: 'chooseBattlefield', bf }));
    case 'chooseCards':
    {
      // "Up to": every size from the fewest allowed to `count`, the largest first (the bounded list keeps them).
      const fewest = decision.min ?? (decision.upTo ? 0 : decision.count);
      const sizes: number[] = [];
      for (let size = decision.count; size >= fewest; size--) sizes.push(size);
      const groupLimit = groupLimitOf(state.pending?.resume ?? null);
      const choices = sizes.flatMap((size) => subsets(decision.options, size, 32));
      // CR 1.3 355.11.b: a group's subset must itself fulfil the group's restriction.
      const legal = groupLimit === null ? choices : choices.filter((cards) => isValidGroup(state, cards, groupLimit));
      return mapList(legal, (cards) => ({ type: 'chooseCards', cards }));
    }
    case 'predict': {
      // CR 1.4 436.1.a: recycle any number of the predicted cards, none included.
      const looked = decision.cards.map((card) => card.id);
      const choices = [[], ...looked.flatMap((_, index) => subsets(looked, index + 1, 32))];
      return mapList(choices, (cards): Action => ({ type: 'chooseCards', cards }));
    }
    case 'confirm':
      return [
        { type: 'confirm', accept: true },
        { type: 'confirm', accept: false },
      ];
    case 'chooseOpponent':
      return mapList(decision.options, (seat) => ({ type: 'chooseOpponent', seat }));
    case 'choosePlace':
      return mapList(decision.options, (place) => ({ type: 'choosePlace', place }));
    case 'choosePlayByEffect': {
      const plays: Action[] = mapList(decision.options, (_, option) => ({ type: 'choosePlayByEffect', option }));
      return decision.upTo ? [...plays, { type: 'choosePlayByEffect', option: null }] : plays;
    }
    case 'divideDamage':
      return mapList(splitOptions(decision.units, decision.amount, 64), (amounts) => ({ type: 'divideDamage', amounts }));
    case 'invitation':
      return canActWithPriority(state, decision.seat)
        ? [
            { type: 'respondInvitation', accept: true },
            { type: 'respondInvitation', accept: false },
          ]
        : [{ type: 'respondInvitation', accept: false }];
    default: {
      const unreachable: never = decision;
      throw new Error(`unknown decision ${JSON.stringify(unreachable)}`);
    }
  }
}

/** Activated abilities are listed by source: the legend, the base, then units at battlefields. */
function activations(state: GameState, seat: Seat, into: Action[]): void {
  // Timing depends on the Reaction and Action keywords only, as `activateAbility` checks it (see
  // `playTiming`): one slot per kind (neither, Reaction, Action), each 0 unknown, 1 ok, 2 not.
  const timing = [0, 0, 0];
  const mine = seatAt(state, seat);
  activationsOf(state, seat, mine.legend, timing, into);
  for (const id of mine.base) activationsOf(state, seat, id, timing, into);
  for (const bf of state.battlefields) {
    for (const id of bf.units) {
      const object = objectAt(state, id);
      if (object.zone === 'battlefield' && cardOf(object).type === 'Unit') activationsOf(state, seat, id, timing, into);
    }
  }
}

function activationsOf(state: GameState, seat: Seat, source: ObjectId, timing: number[], into: Action[]): void {
  const object = objectAt(state, source);
  if (object.controller !== seat) return;
  const abilities = cardOf(object).abilities;
  for (let index = 0; index < abilities.length; index++) {
    const ability = abilities[index] as Ability;
    if (ability.kind !== 'activated' || ability.adds) continue;
    activationsOfAbility(state, seat, object, ability, index, undefined, timing, into);
  }
  // Abilities the object has by a grant (CR 1.3 472.2), named by the card they are printed on.
  if (!borrowsAbilities(object)) return;
  for (const granted of grantedActivatedAbilities(state, object)) {
    if (granted.ability.adds) continue;
    activationsOfAbility(state, seat, object, granted.ability, granted.index, granted.card, timing, into);
  }
}

function activationsOfAbility(
  state: GameState,
  seat: Seat,
  object: GameObject,
  ability: ActivatedAbility,
  index: number,
  abilityOf: CardId | undefined,
  timing: number[],
  into: Action[],
): void {
  const source = object.id;
  // CR 1.4 / 1.3 Action: "play on your turn or in showdowns"; Reaction: any time with priority.
  const slot = ability.reaction ? 1 : ability.action === true ? 2 : 0;
  if (timing[slot] === 0) timing[slot] = playTiming(state, seat, { reaction: ability.reaction, action: ability.action === true }, true) === 'ok' ? 1 : 2;
  if (timing[slot] !== 1) return;
  if (ability.cost.exhaustSelf && object.exhausted) return;
  if (ability.cost.spendBuffSelf && object.buffs === 0) return;
  if (ability.onlyWhileAtBattlefield && object.zone !== 'battlefield') return;
  const need = ability.cost.recycleFromTrash ?? 0;
  const trash = seatAt(state, seat).trash;
  if (trash.length < need) return;
  const discards = discardChoices(state, seat, ability.cost.discard ?? 0);
  if (discards.length === 0) return;
  if (!planPayment(state, seat, activationResourceCost(ability.cost), [], ability.cost.exhaustSelf === true ? source : null)) return;
  const here = placeOf(object);
  const places: readonly (Place | null)[] = ability.steps.some((step) => step.do === 'token' && step.where === 'chosen') ? unitPlaces(state, seat, null) : [null];
  const tctx = { controller: seat, source, here, onlyAt: null };
  // CR 1.3 402.1: a "choose one" ability is offered once per available mode and its targets.
  const choices = ability.chooseOne
    ? modeChoices(state, ability, tctx, object.stamp, index, 8)
    : targetCombinations(state, ability.targets, tctx, 8).map((targets) => ({ mode: undefined, targets }));
  for (const { mode, targets } of choices) {
    if (!areLegalTargets(state, modeText(ability, mode)?.targets ?? [], targets, tctx)) continue;
    for (const place of places) {
      for (const discard of discards) {
        const action: {
          type: 'activate';
          source: ObjectId;
          ability: number;
          abilityOf?: CardId;
          targets?: readonly TargetRef[];
          to?: Place;
          recycle?: readonly ObjectId[];
          discard?: readonly ObjectId[];
          mode?: number;
        } = {
          type: 'activate',
          source,
          ability: index,
        };
        if (abilityOf !== undefined) action.abilityOf = abilityOf;
        if (mode !== undefined) action.mode = mode;
        if (targets.length > 0) action.targets = targets;
        if (place !== null) action.to = place;
        if (need > 0) action.recycle = trash.slice(0, need);
        if (discard.length > 0) action.discard = discard;
        into.push(action);
      }
    }
  }
}

function boardActions(state: GameState, seat: Seat, into: Action[]): void {
  const ready = unitsOnBoard(state).filter((id) => {
    const unit = objectAt(state, id);
    return unit.controller === seat && !unit.exhausted && isOnBoard(unit);
  });
  const battlefields = state.battlefields;
  const moves = new StandardMoves(state, seat);
  for (const unit of ready) {
    if (moves.allows(unit, 'base')) into.push({ type: 'move', units: [unit], to: 'base' });
    for (const bf of battlefields) if (moves.allows(unit, bf.index)) into.push({ type: 'move', units: [unit], to: bf.index });
  }
  const inBase = ready.filter((id) => objectAt(state, id).zone === 'base');
  if (inBase.length > 1) {
    for (const bf of battlefields) {
      if (inBase.every((id) => moves.allows(id, bf.index))) into.push({ type: 'move', units: inBase, to: bf.index });
    }
  }
}

/** CR 1.4 811.1.b: hiding a card of the hand or the Champion Zone, for [A]. */
function hideActions(state: GameState, seat: Seat, into: Action[]): void {
  const battlefields = state.battlefields;
  const mine = seatAt(state, seat);
  const hidden = mine.hand.filter((id) => cardOf(objectAt(state, id)).keywords.hidden);
  const champion = mine.championZone;
  if (champion !== null && cardOf(objectAt(state, champion)).keywords.hidden) hidden.push(champion);
  if (hidden.length === 0) return;
  // Where a card could go is cheaper to find than whether its cost can be paid: usually nowhere.
  const places: number[] = [];
  for (const bf of battlefields) if (bf.controller === seat && hasFacedownRoom(state, bf.index)) places.push(bf.index);
  if (places.length === 0) return;
  const standard = planPayment(state, seat, hideCostOf(state, seat)) !== null;
  // CR 1.3 356.1.a: a passive's alternative cost is offered beside [A] (not when costs are ignored).
  const alternative = hidesIgnoringCosts(state, seat) ? null : alternativeHideCostOf(state, seat);
  const viaAlternative = alternative !== null && planPayment(state, seat, alternative) !== null;
  if (!standard && !viaAlternative) return;
  for (const bf of places) {
    for (const card of hidden) {
      if (standard) into.push({ type: 'hide', card, bf });
      if (viaAlternative) into.push({ type: 'hide', card, bf, alternativeCost: true });
    }
  }
}

/**
 * Could `seat` play a card or activate an ability if it held priority now? (An invited player
 * accepts only then, CR 1.0 531.2.a.2; asked without changing the state.)
 */
export function canActWithPriority(state: GameState, seat: Seat): boolean {
  const asIfPriority: GameState = { ...state, pending: { decision: { kind: 'priority', seat }, resume: null, flow: [] } };
  if (legalPlays(asIfPriority, seat, 1).length > 0) return true;
  const abilities: Action[] = [];
  activations(asIfPriority, seat, abilities);
  return abilities.length > 0;
}

/** CR 1.3 316.2.b.1, 484.8.a: the turn player invites a teammate who could play a spell or
 * activate an ability (one who could not would only decline). */
function mainPhaseInvites(state: GameState, seat: Seat, into: Action[]): void {
  for (const other of activeSeats(state)) {
    if (other !== seat && mayActOnTeammatesTurn(state, other, seat) && canActWithPriority(state, other)) into.push({ type: 'invite', seat: other });
  }
}

/** Chains and showdowns: CR 1.0 531.2 invited players who were not relevant; every player is
 * under v1.4 (CR 1.4 339.2, 347.4), so nobody is left to invite there. */
function invites(state: GameState, seat: Seat): Action[] {
  const relevant = state.chain.length > 0 ? state.chainState?.relevant : state.showdown?.relevant;
  if (!relevant) return [];
  return activeSeats(state)
    .filter((other) => other !== seat && !relevant.includes(other))
    .map((other) => ({ type: 'invite', seat: other }));
}

/** An invited player who accepted must play or activate something (CR 1.0 531.2.a.2); in the
 * Main Phase, the teammate holding the turn player's priority (CR 1.3 316.2.b.1). */
function mustAct(state: GameState, seat: Seat): boolean {
  if (isInvitedTeammate(state, seat)) return true;
  return state.chain.length > 0 ? state.chainState?.invited === seat : state.showdown?.invited === seat;
}

export function legalActions(state: GameState, seat: Seat): readonly Action[] {
  if (state.status !== 'playing' || !state.pending || state.seats[seat]?.removed !== null) return [];
  const decision = state.pending.decision;
  if (decision.kind !== 'priority') return decision.seat === seat ? answers(state, decision) : [];
  if (priorityHolder(state) !== seat) return [];
  // Every part appends to one list: this runs for every decision.
  const result: Action[] = [];
  legalPlays(state, seat, 16, result);
  activations(state, seat, result);
  if (mayHideNow(state, seat)) hideActions(state, seat, result);
  if (hasDiscretionaryWindow(state, seat)) {
    boardActions(state, seat, result);
    if (state.mode.rules.teammatesActOnTurn) mainPhaseInvites(state, seat, result);
    result.push({ type: 'endTurn' });
  } else if (!mustAct(state, seat)) {
    result.push({ type: 'pass' });
    for (const invite of invites(state, seat)) result.push(invite);
  }
  return result;
}

/** Who must decide now, and what (null when the game is over). */
export function pending(state: GameState): Decision | null {
  return state.status === 'playing' ? (state.pending?.decision ?? null) : null;
}
