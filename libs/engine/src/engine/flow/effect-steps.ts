/**
 * The effect DSL interpreter: runs the steps of a resolving spell or ability from top to bottom
 * (151.1), skipping instructions whose targets became illegal (563.2.c.5-7). A step that needs a
 * choice or a sub-process suspends the run; the frame stack remembers where it stopped.
 */
import { cardOf } from '../../cards/card-registry.js';
import type { ObjectRef, Step } from '../../model/card-definition.js';
import type { EffectContext, Frame } from '../../model/frame.js';
import type { GameObject } from '../../model/game-object.js';
import type { ObjectId, Place, Seat } from '../../model/ids.js';
import { moveProblem } from '../../rules/locations.js';
import { areOpponents, opponentsOf } from '../../rules/mode-policy.js';
import { activeSeats, findObject, inTurnOrderFrom, isOnBoard, nextInTurnOrder, objectAt, placeOf, seatAt, sideIndexOf, topOf, unitsOnBoard } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { contestOnArrival, recallOnInvalidDestination } from './arrival.js';
import { resumeBanishThenPlay, runBanishThenPlay } from './banish-play.js';
import { resumeOthersChoose, runOthersChooseUnitsToKill } from './others-choose.js';
import { resumeFinishPlayConfirm, resumeFinishPlayKill, resumePlayFromTrash, runFinishPlay, runPlayFromTrash } from './play-from-trash.js';
import { recycleIfMarked, runPlaySpellFromTrash } from './play-spell-from-trash.js';
import { resumeBanishFromTop, runBanishFromTop } from './banish-from-top.js';
import { resumeEachPlayerBanishes, runEachPlayerBanishes } from './deck-top-play.js';
import { isSeenOnTopOffer, resumeSeenOnTop, seenOnTop } from './seen-on-top.js';
import { recycleRevealed, runRevealTop } from './reveal-top.js';
import { resumeLookRecycleReorder, runLookRecycleReorder } from './look-reorder.js';
import { runSplitDamage } from './split-damage.js';
import { runTakeControl } from './control.js';
import { runTokensEachChosen } from './token-places.js';
import { resumeKillTargetGroup, runKillTargetGroup } from './kill-group.js';
import { runRevealTopRune } from './reveal-rune.js';
import { resumeKeepAndRecycleRest, runKeepAndRecycleRest } from './keep-recycle.js';
import { recycleByOwner, runRecycleFromTrash } from './recycle-from-trash.js';
import { bonusDamageOf } from './next-spell.js';
import { stepConditionHolds } from './step-condition.js';
import { payCost } from './pay.js';
import { planPayment } from '../../rules/payment.js';
import type { Cost } from '../../rules/costs.js';
import { endGame, gainPoints } from './game-end.js';
import { addMight, amountOf, channel, createTokens, onBoardUnit, recycleCards, refBattlefield, refObject, refObjects, refPlayer } from './effect-helpers.js';
import { mightOf } from '../../rules/might.js';
import { spellAndAbilityDamagePrevented } from '../../rules/turn-effects.js';
import { mapList } from '../../util/lists.js';
import { objectsMatching } from '../../rules/targeting.js';
import { dealDamage } from './damage.js';
import { runGainControlOfChainItem, runMayMakeNewChoices } from './chain-control.js';
import { effectKillBy, isSpellEffect } from './killed-by.js';
import { buffBy, createEndOfTurnTrigger, friendlyRunes, readyAllRunes, resumePayAnyAmountOfPower, resumeSpendAnyNumberOfBuffs, runPayAnyAmountOfPower, runSpendAnyNumberOfBuffs } from './cost-resource-steps.js';
import { bonusDamageHere } from '../../rules/bonus-damage-here.js';
import { activateConquerEffectsHere } from './conquer-effects.js';
import { beginDelayedOnDamage } from './delayed-triggers.js';
import { returnChosenChampion } from './chosen-champion.js';
import { resumeReadyAnother, runReadyAnother } from './ready-another.js';
import { runPlayFromHand } from './play-from-hand.js';
import { resumePutOwnUnitIntoHand, runPutOwnUnitIntoHand } from './put-into-hand.js';
import { runReflexive } from './reflexive.js';
import { beginTurnEffect } from './this-turn.js';
import { onDiscarded, onEnemyUnitsStunned, onLeftBoard, onMoved, onMovedFrom, onMovedToBattlefield, onReadied, onStunned } from './trigger-detection.js';
import { notReadiedByEffects } from '../../rules/battlefield-locks.js';

/** A cost of energy only ("you may pay N"). */
const energyCost = (energy: number): Cost => ({ energy, power: [] });

type Outcome = 'done' | 'suspended';

function suspendWith(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], next: number, frame: Frame): Outcome {
  ctx.push({ f: 'effect', ctx: ectx, steps, index: next });
  ctx.push(frame);
  return 'suspended';
}

/** CR 1.3 422: `cards` go from `seat`'s hand to the trash; the discard triggers follow (422.1.b). */
function discardCards(ctx: EngineContext, seat: Seat, cards: readonly ObjectId[]): void {
  for (const card of cards) ctx.emit({ type: 'CardDiscarded', seat, card });
  onDiscarded(ctx, seat, cards);
}

type DiscardStep = Extract<Step, { do: 'discard' }>;

/** The `then` steps of a discard run next, knowing what was discarded. */
function afterDiscard(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number, discarded: readonly ObjectId[]): Outcome {
  const step = steps[index] as DiscardStep;
  if (!step.then) return 'done';
  return suspendWith(ctx, ectx, steps, index + 1, { f: 'effect', ctx: { ...ectx, discarded }, steps: step.then, index: 0 });
}

function discard(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): Outcome {
  const step = steps[index] as DiscardStep;
  const seat = refPlayer(ctx, ectx, step.who);
  if (seat === null) return 'done';
  const hand = seatAt(ctx.state, seat).hand;
  if (step.may === true) {
    const count = step.count === 'all' ? hand.length : step.count;
    if (count <= 0 || hand.length < count) return 'done';
    ctx.ask({ kind: 'chooseCards', seat, options: hand, count, upTo: true }, { f: 'effect', ctx: ectx, steps, index });
    return 'suspended';
  }
  const amount = step.count === 'all' ? hand.length : Math.min(step.count, hand.length); // 598.4: as many as possible
  if (amount === 0) return afterDiscard(ctx, ectx, steps, index, []);
  if (amount === hand.length) {
    const discarded = hand.slice();
    discardCards(ctx, seat, discarded);
    return afterDiscard(ctx, ectx, steps, index, discarded);
  }
  ctx.ask({ kind: 'chooseCards', seat, options: hand, count: amount }, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

/** The answer to a discard's choice; a "may" discard of fewer than asked is declined. */
function resumeDiscard(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, seat: Seat, cards: readonly ObjectId[]): void {
  const step = frame.steps[frame.index] as DiscardStep;
  const { seenOnTop: _seen, ...outer } = frame.ctx;
  ctx.push({ f: 'effect', ctx: outer, steps: frame.steps, index: frame.index + 1 });
  if (step.may === true && cards.length !== step.count) return;
  discardCards(ctx, seat, cards);
  if (step.then) ctx.push({ f: 'effect', ctx: { ...frame.ctx, discarded: cards }, steps: step.then, index: 0 });
}

type RevealStep = Extract<Step, { do: 'revealOpponentHand' }>;

/** 600.1: `opponent` shows their hand to every player; the controller then chooses a card of it. */
function revealHandOf(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number, opponent: Seat): Outcome {
  const step = steps[index] as RevealStep;
  const hand = seatAt(ctx.state, opponent).hand;
  ctx.emit({ type: 'HandRevealed', seat: opponent, cards: mapList(hand, (id) => ({ id, card: objectAt(ctx.state, id).card })) });
  const options = step.choose === 'nonUnit' ? hand.filter((id) => cardOf(objectAt(ctx.state, id)).type !== 'Unit') : hand;
  if (options.length === 0) return 'done';
  ctx.ask({ kind: 'chooseCards', seat: ectx.controller, options, count: 1 }, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

function revealOpponentHand(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): Outcome {
  const opponents = opponentsOf(ctx.state, ectx.controller);
  const [only] = opponents;
  if (only === undefined) return 'done';
  if (opponents.length === 1) return revealHandOf(ctx, ectx, steps, index, only);
  ctx.ask({ kind: 'chooseOpponent', seat: ectx.controller, options: opponents }, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

/** The revealed card the controller chose goes where the step says, from its owner's hand. */
function takeRevealed(ctx: EngineContext, step: RevealStep, cards: readonly ObjectId[]): void {
  for (const card of cards) {
    const owner = objectAt(ctx.state, card).owner;
    if (step.then === 'discard') {
      discardCards(ctx, owner, [card]);
      continue;
    }
    recycleCards(ctx, owner, [card]); // 594.5: one card, but the event keeps its shape
  }
}

/** A permanent goes back to its owner's hand; its "when this leaves the board" follows. */
function returnFromBoard(ctx: EngineContext, id: ObjectId): void {
  const from = placeOf(objectAt(ctx.state, id));
  ctx.emit({ type: 'CardReturnedToHand', card: id });
  if (findObject(ctx.state, id)) onLeftBoard(ctx, id, from);
}

type ChooseStep = Extract<Step, { do: 'playerChooses' }>;

/** A player picks one permanent on resolution (a choice, not a target); a single option of a
 * mandatory choice is taken at once. */
function playerChooses(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): Outcome {
  const step = steps[index] as ChooseStep;
  const seat = refPlayer(ctx, ectx, step.who);
  if (seat === null) return 'done';
  const options = objectsMatching(ctx.state, step.select, { controller: seat, source: ectx.source, here: ectx.here, onlyAt: null });
  const [only] = options;
  if (only === undefined) return 'done';
  if (options.length === 1 && !step.upTo) return actOnChosen(ctx, ectx, steps, index, [only]);
  const decision = { kind: 'chooseCards' as const, seat, options, count: 1 };
  ctx.ask(step.upTo ? { ...decision, upTo: true } : decision, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

function actOnChosen(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number, chosen: readonly ObjectId[]): Outcome {
  const step = steps[index] as ChooseStep;
  const onBoard = chosen.filter((id) => {
    const object = findObject(ctx.state, id);
    return object !== undefined && isOnBoard(object);
  });
  if (onBoard.length === 0) return 'done';
  // Unleashed patch notes (responsibility): the player told to choose and kill performs the kill.
  const chooser = refPlayer(ctx, ectx, step.who) ?? ectx.controller;
  if (step.then === 'kill') return suspendWith(ctx, ectx, steps, index + 1, { f: 'kill', units: onBoard, index: 0, dying: [], by: effectKillBy(ctx, ectx, chooser) });
  for (const id of onBoard) returnFromBoard(ctx, id);
  return 'done';
}

/** The top `count` cards of the controller's Main Deck, privately seen (CR 1.3 128.4): `keep` of
 * them go to the hand (the controller chooses when there are more), the rest are recycled. */
function lookAtTopKeep(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number, count: number, keep: number): Outcome {
  const deck = seatAt(ctx.state, ectx.controller).mainDeck;
  const top = seenOnTop(ctx, ectx, steps, index, ectx.controller, deck.slice(Math.max(0, deck.length - count)).reverse());
  if (top === null) return 'suspended';
  if (top.length === 0) return 'done';
  if (top.length <= keep) {
    keepLooked(ctx, top, []);
    return 'done';
  }
  const seen = mapList(top, (id) => ({ id, card: objectAt(ctx.state, id).card }));
  ctx.ask({ kind: 'chooseCards', seat: ectx.controller, options: top, count: keep, seen }, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

/** The kept cards go to their owner's hand (not a draw); the others are recycled (CR 1.3 416). */
function keepLooked(ctx: EngineContext, kept: readonly ObjectId[], rest: readonly ObjectId[]): void {
  for (const card of kept) ctx.emit({ type: 'CardReturnedToHand', card });
  const [first] = rest;
  if (first === undefined) return;
  recycleCards(ctx, objectAt(ctx.state, first).owner, rest);
}

/** CR 1.3 444: a move by an effect to a battlefield; an invalid destination recalls instead (442.2.c). */
function moveToBattlefieldByEffect(ctx: EngineContext, unit: ObjectId, bf: number): void {
  const problem = moveProblem(ctx.state, unit, bf, false);
  if (problem) {
    recallOnInvalidDestination(ctx, unit, problem);
    return;
  }
  const from = placeOf(objectAt(ctx.state, unit));
  ctx.emit({ type: 'UnitsMoved', units: [unit], to: bf, standard: false });
  onMovedFrom(ctx, [{ unit, from }]);
  contestOnArrival(ctx, unit, bf);
  onMoved(ctx, [unit]);
  onMovedToBattlefield(ctx, [unit], bf);
}

function moveByEffect(ctx: EngineContext, unit: ObjectId, to: Place): void {
  if (to !== 'base') {
    moveToBattlefieldByEffect(ctx, unit, to);
    return;
  }
  if (moveProblem(ctx.state, unit, 'base', false)) return;
  const from = placeOf(objectAt(ctx.state, unit));
  ctx.emit({ type: 'UnitsMoved', units: [unit], to: 'base', standard: false });
  onMoved(ctx, [unit]);
  onMovedFrom(ctx, [{ unit, from }]);
}

/** CR 1.3 444: two units trade locations, each by a move (both read before either moves); units
 * already together do not move. A base is its unit's controller's base. */
function swapLocations(ctx: EngineContext, a: GameObject | null, b: GameObject | null): void {
  if (!a || !b || a.id === b.id) return;
  const placeA = placeOf(a);
  const placeB = placeOf(b);
  if (placeA === null || placeB === null || placeA === placeB) return;
  moveByEffect(ctx, a.id, placeB);
  moveByEffect(ctx, b.id, placeA);
}

/** CR 1.3 417.6.b.3: each unit is the source of damage equal to its might, both dealt at once
 * (mights read before either is dealt); a unit with 0 might deals nothing (417.1.e). */
function fight(ctx: EngineContext, a: GameObject | null, b: GameObject | null, by: Seat): void {
  if (!a || !b || a.id === b.id) return;
  const mightA = mightOf(ctx.state, a.id);
  const mightB = mightOf(ctx.state, b.id);
  dealDamage(ctx, b.id, mightA, false, by);
  dealDamage(ctx, a.id, mightB, false, by);
}

/** 599.1: the unit is stunned by the effect's controller ("when you stun" triggers notice it). */
function stunUnit(ctx: EngineContext, ectx: EffectContext, unit: ObjectId): void {
  ctx.emit({ type: 'UnitStunned', unit });
  onStunned(ctx, ectx.controller, unit);
}

/** Where a move by an effect goes (a battlefield), or null when there is no such place now. */
function moveDestination(ctx: EngineContext, ectx: EffectContext, to: ObjectRef | 'here' | { readonly locationOf: ObjectRef }): number | null {
  if (to === 'here') return typeof ectx.here === 'number' ? ectx.here : null;
  if (typeof to === 'object' && 'locationOf' in to) {
    const unit = onBoardUnit(ctx, refObject(ctx, ectx, to.locationOf));
    return unit?.zone === 'battlefield' ? unit.bf : null;
  }
  return refBattlefield(ectx, to);
}

/** Spends the buff of `unit` (702.2.b), then runs the step's `then` before the steps after it. */
function spendBuffFrom(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number, unit: ObjectId): Outcome {
  const step = steps[index] as Extract<Step, { do: 'spendBuff' }>;
  ctx.emit({ type: 'BuffSpent', unit });
  return suspendWith(ctx, ectx, steps, index + 1, { f: 'effect', ctx: ectx, steps: step.then, index: 0 });
}

/** CR 1.3 444: a move by an effect (not a recall, 451); to the base of the unit's controller, or
 * to a battlefield (an invalid one recalls the unit instead). */

/** A step of one kind, and the function that runs it. */
type StepOf<K extends Step['do']> = Extract<Step, { do: K }>;
type StepHandler<K extends Step['do']> = (ctx: EngineContext, ectx: EffectContext, step: StepOf<K>, steps: readonly Step[], index: number) => Outcome;

/**
 * What each kind of step does, one function per kind (a missing kind is a compile error). One
 * function for all of them was the engine's largest: V8 took 70-80 ms to optimize it, and did so
 * again each time a step it had not seen yet threw the optimized code away, over the first few
 * thousand full-pool games, and ran unoptimized in between (ADR 0116).
 */
const STEP_HANDLERS: { readonly [K in Step['do']]: StepHandler<K> } = {
  damage: (ctx, ectx, step) => {
    // CR 1.3 417.1.d: a group is dealt its damage at the same time (no event can come between).
    const base = amountOf(ctx, ectx, step.amount);
    if (base <= 0) return 'done'; // 417.1.e: only valid damage is dealt (and no bonus, 715.4)
    if (step.by === undefined && spellAndAbilityDamagePrevented(ctx.state)) return 'done';
    // 715.1-715.2: bonus damage to each target, only for damage the spell or ability deals itself.
    const amount = base + (step.by === undefined ? bonusDamageOf(ctx, ectx) : 0);
    for (const id of refObjects(ctx, ectx, step.to)) {
      const unit = onBoardUnit(ctx, id);
      // Origins FAQ (Immortal Phoenix): damage a unit is told to deal is not the spell's own.
      if (unit) dealDamage(ctx, unit.id, amount + (step.by === undefined ? bonusDamageHere(ctx.state, unit.id) : 0), false, ectx.controller, step.by === undefined && isSpellEffect(ctx.state, ectx));
    }
    return 'done';
  },
  fight: (ctx, ectx, step) => {
    fight(ctx, onBoardUnit(ctx, refObject(ctx, ectx, step.a)), onBoardUnit(ctx, refObject(ctx, ectx, step.b)), ectx.controller);
    return 'done';
  },
  extraTurn: (ctx, ectx) => {
    ctx.emit({ type: 'ExtraTurnGranted', seat: ectx.controller });
    return 'done';
  },
  banishSelf: (ctx, ectx) => {
    const spell = findObject(ctx.state, ectx.source);
    if (spell && spell.zone === 'chain') ctx.emit({ type: 'CardBanished', card: spell.id });
    return 'done';
  },
  splitDamage: (ctx, ectx, _step, steps, index) => {
    return runSplitDamage(ctx, ectx, steps, index);
  },
  kill: (ctx, ectx, step, steps, index) => {
    const next = index + 1;
    // CR 1.3 428.6: "kill all ..." kills the group together, so death triggers see each other.
    const units = refObjects(ctx, ectx, step.what).filter((id) => {
      const object = findObject(ctx.state, id);
      return object !== undefined && isOnBoard(object);
    });
    if (units.length === 0) return 'done';
    return suspendWith(ctx, ectx, steps, next, { f: 'kill', units, index: 0, dying: [], by: effectKillBy(ctx, ectx) });
  },
  draw: (ctx, ectx, step, steps, index) => {
    const next = index + 1;
    const seat = refPlayer(ctx, ectx, step.who);
    const count = amountOf(ctx, ectx, step.count);
    if (seat === null || count <= 0) return 'done';
    return suspendWith(ctx, ectx, steps, next, { f: 'draw', seat, remaining: count });
  },
  discard: (ctx, ectx, _step, steps, index) => {
    return discard(ctx, ectx, steps, index);
  },
  buff: (ctx, ectx, step) => {
    for (const id of refObjects(ctx, ectx, step.what)) buffBy(ctx, ectx.controller, onBoardUnit(ctx, id));
    return 'done';
  },
  might: (ctx, ectx, step) => {
    const amount = amountOf(ctx, ectx, step.amount);
    for (const id of refObjects(ctx, ectx, step.what)) {
      const unit = onBoardUnit(ctx, id);
      if (unit) addMight(ctx, unit, amount, step.minimum ?? null);
    }
    return 'done';
  },
  keywordsThisTurn: (ctx, ectx, step) => {
    if (step.onlyThisCombat === true && ctx.state.combat === null) return 'done'; // that combat is over
    for (const id of refObjects(ctx, ectx, step.what)) {
      const unit = onBoardUnit(ctx, id);
      if (!unit) continue;
      const effect = { id: ctx.peekId(), timestamp: ctx.state.clock + 1, target: unit.id, stamp: unit.stamp, amount: 0, minimum: null, grants: step.grants };
      ctx.emit({ type: 'KeywordsGranted', effect: step.onlyThisCombat === true ? { ...effect, untilCombatEnds: true } : effect });
    }
    return 'done';
  },
  giveKeywords: (ctx, ectx, step) => {
    const id = refObject(ctx, ectx, step.what);
    const object = id === null ? undefined : findObject(ctx.state, id);
    if (object && isOnBoard(object)) ctx.emit({ type: 'KeywordsGiven', grant: { target: object.id, stamp: object.stamp, keywords: step.keywords } });
    return 'done';
  },
  othersChooseUnitsToKill: (ctx, ectx, _step, steps, index) => {
    return runOthersChooseUnitsToKill(ctx, ectx, steps, index);
  },
  killTargetGroup: (ctx, ectx, _step, steps, index) => {
    return runKillTargetGroup(ctx, ectx, steps, index);
  },
  keepAndRecycleRest: (ctx, ectx, _step, steps, index) => {
    return runKeepAndRecycleRest(ctx, ectx, steps, index);
  },
  revealTopRuneThenRecycle: (ctx, ectx, step) => {
    runRevealTopRune(ctx, ectx, step.byDomain);
    return 'done';
  },
  recycleFromTrash: (ctx, ectx, _step, steps, index) => {
    return runRecycleFromTrash(ctx, ectx, steps, index);
  },
  token: (ctx, ectx, step, steps, index) => {
    if (step.where === 'eachChosen') return runTokensEachChosen(ctx, ectx, steps, index);
    createTokens(ctx, ectx, step);
    return 'done';
  },
  channel: (ctx, ectx, step, steps, index) => {
    const next = index + 1;
    const seat = refPlayer(ctx, ectx, step.who);
    const channeled = channel(ctx, seat, step.count, step.ready !== true);
    if (step.orDraw && seat !== null && channeled < step.count) {
      return suspendWith(ctx, ectx, steps, next, { f: 'draw', seat, remaining: 1 });
    }
    return 'done';
  },
  ready: (ctx, ectx, step) => {
    for (const id of refObjects(ctx, ectx, step.what)) {
      const object = findObject(ctx.state, id);
      if (object && isOnBoard(object) && object.exhausted && !notReadiedByEffects(ctx.state, object)) {
        ctx.emit({ type: 'ObjectsReadied', objects: [object.id] });
        onReadied(ctx, ectx.controller, [object.id]);
      }
    }
    return 'done';
  },
  exhaust: (ctx, ectx, step) => {
    for (const id of refObjects(ctx, ectx, step.what)) {
      const object = findObject(ctx.state, id);
      if (object && isOnBoard(object) && !object.exhausted) ctx.emit({ type: 'ObjectExhausted', object: object.id });
    }
    return 'done';
  },
  stun: (ctx, ectx, step) => {
    let enemies = 0;
    for (const id of refObjects(ctx, ectx, step.what)) {
      const unit = onBoardUnit(ctx, id);
      if (!unit || unit.stunned) continue;
      stunUnit(ctx, ectx, unit.id); // 599.1.a.1
      if (areOpponents(ctx.state, ectx.controller, unit.controller)) enemies++;
    }
    if (enemies > 0) onEnemyUnitsStunned(ctx, ectx.controller);
    return 'done';
  },
  if: (ctx, ectx, step, steps, index) => {
    const next = index + 1;
    const holds = stepConditionHolds(ctx, ectx, step.condition);
    const branch = holds === null ? [] : holds ? step.then : (step.else ?? []);
    return branch.length === 0 ? 'done' : suspendWith(ctx, ectx, steps, next, { f: 'effect', ctx: ectx, steps: branch, index: 0 });
  },
  returnToHand: (ctx, ectx, step) => {
    const id = refObject(ctx, ectx, step.what);
    const object = id ? findObject(ctx.state, id) : undefined;
    if (object && isOnBoard(object)) returnFromBoard(ctx, object.id);
    else if (object?.zone === 'trash' || object?.zone === 'facedown') ctx.emit({ type: 'CardReturnedToHand', card: object.id });
    return 'done';
  },
  revealOpponentHand: (ctx, ectx, _step, steps, index) => {
    return revealOpponentHand(ctx, ectx, steps, index);
  },
  banishThenPlay: (ctx, ectx, step, steps, index) => {
    return runBanishThenPlay(ctx, ectx, steps, index, refObject(ctx, ectx, step.what));
  },
  counter: (ctx, ectx, step) => {
    // 601.1: the spell has no effect and goes to the trash; it does not count as played
    // (601.1.b, 595.4.b) and its costs stay paid (601.1.c).
    const id = refObject(ctx, ectx, step.what);
    const item = id === null ? undefined : ctx.state.chain.find((candidate) => candidate.kind === 'spell' && candidate.source === id);
    if (item) ctx.emit({ type: 'ChainItemCountered', item: item.id });
    recycleIfMarked(ctx, item);
    return 'done';
  },
  moveTo: (ctx, ectx, step) => {
    const unit = onBoardUnit(ctx, refObject(ctx, ectx, step.what));
    if (step.to === 'base') {
      // CR 1.3 444: a move by an effect, to the base of the unit's controller (not a recall, 451).
      if (unit && !moveProblem(ctx.state, unit.id, 'base', false)) {
        const from = placeOf(unit);
        ctx.emit({ type: 'UnitsMoved', units: [unit.id], to: 'base', standard: false });
        onMoved(ctx, [unit.id]);
        onMovedFrom(ctx, [{ unit: unit.id, from }]);
      }
      return 'done';
    }
    if (step.to === 'chosen') {
      // CR 1.3 444 (FAQ Origins, Charm): to the location named on play; already there, no move.
      if (unit && ectx.place !== null && placeOf(unit) !== ectx.place) moveByEffect(ctx, unit.id, ectx.place);
      return 'done';
    }
    if (typeof step.to === 'object' && 'placeOf' in step.to) {
      const other = onBoardUnit(ctx, refObject(ctx, ectx, step.to.placeOf));
      const place = other ? placeOf(other) : null;
      if (unit && place !== null && placeOf(unit) !== place) moveByEffect(ctx, unit.id, place);
      return 'done';
    }
    const bf = moveDestination(ctx, ectx, step.to);
    if (!unit || bf === null) return 'done';
    // A unit already at the new destination stays where it is: moving changes position (CR 1.3 441.1).
    if (typeof step.to !== 'object' || 'locationOf' in step.to) {
      if (placeOf(unit) === bf) return 'done';
    }
    moveToBattlefieldByEffect(ctx, unit.id, bf);
    return 'done';
  },
  mayPay: (ctx, ectx, step, steps, index) => {
    if (planPayment(ctx.state, ectx.controller, energyCost(step.energy)) === null) return 'done';
    ctx.ask({ kind: 'confirm', seat: ectx.controller, source: ectx.source }, { f: 'effect', ctx: ectx, steps, index });
    return 'suspended';
  },
  unless: (ctx, ectx, step, steps, index) => {
    const next = index + 1;
    const chooser = refPlayer(ctx, ectx, step.who);
    if (chooser === null) return suspendWith(ctx, ectx, steps, next, { f: 'effect', ctx: ectx, steps: step.then, index: 0 });
    ctx.ask({ kind: 'confirm', seat: chooser, source: ectx.source }, { f: 'effect', ctx: ectx, steps, index });
    return 'suspended';
  },
  takeControl: (ctx, ectx, step) => {
    runTakeControl(ctx, ectx, step);
    return 'done';
  },
  gainControlOfChainItem: (ctx, ectx, step) => {
    runGainControlOfChainItem(ctx, ectx, step);
    return 'done';
  },
  mayMakeNewChoices: (ctx, ectx, _step, steps, index) => {
    return runMayMakeNewChoices(ctx, ectx, steps, index);
  },
  moveToOrFromBase: (ctx, ectx, step) => {
    // From a battlefield to its base; from its base to the chosen battlefield (if one was chosen).
    const unit = onBoardUnit(ctx, refObject(ctx, ectx, step.what));
    const to = unit?.zone === 'base' ? refBattlefield(ectx, step.to) : 'base';
    if (unit && to !== null) moveByEffect(ctx, unit.id, to);
    return 'done';
  },
  predict: (ctx, ectx, _step, steps, index) => {
    // CR 1.4 436.1, 436.4.a: the top card, seen by the controller alone; none with an empty deck.
    const topCard = topOf(seatAt(ctx.state, ectx.controller).mainDeck);
    const [top] = seenOnTop(ctx, ectx, steps, index, ectx.controller, topCard === undefined ? [] : [topCard]) ?? [null];
    if (top === null) return 'suspended';
    if (top === undefined) return 'done';
    const cards = [{ id: top, card: objectAt(ctx.state, top).card }];
    ctx.ask({ kind: 'predict', seat: ectx.controller, cards }, { f: 'effect', ctx: ectx, steps, index });
    return 'suspended';
  },
  swapLocations: (ctx, ectx, step) => {
    swapLocations(ctx, onBoardUnit(ctx, refObject(ctx, ectx, step.a)), onBoardUnit(ctx, refObject(ctx, ectx, step.b)));
    return 'done';
  },
  forEachPlayer: (ctx, ectx, step, steps, index) => {
    const next = index + 1;
    // Turn order starting with the controller; the frame of the first player ends on top.
    ctx.push({ f: 'effect', ctx: ectx, steps, index: next });
    const seats = activeSeats(ctx.state);
    const first = step.startWith === 'next' || step.others === true ? nextInTurnOrder(ctx.state, ectx.controller, seats) : ectx.controller;
    const players = inTurnOrderFrom(ctx.state, first, seats).filter((seat) => step.others !== true || seat !== ectx.controller);
    for (let i = players.length - 1; i >= 0; i--) {
      ctx.push({ f: 'effect', ctx: { ...ectx, player: players[i] as Seat }, steps: step.steps, index: 0 });
    }
    return 'suspended';
  },
  playerChooses: (ctx, ectx, _step, steps, index) => {
    return playerChooses(ctx, ectx, steps, index);
  },
  lookAtTopKeep: (ctx, ectx, step, steps, index) => {
    return lookAtTopKeep(ctx, ectx, steps, index, step.count, step.keep);
  },
  may: (ctx, ectx, _step, steps, index) => {
    ctx.ask({ kind: 'confirm', seat: ectx.controller, source: ectx.source }, { f: 'effect', ctx: ectx, steps, index });
    return 'suspended';
  },
  spendBuff: (ctx, ectx, _step, steps, index) => {
    const options = unitsOnBoard(ctx.state).filter((id) => {
      const unit = objectAt(ctx.state, id);
      return unit.controller === ectx.controller && unit.buffs > 0;
    });
    const [only] = options;
    if (only === undefined) return 'done';
    if (options.length === 1) return spendBuffFrom(ctx, ectx, steps, index, only);
    ctx.ask({ kind: 'chooseCards', seat: ectx.controller, options, count: 1 }, { f: 'effect', ctx: ectx, steps, index });
    return 'suspended';
  },
  thisTurn: (ctx, ectx, step) => {
    beginTurnEffect(ctx, ectx, step);
    return 'done';
  },
  gainPoints: (ctx, ectx, step) => {
    const seat = refPlayer(ctx, ectx, step.who ?? 'controller');
    if (seat !== null && step.amount > 0) gainPoints(ctx, seat, step.amount, 'effect');
    return 'done';
  },
  winGame: (ctx, ectx) => {
    const side = sideIndexOf(ctx.state, ectx.controller);
    if (side >= 0) endGame(ctx, 'victory', side);
    return 'done';
  },
  exhaustSelfTo: (ctx, ectx, step, steps, index) => {
    const next = index + 1;
    // A cost within the instructions: paid only by a source still on the board and ready.
    const source = findObject(ctx.state, ectx.source);
    if (!source || source.stamp !== ectx.sourceStamp || source.exhausted || !(isOnBoard(source) || source.zone === 'legendZone')) return 'done';
    ctx.emit({ type: 'ObjectExhausted', object: source.id });
    return suspendWith(ctx, ectx, steps, next, { f: 'effect', ctx: ectx, steps: step.then, index: 0 });
  },
  readyRunes: (ctx, ectx, step, steps, index) => {
    if (step.upTo === 'all') {
      readyAllRunes(ctx, ectx);
      return 'done';
    }
    const exhausted = (step.friendly === true ? friendlyRunes(ctx, ectx.controller) : seatAt(ctx.state, ectx.controller).runes).filter((rune) => objectAt(ctx.state, rune).exhausted);
    if (exhausted.length === 0 || step.upTo <= 0) return 'done';
    const count = Math.min(step.upTo, exhausted.length);
    ctx.ask({ kind: 'chooseCards', seat: ectx.controller, options: exhausted, count, min: 0 }, { f: 'effect', ctx: ectx, steps, index });
    return 'suspended';
  },
  recycleRunes: (ctx, ectx, step, steps, index) => {
    const runes = seatAt(ctx.state, ectx.controller).runes;
    if (runes.length === 0 || step.count <= 0) return 'done';
    if (runes.length <= step.count) {
      for (const rune of runes) ctx.emit({ type: 'RuneRecycled', rune });
      return 'done';
    }
    ctx.ask({ kind: 'chooseCards', seat: ectx.controller, options: runes, count: step.count }, { f: 'effect', ctx: ectx, steps, index });
    return 'suspended';
  },
  delayed: (ctx, ectx, step) => {
    if (step.when === 'endOfTurn') createEndOfTurnTrigger(ctx, ectx, step.ability);
    else beginDelayedOnDamage(ctx, ectx, step.what === undefined ? undefined : refObject(ctx, ectx, step.what));
    return 'done';
  },
  reflexive: (ctx, ectx, step) => {
    runReflexive(ctx, ectx, refObject(ctx, ectx, step.about), step.ifAt === undefined ? undefined : refBattlefield(ectx, step.ifAt), step.ifKilled === true);
    return 'done';
  },
  activateConquerEffectsHere: (ctx, ectx) => {
    activateConquerEffectsHere(ctx, ectx);
    return 'done';
  },
  playFromTrash: (ctx, ectx, _step, steps, index) => {
    return runPlayFromTrash(ctx, ectx, steps, index);
  },
  playSpellFromTrash: (ctx, ectx, _step, steps, index) => {
    return runPlaySpellFromTrash(ctx, ectx, steps, index);
  },
  banishFromTopAndPlay: (ctx, ectx, _step, steps, index) => {
    return runBanishFromTop(ctx, ectx, steps, index);
  },
  eachPlayerBanishesFromTopThenPlays: (ctx, ectx, _step, steps, index) => {
    return runEachPlayerBanishes(ctx, ectx, steps, index);
  },
  finishPlayByEffect: (ctx, ectx, _step, steps, index) => {
    return runFinishPlay(ctx, ectx, steps, index);
  },
  lookAtTopRecycleAnyReorder: (ctx, ectx, _step, steps, index) => {
    return runLookRecycleReorder(ctx, ectx, steps, index);
  },
  revealTopThenRecycle: (ctx, ectx, _step, steps, index) => {
    return runRevealTop(ctx, ectx, steps, index);
  },
  recycleRevealed: (ctx, ectx) => {
    recycleRevealed(ctx, ectx);
    return 'done';
  },
  readMight: (ctx, ectx, step, steps, index) => {
    const next = index + 1;
    const unit = onBoardUnit(ctx, refObject(ctx, ectx, step.what));
    const mightRead = unit ? mightOf(ctx.state, unit.id) : null;
    return suspendWith(ctx, ectx, steps, next, { f: 'effect', ctx: { ...ectx, mightRead }, steps: step.then, index: 0 });
  },
  spendAnyNumberOfBuffs: (ctx, ectx, _step, steps, index) => {
    return runSpendAnyNumberOfBuffs(ctx, ectx, steps, index);
  },
  payAnyAmountOfPower: (ctx, ectx, _step, steps, index) => {
    return runPayAnyAmountOfPower(ctx, ectx, steps, index);
  },
  returnChosenChampion: (ctx, ectx) => {
    returnChosenChampion(ctx, ectx.controller);
    return 'done';
  },
  readyAnotherExhausted: (ctx, ectx, _step, steps, index) => {
    return runReadyAnother(ctx, ectx, steps, index);
  },
  playFromHand: (ctx, ectx, _step, steps, index) => {
    return runPlayFromHand(ctx, ectx, steps, index);
  },
  putOwnUnitIntoHand: (ctx, ectx, _step, steps, index) => {
    return runPutOwnUnitIntoHand(ctx, ectx, steps, index);
  },
};

const STEP_BY_KIND: ReadonlyMap<string, StepHandler<Step['do']>> = new Map(Object.entries(STEP_HANDLERS) as [string, StepHandler<Step['do']>][]);

export function runStep(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): Outcome {
  const step = steps[index] as Step;
  const handler = STEP_BY_KIND.get(step.do);
  if (!handler) throw new Error(`unknown step ${JSON.stringify(step)}`);
  return handler(ctx, ectx, step, steps, index);
}

export function runEffect(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): void {
  for (let i = index; i < steps.length; i++) {
    if (ctx.ended || runStep(ctx, ectx, steps, i) === 'suspended') return;
  }
}

/** Answers to choices asked by a step: `chooseCards` (a discard, or the card taken from a
 * revealed hand), `chooseOpponent` (whose hand is revealed) and `confirm` (a "may"). */
export function resumeChosenCards(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, seat: Seat, cards: readonly ObjectId[], options: readonly ObjectId[] = cards): void {
  const step = frame.steps[frame.index];
  if (isSeenOnTopOffer(frame)) return resumeSeenOnTop(ctx, frame, seat, cards);
  if (step?.do === 'eachPlayerBanishesFromTopThenPlays') return resumeEachPlayerBanishes(ctx, frame, seat, cards);
  if (step?.do === 'banishThenPlay' && cards[0] !== undefined) return resumeBanishThenPlay(ctx, frame, seat, cards[0]);
  const [chosen] = cards;
  if (step?.do === 'spendBuff' && chosen !== undefined) {
    spendBuffFrom(ctx, frame.ctx, frame.steps, frame.index, chosen);
    return;
  }
  if (step?.do === 'othersChooseUnitsToKill' && cards[0] !== undefined) return resumeOthersChoose(ctx, frame, cards[0]);
  if (step?.do === 'keepAndRecycleRest') return resumeKeepAndRecycleRest(ctx, frame, cards);
  if (step?.do === 'killTargetGroup') return resumeKillTargetGroup(ctx, frame, cards);
  if (step?.do === 'playFromTrash') return resumePlayFromTrash(ctx, frame, seat, cards);
  if (step?.do === 'banishFromTopAndPlay') return resumeBanishFromTop(ctx, frame, seat, cards);
  if (step?.do === 'discard') return resumeDiscard(ctx, frame, seat, cards);
  if (step?.do === 'finishPlayByEffect') return resumeFinishPlayKill(ctx, frame, cards);
  if (step?.do === 'lookAtTopRecycleAnyReorder') return resumeLookRecycleReorder(ctx, frame, seat, cards);
  if (step?.do === 'spendAnyNumberOfBuffs') return resumeSpendAnyNumberOfBuffs(ctx, frame, cards);
  if (step?.do === 'readyAnotherExhausted') return resumeReadyAnother(ctx, frame, cards);
  if (step?.do === 'putOwnUnitIntoHand') return resumePutOwnUnitIntoHand(ctx, frame, cards);
  if (step?.do === 'playerChooses') {
    if (actOnChosen(ctx, frame.ctx, frame.steps, frame.index, cards) === 'done') ctx.push({ f: 'effect', ctx: frame.ctx, steps: frame.steps, index: frame.index + 1 });
    return;
  }
  if (step?.do === 'lookAtTopKeep') {
    keepLooked(ctx, cards, options.filter((id) => !cards.includes(id)));
  } else if (step?.do === 'revealOpponentHand') takeRevealed(ctx, step, cards);
  else if (step?.do === 'predict') recyclePredicted(ctx, seat, cards);
  else if (step?.do === 'recycleFromTrash') recycleByOwner(ctx, cards);
  else if (step?.do === 'recycleRunes') for (const rune of cards) ctx.emit({ type: 'RuneRecycled', rune });
  else if (step?.do === 'readyRunes') {
    if (cards.length > 0) ctx.emit({ type: 'ObjectsReadied', objects: cards });
  } else if (cards.length > 0) {
    // Every step that asks for cards is resumed above; a guarded one answered with none moves on.
    throw new Error(`no resume for cards chosen in a ${step?.do ?? 'missing'} step`);
  }
  const { seenOnTop: _seen, ...outer } = frame.ctx;
  ctx.push({ f: 'effect', ctx: outer, steps: frame.steps, index: frame.index + 1 });
}

/** CR 1.4 436.1: the predicted cards chosen go to the bottom of the deck (594.5: random order). */
function recyclePredicted(ctx: EngineContext, seat: Seat, cards: readonly ObjectId[]): void {
  recycleCards(ctx, seat, cards);
}

export function resumeRevealFrom(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, opponent: Seat): void {
  if (revealHandOf(ctx, frame.ctx, frame.steps, frame.index, opponent) === 'done') {
    ctx.push({ f: 'effect', ctx: frame.ctx, steps: frame.steps, index: frame.index + 1 });
  }
}

export function resumeMay(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, accept: boolean): void {
  if (frame.steps[frame.index]?.do === 'payAnyAmountOfPower') return resumePayAnyAmountOfPower(ctx, frame, accept);
  ctx.push({ f: 'effect', ctx: frame.ctx, steps: frame.steps, index: frame.index + 1 });
  const step = frame.steps[frame.index];
  if (accept && step?.do === 'may') ctx.push({ f: 'effect', ctx: frame.ctx, steps: step.then, index: 0 });
  if (step?.do === 'finishPlayByEffect') resumeFinishPlayConfirm(ctx, frame, accept);
  if (step?.do === 'unless') ctx.push({ f: 'effect', ctx: frame.ctx, steps: accept ? step.instead : step.then, index: 0 });
  if (accept && step?.do === 'mayPay') {
    const cost = energyCost(step.energy);
    const plan = planPayment(ctx.state, frame.ctx.controller, cost);
    if (plan === null) return; // no longer payable: nothing happens
    payCost(ctx, frame.ctx.controller, cost, plan);
    ctx.push({ f: 'effect', ctx: frame.ctx, steps: step.then, index: 0 });
  }
}
