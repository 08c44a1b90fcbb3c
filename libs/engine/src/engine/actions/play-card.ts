/** 554-563 and 595: playing a card from hand, the champion zone or hiding (723). */
import { spellPlaces } from '../../rules/chosen-place.js';
import { cardOf } from '../../cards/card-registry.js';
import type { Action } from '../../model/action.js';
import type { CardDefinition } from '../../model/card-definition.js';
import type { ChainItem } from '../../model/chain-item.js';
import { BOARD_ZONES, type GameObject } from '../../model/game-object.js';
import type { Place, Seat } from '../../model/ids.js';
import { playCost } from '../../rules/costs.js';
import { permittedUnitPlaces, unitPlaces } from '../../rules/locations.js';
import { areLegalTargets } from '../../rules/targeting.js';
import { playTiming, TIMING_RULES } from '../../rules/timing.js';
import type { EngineContext } from '../context.js';
import { joinChain, priorityBackTo } from '../flow/chain.js';
import { payCost } from '../flow/pay.js';
import { useNextSpellEffects } from '../flow/next-spell.js';
import { violation } from '../rule-violation.js';
import { chooseAdditionalCost } from './additional-cost.js';
import { paymentPlan } from './payment-choice.js';
import { findObject } from '../../rules/queries.js';
import { mayPlayCards } from '../../rules/turn-effects.js';
import { CLEANUP_KILLS, RESOLVE_TOP } from '../flow/frames.js';
import { onDiscarded, onSpellPlayed } from '../flow/trigger-detection.js';
import { hiddenRevealBlocked, playsUnitsOnlyToBase } from '../../rules/battlefield-locks.js';

type PlayAction = Extract<Action, { type: 'play' }>;

/** Where the card comes from; a facedown card is played from hiding (723.1.b, reading R10). */
function hiddenAt(ctx: EngineContext, seat: Seat, object: GameObject): number | null {
  if ((object.zone === 'hand' || object.zone === 'championZone') && object.owner === seat) return null;
  if (object.zone === 'facedown' && object.controller === seat) {
    if (object.hiddenTurn >= ctx.state.turn.number) violation('hidden/too_soon', 'CR 1.4 811.1.b', 'a hidden card can be played from the next turn on (reading R10)');
    if (hiddenRevealBlocked(ctx.state, seat, object.bf)) violation('hidden/not_revealed_here', 'CR 1.3 811.1', 'an opponent\'s unit there keeps hidden cards from being revealed (played) there');
    return object.bf;
  }
  return violation('play/not_playable', 'CR 1.3 108.6.a', 'cards are played from your hand, champion zone or hiding');
}

function chooseLocation(ctx: EngineContext, seat: Seat, action: PlayAction, card: CardDefinition, fromHidden: number | null): Place | null {
  const type = card.type;
  if (type === 'Unit') {
    const place = action.to ?? fromHidden ?? 'base';
    const permitted = fromHidden === null && !playsUnitsOnlyToBase(ctx.state, seat) && permittedUnitPlaces(ctx.state, seat, card).includes(place);
    if (!permitted && !unitPlaces(ctx.state, seat, fromHidden, card).includes(place)) {
      violation('play/illegal_location', 'CR 1.4 355.2', 'units are played to your base or a battlefield you control');
    }
    return place;
  }
  if (type === 'Gear') {
    const place = fromHidden ?? 'base';
    if (action.to !== undefined && action.to !== place) violation('play/gear_location', 'CR 1.4 148.1.a.1', 'gear is played to your base');
    return place;
  }
  const places = spellPlaces(ctx.state, seat, card, fromHidden);
  if (places !== null) {
    if (action.to === undefined || !places.includes(action.to)) violation('play/spell_place', 'CR 1.3 444.1', 'name a place this spell may choose as it is played');
    return action.to;
  }
  if (action.to !== undefined) violation('play/spell_location', 'CR 1.4 355.2', 'spells are not played to a location');
  return null;
}

export function playCard(ctx: EngineContext, seat: Seat, action: PlayAction): void {
  const object = findObject(ctx.state, action.card) ?? violation('play/unknown_card', 'CR 1.4 349', 'no such card');
  const card = cardOf(object);
  if (card.type !== 'Unit' && card.type !== 'Spell' && card.type !== 'Gear') violation('play/not_a_main_deck_card', 'CR 1.4 133.4', 'only main-deck cards are played');
  if (!mayPlayCards(ctx.state, seat)) violation('play/forbidden_this_turn', 'CR 1.3 002', 'an effect forbids this player to play cards this turn');
  const fromHidden = hiddenAt(ctx, seat, object);
  const keywords = fromHidden === null ? card.keywords : { ...card.keywords, reaction: true };
  const verdict = playTiming(ctx.state, seat, keywords, card.type === 'Spell');
  if (verdict !== 'ok') violation(TIMING_RULES[verdict].code, TIMING_RULES[verdict].ruleRef, TIMING_RULES[verdict].message);
  const place = chooseLocation(ctx, seat, action, card, fromHidden);
  const targets = action.targets ?? [];
  const tctx = { controller: seat, source: object.id, here: fromHidden, onlyAt: fromHidden };
  if (!areLegalTargets(ctx.state, card.spell?.targets ?? [], targets, tctx)) violation('target/illegal', 'CR 1.4 355.3', 'the chosen targets are not legal');
  const additional = chooseAdditionalCost(ctx.state, seat, object.id, card, action.additionalCost);
  const accelerate = action.additionalCost?.accelerate === true;
  // CR 1.4 805.2: only a unit with Accelerate offers that optional additional cost.
  if (accelerate && card.keywords.accelerate !== true) violation('cost/no_accelerate', 'CR 1.4 805.2', 'only a unit with Accelerate can pay its cost');
  const input = { seat, card, fromHidden: fromHidden !== null, paidAdditional: additional.paid, accelerate, targets, additionalTimes: additional.units?.length ?? 0 };
  const cost = playCost(ctx.state, action.discountOrder ? { ...input, discountOrder: action.discountOrder } : input);
  if (!cost) return violation('cost/discount_order', 'CR 1.4 356.4', 'the discount order must list each applicable discount once');
  const plan = paymentPlan(ctx.state, seat, cost, action.payment, card.type === 'Spell');
  const joining = ctx.state.chain.length > 0;
  const item: ChainItem = {
    id: object.id,
    kind: card.type === 'Unit' ? 'unit' : card.type === 'Gear' ? 'gear' : 'spell',
    source: object.id,
    sourceStamp: BOARD_ZONES.has(object.zone) ? object.stamp + 1 : object.stamp,
    card: card.id,
    ability: -1,
    controller: seat,
    targets,
    place,
    paidAdditional: additional.paid,
    fromHidden,
    subject: null,
    here: fromHidden,
    ...(accelerate ? { accelerated: true as const } : {}),
  };
  // 538: a permanent played to an empty chain resolves before anyone gets priority, so it opens
  // no priority window; spells (and anything joining an existing chain) do.
  if (item.kind === 'spell' || joining) joinChain(ctx, seat);
  ctx.emit({ type: 'CardPlayed', seat, item }); // 558
  if (item.kind === 'spell') useNextSpellEffects(ctx, seat, item);
  payCost(ctx, seat, cost, plan); // 561.1
  if (additional.discard !== null) {
    ctx.emit({ type: 'CardDiscarded', seat, card: additional.discard });
    onDiscarded(ctx, seat, [additional.discard]);
  }
  if (additional.spendBuffFrom !== null) ctx.emit({ type: 'BuffSpent', unit: additional.spendBuffFrom });
  if (additional.exhaust !== null) ctx.emit({ type: 'ObjectExhausted', object: additional.exhaust });
  const anyNumber = card.additionalCost?.kind === 'anyNumber' ? card.additionalCost : null;
  if (anyNumber?.each === 'spendBuff') for (const unit of additional.units ?? []) ctx.emit({ type: 'BuffSpent', unit });
  if (joining) priorityBackTo(ctx, seat);
  // CR 1.4 319.3-319.4: a cleanup follows adding and finalizing the item; the chain exists, so
  // nobody loses control of a battlefield in it (CR 1.3 187.4.c).
  if (item.kind === 'spell') {
    onSpellPlayed(ctx, seat, object.id); // 558: the play is complete once its costs are paid
    ctx.push(CLEANUP_KILLS);
    return;
  }
  // 538 (CR 1.3 337.1.c): a permanent resolves at once when finalized; its kill cost is paid
  // first (561.2), then the cleanup runs while it is still on the chain.
  ctx.push(RESOLVE_TOP);
  ctx.push(CLEANUP_KILLS);
  if (additional.kill !== null) ctx.push({ f: 'kill', units: [additional.kill], index: 0, dying: [] });
  // CR 1.3 428.6: the units killed as an "any number of" cost die together.
  if (anyNumber?.each === 'killFriendlyUnit' && additional.units) ctx.push({ f: 'kill', units: additional.units, index: 0, dying: [] });
}
