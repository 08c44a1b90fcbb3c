/**
 * 560: the total cost of playing a card: base cost (or zero when ignored, 560.1), additional
 * costs (560.2), cost increases (560.3), then discounts in the order the player chooses (560.4),
 * never below zero (560.5). A discount with a minimum only respects its own minimum (560.4.c).
 */
import { cardDefinition, cardOf } from '../cards/card-registry.js';
import type { Ability, CardDefinition } from '../model/card-definition.js';
import type { TargetRef } from '../model/chain-item.js';
import type { GameState } from '../model/game-state.js';
import type { Domain, ObjectId, Seat } from '../model/ids.js';
import { permanentsWithStatic } from './board-abilities.js';
import { keywordsOf, mightOf } from './might.js';
import { playerConditionHolds } from './player-condition.js';
import { areOpponents } from './mode-policy.js';
import { findObject, objectAt, seatAt, unitsOnBoard } from './queries.js';
import { nextSpellEffects } from './turn-effects.js';

/** One power symbol to pay: the domains that may pay it, or any domain. */
export type PowerSlot = readonly Domain[] | 'any';

export interface Cost {
  readonly energy: number;
  readonly power: readonly PowerSlot[];
}

export interface Discount {
  /** `self` for the card's own discount, otherwise the id of the object granting it. */
  readonly id: string;
  readonly amount: number;
  readonly minimum: number | null;
}

export interface PlayCostInput {
  readonly seat: Seat;
  readonly card: CardDefinition;
  readonly fromHidden: boolean;
  readonly paidAdditional: boolean;
  /** CR 1.4 805.1.a: the Accelerate cost is paid. */
  readonly accelerate?: boolean;
  readonly targets: readonly TargetRef[];
  readonly discountOrder?: readonly string[];
  /** `spellDiscounts(state, seat)`, when the caller prices many spells of one seat at once. */
  readonly spellDiscounts?: readonly Discount[] | undefined;
  /** How many times an "any number of" additional cost is paid (`AdditionalCost` `anyNumber`). */
  readonly additionalTimes?: number;
}

function applyDiscount(energy: number, discount: Discount): number {
  if (discount.minimum !== null) {
    return energy > discount.minimum ? Math.max(discount.minimum, energy - discount.amount) : energy;
  }
  return Math.max(0, energy - discount.amount);
}

/** 560.4.a: discounts from the card itself and from other objects. */
export function applicableDiscounts(state: GameState, input: PlayCostInput): readonly Discount[] {
  const { seat, card } = input;
  const result: Discount[] = [];
  const additional = card.additionalCost;
  if (additional?.kind === 'discard' && input.paidAdditional) result.push({ id: 'self', amount: additional.reduceEnergy, minimum: null });
  const self = card.selfDiscount;
  if (self?.kind === 'if') {
    if (playerConditionHolds(state, seat, self.condition)) result.push({ id: 'self', amount: self.energy, minimum: null });
  } else if (self?.kind === 'highestFriendlyMight') {
    const mights = unitsOnBoard(state)
      .filter((id) => objectAt(state, id).controller === seat)
      .map((id) => mightOf(state, id));
    result.push({ id: 'self', amount: Math.max(0, ...mights), minimum: null });
  } else if (self?.kind === 'perCardInTrash') {
    result.push({ id: 'self', amount: self.energy * seatAt(state, seat).trash.length, minimum: null });
  }
  if (card.type === 'Spell') for (const discount of input.spellDiscounts ?? spellDiscounts(state, seat)) result.push(discount);
  if (card.tags.length > 0) tagDiscountsInto(result, state, seat, card);
  return result;
}

type TagDiscountAbility = Extract<Ability, { readonly effect: 'tagEnergyDiscount' }>;
type SpellDiscountAbility = Extract<Ability, { readonly effect: 'spellEnergyDiscountAtBattlefield' }>;

/** The discount abilities of each definition, in printed order, found once per definition: the
 * abilities come in many shapes, and scanning them on every priced card was megamorphic. */
const discountAbilities = new WeakMap<CardDefinition, { readonly tag: readonly TagDiscountAbility[]; readonly spell: readonly SpellDiscountAbility[] }>();

function discountAbilitiesOf(card: CardDefinition): { readonly tag: readonly TagDiscountAbility[]; readonly spell: readonly SpellDiscountAbility[] } {
  let found = discountAbilities.get(card);
  if (found === undefined) {
    const tag: TagDiscountAbility[] = [];
    const spell: SpellDiscountAbility[] = [];
    for (const ability of card.abilities) {
      if (ability.kind !== 'static') continue;
      if (ability.effect === 'tagEnergyDiscount') tag.push(ability);
      else if (ability.effect === 'spellEnergyDiscountAtBattlefield') spell.push(ability);
    }
    found = { tag, spell };
    discountAbilities.set(card, found);
  }
  return found;
}

/** 560.4.a: discounts the seat's units (at a battlefield or in base) give to its cards of a tag. */
function tagDiscountsInto(result: Discount[], state: GameState, seat: Seat, card: CardDefinition): void {
  // The board index (ADR 0108) lists the permanents with such a discount in board order: usually
  // none, where a scan of every unit ran for every card with a tag priced at every priority.
  for (const id of permanentsWithStatic(state, 'tagEnergyDiscount')) {
    const object = objectAt(state, id);
    if (object.controller !== seat || cardOf(object).type !== 'Unit') continue;
    for (const ability of discountAbilitiesOf(cardOf(object)).tag) {
      if (card.tags.includes(ability.tag)) result.push({ id: String(id), amount: ability.amount, minimum: ability.minimum });
    }
  }
}

/** 560.4.a: the discounts the seat's units give to every spell it plays (in board order). */
export function spellDiscounts(state: GameState, seat: Seat): readonly Discount[] {
  const result: Discount[] = [];
  for (const id of permanentsWithStatic(state, 'spellEnergyDiscountAtBattlefield')) {
    const object = objectAt(state, id);
    if (object.controller !== seat || object.zone !== 'battlefield' || cardOf(object).type !== 'Unit') continue;
    for (const ability of discountAbilitiesOf(cardOf(object)).spell) result.push({ id: String(id), amount: ability.amount, minimum: ability.minimum });
  }
  // CR 1.3 391: "the next spell you play this turn costs less" (used up when a spell is played).
  for (const { index, effect } of nextSpellEffects(state, seat, 'nextSpellDiscount')) result.push({ id: `next${index}`, amount: effect.energy, minimum: null });
  return result;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  const result: T[][] = [];
  items.forEach((item, index) => {
    for (const rest of permutations([...items.slice(0, index), ...items.slice(index + 1)])) result.push([item, ...rest]);
  });
  return result;
}

/** Applies discounts in `order` (ids), or in the order that leaves the lowest energy cost. */
export function discountedEnergy(energy: number, discounts: readonly Discount[], order?: readonly string[]): number | null {
  if (order) {
    const ordered: Discount[] = [];
    const remaining = [...discounts];
    for (const id of order) {
      const index = remaining.findIndex((discount) => discount.id === id);
      if (index < 0) return null;
      ordered.push(...remaining.splice(index, 1));
    }
    if (remaining.length > 0) return null;
    return ordered.reduce(applyDiscount, energy);
  }
  // The usual case: nothing to order, so no permutations to build.
  if (discounts.length === 0) return energy;
  let best = energy;
  for (const sequence of permutations(discounts.slice(0, 5))) best = Math.min(best, sequence.reduce(applyDiscount, energy));
  return best;
}

/** 721: Deflect makes choosing a permanent of an opponent cost extra power of any domain. */
export function deflectSlots(state: GameState, seat: Seat, targets: readonly TargetRef[]): PowerSlot[] {
  const slots: PowerSlot[] = [];
  deflectInto(slots, state, seat, targets);
  return slots;
}

function deflectInto(slots: PowerSlot[], state: GameState, seat: Seat, targets: readonly TargetRef[]): void {
  for (const ref of targets) {
    if (ref === null || !('id' in ref)) continue;
    const object = findObject(state, ref.id);
    if (!object || !areOpponents(state, seat, object.controller)) continue;
    for (let i = 0; i < (keywordsOf(state, ref.id).deflect ?? 0); i++) slots.push('any');
  }
}

/**
 * 560.3: the increases that apply to this play, as extra power slots. Only power increases exist
 * among the cards in scope; they come after the additional costs and before the discounts, so an
 * ignored base cost (560.1.c) or a discount never removes them.
 */
export function costIncreaseSlots(state: GameState, input: PlayCostInput): PowerSlot[] {
  const slots: PowerSlot[] = [];
  increasesInto(slots, state, input);
  return slots;
}

function increasesInto(slots: PowerSlot[], state: GameState, input: PlayCostInput): void {
  const showdown = state.showdown;
  if (!showdown) return;
  // 723.1.d: a card played from facedown is played as a Reaction.
  const hasReaction = input.fromHidden || input.card.keywords.reaction === true;
  if (!hasReaction) return;
  const here = state.battlefields[showdown.bf];
  if (!here) return;
  for (const ability of cardDefinition(here.card).abilities) {
    if (ability.kind !== 'static' || ability.effect !== 'reactionPowerIncreaseDuringShowdownHere') continue;
    for (let i = 0; i < ability.power; i++) slots.push('any');
  }
}

/** CR 1.3 356.4: `count` power of `domain` off the cost (never below none, 356.5): slots that
 * domain (or any domain) may pay are removed, the last ones first. */
function reducePowerSlots(power: PowerSlot[], domain: Domain, count: number): void {
  let left = count;
  for (let i = power.length - 1; i >= 0 && left > 0; i--) {
    const slot = power[i] as PowerSlot;
    if (slot === 'any' || slot.includes(domain)) {
      power.splice(i, 1);
      left--;
    }
  }
}

/** The total cost (560), or null when a requested discount order is not a valid one. */
export function playCost(state: GameState, input: PlayCostInput): Cost | null {
  const { card } = input;
  const ignoreBase = input.fromHidden || (card.additionalCost?.kind === 'spendBuff' && input.paidAdditional);
  let energy = ignoreBase ? 0 : card.energy;
  const power: PowerSlot[] = [];
  if (!ignoreBase) for (let i = 0; i < card.power; i++) power.push(card.domains);
  if (card.additionalCost?.kind === 'power' && input.paidAdditional) power.push([card.additionalCost.domain]);
  if (input.accelerate) {
    // CR 1.4 805.1.a: 1 energy and 1 power, of one of the unit's domains (805.1.a.1) or of any
    // domain when it has none (805.1.a.2); an additional cost, so ignoring the base cost keeps it
    // (CR 1.3 356.1.b.3) and discounts apply to its energy after it is added.
    energy += 1;
    power.push(card.domains.length > 0 ? card.domains : 'any');
  }
  if (input.targets.length > 0) deflectInto(power, state, input.seat, input.targets);
  increasesInto(power, state, input);
  if (card.additionalCost?.kind === 'anyNumber' && input.additionalTimes) reducePowerSlots(power, card.additionalCost.reducePower, input.additionalTimes);
  const discounted = discountedEnergy(energy, applicableDiscounts(state, input), input.discountOrder);
  if (discounted === null) return null;
  energy = Math.max(0, discounted);
  return { energy, power };
}

export function costIsFree(cost: Cost): boolean {
  return cost.energy === 0 && cost.power.length === 0;
}

export function objectsWithAddAbility(state: GameState, seat: Seat): readonly ObjectId[] {
  return seatAt(state, seat).base.filter((id) => {
    const object = objectAt(state, id);
    return !object.exhausted && cardOf(object).abilities.some((ability) => ability.kind === 'activated' && ability.adds !== undefined);
  });
}
