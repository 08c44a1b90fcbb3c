/** Enumerating the cards a seat can play now, with their choices (used by `legalActions`). */
import { cardDefinition } from '../cards/card-registry.js';
import type { AdditionalCostChoice, Action } from '../model/action.js';
import type { CardDefinition } from '../model/card-definition.js';
import type { TargetRef } from '../model/chain-item.js';
import type { GameObject } from '../model/game-object.js';
import type { GameState } from '../model/game-state.js';
import type { ObjectId, Place, Seat } from '../model/ids.js';
import { type Cost, playCost } from '../rules/costs.js';
import { unitPlaces } from '../rules/locations.js';
import { isFriendlyController } from '../rules/mode-policy.js';
import { planPayment } from '../rules/payment.js';
import { findObject, isOnBoard, placeOf, seatAt, unitsAt, unitsOnBoard } from '../rules/queries.js';
import { targetCombinations } from '../rules/targeting.js';
import { playTiming } from '../rules/timing.js';

function playableSources(state: GameState, seat: Seat): readonly GameObject[] {
  const mine = seatAt(state, seat);
  const ids: ObjectId[] = [...mine.hand];
  if (mine.championZone !== null) ids.push(mine.championZone);
  for (const bf of state.battlefields) {
    const facedown = bf.facedown === null ? undefined : findObject(state, bf.facedown);
    if (facedown && facedown.controller === seat && facedown.hiddenTurn < state.turn.number) ids.push(facedown.id);
  }
  return ids.map((id) => findObject(state, id)).filter((object): object is GameObject => object !== undefined);
}

function additionalChoices(state: GameState, seat: Seat, object: GameObject, card: CardDefinition, place: Place | null): readonly AdditionalCostChoice[] {
  const cost = card.additionalCost;
  if (!cost) return [{ pay: false }];
  switch (cost.kind) {
    case 'killFriendlyUnit':
      return unitsOnBoard(state)
        .filter((id) => id !== object.id && isFriendlyController(state, seat, findObject(state, id)?.controller ?? -1))
        .filter((id) => typeof place !== 'number' || placeOf(findObject(state, id) as GameObject) !== place || unitsAt(state, place, seat).length > 1)
        .map((kill) => ({ pay: true, kill }));
    case 'discard':
      return [{ pay: false }, ...seatAt(state, seat).hand.filter((id) => id !== object.id).map((discard) => ({ pay: true, discard }))];
    case 'spendBuff':
      return [
        { pay: false },
        ...unitsOnBoard(state)
          .filter((id) => {
            const unit = findObject(state, id) as GameObject;
            return unit.controller === seat && unit.buffs > 0 && isOnBoard(unit);
          })
          .map((spendBuffFrom) => ({ pay: true, spendBuffFrom })),
      ];
    case 'power':
      return [{ pay: false }, { pay: true }];
    default: {
      const unreachable: never = cost;
      throw new Error(`unknown additional cost ${JSON.stringify(unreachable)}`);
    }
  }
}

function placesFor(state: GameState, seat: Seat, card: CardDefinition, fromHidden: number | null): readonly (Place | null)[] {
  if (card.type === 'Unit') return unitPlaces(state, seat, fromHidden);
  if (card.type === 'Gear') return [fromHidden ?? 'base'];
  return [null];
}

/** An upper bound of what the seat could pay now: every rune exhausted and recycled. */
interface Budget {
  readonly energy: number;
  readonly power: number;
  /** Energy in the pool plus ready runes: exactly what a cost without power can use (see
   * `planPayment`, which exhausts ready runes for the energy missing from the pool). */
  readonly energyNow: number;
  /** Affordability by cost, memoized for one enumeration (many choices share a cost). */
  readonly affordable: Map<string, boolean>;
}

function canAfford(state: GameState, seat: Seat, cost: Cost, budget: Budget): boolean {
  if (cost.power.length === 0) return cost.energy <= budget.energyNow;
  const key = `${cost.energy}|${cost.power.map((slot) => (slot === 'any' ? '*' : slot.join('+'))).join(',')}`;
  let known = budget.affordable.get(key);
  if (known === undefined) {
    known = planPayment(state, seat, cost) !== null;
    budget.affordable.set(key, known);
  }
  return known;
}

function budgetOf(state: GameState, seat: Seat): Budget {
  const mine = seatAt(state, seat);
  const ready = mine.runes.filter((id) => !findObject(state, id)?.exhausted).length;
  const power = Object.values(mine.pool.power).reduce((sum, amount) => sum + amount, 0);
  return {
    energy: mine.pool.energy + ready + mine.base.length,
    power: power + mine.runes.length + mine.base.length,
    energyNow: mine.pool.energy + ready,
    affordable: new Map(),
  };
}

/** A quick filter before enumerating choices: a card with no possible discount that costs more
 * than the budget cannot be played. */
function clearlyTooExpensive(card: CardDefinition, budget: Budget): boolean {
  if (card.selfDiscount || card.additionalCost || card.type === 'Spell') return false;
  return card.energy > budget.energy || card.power > budget.power;
}

function playsOf(state: GameState, seat: Seat, object: GameObject, limit: number, budget: Budget): Action[] {
  const card = cardDefinition(object.card);
  if (card.type !== 'Unit' && card.type !== 'Spell' && card.type !== 'Gear') return [];
  const fromHidden = object.zone === 'facedown' ? object.bf : null;
  if (fromHidden === null && clearlyTooExpensive(card, budget)) return [];
  const keywords = fromHidden === null ? card.keywords : { ...card.keywords, reaction: true };
  if (playTiming(state, seat, keywords, card.type === 'Spell') !== 'ok') return [];
  const actions: Action[] = [];
  const combos = targetCombinations(state, card.spell?.targets ?? [], { controller: seat, source: object.id, here: fromHidden, onlyAt: fromHidden }, limit);
  // The cost depends on the targets and on paying the additional cost, never on the place: a
  // unit playable to several places is costed once per choice, not once per place.
  const affordable: (boolean | undefined)[] = [];
  for (const place of placesFor(state, seat, card, fromHidden)) {
    for (let combo = 0; combo < combos.length; combo++) {
      const targets = combos[combo] as readonly TargetRef[];
      for (const additional of additionalChoices(state, seat, object, card, place)) {
        if (actions.length >= limit) return actions;
        const slot = combo * 2 + (additional.pay ? 1 : 0);
        let canPay = affordable[slot];
        if (canPay === undefined) {
          const cost = playCost(state, { seat, card, fromHidden: fromHidden !== null, paidAdditional: additional.pay, targets });
          canPay = cost !== null && canAfford(state, seat, cost, budget);
          affordable[slot] = canPay;
        }
        if (canPay) actions.push(playAction(object.id, place, targets, card.additionalCost ? additional : undefined));
      }
    }
  }
  return actions;
}

function playAction(card: ObjectId, place: Place | null, targets: readonly TargetRef[], additional: AdditionalCostChoice | undefined): Action {
  return {
    type: 'play',
    card,
    ...(place !== null ? { to: place } : {}),
    ...(targets.length > 0 ? { targets } : {}),
    ...(additional ? { additionalCost: additional } : {}),
  };
}

/** Every play `seat` can make now (capped per card so the list stays small). */
export function legalPlays(state: GameState, seat: Seat, limitPerCard = 16): readonly Action[] {
  const budget = budgetOf(state, seat);
  const result: Action[] = [];
  for (const object of playableSources(state, seat)) {
    for (const action of playsOf(state, seat, object, limitPerCard, budget)) result.push(action);
  }
  return result;
}
