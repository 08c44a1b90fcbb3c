/**
 * 582-585: noticing triggered abilities. A trigger is queued (`TriggerQueued`) the moment its
 * condition happens and is put on the chain at the next opportunity (541, 583.3).
 */
import { cardDefinition, cardOf } from '../../cards/card-registry.js';
import type { Ability, TriggerKind } from '../../model/card-definition.js';
import type { GameObject } from '../../model/game-object.js';
import type { ObjectId, Place, Seat } from '../../model/ids.js';
import { isFriendlyController } from '../../rules/mode-policy.js';
import { findObject, isOnBoard, objectAt, permanentsOnBoard, placeOf } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { interveningConditionHolds } from './trigger-conditions.js';

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
  for (const id of permanentsOnBoard(ctx.state)) {
    const other = objectAt(ctx.state, id);
    if (id !== played && other.controller === object.controller ) queueOwn(ctx, other, 'playAnotherUnit', played, placeOf(other));
  }
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
}

/** CR 1.3 441.1, 383.2.c: "when I move to a battlefield" triggers of the units that just moved
 * there (checked after the move, so a unit that did not arrive does not trigger). */
export function onMovedToBattlefield(ctx: EngineContext, units: readonly ObjectId[], bf: number): void {
  for (const id of units) {
    const unit = findObject(ctx.state, id);
    if (unit && unit.zone === 'battlefield' && unit.bf === bf) queueOwn(ctx, unit, 'moveToBattlefieldSelf', id, bf);
  }
}

/** CR 1.3 415.3: `seat` readied these objects; the friendly units among them trigger that
 * player's "when you ready a friendly unit" abilities, one trigger per unit. */
export function onReadied(ctx: EngineContext, seat: Seat, objects: readonly ObjectId[]): void {
  const units = objects.filter((id) => {
    const object = findObject(ctx.state, id);
    return object !== undefined && isOnBoard(object) && cardOf(object).type === 'Unit' && isFriendlyController(ctx.state, seat, object.controller);
  });
  if (units.length === 0) return;
  for (const id of permanentsOnBoard(ctx.state)) {
    const source = objectAt(ctx.state, id);
    if (source.controller !== seat) continue;
    for (const unit of units) queueOwn(ctx, source, 'youReadyFriendlyUnit', unit, placeOf(source));
  }
}

/** 515.2.a: "at the start of your Beginning Phase" (Temporary, 728). */
export function onBeginningPhase(ctx: EngineContext, seat: Seat): void {
  for (const id of permanentsOnBoard(ctx.state)) {
    const object = objectAt(ctx.state, id);
    if (object.controller === seat && isOnBoard(object)) queueOwn(ctx, object, 'beginningPhaseSelf', id, placeOf(object));
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
  const battlefield = ctx.state.battlefields[bf];
  if (!battlefield || battlefield.card === 'blank') return;
  const kind: TriggerKind = method === 'conquer' ? 'conquerHere' : 'holdHere';
  cardDefinition(battlefield.card).abilities.forEach((ability, index) => {
    if (ability.kind !== 'triggered' || ability.trigger !== kind) return;
    ctx.emit({
      type: 'TriggerQueued',
      trigger: {
        id: ctx.peekId(),
        source: battlefieldSource(bf),
        sourceStamp: 0,
        card: battlefield.card,
        ability: index,
        controller: seat,
        subject: null,
        here: bf,
        paidAdditional: false,
      },
    });
  });
}
