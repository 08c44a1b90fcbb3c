/**
 * 582-585: noticing triggered abilities. A trigger is queued (`TriggerQueued`) the moment its
 * condition happens and is put on the chain at the next opportunity (541, 583.3).
 */
import { cardDefinition, cardOf } from '../../cards/card-registry.js';
import type { Ability, PlayedCardFilter, TriggerKind } from '../../model/card-definition.js';
import type { ChainItem } from '../../model/chain-item.js';
import type { GameObject } from '../../model/game-object.js';
import type { ObjectId, Place, Seat } from '../../model/ids.js';
import { isAloneThere } from '../../rules/alone.js';
import { areOpponents, isFriendlyController } from '../../rules/mode-policy.js';
import { permanentsWithTrigger } from '../../rules/board-abilities.js';
import { findObject, isOnBoard, objectAt, permanentsOnBoard, placeOf, seatAt } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { interveningConditionHolds, triggerConditionHolds } from './trigger-conditions.js';
import { TEMPORARY_ABILITY, VISION_ABILITY } from '../../cards/keyword-abilities.js';
import type { GameState } from '../../model/game-state.js';
import { keywordAurasTo, keywordsOf } from '../../rules/might.js';
import { movesThisTurn } from '../../rules/moves-this-turn.js';
import { onFriendlyUnitsChosen } from './spell-choices.js';

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

export function queueOwn(
  ctx: EngineContext,
  object: GameObject,
  kind: TriggerKind,
  subject: ObjectId | null,
  here: Place | null,
  paidAdditional = false,
  moveNumber = 0,
  eachUnit = false,
): void {
  const abilities = cardOf(object).abilities;
  for (let index = 0; index < abilities.length; index++) {
    const ability = abilities[index] as Ability;
    if (ability.kind !== 'triggered' || ability.trigger !== kind) continue;
    if ((ability.eachUnit === true) !== eachUnit) continue;
    if (ability.onMoveNumber !== undefined && ability.onMoveNumber !== moveNumber) continue;
    // 724.1.c: Legion: only if another main-deck card was played this turn.
    if (ability.legion && (ctx.state.seats[object.controller]?.cardsPlayed ?? 0) < 2) continue;
    queue(ctx, object, index, object.controller, subject, here, paidAdditional);
  }
}

/** 595.4.a: `seat` finished playing a main-deck card (counted already): on the second one this
 * turn, its permanents' "second card" triggers. */
export function onCardCounted(ctx: EngineContext, seat: Seat): void {
  if ((ctx.state.seats[seat]?.cardsPlayed ?? 0) !== 2) return;
  for (const id of permanentsWithTrigger(ctx.state, 'secondCardPlayedThisTurn')) {
    const object = objectAt(ctx.state, id);
    if (object.controller === seat) queueOwn(ctx, object, 'secondCardPlayedThisTurn', id, placeOf(object));
  }
}

/** 595.4.a: the play of a card (or token) completed; `played` is on the board now. `fromHidden`:
 * it was played from facedown (CR 1.3 811). */
export function onPlayed(ctx: EngineContext, played: ObjectId, paidAdditional = false, fromHidden = false): void {
  const object = objectAt(ctx.state, played);
  // CR 1.4 817.1.c, 817.2: each instance of Vision (printed, or granted by another permanent)
  // triggers separately as the permanent enters the board.
  for (let i = 0; i < visionInstances(ctx.state, object); i++) queue(ctx, object, VISION_ABILITY, object.controller, played, placeOf(object));
  queueOwn(ctx, object, 'playSelf', played, placeOf(object), paidAdditional);
  if (!object.token) onCardCounted(ctx, object.controller);
  if (object.zone === 'battlefield') queueOwn(ctx, object, 'playSelfToBattlefield', played, object.bf, paidAdditional);
  if (fromHidden) onPlayedFromHidden(ctx, object.controller, played);
  if (cardOf(object).type !== 'Unit') return;
  queueLegend(ctx, object.controller, 'youPlayUnit', played, placeOf(object));
  for (const id of permanentsWithTrigger(ctx.state, 'playAnotherUnit')) {
    const other = objectAt(ctx.state, id);
    if (id !== played && other.controller === object.controller) queueOwn(ctx, other, 'playAnotherUnit', played, placeOf(other));
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
  for (const id of permanentsWithTrigger(ctx.state, 'youPlayCard')) {
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

function visionInstances(state: GameState, object: GameObject): number {
  let count = cardOf(object).keywords.vision === true ? 1 : 0;
  for (const aura of keywordAurasTo(state, object)) if (aura.grants.vision === true) count++;
  return count;
}

/** CR 1.3 419.4.a: a card `seat` played from Hidden finished its play (a permanent resolved, or a
 * spell resolved without being countered): the "when you play a card from Hidden" triggers of
 * that player's permanents. */
export function onPlayedFromHidden(ctx: EngineContext, seat: Seat, played: ObjectId): void {
  for (const id of permanentsWithTrigger(ctx.state, 'youPlayFromHidden')) {
    const object = objectAt(ctx.state, id);
    if (object.controller === seat) queueOwn(ctx, object, 'youPlayFromHidden', played, placeOf(object));
  }
}

/** CR 1.3 422.1.b: after `cards` were discarded from `seat`'s hand by one instruction: each card's
 * own "when this is discarded" (from the trash) and, once, the "when you discard" triggers of
 * that player's permanents. */
export function onDiscarded(ctx: EngineContext, seat: Seat, cards: readonly ObjectId[]): void {
  if (cards.length === 0) return;
  for (const id of cards) queueOwn(ctx, objectAt(ctx.state, id), 'discardSelf', id, null);
  for (const id of permanentsWithTrigger(ctx.state, 'youDiscard')) {
    const object = objectAt(ctx.state, id);
    if (object.controller === seat) queueOwn(ctx, object, 'youDiscard', null, placeOf(object));
  }
}

/** A permanent left the board other than by dying (to a hand, to banishment): its own "when this
 * leaves the board" triggers, from where it went (`from`: its last location). */
export function onLeftBoard(ctx: EngineContext, object: ObjectId, from: Place | null): void {
  queueOwn(ctx, objectAt(ctx.state, object), 'leaveBoardSelf', object, from);
}

/** CR 1.3 441.1: units that moved (standard or by an effect; recalls are not moves, 451.1). */
export function onMoved(ctx: EngineContext, units: readonly ObjectId[]): void {
  for (const id of units) {
    const unit = objectAt(ctx.state, id);
    queueOwn(ctx, unit, 'moveSelf', id, placeOf(unit), false, movesThisTurn(ctx.state, unit));
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
  onFriendlyUnitsChosen(ctx, seat, spell);
}

/** CR 1.4 416.1: `seat` recycled one or more cards to its main deck. */
export function onCardsRecycled(ctx: EngineContext, seat: Seat): void {
  for (const id of permanentsWithTrigger(ctx.state, 'youRecycleCards')) {
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
  const state = ctx.state;
  let board: readonly GameObject[] | null = null;
  // The board is listed only when a permanent could notice these deaths (usually none can).
  const boardNow = (): readonly GameObject[] => (board ??= permanentsOnBoard(state).map((id) => objectAt(state, id)));
  if (permanentsWithTrigger(state, 'firstOtherFriendlyUnitDiesEachTurn').length > 0) firstFriendlyDeathTriggers(ctx, result, boardNow(), dying);
  const othersWatch = permanentsWithTrigger(state, 'anotherNonRecruitUnitYouControlDies').length > 0 || permanentsWithTrigger(state, 'buffedFriendlyUnitDies').length > 0;
  for (const unit of dying) {
    const card = cardOf(unit);
    const legion = (ctx.state.seats[unit.controller]?.cardsPlayed ?? 0) >= 2;
    // CR 1.3 428.1: a gear is killed too; its own "when this is killed" looks back like a unit's.
    // CR 1.3 808.1: Deathknell is a "when I die" ability of a card with the keyword.
    const times = card.keywords.deathknell ? deathknellTimes(boardNow(), unit.controller) : 1;
    for (let time = 0; time < times; time++) plannedFor(result, unit, 'dieSelf', unit.id, placeOf(unit), legion);
    plannedFor(result, unit, 'leaveBoardSelf', unit.id, placeOf(unit), legion);
    if (card.type !== 'Unit' || !othersWatch) continue;
    const isRecruit = card.tags.includes('Recruit');
    for (const other of boardNow()) {
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
  // An enemy unit attacking a battlefield a player controls triggers that player's legend.
  const holder = ctx.state.battlefields[bf]?.controller ?? null;
  if (holder === null) return;
  for (const id of attackers) {
    if (areOpponents(ctx.state, holder, objectAt(ctx.state, id).controller)) queueLegend(ctx, holder, 'enemyUnitAttacksYourBattlefield', id, bf);
  }
}

/** CR 1.3 383.4.f: defend triggers of units gaining the Defender designation. */
export function onUnitsDefend(ctx: EngineContext, defenders: readonly ObjectId[], bf: number): void {
  for (const id of defenders) queueOwn(ctx, objectAt(ctx.state, id), 'attackOrDefendSelf', id, bf);
  for (const id of defenders) queueOwn(ctx, objectAt(ctx.state, id), 'defendSelf', id, bf);
}

/** CR 1.3 599.1: `stunner`'s spell or ability stunned `unit`; "when you stun an enemy unit"
 * abilities of the stunner's permanents notice it when the unit is an enemy of theirs. */
export function onStunned(ctx: EngineContext, stunner: Seat, unit: ObjectId): void {
  const stunned = objectAt(ctx.state, unit);
  if (!areOpponents(ctx.state, stunner, stunned.controller)) return;
  queueStunTriggers(ctx, stunner, unit);
}

/** CR 1.3 599.1: the `youStunEnemyUnits` abilities of `stunner`'s permanents, then of their
 * legend: with a stunned `unit`, those that trigger once per unit (`eachUnit`, the unit the
 * subject); without, those that trigger once per instruction. */
function queueStunTriggers(ctx: EngineContext, stunner: Seat, unit: ObjectId | null): void {
  const eachUnit = unit !== null;
  for (const id of permanentsWithTrigger(ctx.state, 'youStunEnemyUnits')) {
    const object = objectAt(ctx.state, id);
    if (object.controller === stunner) queueOwn(ctx, object, 'youStunEnemyUnits', unit, placeOf(object), false, 0, eachUnit);
  }
  const seatState = ctx.state.seats[stunner];
  const legend = seatState && seatState.removed === null ? findObject(ctx.state, seatState.legend) : undefined;
  if (legend) queueOwn(ctx, legend, 'youStunEnemyUnits', unit, null, false, 0, eachUnit);
}

/**
 * CR 1.3 741.1 as combat is established (459.2): a unit that is its side's only attacker or only
 * defender and has no other friendly unit there "attacks or defends alone"; the abilities of
 * permanents friendly to it notice that.
 */
export function onCombatAlone(ctx: EngineContext, sideUnits: readonly ObjectId[], bf: number): void {
  const [only] = sideUnits;
  if (only === undefined || sideUnits.length !== 1) return;
  const unit = objectAt(ctx.state, only);
  if (!isAloneThere(ctx.state, unit)) return;
  for (const id of permanentsWithTrigger(ctx.state, 'friendlyUnitAttacksOrDefendsAlone')) {
    const object = objectAt(ctx.state, id);
    if (isFriendlyController(ctx.state, object.controller, unit.controller)) queueOwn(ctx, object, 'friendlyUnitAttacksOrDefendsAlone', only, bf);
  }
}

/** CR 1.3 441.1, 383.2.c: "when I move to a battlefield" triggers of the units that just moved
 * there (checked after the move, so a unit that did not arrive does not trigger). */
export function onMovedToBattlefield(ctx: EngineContext, units: readonly ObjectId[], bf: number): void {
  for (const id of units) {
    const unit = findObject(ctx.state, id);
    if (unit && unit.zone === 'battlefield' && unit.bf === bf) queueOwn(ctx, unit, 'moveToBattlefieldSelf', id, bf);
  }
  onEnemyUnitsMovedTo(ctx, units, bf);
}

/** Units that moved to `bf` (one move): each permanent elsewhere with an enemy among those that
 * arrived notices it once ("when an opponent moves to a battlefield other than mine"). */
function onEnemyUnitsMovedTo(ctx: EngineContext, units: readonly ObjectId[], bf: number): void {
  const watchers = permanentsWithTrigger(ctx.state, 'enemyUnitsMoveToOtherBattlefield');
  if (watchers.length === 0) return;
  const arrived = units.map((id) => findObject(ctx.state, id)).filter((unit): unit is GameObject => unit !== undefined && unit.zone === 'battlefield' && unit.bf === bf);
  if (arrived.length === 0) return;
  for (const id of watchers) {
    const watcher = objectAt(ctx.state, id);
    if (placeOf(watcher) === bf || !arrived.some((unit) => areOpponents(ctx.state, watcher.controller, unit.controller))) continue;
    queueOwn(ctx, watcher, 'enemyUnitsMoveToOtherBattlefield', null, bf);
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
  for (const id of permanentsWithTrigger(ctx.state, 'youReadyFriendlyUnit')) {
    const source = objectAt(ctx.state, id);
    if (source.controller !== seat) continue;
    for (const unit of units) queueOwn(ctx, source, 'youReadyFriendlyUnit', unit, placeOf(source));
  }
}

/** CR 1.3 701: a spell or ability `seat` controls gave `unit` a buff; "when you buff a friendly
 * unit" abilities of that player's permanents notice it when the unit is friendly to them. */
export function onBuffed(ctx: EngineContext, seat: Seat, unit: ObjectId): void {
  const buffed = findObject(ctx.state, unit);
  if (!buffed || !isFriendlyController(ctx.state, seat, buffed.controller)) return;
  for (const id of permanentsWithTrigger(ctx.state, 'youBuffFriendlyUnit')) {
    const object = objectAt(ctx.state, id);
    if (object.controller === seat) queueOwn(ctx, object, 'youBuffFriendlyUnit', unit, placeOf(object));
  }
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
  queueLegend(ctx, seat, 'beginningPhaseSelf', null, null);
  // CR 1.3 187.6.b: a battlefield's trigger at the start of a player's first Beginning Phase; an
  // uncontrolled battlefield's abilities are the turn player's to put on the chain.
  if (seatAt(ctx.state, seat).turnsTaken !== 1) return;
  for (const bf of ctx.state.battlefields) queueBattlefield(ctx, bf.index, 'firstBeginningPhaseOfEachPlayer', bf.controller ?? seat, null);
}

/** CR 1.3 317.1.a: "at the end of your turn" abilities of the turn player's permanents and legend. */
export function onEndOfTurn(ctx: EngineContext, seat: Seat): void {
  for (const id of permanentsWithTrigger(ctx.state, 'endOfTurnSelf')) {
    const object = objectAt(ctx.state, id);
    if (object.controller === seat) queueOwn(ctx, object, 'endOfTurnSelf', id, placeOf(object));
  }
  queueLegend(ctx, seat, 'endOfTurnSelf', null, null);
}

/** Queues a battlefield's triggers of one kind, controlled by `controller` (CR 1.3 187.6). */
export function queueBattlefield(ctx: EngineContext, bf: number, kind: TriggerKind, controller: Seat, subject: ObjectId | null): void {
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
  queueStunTriggers(ctx, seat, null);
}

/** CR 1.3 441.1: "when a friendly unit moves from my location": the friendly units still at the
 * place `unit` left (a base is its controller's), those that moved with it left out. */
function queueFollowers(ctx: EngineContext, unit: ObjectId, from: Place, moved: readonly { readonly unit: ObjectId }[]): void {
  const mover = findObject(ctx.state, unit);
  if (!mover) return;
  const there = from === 'base' ? seatAt(ctx.state, mover.controller).base : (ctx.state.battlefields[from]?.units ?? []);
  for (const id of there) {
    if (id === unit || moved.some((entry) => entry.unit === id)) continue;
    const other = objectAt(ctx.state, id);
    if (isFriendlyController(ctx.state, other.controller, mover.controller)) queueOwn(ctx, other, 'friendlyUnitMovesFromMyLocation', unit, from);
  }
}

/** Units moved away from battlefields ("when a unit moves from here"); `from` is where each was. */
export function onMovedFrom(ctx: EngineContext, moved: readonly { readonly unit: ObjectId; readonly from: Place | null }[]): void {
  for (const { unit, from } of moved) {
    if (from !== null) queueFollowers(ctx, unit, from, moved);
    if (from === null || from === 'base') continue;
    const battlefield = ctx.state.battlefields[from];
    if (battlefield) queueBattlefield(ctx, from, 'unitMovesFromHere', battlefield.controller ?? ctx.state.turn.seat, unit);
  }
}

/** 632.2: conquer and hold abilities of the battlefield that scored, and (CR 1.3 383.4.c.2.a) the
 * "when I conquer" abilities of the conquering player's units there. */
export function onScored(ctx: EngineContext, seat: Seat, bf: number, method: 'conquer' | 'hold'): void {
  const selfKind: TriggerKind = method === 'conquer' ? 'conquerSelf' : 'holdSelf';
  for (const id of ctx.state.battlefields[bf]?.units ?? []) {
    const unit = objectAt(ctx.state, id);
    if (unit.controller === seat) queueOwn(ctx, unit, selfKind, id, bf);
  }
  queueBattlefield(ctx, bf, method === 'conquer' ? 'conquerHere' : 'holdHere', seat, null);
  if (method === 'conquer') queueLegend(ctx, seat, 'youConquer', null, bf);
  if (method === 'conquer') for (const id of seatAt(ctx.state, seat).trash) queueOwn(ctx, objectAt(ctx.state, id), 'youConquerFromTrash', null, bf);
}
