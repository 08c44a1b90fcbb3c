/**
 * Activated abilities an object has: its own, then those another ability grants it ("I have all
 * [E] abilities of all friendly legends, units, and gear"). Granting abilities is the
 * ability-altering layer (CR 1.3 472.2.a-b: "have"), applied before arithmetic, so the list is read
 * from the board whenever it is needed and nothing is stored.
 *
 * A granted ability keeps the card it is printed on and its index there (the pair names it in the
 * `activate` action, `abilityOf`, and on the chain item, `card` + `ability`), so replays and hashes
 * stay exact; its source is the object that has it: that object pays "exhaust me" (CR 1.3 414.5)
 * and is "me" / "this" in its text (CR 1.4 053).
 */
import { cardOf } from '../cards/card-registry.js';
import type { ActivatedAbility, CardDefinition, CardType } from '../model/card-definition.js';
import type { GameObject } from '../model/game-object.js';
import type { GameState } from '../model/game-state.js';
import type { CardId } from '../model/ids.js';
import { isFriendlyController } from './mode-policy.js';
import { findObject, objectAt } from './queries.js';

/** An activated ability an object has by a grant: the card it is printed on and its index there. */
export interface GrantedAbility {
  readonly card: CardId;
  readonly index: number;
  readonly ability: ActivatedAbility;
}

const NONE: readonly GrantedAbility[] = [];

/** The card types whose exhaust abilities a card's passive grants it (empty: none). Remembered per
 * definition: this is asked for every object whenever Add abilities and activations are listed. */
const borrowedTypes = new WeakMap<CardDefinition, readonly CardType[]>();

function typesBorrowedBy(card: CardDefinition): readonly CardType[] {
  let types = borrowedTypes.get(card);
  if (types === undefined) {
    const found: CardType[] = [];
    for (const ability of card.abilities) {
      if (ability.kind === 'static' && ability.effect === 'hasExhaustAbilitiesOf') found.push(...ability.types);
    }
    types = found;
    borrowedTypes.set(card, types);
  }
  return types;
}

/** Whether the object's card has a passive granting it other objects' activated abilities. */
export function borrowsAbilities(object: GameObject): boolean {
  return typesBorrowedBy(cardOf(object)).length > 0;
}

/** The printed activated abilities with the exhaust symbol in their cost (CR 1.3 414.5) of one lender. */
function lend(lender: GameObject, types: readonly CardType[], into: GrantedAbility[]): void {
  const card = cardOf(lender);
  if (!types.includes(card.type)) return;
  const abilities = card.abilities;
  for (let index = 0; index < abilities.length; index++) {
    const ability = abilities[index];
    if (ability?.kind !== 'activated' || ability.cost.exhaustSelf !== true) continue;
    // Two permanents with the same printed ability grant it once: the same text, the same cost
    // ("exhaust me": the borrower), so a second instance would change nothing.
    if (into.some((known) => known.card === card.id && known.index === index)) continue;
    into.push({ card: card.id, index, ability });
  }
}

/**
 * The activated abilities `object` has by a `hasExhaustAbilitiesOf` passive: those with the exhaust
 * symbol in their cost printed on the friendly legends, units and gear on the board (the types the
 * passive names; friendly: CR 1.3 648.8.d for teams), in a stable order (legends by seat, bases,
 * then battlefields). Passives work on the board only (CR 1.3 365.1). Only printed abilities are
 * lent: another borrower's granted ones are the same printed ones, so nothing is missed.
 */
export function grantedActivatedAbilities(state: GameState, object: GameObject): readonly GrantedAbility[] {
  const types = typesBorrowedBy(cardOf(object));
  if (types.length === 0) return NONE;
  if (object.zone !== 'base' && object.zone !== 'battlefield' && object.zone !== 'legendZone') return NONE;
  const seat = object.controller;
  const found: GrantedAbility[] = [];
  for (const other of state.seats) {
    const legend = findObject(state, other.legend);
    if (legend && legend.zone === 'legendZone' && isFriendlyController(state, seat, legend.controller)) lend(legend, types, found);
  }
  for (const other of state.seats) {
    for (const id of other.base) {
      const lender = objectAt(state, id);
      if (isFriendlyController(state, seat, lender.controller)) lend(lender, types, found);
    }
  }
  for (const bf of state.battlefields) {
    for (const id of bf.units) {
      const lender = objectAt(state, id);
      if (isFriendlyController(state, seat, lender.controller)) lend(lender, types, found);
    }
  }
  return found;
}

/** The activated ability an activation names: the object's own ability `index`, or, with
 * `abilityOf`, ability `index` of that card as the object has it by a grant. */
export function activatedAbilityOf(state: GameState, object: GameObject, index: number, abilityOf: CardId | undefined): ActivatedAbility | undefined {
  if (abilityOf === undefined) {
    const own = cardOf(object).abilities[index];
    return own?.kind === 'activated' ? own : undefined;
  }
  for (const granted of grantedActivatedAbilities(state, object)) {
    if (granted.card === abilityOf && granted.index === index) return granted.ability;
  }
  return undefined;
}
