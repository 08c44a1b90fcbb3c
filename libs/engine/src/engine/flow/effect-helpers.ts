/**
 * Helpers of the effect interpreter: what a step's references point at when it runs (563.2.c:
 * an illegal target is "null", 563.2.c.8), and the board changes several steps share.
 */
import type { Amount, ObjectRef, ObjectsRef, PlayerRef, Step } from '../../model/card-definition.js';
import type { EffectContext } from '../../model/frame.js';
import type { GameObject } from '../../model/game-object.js';
import type { ObjectId, Place, Seat } from '../../model/ids.js';
import { cardDefinition, cardOf } from '../../cards/card-registry.js';
import { closedByCombat } from '../../rules/locations.js';
import { snapshotReduction } from '../../rules/snapshot.js';
import { mightOf } from '../../rules/might.js';
import { areTeammates } from '../../rules/mode-policy.js';
import { findObject, isOnBoard, objectAt, placeOf, seatAt, topOf } from '../../rules/queries.js';
import { objectsMatching } from '../../rules/targeting.js';
import { playedUnitsEnterReady } from '../../rules/turn-effects.js';
import type { EngineContext } from '../context.js';
import { contestOnArrival } from './arrival.js';
import { unitEntersReadyByEffects } from './enter-ready.js';
import { onCardsRecycled, onPlayed } from './trigger-detection.js';
import { Random } from '@arbiter/prng';
import { countRevealedWithKeyword } from './reveal-top.js';
import { playsUnitsOnlyToBase } from '../../rules/battlefield-locks.js';

export function refObject(ctx: EngineContext, ectx: EffectContext, ref: ObjectRef): ObjectId | null {
  if (ref === 'self') {
    const source = findObject(ctx.state, ectx.source);
    return source && source.stamp === ectx.sourceStamp ? ectx.source : null;
  }
  if (ref === 'subject') return ectx.subject;
  const target = ectx.targets[ref.target];
  if (!target?.legal || target.ref === null || !('id' in target.ref)) return null;
  const object = findObject(ctx.state, target.ref.id);
  return object && object.stamp === target.ref.stamp ? target.ref.id : null;
}

/** The objects a step acts on: one reference (none if it is gone), or every permanent a selector
 * matches as the step runs, relative to the effect's controller, source and location. */
export function refObjects(ctx: EngineContext, ectx: EffectContext, ref: ObjectsRef): readonly ObjectId[] {
  if (typeof ref === 'object' && 'all' in ref) {
    const matching = objectsMatching(ctx.state, ref.all, { controller: ectx.controller, source: ectx.source, here: ectx.here, onlyAt: null });
    const except = ref.all.exceptTarget === undefined ? null : ectx.targets[ref.all.exceptTarget]?.ref;
    const all = except && 'id' in except ? matching.filter((id) => id !== except.id) : matching;
    if (ref.all.atTarget === undefined) return all;
    const bf = refBattlefield(ectx, { target: ref.all.atTarget });
    return bf === null ? [] : all.filter((id) => placeOf(objectAt(ctx.state, id)) === bf);
  }
  const id = refObject(ctx, ectx, ref);
  return id === null ? [] : [id];
}

/** A fixed number, or "for each" permanent a selector matches as the step runs. */
export function amountOf(ctx: EngineContext, ectx: EffectContext, amount: Amount): number {
  if (typeof amount === 'number') return amount;
  if ('countOf' in amount) return refObjects(ctx, ectx, { all: amount.countOf }).length;
  if ('paidPower' in amount) return ectx.paidPower ?? 0;
  if ('energyCostOfDiscarded' in amount) return (ectx.discarded ?? []).reduce((sum, id) => sum + cardOf(objectAt(ctx.state, id)).energy, 0);
  if ('revealedWithKeyword' in amount) return countRevealedWithKeyword(ctx, ectx, amount.revealedWithKeyword);
  if ('difference' in amount) return amountOf(ctx, ectx, amount.difference[0]) - amountOf(ctx, ectx, amount.difference[1]);
  const unit = onBoardUnit(ctx, refObject(ctx, ectx, amount.mightOf));
  return unit ? mightOf(ctx.state, unit.id) : 0;
}

export function refBattlefield(ectx: EffectContext, ref: ObjectRef): number | null {
  if (ref === 'self' || ref === 'subject') return null;
  const target = ectx.targets[ref.target];
  return target?.legal && target.ref !== null && 'bf' in target.ref ? target.ref.bf : null;
}

/** 563.2.c.8: information about an illegal target is "null": nobody to draw for, etc. */
export function refPlayer(ctx: EngineContext, ectx: EffectContext, who: PlayerRef): Seat | null {
  if (who === 'controller') return ectx.controller;
  if (who === 'eachPlayer') return ectx.player ?? null;
  if (who === 'turnPlayer') return ctx.state.turn.seat;
  const ref = 'controllerOf' in who ? who.controllerOf : who.ownerOf;
  if (ref !== 'self' && ref !== 'subject') {
    const target = ectx.targets[ref.target];
    if (!target?.legal) return null;
    return 'controllerOf' in who ? target.controller : target.owner;
  }
  const id = refObject(ctx, ectx, ref);
  const object = id ? findObject(ctx.state, id) : undefined;
  if (!object) return null;
  return 'controllerOf' in who ? object.controller : object.owner;
}

export function onBoardUnit(ctx: EngineContext, id: ObjectId | null): GameObject | null {
  if (id === null) return null;
  const object = findObject(ctx.state, id);
  return object && isOnBoard(object) && cardOf(object).type === 'Unit' ? object : null;
}

/** A "this turn" might change; a reduction "to a minimum of N" is snapshotted as it applies (CR 1.3 472.3.b). */
export function addMight(ctx: EngineContext, unit: GameObject, amount: number, minimum: number | null): void {
  const applied = minimum !== null && amount < 0 ? snapshotReduction(ctx.state, unit.id, amount, minimum) : amount;
  ctx.emit({
    type: 'MightModified',
    effect: { id: ctx.peekId(), timestamp: ctx.state.clock + 1, target: unit.id, stamp: unit.stamp, amount: applied, minimum: null },
  });
}

/** Card text beats the rules (002): this unit may hold more than one buff. */
function holdsAnyNumberOfBuffs(unit: GameObject): boolean {
  return cardOf(unit).abilities.some((ability) => ability.kind === 'static' && ability.effect === 'anyNumberOfBuffs');
}

export function buff(ctx: EngineContext, unit: GameObject | null): void {
  // 602.1.b.1 / 702.3: a unit holds at most one buff, unless its own text says otherwise.
  if (unit && (unit.buffs === 0 || holdsAnyNumberOfBuffs(unit))) ctx.emit({ type: 'BuffAdded', unit: unit.id });
}

function tokenPlace(ctx: EngineContext, ectx: EffectContext, where: 'here' | 'base' | 'chosen' | 'eachChosen', directed: boolean): Place {
  const source = findObject(ctx.state, ectx.source);
  const wanted: Place | null = where === 'base' ? 'base' : where === 'chosen' || where === 'eachChosen' ? ectx.place : (ectx.here ?? (source ? placeOf(source) : null));
  if (wanted === null || wanted === 'base' || playsUnitsOnlyToBase(ctx.state, ectx.controller)) return 'base';
  const bf = ctx.state.battlefields[wanted];
  const controller = bf?.controller ?? null;
  // 623.2.a: a battlefield closed by a combat of others sends the token to base; so does (reading)
  // a battlefield controlled by another player, since units are played only where you control.
  if (!bf || closedByCombat(ctx.state, ectx.controller, wanted)) return 'base';
  if (directed) return wanted;
  if (controller !== null && controller !== ectx.controller && !areTeammates(ctx.state, controller, ectx.controller)) return 'base';
  return wanted;
}

const isUnitToken = (token: string): boolean => cardDefinition(token).type === 'Unit';

export function createTokens(ctx: EngineContext, ectx: EffectContext, step: Extract<Step, { do: 'token' }>): void {
  for (let i = 0; i < step.count; i++) {
    const place = tokenPlace(ctx, ectx, step.where, step.directed === true);
    // Played tokens are played units (181), so "units you play enter ready" reaches them too, and
    // so do the other effects of 143.4.a (read last: a "next unit" effect is used up only if needed).
    const ready =
      step.ready ||
      (isUnitToken(step.token) && (playedUnitsEnterReady(ctx.state, ectx.controller) || unitEntersReadyByEffects(ctx, ectx.controller, -1)));
    const id = ctx.peekId();
    ctx.emit({
      type: 'TokenCreated',
      object: {
        id,
        card: step.token,
        owner: ectx.controller,
        controller: ectx.controller,
        zone: place === 'base' ? 'base' : 'battlefield',
        bf: place === 'base' ? -1 : place,
        stamp: 0,
        exhausted: !ready,
        damage: 0,
        buffs: 0,
        stunned: false,
        role: null,
        since: 0,
        hiddenTurn: 0,
        token: true,
      },
    });
    if (place !== 'base') contestOnArrival(ctx, id, place);
    onPlayed(ctx, id);
  }
}


export function channel(ctx: EngineContext, seat: Seat | null, count: number, exhausted = true): number {
  if (seat === null) return 0;
  let channeled = 0;
  for (let i = 0; i < count; i++) {
    const rune = topOf(seatAt(ctx.state, seat).runeDeck);
    if (rune === undefined) break;
    ctx.emit({ type: 'RuneChanneled', seat, rune, exhausted });
    channeled++;
  }
  return channeled;
}

/** CR 1.4 416.1, 416.5: `seat` recycles its own `cards` to the bottom of its main deck in random
 * order; "when you recycle" abilities of its permanents trigger. */
export function recycleCards(ctx: EngineContext, seat: Seat, cards: readonly ObjectId[]): void {
  if (cards.length === 0) return;
  const random = Random.from(ctx.state.rng);
  ctx.emit({ type: 'CardsRecycled', seat, cards: random.shuffle(cards), rng: random.state });
  onCardsRecycled(ctx, seat);
}
