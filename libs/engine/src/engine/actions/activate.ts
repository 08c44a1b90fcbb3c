/** 576-581: activated abilities, and 605 / reading R8: Add abilities used outside a payment. */
import type { Action } from '../../model/action.js';
import type { ActivatedAbility, EffectText } from '../../model/card-definition.js';
import { availableModes, modeText } from '../../rules/modes.js';
import type { GameObject } from '../../model/game-object.js';
import type { CardId, ObjectId, Place, Seat } from '../../model/ids.js';
import { activatedAbilityOf } from '../../rules/granted-abilities.js';
import { unitPlaces } from '../../rules/locations.js';
import { addsNow } from '../../rules/payment.js';
import { findObject, placeOf, seatAt } from '../../rules/queries.js';
import { areLegalTargets } from '../../rules/targeting.js';
import { playTiming, priorityHolder, TIMING_RULES } from '../../rules/timing.js';
import type { EngineContext } from '../context.js';
import { joinChain, priorityBackTo } from '../flow/chain.js';
import { payCost, useSources } from '../flow/pay.js';
import { activationResourceCost } from '../../rules/activation-cost.js';
import { violation } from '../rule-violation.js';
import { paymentPlan } from './payment-choice.js';
import { CLEANUP_KILLS } from '../flow/frames.js';
import { recycleCards } from '../flow/effect-helpers.js';
import { friendlyUnitOrGearToKill } from './kill-cost.js';
import { checkDiscardCost, discardAsCost } from './discard-cost.js';

type ActivateAction = Extract<Action, { type: 'activate' }>;

/** The object's own activated ability, or one it has by a grant (`abilityOf`: the card it is printed on). */
function abilityOf(ctx: EngineContext, object: GameObject, index: number, from: CardId | undefined): ActivatedAbility {
  return activatedAbilityOf(ctx.state, object, index, from) ?? violation('ability/unknown', 'CR 1.4 376', 'no such activated ability');
}

function checkSource(ctx: EngineContext, seat: Seat, object: GameObject): void {
  if (object.controller !== seat) violation('ability/not_controller', 'CR 1.4 191.3.a', 'only the controller activates abilities of an object');
  const onBoard = object.zone === 'base' || object.zone === 'battlefield' || object.zone === 'legendZone';
  if (!onBoard) violation('ability/not_on_board', 'CR 1.4 380', 'activated abilities are used while on the board');
}

/** 594.3: the cards recycled from your trash as a cost, to the bottom in random order (594.5). */
function recycleFromTrash(ctx: EngineContext, seat: Seat, count: number, chosen: readonly ObjectId[] | undefined): void {
  if (count === 0) return;
  const cards = chosen ?? [];
  const trash = seatAt(ctx.state, seat).trash;
  if (cards.length !== count || new Set(cards).size !== count || cards.some((card) => !trash.includes(card))) {
    violation('cost/recycle', 'CR 1.4 416.3', `choose ${count} different cards in your trash to recycle`);
  }
  recycleCards(ctx, seat, cards);
}

function chosenPlace(ctx: EngineContext, seat: Seat, ability: EffectText, to: Place | undefined): Place | null {
  const playsToken = ability.steps.some((step) => step.do === 'token' && step.where === 'chosen');
  if (!playsToken) return null;
  const place = to ?? 'base';
  if (!unitPlaces(ctx.state, seat, null).includes(place)) violation('play/illegal_location', 'CR 1.4 355.2', 'units are played to your base or a battlefield you control');
  return place;
}

export function activateAbility(ctx: EngineContext, seat: Seat, action: ActivateAction): void {
  const object = findObject(ctx.state, action.source) ?? violation('ability/unknown_source', 'CR 1.4 376', 'no such object');
  checkSource(ctx, seat, object);
  const ability = abilityOf(ctx, object, action.ability, action.abilityOf);
  const verdict = playTiming(ctx.state, seat, { reaction: ability.reaction, action: ability.action === true }, true);
  if (verdict !== 'ok') violation(TIMING_RULES[verdict].code, TIMING_RULES[verdict].ruleRef, TIMING_RULES[verdict].message);
  if (ability.cost.exhaustSelf && object.exhausted) violation('cost/already_exhausted', 'CR 1.4 414.4', 'an exhausted object cannot be exhausted to pay a cost');
  if (ability.onlyWhileAtBattlefield && object.zone !== 'battlefield') violation('ability/not_at_battlefield', 'CR 1.3 377.2.b', 'this ability is used only while its source is at a battlefield');
  if (ability.cost.spendBuffSelf && object.buffs === 0) violation('cost/no_buff', 'CR 1.3 702.2.b.1', 'a buff cannot be spent from a unit without one');
  checkDiscardCost(ctx, seat, ability.cost.discard ?? 0, action.discard);
  const targets = action.targets ?? [];
  const here = placeOf(object);
  // CR 1.3 402.1: a "choose one" ability names its mode as it is activated.
  const text = modeText(ability, action.mode) ?? violation('ability/mode', 'CR 1.3 402.1', 'choose one of the modes of this ability');
  const mode = ability.chooseOne ? (action.mode as number) : undefined;
  if (mode !== undefined && !availableModes(ctx.state, ability, seat, object.id, object.stamp, action.ability).includes(mode)) {
    violation('ability/mode_chosen', 'CR 1.3 402.1', 'that mode was already chosen this turn');
  }
  if (!areLegalTargets(ctx.state, text.targets, targets, { controller: seat, source: object.id, here, onlyAt: null })) {
    violation('target/illegal', 'CR 1.4 355.3', 'the chosen targets are not legal');
  }
  const place = chosenPlace(ctx, seat, text, action.to);
  const killed = ability.cost.killFriendlyUnitOrGear === true ? friendlyUnitOrGearToKill(ctx.state, seat, action.kill) : null;
  const cost = activationResourceCost(ability.cost);
  const plan = paymentPlan(ctx.state, seat, cost, action.payment, false, ability.cost.exhaustSelf === true ? object.id : null);
  if (ability.adds && ability.onlyForSpells === true) {
    // Its resources pay only a spell's costs: it is used in the payment of a spell being played.
    violation('cost/only_for_spells', 'CR 1.3 429.3', 'use this ability while paying for a spell you play');
  }
  if (ability.adds) {
    // 605.2: abilities that add resources resolve at once, without the chain.
    const adds = ability.adds;
    const effective = addsNow(ctx.state, object, ability); // CR 1.3 812: Legion, or nothing added
    const power = 'power' in adds && effective ? { [adds.power]: adds.amount ?? 1 } : {};
    ctx.emit({ type: 'ResourcesAdded', seat, exhausted: [object.id], recycled: [], energy: 'energy' in adds && effective ? adds.energy : 0, power });
    ctx.push(CLEANUP_KILLS); // CR 1.4 319.7: the source's status changed
    if (killed !== null) ctx.push({ f: 'kill', units: [killed], index: 0, dying: [] });
    return;
  }
  if (ability.cost.exhaustSelf) ctx.emit({ type: 'ObjectExhausted', object: object.id });
  if (ability.cost.spendBuffSelf) ctx.emit({ type: 'BuffSpent', unit: object.id });
  const killsSelf = ability.cost.killSelf === true;
  recycleFromTrash(ctx, seat, ability.cost.recycleFromTrash ?? 0, action.recycle);
  discardAsCost(ctx, seat, ability.cost.discard ?? 0, action.discard);
  payCost(ctx, seat, cost, plan);
  const joining = ctx.state.chain.length > 0;
  joinChain(ctx, seat);
  ctx.emit({
    type: 'AbilityActivated',
    seat,
    item: {
      id: ctx.peekId(),
      kind: 'ability',
      source: object.id,
      sourceStamp: object.stamp,
      // A granted ability names the card it is printed on, whose text resolves (CR 1.3 472.2).
      card: action.abilityOf ?? object.card,
      ability: action.ability,
      controller: seat,
      targets,
      place,
      paidAdditional: false,
      fromHidden: null,
      subject: null,
      here,
      ...(mode !== undefined ? { mode } : {}),
    },
  });
  if (mode !== undefined && ability.modeOncePerTurn) {
    ctx.emit({ type: 'TurnEffectBegan', effect: { kind: 'modeChosen', seat, source: object.id, stamp: object.stamp, ability: action.ability, mode } });
  }
  if (joining) priorityBackTo(ctx, seat);
  ctx.push(CLEANUP_KILLS); // CR 1.4 319.3-319.4
  if (killed !== null) ctx.push({ f: 'kill', units: [killed], index: 0, dying: [] });
  // "Kill this" as a cost: the source dies before anyone can respond (paid like 561.2's kill cost).
  if (killsSelf) ctx.push({ f: 'kill', units: [object.id], index: 0, dying: [] });
}

/** Reading R8: rune (and Add) abilities may be used with priority to fill the pool. */
export function addResources(ctx: EngineContext, seat: Seat, action: Extract<Action, { type: 'addResources' }>): void {
  if (priorityHolder(ctx.state) !== seat) violation('priority/not_priority_holder', 'CR 1.4 312.1', 'only the player with priority may act');
  const plan = paymentPlan(ctx.state, seat, { energy: 0, power: [] }, action.payment);
  if (plan.exhaust.length + plan.recycle.length + plan.abilities.length === 0) violation('cost/invalid_payment', 'CR 1.4 429', 'name at least one source');
  useSources(ctx, seat, plan);
  ctx.push(CLEANUP_KILLS); // CR 1.4 319.6-319.7: runes exhausted or recycled
}
