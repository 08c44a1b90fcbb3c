/**
 * Might and keywords as they currently are (layers 634-639 as far as the cards in scope need):
 * layer 2 grants keywords (Fiora while Mighty), layer 3 adds and subtracts might in timestamp
 * order, where a "to a minimum of N" reduction never takes might below N.
 */
import { cardDefinition, cardOf } from '../cards/card-registry.js';
import type { CardDefinition, Keywords, StaticAbility } from '../model/card-definition.js';
import type { GameObject } from '../model/game-object.js';
import type { GameState } from '../model/game-state.js';
import type { ObjectId } from '../model/ids.js';
import { areOpponents, isFriendlyController } from './mode-policy.js';
import { isOnBoard, objectAt, placeOf } from './queries.js';
import { staticConditionHolds, staticMight } from './static-might.js';
import { matchesSelector } from './targeting.js';
import { buffMight } from './turn-effects.js';

interface Contribution {
  readonly timestamp: number;
  readonly amount: number;
  readonly minimum: number | null;
}

/** Might other friendly units at the same location give this one (`otherFriendlyUnitsHereMight`;
 * a base is a "here" too, CR 1.3 457.2.b), each with its source's timestamp (639). */
function mightFromUnitsHere(state: GameState, object: GameObject, into: (amount: number, timestamp: number) => void): void {
  if (object.zone !== 'battlefield' && object.zone !== 'base') return;
  for (const id of colocated(state, object)) {
    if (id === object.id) continue;
    const other = objectAt(state, id);
    if (!isFriendlyController(state, other.controller, object.controller)) continue;
    for (const ability of cardOf(other).abilities) {
      if (ability.kind !== 'static' || ability.effect !== 'otherFriendlyUnitsHereMight') continue;
      if (!ability.buffed || object.buffs > 0) into(ability.amount, other.since);
    }
  }
}

/** The permanents sharing `object`'s location: its battlefield's, or the base it is in. */
function colocated(state: GameState, object: GameObject): readonly ObjectId[] {
  if (object.zone === 'battlefield') return state.battlefields[object.bf]?.units ?? [];
  const own = state.seats[object.controller]?.base;
  if (own?.includes(object.id)) return own;
  return state.seats.find((seat) => seat.base.includes(object.id))?.base ?? [];
}

/**
 * Layer 3 changes other units' passive abilities make to this one, at the timestamp of their
 * source (639): stunned enemy units at a battlefield with such a unit (CR 1.3 472.3.b minimums).
 */
function auraContributions(state: GameState, object: GameObject): readonly Contribution[] {
  if (!object.stunned || object.zone !== 'battlefield') return NONE;
  let result: Contribution[] | null = null;
  for (const id of state.battlefields[object.bf]?.units ?? []) {
    if (id === object.id) continue;
    const other = objectAt(state, id);
    for (const ability of cardOf(other).abilities) {
      if (ability.kind !== 'static' || ability.effect !== 'mightToStunnedEnemyUnitsHere') continue;
      if (!areOpponents(state, other.controller, object.controller)) continue;
      (result ??= []).push({ timestamp: other.since, amount: ability.amount, minimum: ability.minimum });
    }
  }
  return result ?? NONE;
}

const NONE: readonly Contribution[] = [];

function battlefieldBonus(state: GameState, object: GameObject): number {
  if (object.zone !== 'battlefield') return 0;
  const bf = state.battlefields[object.bf];
  if (!bf || bf.card === 'blank') return 0;
  let bonus = 0;
  for (const ability of cardDefinition(bf.card).abilities) {
    if (ability.kind === 'static' && ability.effect === 'unitsHereMight') bonus += ability.amount;
  }
  return bonus;
}

/** Keywords the battlefield a unit is at gives the units there. */
function battlefieldKeywords(state: GameState, object: GameObject): Keywords | null {
  if (object.zone !== 'battlefield') return null;
  const bf = state.battlefields[object.bf];
  if (!bf || bf.card === 'blank') return null;
  let grants: Keywords | null = null;
  for (const ability of cardDefinition(bf.card).abilities) {
    if (ability.kind !== 'static' || ability.effect !== 'keywordsForUnitsHere') continue;
    const before: Keywords = grants ?? {};
    grants = { ...before, ...ability.grants };
  }
  return grants;
}

/**
 * CR 1.3 741.1: a defender with no other friendly unit at its battlefield defends alone; the
 * legends of its controller (and, where "friendly" includes teammates, theirs) that give such a
 * unit might add it. Only defenders are looked at, so other units pay nothing for this.
 */
function defendingAloneBonus(state: GameState, object: GameObject): number {
  if (object.role !== 'defender' || object.zone !== 'battlefield') return 0;
  for (const id of state.battlefields[object.bf]?.units ?? []) {
    const other = objectAt(state, id);
    if (id !== object.id && cardOf(other).type === 'Unit' && isFriendlyController(state, object.controller, other.controller)) return 0;
  }
  let bonus = 0;
  for (const seat of state.seats) {
    if (seat.removed !== null || !isFriendlyController(state, seat.seat, object.controller)) continue;
    const legend = state.objects[seat.legend];
    if (!legend) continue;
    for (const ability of cardOf(legend).abilities) {
      if (ability.kind === 'static' && ability.effect === 'mightForFriendlyUnitDefendingAlone') bonus += ability.amount;
    }
  }
  return bonus;
}

function contributions(state: GameState, object: GameObject, keywords: Keywords): Contribution[] {
  const result: Contribution[] = [];
  const own = (amount: number): void => {
    if (amount !== 0) result.push({ timestamp: object.since, amount, minimum: null });
  };
  own(object.buffs * buffMight(state, object.controller)); // 703: each buff is +1
  if (object.role === 'attacker') own(keywords.assault ?? 0); // 719.1.c
  if (object.role === 'defender') own(keywords.shield ?? 0); // 726.1.c
  for (const ability of cardOf(object).abilities) {
    if (ability.kind === 'static' && ability.effect === 'might') own(staticMight(state, object, ability));
  }
  own(defendingAloneBonus(state, object));
  const bonus = battlefieldBonus(state, object);
  if (bonus !== 0) result.push({ timestamp: 0, amount: bonus, minimum: null });
  mightFromUnitsHere(state, object, (amount, timestamp) => result.push({ timestamp, amount, minimum: null }));
  for (const aura of auraContributions(state, object)) result.push(aura);
  for (const effect of state.effects) {
    if (effect.target === object.id && effect.stamp === object.stamp) {
      result.push({ timestamp: effect.timestamp, amount: effect.amount, minimum: effect.minimum });
    }
  }
  return result.sort((a, b) => a.timestamp - b.timestamp);
}

function applyContributions(start: number, list: readonly Contribution[]): number {
  let value = start;
  for (const { amount, minimum } of list) {
    if (minimum !== null && amount < 0) {
      if (value > minimum) value = Math.max(minimum, value + amount);
    } else {
      value += amount;
    }
  }
  return value;
}

function mightWith(state: GameState, object: GameObject, keywords: Keywords): number {
  const printed = cardOf(object).might ?? 0;
  if (object.zone !== 'base' && object.zone !== 'battlefield') return printed; // 711
  // Without a "to a minimum of" reduction the order of the contributions does not matter: their
  // sum is the might (the usual case). Otherwise they apply in timestamp order (639).
  if (auraContributions(state, object).length > 0) return Math.max(0, applyContributions(printed, contributions(state, object, keywords)));
  for (const effect of state.effects) {
    if (effect.target === object.id && effect.stamp === object.stamp && effect.minimum !== null) {
      return Math.max(0, applyContributions(printed, contributions(state, object, keywords))); // 139.2.b
    }
  }
  let value = printed + object.buffs * buffMight(state, object.controller); // 703: each buff is +1
  if (object.role === 'attacker') value += keywords.assault ?? 0; // 719.1.c
  if (object.role === 'defender') value += keywords.shield ?? 0; // 726.1.c
  for (const ability of cardOf(object).abilities) {
    if (ability.kind === 'static' && ability.effect === 'might') value += staticMight(state, object, ability);
  }
  value += battlefieldBonus(state, object);
  mightFromUnitsHere(state, object, (amount) => {
    value += amount;
  });
  value += defendingAloneBonus(state, object);
  for (const effect of state.effects) {
    if (effect.target === object.id && effect.stamp === object.stamp) value += effect.amount;
  }
  return Math.max(0, value); // 139.2.b
}

type KeywordAura = Extract<StaticAbility, { effect: 'keywordAura' }>;
const NO_AURAS: readonly KeywordAura[] = [];
const aurasByCard = new WeakMap<CardDefinition, readonly KeywordAura[]>();

/** A card's keyword auras, found once per definition (this runs for every keyword query). */
function aurasOf(card: CardDefinition): readonly KeywordAura[] {
  let found = aurasByCard.get(card);
  if (found === undefined) {
    const auras = card.abilities.filter((ability): ability is KeywordAura => ability.kind === 'static' && ability.effect === 'keywordAura');
    found = auras.length === 0 ? NO_AURAS : auras;
    aurasByCard.set(card, found);
  }
  return found;
}

/** The keyword auras of permanents on the board that reach this unit (CR 1.3 364.1, 472.2.b,
 * layer 2): every base, then every battlefield, in board order. */
export function keywordAurasTo(state: GameState, object: GameObject): readonly KeywordAura[] {
  if (!isOnBoard(object) || cardOf(object).type !== 'Unit') return NO_AURAS;
  let result: KeywordAura[] | null = null;
  for (const seat of state.seats) result = collectAuras(state, object, seat.base, result);
  for (const bf of state.battlefields) result = collectAuras(state, object, bf.units, result);
  return result ?? NO_AURAS;
}

/** Adds the auras of the permanents `ids` that reach `object` to `into`, made only when one does
 * (most units are reached by none, and this runs for every keyword query). */
function collectAuras(state: GameState, object: GameObject, ids: readonly ObjectId[], into: KeywordAura[] | null): KeywordAura[] | null {
  let result = into;
  for (const id of ids) {
    const source = objectAt(state, id);
    const auras = aurasOf(cardOf(source));
    if (auras.length === 0) continue;
    const ctx = { controller: source.controller, source: source.id, here: placeOf(source), onlyAt: null };
    for (const aura of auras) {
      if (!matchesSelector(state, aura.to, object.id, ctx)) continue;
      result ??= [];
      result.push(aura);
    }
  }
  return result;
}

/** Numbered keywords add up (CR 1.3 814.2); `ifMissing`: only the keywords not had already. */
function withGrants(keywords: Keywords, grants: Keywords, ifMissing: boolean): Keywords {
  const result: Record<string, number | boolean> = { ...keywords };
  for (const [name, value] of Object.entries(grants) as [keyof Keywords, number | boolean | undefined][]) {
    if (value === undefined || value === false) continue;
    const had = result[name];
    if (had !== undefined && had !== false && ifMissing) continue;
    result[name] = typeof value === 'number' && typeof had === 'number' ? had + value : value;
  }
  return result as Keywords;
}

/** Layer 2: keywords given this turn, then those auras of other permanents give this unit
 * (adding up first, then those given only if missing). */
function grantedByOthers(state: GameState, object: GameObject, printed: Keywords): Keywords {
  if ((object.zone !== 'base' && object.zone !== 'battlefield') || cardOf(object).type !== 'Unit') return printed;
  let keywords = printed;
  // "This turn" keyword effects (CR 1.3 472, gone at the end of the turn with the other effects).
  for (const effect of state.effects) {
    if (effect.grants !== undefined && effect.target === object.id && effect.stamp === object.stamp) keywords = withGrants(keywords, effect.grants, false);
  }
  const auras = keywordAurasTo(state, object);
  for (const aura of auras) if (aura.ifMissing !== true) keywords = withGrants(keywords, aura.grants, false);
  for (const aura of auras) if (aura.ifMissing === true) keywords = withGrants(keywords, aura.grants, true);
  return keywords;
}

/** Keywords an object has now: printed ones plus those granted while a condition holds. */
export function keywordsOf(state: GameState, id: ObjectId): Keywords {
  const object = objectAt(state, id);
  const card = cardOf(object);
  let keywords = grantedByOthers(state, object, card.keywords);
  const here = battlefieldKeywords(state, object);
  if (here !== null) keywords = withGrants(keywords, here, false);
  for (const grant of state.keywordGrants ?? []) {
    if (grant.target === id && grant.stamp === object.stamp) keywords = withGrants(keywords, grant.keywords, false);
  }
  const base = keywords;
  for (const ability of card.abilities) {
    if (ability.kind !== 'static' || ability.effect !== 'keywords') continue;
    // A Mighty condition reads might without the keywords these abilities grant (no dependency
    // on itself, 638).
    if (ability.while === undefined || staticConditionHolds(state, object, ability.while, () => mightWith(state, object, base) >= 5)) {
      keywords = withGrants(keywords, ability.grants, false);
    }
  }
  return keywords;
}

/** 139.2: current might on the board, printed might elsewhere (711). */
export function mightOf(state: GameState, id: ObjectId): number {
  const object = objectAt(state, id);
  return mightWith(state, object, keywordsOf(state, id));
}

/** 707-708: a unit is Mighty while its might is 5 or more. */
export function isMighty(state: GameState, id: ObjectId): boolean {
  return mightOf(state, id) >= 5;
}

/** 139.2.a / 627.1.a: lethal damage is non-zero damage at least equal to might. */
export function hasLethalDamage(state: GameState, id: ObjectId): boolean {
  const object = objectAt(state, id);
  return object.damage > 0 && object.damage >= mightOf(state, id);
}
