/**
 * 582-585: noticing triggered abilities. A trigger is queued (`TriggerQueued`) the moment its
 * condition happens and is put on the chain at the next opportunity (541, 583.3).
 */
import { cardDefinition, cardOf } from '../../cards/card-registry.js';
import type { Ability, TriggerKind } from '../../model/card-definition.js';
import type { GameObject } from '../../model/game-object.js';
import type { ObjectId, Place, Seat } from '../../model/ids.js';
import { areOpponents, isFriendlyController } from '../../rules/mode-policy.js';
import { findObject, isOnBoard, objectAt, permanentsOnBoard, placeOf, seatAt } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { interveningConditionHolds, triggerConditionHolds } from './trigger-conditions.js';

/** Battlefields are not in the object table; their triggers name them by a negative id. */
export const battlefieldSource = (bf: number): ObjectId => -(bf + 1);
export const isBattlefieldSource = (id: ObjectId): boolean => id < 0;

function queue(
  ctx: EngineContext,
  source: GameObject,
  ability: number,
  controller: Seat,
  subject: ObjectId | null,
  here: Place | null,
  paidAdditional = false,
): void {
  // CR 1.3 383.3.e: a false "if" after the trigger condition keeps the trigger off the chain.
  if (!interveningConditionHolds({ card: source.card, ability, paidAdditional })) return;
  if (!triggerConditionHolds(ctx.state, { card: source.card, ability, controller, source: source.id, subject, here })) return;
  ctx.emit({
    type: 'TriggerQueued',
    trigger: { id: ctx.peekId(), source: source.id, sourceStamp: source.stamp, card: source.card, ability, controller, subject, here, paidAdditional },
  });
}

function queueOwn(ctx: EngineContext, object: GameObject, kind: TriggerKind, subject: ObjectId | null, here: Place | null, paidAdditional = false): void {
  const abilities = cardOf(object).abilities;
  for (let index = 0; index < abilities.length; index++) {
    const ability = abilities[index] as Ability;
    if (ability.kind !== 'triggered' || ability.trigger !== kind) continue;
    // 724.1.c: Legion: only if another main-deck card was played this turn.
    if (ability.legion && (ctx.state.seats[object.controller]?.cardsPlayed ?? 0) < 2) continue;
    queue(ctx, object, index, object.controller, subject, here, paidAdditional);
  }
}

/** 595.4.a: the play of a card (or token) completed; `played` is on the board now. */
export function onPlayed(ctx: EngineContext, played: ObjectId, paidAdditional = false): void {
  const object = objectAt(ctx.state, played);
  queueOwn(ctx, object, 'playSelf', played, placeOf(object), paidAdditional);
  if (cardOf(object).type !== 'Unit') return;
  queueLegend(ctx, object.controller, 'youPlayUnit', played, placeOf(object));
  for (const id of permanentsOnBoard(ctx.state)) {
    const other = objectAt(ctx.state, id);
    if (id !== played && other.controller === object.controller ) queueOwn(ctx, other, 'playAnotherUnit', played, placeOf(other));
  }
}

/** The triggered abilities of a seat's legend (the legend is in its Legend Zone, not on the
 * battlefields or in a base, and never leaves it, CR 1.3 133.6.b.1). */
function queueLegend(ctx: EngineContext, seat: Seat, kind: TriggerKind, subject: ObjectId | null, here: Place | null): void {
  const seatState = ctx.state.seats[seat];
  if (!seatState || seatState.removed !== null) return;
  const legend = findObject(ctx.state, seatState.legend);
  if (legend) queueOwn(ctx, legend, kind, subject, here);
}

/** 558: a spell's play completed (it is on the chain, its costs paid): "when you play a spell". */
export function onSpellPlayed(ctx: EngineContext, seat: Seat, spell: ObjectId): void {
  queueLegend(ctx, seat, 'youPlaySpell', spell, null);
}

/** A death trigger noticed before the deaths happen (they look back at the board, 563.2.c.9). */
export interface PlannedTrigger {
  readonly source: GameObject;
  readonly ability: number;
  readonly subject: ObjectId;
  readonly here: Place | null;
}

/** Appends the object's triggers of this kind to `into`. */
function plannedFor(into: PlannedTrigger[], object: GameObject, kind: TriggerKind, subject: ObjectId, here: Place | null, legionMet: boolean): void {
  const abilities = cardOf(object).abilities;
  for (let index = 0; index < abilities.length; index++) {
    const ability = abilities[index] as Ability;
    if (ability.kind === 'triggered' && ability.trigger === kind && (!ability.legion || legionMet)) {
      into.push({ source: object, ability: index, subject, here });
    }
  }
}

/** Triggers caused by `dying` units dying together, evaluated on the board before they die. */
export function deathTriggers(ctx: EngineContext, dying: readonly GameObject[]): readonly PlannedTrigger[] {
  const result: PlannedTrigger[] = [];
  const board = permanentsOnBoard(ctx.state).map((id) => objectAt(ctx.state, id));
  for (const unit of dying) {
    const card = cardOf(unit);
    if (card.type !== 'Unit') continue;
    const legion = (ctx.state.seats[unit.controller]?.cardsPlayed ?? 0) >= 2;
    plannedFor(result, unit, 'dieSelf', unit.id, placeOf(unit), legion);
    const isRecruit = card.tags.includes('Recruit');
    for (const other of board) {
      if (other.id === unit.id) continue;
      const otherLegion = (ctx.state.seats[other.controller]?.cardsPlayed ?? 0) >= 2;
      if (!isRecruit && other.controller === unit.controller) {
        plannedFor(result, other, 'anotherNonRecruitUnitYouControlDies', unit.id, placeOf(other), otherLegion);
      }
      if (unit.buffs > 0 && isFriendlyController(ctx.state, other.controller, unit.controller)) {
        plannedFor(result, other, 'buffedFriendlyUnitDies', unit.id, placeOf(other), otherLegion);
      }
    }
  }
  return result;
}

/** Queues planned triggers; a source that changed zones since is referred to as it is now. */
export function queuePlanned(ctx: EngineContext, planned: readonly PlannedTrigger[]): void {
  for (const plan of planned) {
    const now = findObject(ctx.state, plan.source.id) ?? plan.source;
    queue(ctx, now, plan.ability, plan.source.controller, plan.subject, plan.here);
  }
}

/** 551.1: "when I attack" triggers of the attacking units. */
export function onAttack(ctx: EngineContext, attackers: readonly ObjectId[], bf: number): void {
  for (const id of attackers) queueOwn(ctx, objectAt(ctx.state, id), 'attackSelf', id, bf);
  // An enemy unit attacking a battlefield a player controls triggers that player's legend.
  const holder = ctx.state.battlefields[bf]?.controller ?? null;
  if (holder === null) return;
  for (const id of attackers) {
    if (areOpponents(ctx.state, holder, objectAt(ctx.state, id).controller)) queueLegend(ctx, holder, 'enemyUnitAttacksYourBattlefield', id, bf);
  }
}

/** 515.2.a: "at the start of your Beginning Phase" (Temporary, 728). */
export function onBeginningPhase(ctx: EngineContext, seat: Seat): void {
  for (const id of permanentsOnBoard(ctx.state)) {
    const object = objectAt(ctx.state, id);
    if (object.controller === seat && isOnBoard(object)) queueOwn(ctx, object, 'beginningPhaseSelf', id, placeOf(object));
  }
  queueLegend(ctx, seat, 'beginningPhaseSelf', null, null);
  // CR 1.3 187.6.b: a battlefield's trigger at the start of a player's first Beginning Phase; an
  // uncontrolled battlefield's abilities are the turn player's to put on the chain.
  if (seatAt(ctx.state, seat).turnsTaken !== 1) return;
  for (const bf of ctx.state.battlefields) queueBattlefield(ctx, bf.index, 'firstBeginningPhaseOfEachPlayer', bf.controller ?? seat, null);
}

/** CR 1.3 317.1.a: "at the end of your turn" abilities of the turn player's permanents and legend. */
export function onEndOfTurn(ctx: EngineContext, seat: Seat): void {
  for (const id of permanentsOnBoard(ctx.state)) {
    const object = objectAt(ctx.state, id);
    if (object.controller === seat) queueOwn(ctx, object, 'endOfTurnSelf', id, placeOf(object));
  }
  queueLegend(ctx, seat, 'endOfTurnSelf', null, null);
}

/** Queues a battlefield's triggers of one kind, controlled by `controller` (CR 1.3 187.6). */
function queueBattlefield(ctx: EngineContext, bf: number, kind: TriggerKind, controller: Seat, subject: ObjectId | null): void {
  const battlefield = ctx.state.battlefields[bf];
  if (!battlefield || battlefield.card === 'blank') return;
  const abilities = cardDefinition(battlefield.card).abilities;
  for (let index = 0; index < abilities.length; index++) {
    const ability = abilities[index] as Ability;
    if (ability.kind !== 'triggered' || ability.trigger !== kind) continue;
    if (!triggerConditionHolds(ctx.state, { card: battlefield.card, ability: index, controller, source: battlefieldSource(bf), subject, here: bf })) continue;
    ctx.emit({
      type: 'TriggerQueued',
      trigger: { id: ctx.peekId(), source: battlefieldSource(bf), sourceStamp: 0, card: battlefield.card, ability: index, controller, subject, here: bf, paidAdditional: false },
    });
  }
}

/** CR 1.3 459.2.b: the defender of a combat at `bf` defends there ("when you defend here"). */
export function onDefend(ctx: EngineContext, defender: Seat, bf: number): void {
  queueBattlefield(ctx, bf, 'defendHere', defender, null);
}

/** A spell or ability `seat` controls stunned one or more enemy units ("when you stun"). */
export function onEnemyUnitsStunned(ctx: EngineContext, seat: Seat): void {
  queueLegend(ctx, seat, 'youStunEnemyUnits', null, null);
}

/** Units moved away from battlefields ("when a unit moves from here"); `from` is where each was. */
export function onMovedFrom(ctx: EngineContext, moved: readonly { readonly unit: ObjectId; readonly from: Place | null }[]): void {
  for (const { unit, from } of moved) {
    if (from === null || from === 'base') continue;
    const battlefield = ctx.state.battlefields[from];
    if (battlefield) queueBattlefield(ctx, from, 'unitMovesFromHere', battlefield.controller ?? ctx.state.turn.seat, unit);
  }
}

/** 632.2: conquer and hold abilities of the battlefield that scored, and (CR 1.3 383.4.c.2.a) the
 * "when I conquer" abilities of the conquering player's units there. */
export function onScored(ctx: EngineContext, seat: Seat, bf: number, method: 'conquer' | 'hold'): void {
  if (method === 'conquer') {
    for (const id of ctx.state.battlefields[bf]?.units ?? []) {
      const unit = objectAt(ctx.state, id);
      if (unit.controller === seat) queueOwn(ctx, unit, 'conquerSelf', id, bf);
    }
  }
  queueBattlefield(ctx, bf, method === 'conquer' ? 'conquerHere' : 'holdHere', seat, null);
  if (method === 'conquer') queueLegend(ctx, seat, 'youConquer', null, bf);
}
