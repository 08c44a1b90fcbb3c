/**
 * 158-161, 561: paying a cost from the rune pool. Resources come from basic runes (157: exhaust
 * for one energy, recycle for one power of the rune's domain; reading R8: a rune exhausted for
 * energy may still be recycled) and from gear with Add abilities (605). A payment plan names the
 * sources to use; when none is given the engine finds a minimal one.
 *
 * Power is counted in small arrays of integers indexed by `POWER_KEYS` (the six domains, then `any`),
 * so checking a cost allocates nothing; these checks run for every card `legalActions` lists.
 */
import { cardOf } from '../cards/card-registry.js';
import type { Domain, ObjectId, Seat } from '../model/ids.js';
import type { GameState, RunePool } from '../model/game-state.js';
import type { PowerAmounts } from '../model/game-event.js';
import type { Cost, PowerSlot } from './costs.js';
import { findObject, objectAt, seatAt } from './queries.js';

export interface PaymentPlan {
  /** Runes exhausted for energy. */
  readonly exhaust: readonly ObjectId[];
  /** Runes recycled for power, bottom of the rune deck in this order (594.5.a). */
  readonly recycle: readonly ObjectId[];
  /** Gear (or legends) whose Add ability is used. */
  readonly abilities: readonly ObjectId[];
}

export const EMPTY_PLAN: PaymentPlan = { exhaust: [], recycle: [], abilities: [] };

type PowerKey = Domain | 'any';

/** The power keys by index: `DOMAINS` in order, then `any` (index 6). */
const POWER_KEYS: readonly PowerKey[] = ['Fury', 'Calm', 'Mind', 'Body', 'Chaos', 'Order', 'any'];
const ANY = 6;

function keyIndex(key: PowerKey): number {
  switch (key) {
    case 'Fury':
      return 0;
    case 'Calm':
      return 1;
    case 'Mind':
      return 2;
    case 'Body':
      return 3;
    case 'Chaos':
      return 4;
    case 'Order':
      return 5;
    case 'any':
      return ANY;
  }
}

/** The domains of a slot as key indexes, in the order the search tries them (then `any`). */
const ANY_SLOT: readonly number[] = [0, 1, 2, 3, 4, 5];

function slotDomains(slot: PowerSlot): readonly number[] {
  if (slot === 'any') return ANY_SLOT;
  const result: number[] = [];
  for (let i = 0; i < slot.length; i++) result.push(keyIndex(slot[i] as Domain));
  return result;
}

/** A slot's specificity: the slots with fewer options are matched first. */
const rankOf = (slot: PowerSlot): number => (slot === 'any' ? 6 : slot.length);

/** The slots' domain lists, most specific first (a stable sort, as `Array.prototype.sort`). */
function orderedSlots(slots: readonly PowerSlot[]): (readonly number[])[] {
  const order: PowerSlot[] = [];
  for (const slot of slots) {
    let at = order.length;
    while (at > 0 && rankOf(order[at - 1] as PowerSlot) > rankOf(slot)) at--;
    order.splice(at, 0, slot);
  }
  return order.map(slotDomains);
}

function countsOf(power: Readonly<Record<PowerKey, number>>): number[] {
  return [power.Fury ?? 0, power.Calm ?? 0, power.Mind ?? 0, power.Body ?? 0, power.Chaos ?? 0, power.Order ?? 0, power.any ?? 0];
}

/**
 * Which power pays which slot: a small exact search (costs have at most a few symbols), each slot
 * trying its domains in order and then universal power. `used` and `firstUse` record the amounts
 * and the order in which each key was first used, so the result lists its keys in that order.
 */
function search(order: readonly (readonly number[])[], index: number, left: number[], used: number[] | null, firstUse: number[] | null): boolean {
  if (index === order.length) return true;
  const domains = order[index] as readonly number[];
  for (let option = 0; option <= domains.length; option++) {
    const key = option < domains.length ? (domains[option] as number) : ANY;
    if ((left[key] as number) <= 0) continue;
    left[key] = (left[key] as number) - 1;
    if (used && firstUse) {
      if (!firstUse.includes(key)) firstUse.push(key);
      used[key] = (used[key] as number) + 1;
    }
    if (search(order, index + 1, left, used, firstUse)) return true;
    left[key] = (left[key] as number) + 1;
    if (used) used[key] = (used[key] as number) - 1;
  }
  return false;
}

/** Can `available` pay the slots? (The search of `matchPower` without building its result.) */
function powerFits(order: readonly (readonly number[])[], available: number[]): boolean {
  if (order.length === 0) return true;
  return search(order, 0, available.slice(), null, null);
}

/** Which power pays which slot, or null when the power cannot pay them. */
export function matchPower(slots: readonly PowerSlot[], available: Readonly<Record<PowerKey, number>>): PowerAmounts | null {
  // Most costs have no power symbol: the search below would succeed at once with nothing used.
  if (slots.length === 0) return {};
  const used = [0, 0, 0, 0, 0, 0, 0];
  const firstUse: number[] = [];
  if (!search(orderedSlots(slots), 0, countsOf(available), used, firstUse)) return null;
  const result: Partial<Record<PowerKey, number>> = {};
  for (const key of firstUse) if ((used[key] as number) > 0) result[POWER_KEYS[key] as PowerKey] = used[key] as number;
  return result;
}

function runeDomain(state: GameState, rune: ObjectId): Domain {
  const domain = cardOf(objectAt(state, rune)).domains[0];
  if (!domain) throw new Error(`rune ${rune} has no domain`);
  return domain;
}

/** The domain an Add-power ability produces, or null for energy. */
export function addedPower(state: GameState, source: ObjectId): Domain | null {
  for (const ability of cardOf(objectAt(state, source)).abilities) {
    if (ability.kind === 'activated' && ability.adds && 'power' in ability.adds) return ability.adds.power;
  }
  return null;
}

function addedEnergy(state: GameState, source: ObjectId): number {
  for (const ability of cardOf(objectAt(state, source)).abilities) {
    if (ability.kind === 'activated' && ability.adds && 'energy' in ability.adds) return ability.adds.energy;
  }
  return 0;
}

/** The pool after using the sources of a plan (no events; for checking). */
export function poolAfter(state: GameState, seat: Seat, plan: PaymentPlan): RunePool {
  const pool = seatAt(state, seat).pool;
  const power = { ...pool.power };
  let energy = pool.energy + plan.exhaust.length;
  for (const rune of plan.recycle) power[runeDomain(state, rune)]++;
  for (const source of plan.abilities) {
    const domain = addedPower(state, source);
    if (domain) power[domain]++;
    else energy += addedEnergy(state, source);
  }
  return { energy, power };
}

/** Is the plan made of this seat's own, usable sources, each used once? */
export function isValidPlan(state: GameState, seat: Seat, plan: PaymentPlan): boolean {
  const runes = seatAt(state, seat).runes;
  const seen = new Set<string>();
  for (const rune of plan.exhaust) {
    if (seen.has(`x${rune}`) || !runes.includes(rune) || objectAt(state, rune).exhausted) return false;
    seen.add(`x${rune}`);
  }
  for (const rune of plan.recycle) {
    if (seen.has(`r${rune}`) || !runes.includes(rune)) return false;
    seen.add(`r${rune}`);
  }
  for (const source of plan.abilities) {
    const object = findObject(state, source);
    if (seen.has(`a${source}`) || !object || object.controller !== seat || object.exhausted) return false;
    if (addedPower(state, source) === null && addedEnergy(state, source) === 0) return false;
    seen.add(`a${source}`);
  }
  return true;
}

export function canPayFromPool(pool: RunePool, cost: Cost): PowerAmounts | null {
  if (pool.energy < cost.energy) return null;
  return matchPower(cost.power, pool.power);
}

/** Domains (as a bit set of key indexes) that would help pay the slots the power cannot cover. */
function neededDomains(order: readonly (readonly number[])[], power: number[]): number {
  let needed = 0;
  const left = power.slice();
  for (const domains of order) {
    let key = -1;
    for (const domain of domains) {
      if ((left[domain] as number) > 0) {
        key = domain;
        break;
      }
    }
    if (key < 0 && (left[ANY] as number) > 0) key = ANY;
    if (key >= 0) left[key] = (left[key] as number) - 1;
    else for (const domain of domains) needed |= 1 << domain;
  }
  return needed;
}

/** A minimal plan: pool first, then exhaust ready runes for energy, then Add gear and runes
 * (exhausted ones first) for power. Null when the cost cannot be paid. */
export function planPayment(state: GameState, seat: Seat, cost: Cost, reservedRunes: readonly ObjectId[] = []): PaymentPlan | null {
  const mine = seatAt(state, seat);
  const pool = mine.pool;
  if (cost.energy <= pool.energy && cost.power.length === 0) return EMPTY_PLAN;
  const allRunes = mine.runes;
  // Quick bounds before searching: every rune gives at most one energy and one power.
  if (cost.energy > pool.energy + allRunes.length || cost.power.length > allRunes.length + 8) return null;
  const runes = reservedRunes.length === 0 ? allRunes : allRunes.filter((rune) => !reservedRunes.includes(rune));
  const exhaust: ObjectId[] = [];
  const missingEnergy = Math.max(0, cost.energy - pool.energy);
  for (const rune of runes) {
    if (exhaust.length >= missingEnergy) break;
    if (!objectAt(state, rune).exhausted) exhaust.push(rune);
  }
  if (exhaust.length < missingEnergy) return null;
  const order = orderedSlots(cost.power);
  const power = countsOf(pool.power);
  // The pool often covers the power already (always when there is none to pay): skip gathering
  // the sources in that case, the loop below would not touch them.
  if (powerFits(order, power)) return { exhaust, recycle: [], abilities: [] };
  // Sources in preference order: Add gear, then runes, exhausted ones (or ones this plan
  // exhausts) first, each group in rune order.
  const sourceIds: ObjectId[] = [];
  const sourceKeys: number[] = [];
  const sourceGear: boolean[] = [];
  for (const id of mine.base) {
    if (objectAt(state, id).exhausted) continue;
    const domain = addedPower(state, id);
    if (domain === null) continue;
    sourceIds.push(id);
    sourceKeys.push(keyIndex(domain));
    sourceGear.push(true);
  }
  for (let pass = 0; pass < 2; pass++) {
    for (const rune of runes) {
      const spent = objectAt(state, rune).exhausted || exhaust.includes(rune);
      if (spent !== (pass === 0)) continue;
      sourceIds.push(rune);
      sourceKeys.push(keyIndex(runeDomain(state, rune)));
      sourceGear.push(false);
    }
  }
  const taken: boolean[] = sourceIds.map(() => false);
  const abilities: ObjectId[] = [];
  const recycle: ObjectId[] = [];
  while (!powerFits(order, power)) {
    const needed = neededDomains(order, power);
    let next = -1;
    for (let i = 0; i < sourceIds.length; i++) {
      if (!taken[i] && (needed & (1 << (sourceKeys[i] as number))) !== 0) {
        next = i;
        break;
      }
    }
    if (next < 0) return null;
    taken[next] = true;
    const key = sourceKeys[next] as number;
    power[key] = (power[key] as number) + 1;
    (sourceGear[next] ? abilities : recycle).push(sourceIds[next] as ObjectId);
  }
  return { exhaust, recycle, abilities };
}

/**
 * Answers `planPayment(state, seat, cost) !== null` without building a plan, for the costs
 * `legalActions` prices most: energy plus any number of power symbols of one card's domains
 * (every slot the same list). For such a cost the search and the source picking of `planPayment`
 * come down to counting: the pool's matching power, plus every unused Add gear and rune of one
 * of those domains, must reach the number of symbols. Other costs get `undefined`: ask
 * `planPayment`.
 */
export class PaymentCheck {
  private readonly poolEnergy: number;
  private readonly readyRunes: number;
  private readonly runeCount: number;
  /** Pool power by key (`POWER_KEYS`). */
  private readonly pool: number[];
  /** Add gear (ready) and runes that could be used for power, by domain. */
  private readonly sources = [0, 0, 0, 0, 0, 0];

  constructor(state: GameState, seat: Seat) {
    const mine = seatAt(state, seat);
    this.poolEnergy = mine.pool.energy;
    this.pool = countsOf(mine.pool.power);
    this.runeCount = mine.runes.length;
    let ready = 0;
    for (const rune of mine.runes) {
      if (!objectAt(state, rune).exhausted) ready++;
      const key = keyIndex(runeDomain(state, rune));
      this.sources[key] = (this.sources[key] as number) + 1;
    }
    this.readyRunes = ready;
    for (const id of mine.base) {
      if (objectAt(state, id).exhausted) continue;
      const domain = addedPower(state, id);
      if (domain === null) continue;
      const key = keyIndex(domain);
      this.sources[key] = (this.sources[key] as number) + 1;
    }
  }

  /** True or false when the cost is of the counted kind, undefined otherwise. */
  canPay(cost: Cost): boolean | undefined {
    const slots = cost.power;
    const first = slots[0];
    if (first === 'any') return undefined;
    for (let i = 1; i < slots.length; i++) if (!sameDomains(slots[i] as PowerSlot, first as readonly Domain[])) return undefined;
    // Energy: the pool first, then ready runes exhausted (`planPayment`'s first step).
    if (Math.max(0, cost.energy - this.poolEnergy) > this.readyRunes) return false;
    if (slots.length === 0) return true;
    if (slots.length > this.runeCount + 8) return false;
    let power = this.pool[ANY] as number;
    for (const domain of first as readonly Domain[]) {
      const key = keyIndex(domain);
      power += (this.pool[key] as number) + (this.sources[key] as number);
    }
    return power >= slots.length;
  }
}

function sameDomains(slot: PowerSlot, domains: readonly Domain[]): boolean {
  if (slot === domains) return true;
  if (slot === 'any' || slot.length !== domains.length) return false;
  for (let i = 0; i < slot.length; i++) if (slot[i] !== domains[i]) return false;
  return true;
}
