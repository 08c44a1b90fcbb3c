/** 626.1.d: combat damage assignment: lethal damage first, Tank units before the others (727). */
import type { DamageAssignment } from '../../model/frame.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { keywordsOf, mightOf } from '../../rules/might.js';
import { objectAt } from '../../rules/queries.js';
import { cardOf } from '../../cards/card-registry.js';

export type Assignment = DamageAssignment;

/** Damage that makes a unit's damage lethal (627.1.a: non-zero and at least its might). */
export function lethalNeed(state: GameState, unit: ObjectId): number {
  return Math.max(1, mightOf(state, unit) - objectAt(state, unit).damage);
}

/**
 * Valid when all `total` damage goes to `units`, at most one unit gets less than lethal (the last
 * one assigned, 626.1.d.2), and no unit without Tank gets damage before every Tank unit has
 * lethal damage (626.1.d.1, 727.1.c.2). Overkill is allowed (reading R7).
 */
export function isValidAssignment(state: GameState, units: readonly ObjectId[], total: number, assignment: Assignment): boolean {
  const last = units.filter((id) => isAssignedLast(state, id));
  const tanks = units.filter((id) => keywordsOf(state, id).tank === true);
  const needOf = (id: ObjectId): number => lethalNeed(state, id);
  // CR 1.4 465.2.c.8-9: a unit that must be assigned damage both first and last is, at the
  // assigning player's choice, one or the other: valid when some such choice makes it valid.
  const both = tanks.filter((id) => last.includes(id));
  for (let mask = 0; mask < 1 << both.length; mask++) {
    const asLast = both.filter((_, index) => (mask & (1 << index)) !== 0);
    const isTank = (id: ObjectId): boolean => tanks.includes(id) && !asLast.includes(id);
    const isLast = (id: ObjectId): boolean => last.includes(id) && !(tanks.includes(id) && !asLast.includes(id));
    if (validFor(units, total, assignment, needOf, isTank, isLast)) return true;
  }
  return false;
}

/** CR 1.4 465.2.c.6: Backline, a unit that is assigned its combat damage after the others. */
function isAssignedLast(state: GameState, id: ObjectId): boolean {
  return cardOf(objectAt(state, id)).abilities.some((ability) => ability.kind === 'static' && ability.effect === 'assignedCombatDamageLast');
}

function validFor(
  units: readonly ObjectId[],
  total: number,
  assignment: Assignment,
  needOf: (id: ObjectId) => number,
  isTank: (id: ObjectId) => boolean,
  isLast: (id: ObjectId) => boolean = () => false,
): boolean {
  let sum = 0;
  const amounts = new Map<ObjectId, number>();
  for (const { unit, amount } of assignment) {
    if (!units.includes(unit) || amounts.has(unit) || !Number.isInteger(amount) || amount < 0) return false;
    amounts.set(unit, amount);
    sum += amount;
  }
  if (sum !== total) return false;
  const amountOf = (id: ObjectId): number => amounts.get(id) ?? 0;
  const partial = units.filter((id) => amountOf(id) > 0 && amountOf(id) < needOf(id));
  if (partial.length > 1) return false;
  // CR 1.4 465.2.c.4: more than lethal only once every unit has lethal (reading R7 of the v1.0
  // text left overkill open; the English text settles it).
  if (units.some((id) => amountOf(id) > needOf(id)) && units.some((id) => amountOf(id) < needOf(id))) return false;
  const tanks = units.filter(isTank);
  const othersHit = units.some((id) => !tanks.includes(id) && amountOf(id) > 0);
  if (othersHit && !tanks.every((id) => amountOf(id) >= needOf(id))) return false;
  // 465.2.c.6: a unit assigned damage last gets some only once every other unit has lethal.
  const lastHit = units.some((id) => isLast(id) && amountOf(id) > 0);
  return !lastHit || units.every((id) => isLast(id) || amountOf(id) >= needOf(id));
}

function permutations(items: readonly ObjectId[], limit: number): ObjectId[][] {
  const result: ObjectId[][] = [];
  const walk = (rest: readonly ObjectId[], prefix: ObjectId[]): void => {
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

/** Assigns lethal damage in order and the remainder to the last unit that receives any. */
function greedy(needOf: (id: ObjectId) => number, order: readonly ObjectId[], total: number): Assignment {
  const result: { unit: ObjectId; amount: number }[] = [];
  let left = total;
  for (const unit of order) {
    if (left <= 0) break;
    const amount = Math.min(left, needOf(unit));
    result.push({ unit, amount });
    left -= amount;
  }
  const last = result[result.length - 1];
  if (left > 0 && last) last.amount += left;
  return result;
}

/** A few valid assignments (lethal damage in each order of the units, Tank units first). Each
 * unit's lethal need and Tank keyword are worked out once, not once per order tried. */
export function assignmentOptions(state: GameState, units: readonly ObjectId[], total: number, limit = 24): readonly Assignment[] {
  const needs = new Map(units.map((id) => [id, lethalNeed(state, id)]));
  const needOf = (id: ObjectId): number => needs.get(id) ?? lethalNeed(state, id);
  const tanks = units.filter((id) => keywordsOf(state, id).tank === true);
  const isTank = (id: ObjectId): boolean => tanks.includes(id);
  // A unit both Tank and assigned last is taken as a Tank here (one valid choice, 465.2.c.8).
  const lasts = units.filter((id) => !tanks.includes(id) && isAssignedLast(state, id));
  const isLast = (id: ObjectId): boolean => lasts.includes(id);
  const middle = units.filter((id) => !tanks.includes(id) && !lasts.includes(id));
  const seen = new Set<string>();
  const result: Assignment[] = [];
  for (const tankOrder of permutations(tanks, limit)) {
    for (const otherOrder of permutations(middle, limit)) {
      for (const lastOrder of permutations(lasts, limit)) {
        const assignment = greedy(needOf, [...tankOrder, ...otherOrder, ...lastOrder], total);
        const key = assignment.map(({ unit, amount }) => `${unit}:${amount}`).sort().join(',');
        if (!seen.has(key) && validFor(units, total, assignment, needOf, isTank, isLast)) {
          seen.add(key);
          result.push(assignment);
        }
        if (result.length >= limit) return result;
      }
    }
  }
  return result;
}
