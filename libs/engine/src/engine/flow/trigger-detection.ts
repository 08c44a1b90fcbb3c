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
import { TEMPORARY_ABILITY, VISION_ABILITY } from '../../cards/keyword-abilities.js';
import type { GameState } from '../../model/game-state.js';
import { keywordGrantsTo, keywordsOf } from '../../rules/might.js';

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
  // CR 1.4 817.1.c, 817.2: each instance of Vision (printed, or granted by another permanent)
  // triggers separately as the permanent enters the board.
  for (let i = 0; i < visionInstances(ctx.state, object); i++) queue(ctx, object, VISION_ABILITY, object.controller, played, placeOf(object));
  queueOwn(ctx, object, 'playSelf', played, placeOf(object), paidAdditional);
  if (cardOf(object).type !== 'Unit') return;
  for (const id of permanentsOnBoard(ctx.state)) {
    const other = objectAt(ctx.state, id);
    if (id !== played && other.controller === object.controller ) queueOwn(ctx, other, 'playAnotherUnit', played, placeOf(other));
  }
}

function visionInstances(state: GameState, object: GameObject): number {
  let count = cardOf(object).keywords.vision === true ? 1 : 0;
  for (const grant of keywordGrantsTo(state, object)) if (grant.vision === true) count++;
  return count;
}

/** CR 1.4 416.1: `seat` recycled one or more cards to its main deck. */
export function onCardsRecycled(ctx: EngineContext, seat: Seat): void {
  for (const id of permanentsOnBoard(ctx.state)) {
    const object = objectAt(ctx.state, id);
    if (object.controller === seat) queueOwn(ctx, object, 'youRecycleCards', null, placeOf(object));
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

/** 515.2.a: "at the start of your Beginning Phase" (Temporary, 728). */
export function onBeginningPhase(ctx: EngineContext, seat: Seat): void {
  for (const id of permanentsOnBoard(ctx.state)) {
    const object = objectAt(ctx.state, id);
    if (object.controller !== seat || !isOnBoard(object)) continue;
    queueOwn(ctx, object, 'beginningPhaseSelf', id, placeOf(object));
    // CR 1.4 816.2.a: Temporary triggers once however many instances; a card printed with it
    // carries the ability already, so only a permanent given it by an effect adds the keyword's.
    if (cardOf(object).keywords.temporary !== true && keywordsOf(ctx.state, id).temporary === true) {
      queue(ctx, object, TEMPORARY_ABILITY, object.controller, id, placeOf(object));
    }
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
