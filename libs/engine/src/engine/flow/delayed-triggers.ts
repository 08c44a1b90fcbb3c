/**
 * CR 1.3 390.2, 391-392: delayed triggered abilities made by a resolving spell or ability for the
 * rest of the turn ("when any unit takes damage this turn ...", "the next time it takes damage this
 * turn ..."). They are turn effects (`delayedOnDamage`, `rules/turn-effects.ts` list); when their
 * moment comes, the source card's `delayed` triggered ability is queued like any trigger, whether
 * or not that card is still where it was (392).
 */
import { cardDefinition } from '../../cards/card-registry.js';
import type { EffectContext } from '../../model/frame.js';
import type { ObjectId } from '../../model/ids.js';
import { findObject, isOnBoard, placeOf } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';

/** The index of the card's `delayed` triggered ability, or -1. */
export function delayedAbilityIndex(card: string): number {
  return cardDefinition(card).abilities.findIndex((ability) => ability.kind === 'triggered' && ability.trigger === 'delayed');
}

/** A `delayed` step `when: 'unitDamaged'`: for any unit (`unit` null) or for that unit as it is now (nothing if it
 * is gone). */
export function beginDelayedOnDamage(ctx: EngineContext, ectx: EffectContext, unit: ObjectId | null | undefined): void {
  const base = { kind: 'delayedOnDamage' as const, seat: ectx.controller, source: ectx.source, sourceStamp: ectx.sourceStamp, card: ectx.card };
  if (unit === undefined) {
    ctx.emit({ type: 'TurnEffectBegan', effect: base });
    return;
  }
  const object = findObject(ctx.state, unit);
  if (!object || !isOnBoard(object)) return;
  ctx.emit({ type: 'TurnEffectBegan', effect: { ...base, unit: object.id, stamp: object.stamp } });
}

/** `unit` took damage (CR 1.3 417: damage actually dealt): the delayed abilities waiting for it
 * trigger, one for each; a "next time" one is used up. */
export function onDamageTaken(ctx: EngineContext, unit: ObjectId): void {
  const effects = ctx.state.turnEffects;
  if (!effects || !effects.some((effect) => effect.kind === 'delayedOnDamage')) return;
  const object = findObject(ctx.state, unit);
  if (!object) return;
  const fired: { source: ObjectId; sourceStamp: number; card: string; seat: number }[] = [];
  // From the last to the first, so the indexes of those still to remove stay right.
  for (let index = effects.length - 1; index >= 0; index--) {
    const effect = effects[index];
    if (effect?.kind !== 'delayedOnDamage') continue;
    if (effect.unit !== undefined) {
      if (effect.unit !== unit || effect.stamp !== object.stamp) continue;
      ctx.emit({ type: 'TurnEffectUsed', index });
    }
    fired.unshift({ source: effect.source, sourceStamp: effect.sourceStamp, card: effect.card, seat: effect.seat });
  }
  for (const effect of fired) {
    const ability = delayedAbilityIndex(effect.card);
    if (ability < 0) continue;
    ctx.emit({
      type: 'TriggerQueued',
      trigger: { id: ctx.peekId(), source: effect.source, sourceStamp: effect.sourceStamp, card: effect.card, ability, controller: effect.seat, subject: unit, here: placeOf(object), paidAdditional: false },
    });
  }
}
