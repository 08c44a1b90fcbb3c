/**
 * 158-161, 561: paying a cost from the rune pool. Resources come from basic runes (157: exhaust
 * for one energy, recycle for one power of the rune's domain; reading R8: a rune exhausted for
 * energy may still be recycled) and from gear with Add abilities (605). A payment plan names the
 * sources to use; when none is given the engine finds a minimal one.
 */
import { cardOf } from '../cards/card-registry.js';
import type { ActivatedAbility } from '../model/card-definition.js';
import type { GameObject } from '../model/game-object.js';
import { DOMAINS, type Domain, type ObjectId, type Seat } from '../model/ids.js';
import type { GameState, RunePool } from '../model/game-state.js';
import type { PowerAmounts } from '../model/game-event.js';
import type { Cost, PowerSlot } from './costs.js';
import { findObject, objectAt, seatAt } from './queries.js';
import { borrowsAbilities, grantedActivatedAbilities } from './granted-abilities.js';

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

function runeDomain(state: GameState, rune: ObjectId): Domain {
  const domain = cardOf(objectAt(state, rune)).domains[0];
  if (!domain) throw new Error(`rune ${rune} has no domain`);
  return domain;
}

/** CR 1.3 812: an Add ability with Legion adds nothing unless its controller played a card this turn. */
export function addsNow(state: GameState, source: GameObject, ability: ActivatedAbility): boolean {
  return !ability.legion || (state.seats[source.controller]?.cardsPlayed ?? 0) >= 1;
}

/**
 * The Add ability an object without one of its own uses inside a payment, when it has Add
 * abilities by a grant (`rules/granted-abilities.ts`): the first that adds now and has no kill
 * cost. A payment names only the object, so another granted Add ability is used by activating it
 * alone (`activate` with `abilityOf`, reading R8) before paying.
 */
function grantedAddAbility(state: GameState, object: GameObject): ActivatedAbility | null {
  if (!borrowsAbilities(object)) return null;
  for (const own of cardOf(object).abilities) if (own.kind === 'activated' && own.adds) return null;
  for (const granted of grantedActivatedAbilities(state, object)) {
    const ability = granted.ability;
    if (ability.adds && addsNow(state, object, ability) && !ability.cost.killFriendlyUnitOrGear) return ability;
  }
  return null;
}

/** The domain an Add-power ability produces (`any`: power of any domain), or null for energy. */
export function addedPower(state: GameState, source: ObjectId): PowerKey | null {
  const object = objectAt(state, source);
  for (const ability of cardOf(object).abilities) {
    if (ability.kind === 'activated' && ability.adds && 'power' in ability.adds && addsNow(state, object, ability) && !ability.cost.killFriendlyUnitOrGear) return ability.adds.power;
  }
  const granted = grantedAddAbility(state, object)?.adds;
  return granted && 'power' in granted ? granted.power : null;
}

export function addedEnergy(state: GameState, source: ObjectId): number {
  const object = objectAt(state, source);
  for (const ability of cardOf(object).abilities) {
    if (ability.kind === 'activated' && ability.adds && 'energy' in ability.adds && addsNow(state, object, ability)) return ability.adds.energy;
  }
  const granted = grantedAddAbility(state, object)?.adds;
  return granted && 'energy' in granted ? granted.energy : 0;
}

/** Whether `source` adds resources only for playing spells (CR 1.3 429.3; rulings on Lux, Crownguard). */
export function addsOnlyForSpells(state: GameState, source: ObjectId): boolean {
  const object = findObject(state, source);
  if (object === undefined) return false;
  if (cardOf(object).abilities.some((ability) => ability.kind === 'activated' && ability.adds !== undefined && ability.onlyForSpells === true)) return true;
  return grantedAddAbility(state, object)?.onlyForSpells === true;
}

/** Which power pays which slot: a small exact search (costs have at most a few symbols). */
export function matchPower(slots: readonly PowerSlot[], available: Readonly<Record<PowerKey, number>>): PowerAmounts | null {
  // Most costs have no power symbol: the search below would succeed at once with nothing used.
  if (slots.length === 0) return {};
  // One symbol (most costs with power): the search below would take the first of its domains,
  // then 'any', that is available. Without the search's copies and closure.
  if (slots.length === 1) {
    const slot = slots[0] as PowerSlot;
    const domains = slot === 'any' ? DOMAINS : slot;
    for (const domain of domains) if ((available[domain] ?? 0) > 0) return { [domain]: 1 };
    return (available.any ?? 0) > 0 ? { any: 1 } : null;
  }
  const order = [...slots].sort((a, b) => (a === 'any' ? 6 : a.length) - (b === 'any' ? 6 : b.length));
  const left: Record<PowerKey, number> = { ...available };
  const used: Record<string, number> = {};
  const solve = (index: number): boolean => {
    if (index === order.length) return true;
    const slot = order[index] as PowerSlot;
    const domains = slot === 'any' ? DOMAINS : slot;
    // The slot's domains, then 'any' (without building that list on every step of the search).
    for (let option = 0; option <= domains.length; option++) {
      const key: PowerKey = option < domains.length ? (domains[option] as Domain) : 'any';
      if ((left[key] ?? 0) <= 0) continue;
      left[key]--;
      used[key] = (used[key] ?? 0) + 1;
      if (solve(index + 1)) return true;
      left[key]++;
      used[key] = (used[key] ?? 0) - 1;
    }
    return false;
  };
  if (!solve(0)) return null;
  const result: Partial<Record<PowerKey, number>> = {};
  for (const [key, count] of Object.entries(used)) if (count > 0) result[key as PowerKey] = count;
  return result;
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

/** A minimal plan: pool first, then exhaust ready runes for energy, then Add gear and runes
 * (exhausted ones first) for power. Null when the cost cannot be paid. `spent`: an object the
 * cost itself exhausts ("exhaust me"), so its Add ability cannot pay it too (CR 1.3 414.1.b). */
export function planPayment(state: GameState, seat: Seat, cost: Cost, reservedRunes: readonly ObjectId[] = [], spent: ObjectId | null = null): PaymentPlan | null {
  const pool = seatAt(state, seat).pool;
  if (cost.energy <= pool.energy && cost.power.length === 0) return EMPTY_PLAN;
  const allRunes = seatAt(state, seat).runes;
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
  const power: Record<PowerKey, number> = { ...pool.power };
  const abilities: ObjectId[] = [];
  const recycle: ObjectId[] = [];
  // The pool often covers the power already (always when there is none to pay): skip gathering
  // the sources in that case, the loop below would not touch them.
  if (matchPower(cost.power, power) !== null) return { exhaust, recycle, abilities };
  const seals = seatAt(state, seat).base.filter((id) => {
    const added = id === spent || objectAt(state, id).exhausted ? null : addedPower(state, id);
    return added !== null && added !== 'any';
  });
  // Exhausted runes (or runes exhausted by this plan) first, each group in rune order: the same
  // order as a stable sort on that key, without a comparator.
  const spentFirst: ObjectId[] = [];
  const readyLast: ObjectId[] = [];
  for (const rune of runes) (objectAt(state, rune).exhausted || exhaust.includes(rune) ? spentFirst : readyLast).push(rune);
  const byPreference = [...spentFirst, ...readyLast];
  const sources: { id: ObjectId; domain: Domain; gear: boolean }[] = [
    ...seals.map((id) => ({ id, domain: addedPower(state, id) as Domain, gear: true })),
    ...byPreference.map((id) => ({ id, domain: runeDomain(state, id), gear: false })),
  ];
  while (matchPower(cost.power, power) === null) {
    const needed = neededDomains(cost.power, power);
    const next = sources.findIndex((source) => needed.has(source.domain));
    if (next < 0) return null;
    const [source] = sources.splice(next, 1);
    if (!source) return null;
    power[source.domain]++;
    (source.gear ? abilities : recycle).push(source.id);
  }
  return { exhaust, recycle, abilities };
}

/** Domains that would help pay the slots that the current power cannot cover. */
function neededDomains(slots: readonly PowerSlot[], power: Readonly<Record<PowerKey, number>>): Set<Domain> {
  const needed = new Set<Domain>();
  const left: Record<PowerKey, number> = { ...power };
  const sorted = [...slots].sort((a, b) => (a === 'any' ? 6 : a.length) - (b === 'any' ? 6 : b.length));
  for (const slot of sorted) {
    const options = slot === 'any' ? DOMAINS : slot;
    const key = options.find((domain) => left[domain] > 0) ?? (left.any > 0 ? 'any' : undefined);
    if (key) left[key]--;
    else for (const domain of options) needed.add(domain);
  }
  return needed;
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
  private readonly pool: RunePool;
  private readonly readyRunes: number;
  private readonly runeCount: number;
  /** Add gear (ready) and runes that could be used for power, by domain. */
  private readonly sources: Record<Domain, number> = { Fury: 0, Calm: 0, Mind: 0, Body: 0, Chaos: 0, Order: 0 };

  constructor(state: GameState, seat: Seat) {
    const mine = seatAt(state, seat);
    this.pool = mine.pool;
    this.runeCount = mine.runes.length;
    let ready = 0;
    for (const rune of mine.runes) {
      if (!objectAt(state, rune).exhausted) ready++;
      this.sources[runeDomain(state, rune)]++;
    }
    this.readyRunes = ready;
    for (const id of mine.base) {
      if (objectAt(state, id).exhausted) continue;
      const domain = addedPower(state, id);
      if (domain !== null && domain !== 'any') this.sources[domain]++;
    }
  }

  /** True or false when the cost is of the counted kind, undefined otherwise. */
  canPay(cost: Cost): boolean | undefined {
    const slots = cost.power;
    const first = slots[0];
    if (first === 'any') return undefined;
    for (let i = 1; i < slots.length; i++) if (!sameDomains(slots[i] as PowerSlot, first as readonly Domain[])) return undefined;
    // Energy: the pool first, then ready runes exhausted (`planPayment`'s first step).
    if (Math.max(0, cost.energy - this.pool.energy) > this.readyRunes) return false;
    if (slots.length === 0) return true;
    if (slots.length > this.runeCount + 8) return false;
    let power = this.pool.power.any;
    for (const domain of first as readonly Domain[]) power += this.pool.power[domain] + this.sources[domain];
    return power >= slots.length;
  }
}

function sameDomains(slot: PowerSlot, domains: readonly Domain[]): boolean {
  if (slot === domains) return true;
  if (slot === 'any' || slot.length !== domains.length) return false;
  for (let i = 0; i < slot.length; i++) if (slot[i] !== domains[i]) return false;
  return true;
}
