/**
 * Might and keywords as they currently are (layers 634-639 as far as the cards in scope need):
 * layer 2 grants keywords (Fiora while Mighty), layer 3 adds and subtracts might in timestamp
 * order, where a "to a minimum of N" reduction never takes might below N.
 */
import { cardDefinition, cardOf } from '../cards/card-registry.js';
import type { CardDefinition, Keywords, Selector, StaticAbility } from '../model/card-definition.js';
import type { GameObject } from '../model/game-object.js';
import type { GameState } from '../model/game-state.js';
import type { ObjectId } from '../model/ids.js';
import { BoardMemo } from './board-memo.js';
import { isOnBoard, objectAt, placeOf } from './queries.js';
import { staticConditionHolds, staticMight } from './static-might.js';
import { matchesSelector, type TargetingContext } from './targeting.js';
import { buffMight } from './turn-effects.js';

interface Contribution {
  readonly timestamp: number;
  readonly amount: number;
  readonly minimum: number | null;
}

type KeywordAura = Extract<StaticAbility, { effect: 'keywordAura' }>;
type MightAura = Extract<StaticAbility, { effect: 'mightAura' }>;

/** A card's auras (CR 1.3 364.1), found once per definition: every keyword and might query asks
 * every permanent on the board for them, and most have none. */
interface AurasOfCard {
  readonly keyword: readonly KeywordAura[];
  readonly might: readonly MightAura[];
}

const NO_AURAS: AurasOfCard = { keyword: [], might: [] };
const aurasByCard = new WeakMap<CardDefinition, AurasOfCard>();

/** The auras of a battlefield's or a legend's card by its code: one map lookup where the definition's
 * and then its auras' were two, for every keyword and might query. */
const aurasByCode = new Map<string, AurasOfCard>();

function aurasOfCode(code: string): AurasOfCard {
  let found = aurasByCode.get(code);
  if (found === undefined) {
    found = aurasOf(cardDefinition(code));
    aurasByCode.set(code, found);
  }
  return found;
}

function aurasOf(card: CardDefinition): AurasOfCard {
  let found = aurasByCard.get(card);
  if (found === undefined) {
    const keyword: KeywordAura[] = [];
    const might: MightAura[] = [];
    for (const ability of card.abilities) {
      if (ability.kind !== 'static') continue;
      if (ability.effect === 'keywordAura') keyword.push(ability);
      if (ability.effect === 'mightAura') might.push(ability);
    }
    found = keyword.length === 0 && might.length === 0 ? NO_AURAS : { keyword, might };
    aurasByCard.set(card, found);
  }
  return found;
}

/**
 * Where an aura's selector is read from: a permanent reads it relative to itself (its controller;
 * "here" its location, a base included, CR 1.3 457.2.b); a battlefield relative to itself ("here"
 * is that battlefield) and its controller; a legend (CR 1.3 133.6.b.1) has a controller and no
 * location. `timestamp` orders its layer 3 changes (639): a permanent's or legend's entering, a
 * battlefield's the start of the game.
 */
interface AuraSource {
  readonly auras: AurasOfCard;
  readonly ctx: TargetingContext;
  readonly timestamp: number;
  /** False for an uncontrolled battlefield (its `ctx.controller` is then only a placeholder). */
  readonly controlled: boolean;
}

/** An aura source with a side filter needs a controller: an uncontrolled battlefield's aura for
 * "friendly" or "enemy" units reaches none. */
function reaches(state: GameState, to: Selector, object: GameObject, source: AuraSource): boolean {
  if (!source.controlled && to.side !== undefined) return false;
  return matchesSelector(state, to, object.id, source.ctx);
}

/** The permanents on the board with auras, in board order (every base, then every battlefield's
 * units): usually none, so a keyword or might query costs one comparison of the zone lists. */
const permanentsWithAuras = new BoardMemo((state: GameState): readonly ObjectId[] => {
  const result: ObjectId[] = [];
  const add = (ids: readonly ObjectId[]): void => {
    for (const id of ids) if (aurasOf(cardOf(objectAt(state, id))) !== NO_AURAS) result.push(id);
  };
  for (const seat of state.seats) add(seat.base);
  for (const bf of state.battlefields) add(bf.units);
  return result;
});

/**
 * Calls `visit` for every aura source: the permanents on the board in board order, then the
 * battlefields, then the legends of the seats still in the game. The order of the visits settles
 * nothing: layer 2 grants add up (the `ifMissing` ones apply after all others) and layer 3 applies
 * in timestamp order (639).
 */
function forEachAuraSource(state: GameState, visit: (source: AuraSource) => void): void {
  for (const id of permanentsWithAuras.get(state)) {
    const permanent = objectAt(state, id);
    visit({ auras: aurasOf(cardOf(permanent)), ctx: { controller: permanent.controller, source: id, here: placeOf(permanent), onlyAt: null }, timestamp: permanent.since, controlled: true });
  }
  for (const bf of state.battlefields) {
    if (bf.card === 'blank') continue;
    const auras = aurasOfCode(bf.card);
    if (auras === NO_AURAS) continue;
    visit({ auras, ctx: { controller: bf.controller ?? bf.owner, source: null, here: bf.index, onlyAt: null }, timestamp: 0, controlled: bf.controller !== null });
  }
  for (const seat of state.seats) {
    if (seat.removed !== null) continue;
    const legend = state.objects[seat.legend];
    if (!legend) continue;
    const auras = aurasOfCode(legend.card);
    if (auras === NO_AURAS) continue;
    visit({ auras, ctx: { controller: legend.controller, source: legend.id, here: null, onlyAt: null }, timestamp: legend.since, controlled: true });
  }
}

/** Layer 3 changes the might auras of the board make to this unit (CR 1.3 472.3), each at its
 * source's timestamp (639), `null` when none reaches it (the usual case). */
function mightAurasTo(state: GameState, object: GameObject): Contribution[] | null {
  if (!isOnBoard(object) || cardOf(object).type !== 'Unit') return null;
  let result: Contribution[] | null = null;
  forEachAuraSource(state, (source) => {
    for (const aura of source.auras.might) {
      if (!reaches(state, aura.to, object, source)) continue;
      (result ??= []).push({ timestamp: source.timestamp, amount: aura.amount, minimum: aura.minimum ?? null });
    }
  });
  return result;
}

function contributions(state: GameState, object: GameObject, keywords: Keywords, auras: readonly Contribution[] | null): Contribution[] {
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
  if (auras !== null) for (const aura of auras) result.push(aura);
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
  const auras = mightAurasTo(state, object);
  // Without a "to a minimum of" reduction the order of the contributions does not matter: their
  // sum is the might (the usual case). Otherwise they apply in timestamp order (639).
  if (auras !== null && auras.some((aura) => aura.minimum !== null)) return Math.max(0, applyContributions(printed, contributions(state, object, keywords, auras)));
  for (const effect of state.effects) {
    if (effect.target === object.id && effect.stamp === object.stamp && effect.minimum !== null) {
      return Math.max(0, applyContributions(printed, contributions(state, object, keywords, auras))); // 139.2.b
    }
  }
  let value = printed + object.buffs * buffMight(state, object.controller); // 703: each buff is +1
  if (object.role === 'attacker') value += keywords.assault ?? 0; // 719.1.c
  if (object.role === 'defender') value += keywords.shield ?? 0; // 726.1.c
  for (const ability of cardOf(object).abilities) {
    if (ability.kind === 'static' && ability.effect === 'might') value += staticMight(state, object, ability);
  }
  if (auras !== null) for (const aura of auras) value += aura.amount;
  for (const effect of state.effects) {
    if (effect.target === object.id && effect.stamp === object.stamp) value += effect.amount;
  }
  return Math.max(0, value); // 139.2.b
}

/** The keyword auras of the board that reach this unit (CR 1.3 364.1, 472.2.b, layer 2), in the
 * order `forEachAuraSource` visits their sources. */
export function keywordAurasTo(state: GameState, object: GameObject): readonly KeywordAura[] {
  if (!isOnBoard(object) || cardOf(object).type !== 'Unit') return NO_KEYWORD_AURAS;
  let result: KeywordAura[] | null = null;
  forEachAuraSource(state, (source) => {
    for (const aura of source.auras.keyword) {
      if (!reaches(state, aura.to, object, source)) continue;
      (result ??= []).push(aura);
    }
  });
  return result ?? NO_KEYWORD_AURAS;
}

const NO_KEYWORD_AURAS: readonly KeywordAura[] = [];

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
