/** 626.1.d: combat damage assignment: lethal damage first, Tank units before the others (727). */
import type { DamageAssignment } from '../../model/frame.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { keywordsOf, mightOf } from '../../rules/might.js';
import { objectAt } from '../../rules/queries.js';

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
  return validFor(units, total, assignment, (id) => lethalNeed(state, id), (id) => keywordsOf(state, id).tank === true);
}

function validFor(
  units: readonly ObjectId[],
  total: number,
  assignment: Assignment,
  needOf: (id: ObjectId) => number,
  isTank: (id: ObjectId) => boolean,
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
  return !othersHit || tanks.every((id) => amountOf(id) >= needOf(id));
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
  const others = units.filter((id) => !tanks.includes(id));
  const seen = new Set<string>();
  const result: Assignment[] = [];
  for (const tankOrder of permutations(tanks, limit)) {
    for (const otherOrder of permutations(others, limit)) {
      const assignment = greedy(needOf, [...tankOrder, ...otherOrder], total);
      const key = assignment.map(({ unit, amount }) => `${unit}:${amount}`).sort().join(',');
      if (!seen.has(key) && validFor(units, total, assignment, needOf, isTank)) {
        seen.add(key);
        result.push(assignment);
      }
      if (result.length >= limit) return result;
    }
  }
  return result;
}
