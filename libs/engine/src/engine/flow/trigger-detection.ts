/**
 * 582-585: noticing triggered abilities. A trigger is queued (`TriggerQueued`) the moment its
 * condition happens and is put on the chain at the next opportunity (541, 583.3).
 */
import { cardDefinition, cardOf } from '../../cards/card-registry.js';
import type { Ability, PlayedCardFilter, TriggerKind } from '../../model/card-definition.js';
import type { ChainItem } from '../../model/chain-item.js';
import type { GameObject } from '../../model/game-object.js';
import type { ObjectId, Place, Seat } from '../../model/ids.js';
import { areOpponents, isFriendlyController } from '../../rules/mode-policy.js';
import { findObject, isOnBoard, objectAt, permanentsOnBoard, placeOf } from '../../rules/queries.js';
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
  if (!triggerConditionHolds(ctx.state, source.card, ability, controller)) return;
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

function playedMatches(ctx: EngineContext, filter: PlayedCardFilter | undefined, item: ChainItem): boolean {
  if (!filter) return true;
  const card = cardDefinition(item.card);
  if (filter.type !== undefined && card.type !== filter.type) return false;
  if (filter.minEnergy !== undefined && card.energy < filter.minEnergy) return false; // CR 1.3 131.4
  return !filter.onOpponentsTurn || areOpponents(ctx.state, ctx.state.turn.seat, item.controller);
}

/**
 * CR 1.4 350.1 (rulings: "when you play" means resolve): a card played by `item.controller`
 * resolved; their permanents' "when you play a card" abilities that match it trigger. The card
 * itself is not on the board yet (a spell never is), so it never sees its own play.
 */
export function onCardResolved(ctx: EngineContext, item: ChainItem): void {
  for (const id of permanentsOnBoard(ctx.state)) {
    if (id === item.source) continue;
    const object = objectAt(ctx.state, id);
    if (object.controller !== item.controller) continue;
    const abilities = cardOf(object).abilities;
    for (let index = 0; index < abilities.length; index++) {
      const ability = abilities[index] as Ability;
      if (ability.kind !== 'triggered' || ability.trigger !== 'youPlayCard' || !playedMatches(ctx, ability.played, item)) continue;
      queue(ctx, object, index, object.controller, item.source, placeOf(object));
    }
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

/** Deaths this turn of units controlled by `seat` or a teammate (SeatState.unitsDied). */
function friendlyDeathsThisTurn(ctx: EngineContext, seat: number): number {
  let count = 0;
  for (const other of ctx.state.seats) if (isFriendlyController(ctx.state, seat, other.seat)) count += other.unitsDied;
  return count;
}

/**
 * "The first time another friendly unit dies each turn" (FAQ Origins, Wraith of Echoes): once for
 * the turn's first friendly death, several at once counting as one; a dying unit sees nothing that
 * dies with it.
 */
function firstFriendlyDeathTriggers(ctx: EngineContext, into: PlannedTrigger[], board: readonly GameObject[], dying: readonly GameObject[]): void {
  for (const other of board) {
    if (dying.some((unit) => unit.id === other.id)) continue;
    const friendly = dying.find((unit) => cardOf(unit).type === 'Unit' && isFriendlyController(ctx.state, other.controller, unit.controller));
    if (!friendly || friendlyDeathsThisTurn(ctx, other.controller) > 0) continue;
    const legion = (ctx.state.seats[other.controller]?.cardsPlayed ?? 0) >= 2;
    plannedFor(into, other, 'firstOtherFriendlyUnitDiesEachTurn', friendly.id, placeOf(other), legion);
  }
}

/** CR 1.3 808 (Karthus, Eternal): how many times the Deathknell of a unit of `seat` triggers: once,
 * plus one for each permanent of that player whose passive ability adds a time (rulings: a
 * permanent dying at the same time still counts, 808.1.d.2). */
function deathknellTimes(board: readonly GameObject[], seat: number): number {
  let times = 1;
  for (const other of board) {
    if (other.controller !== seat) continue;
    for (const ability of cardOf(other).abilities) if (ability.kind === 'static' && ability.effect === 'deathknellTriggersAgain') times++;
  }
  return times;
}

/** Triggers caused by `dying` units dying together, evaluated on the board before they die. */
export function deathTriggers(ctx: EngineContext, dying: readonly GameObject[]): readonly PlannedTrigger[] {
  const result: PlannedTrigger[] = [];
  const board = permanentsOnBoard(ctx.state).map((id) => objectAt(ctx.state, id));
  firstFriendlyDeathTriggers(ctx, result, board, dying);
  for (const unit of dying) {
    const card = cardOf(unit);
    if (card.type !== 'Unit') continue;
    const legion = (ctx.state.seats[unit.controller]?.cardsPlayed ?? 0) >= 2;
    // CR 1.3 808.1: Deathknell is a "when I die" ability of a card with the keyword.
    const times = card.keywords.deathknell ? deathknellTimes(board, unit.controller) : 1;
    for (let time = 0; time < times; time++) plannedFor(result, unit, 'dieSelf', unit.id, placeOf(unit), legion);
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

/** 551.1: "when I attack" triggers of the attacking units (and their "attack or defend" ones). */
export function onAttack(ctx: EngineContext, attackers: readonly ObjectId[], bf: number): void {
  for (const id of attackers) {
    queueOwn(ctx, objectAt(ctx.state, id), 'attackSelf', id, bf);
    queueOwn(ctx, objectAt(ctx.state, id), 'attackOrDefendSelf', id, bf);
  }
}

/** CR 1.3 383.4.f: defend triggers of units gaining the Defender designation. */
export function onDefend(ctx: EngineContext, defenders: readonly ObjectId[], bf: number): void {
  for (const id of defenders) queueOwn(ctx, objectAt(ctx.state, id), 'attackOrDefendSelf', id, bf);
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
