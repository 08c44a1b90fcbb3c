/**
 * CR 1.3 387-388: reflexive triggers ("do this:"): a spell or ability makes a new triggered
 * ability (the card's `reflexive` one) that goes on the chain on its own, with its own targets,
 * when its condition is met: at once, once a unit is at its destination (FAQ Origins, Dragon's
 * Rage), or once the unit the effect dealt damage to dies in the cleanup right after it resolved
 * (FAQ Origins, Disintegrate; the kill is the effect's, CR 1.3 428.5.c).
 */
import { cardDefinition } from '../../cards/card-registry.js';
import type { EffectContext } from '../../model/frame.js';
import type { GameObject } from '../../model/game-object.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import { findObject, isOnBoard, placeOf } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';

function reflexiveAbilityIndex(card: string): number {
  return cardDefinition(card).abilities.findIndex((ability) => ability.kind === 'triggered' && ability.trigger === 'reflexive');
}

function queueReflexive(ctx: EngineContext, from: { source: ObjectId; sourceStamp: number; card: string; seat: Seat }, subject: GameObject): void {
  const ability = reflexiveAbilityIndex(from.card);
  if (ability < 0) return;
  ctx.emit({
    type: 'TriggerQueued',
    trigger: { id: ctx.peekId(), source: from.source, sourceStamp: from.sourceStamp, card: from.card, ability, controller: from.seat, subject: subject.id, here: placeOf(subject), paidAdditional: false },
  });
}

/** A `reflexive` step: `about` is the unit it refers to (null when gone), `at` the battlefield it
 * must be at (undefined: anywhere; null: a destination that is no longer legal). */
export function runReflexive(ctx: EngineContext, ectx: EffectContext, about: ObjectId | null, at: number | null | undefined, ifKilled: boolean): void {
  const unit = findObject(ctx.state, about);
  if (!unit || !isOnBoard(unit)) return;
  if (at !== undefined && (at === null || unit.zone !== 'battlefield' || unit.bf !== at)) return;
  const from = { source: ectx.source, sourceStamp: ectx.sourceStamp, card: ectx.card, seat: ectx.controller };
  if (!ifKilled) {
    queueReflexive(ctx, from, unit);
    return;
  }
  ctx.emit({ type: 'TurnEffectBegan', effect: { kind: 'reflexiveOnKill', ...from, unit: unit.id, stamp: unit.stamp } });
}

/** Units about to die together (before they go): the reflexive triggers waiting for them. */
export function onKilledForReflexive(ctx: EngineContext, dying: readonly GameObject[]): void {
  for (const effect of ctx.state.turnEffects ?? []) {
    if (effect.kind !== 'reflexiveOnKill') continue;
    const unit = dying.find((object) => object.id === effect.unit && object.stamp === effect.stamp);
    if (unit) queueReflexive(ctx, effect, unit);
  }
}

/** The cleanup after the resolution has no kill left to make: the waiting ones lapse. */
export function dropWaitingReflexives(ctx: EngineContext): void {
  const effects = ctx.state.turnEffects ?? [];
  for (let index = effects.length - 1; index >= 0; index--) {
    if (effects[index]?.kind === 'reflexiveOnKill') ctx.emit({ type: 'TurnEffectUsed', index });
  }
}
