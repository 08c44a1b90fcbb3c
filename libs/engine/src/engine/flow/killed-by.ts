/**
 * Who kills (CR 1.3 428.5; Unleashed patch notes, "Responsibility for Game Actions"): a kill
 * instruction of a spell or ability is its controller's kill (428.5.b); a unit that dies of
 * lethal damage in the cleanup right after a resolution is killed by the player whose effect dealt
 * it that damage (428.5.c; the damage was theirs); a unit that dies of combat damage is killed by
 * the opposing combatant, whose units dealt it. Kills of other kinds (a cost, damage that became
 * lethal later, lowered Might) have no player responsible here.
 */
import type { KillBy } from '../../model/frame.js';
import type { GameObject } from '../../model/game-object.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import { areOpponents } from '../../rules/mode-policy.js';
import { findObject, permanentsOnBoard, objectAt, placeOf } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { cardOf } from '../../cards/card-registry.js';
import type { PlannedTrigger } from './trigger-detection.js';

/** Whether any card in the game triggers on a kill's killer: only then are damage records kept,
 * so every other game keeps its events, state and hashes. */
function killersMatter(ctx: EngineContext): boolean {
  return ctx.state.objects.some(
    (object) => object !== null && cardOf(object).abilities.some((ability) => ability.kind === 'triggered' && ability.trigger === 'youKillStunnedEnemy'),
  );
}

/** Records, while an effect resolves, that `seat`'s effect dealt damage to `unit`. */
export function recordDamageBy(ctx: EngineContext, seat: Seat | undefined, unit: ObjectId): void {
  if (seat === undefined || !killersMatter(ctx)) return;
  const object = findObject(ctx.state, unit);
  if (!object) return;
  ctx.emit({ type: 'TurnEffectBegan', effect: { kind: 'effectDamagedUnit', seat, unit, stamp: object.stamp } });
}

/** The player responsible for killing `unit` (as it is before it dies), or null. */
export function killerOf(ctx: EngineContext, by: KillBy | undefined, unit: GameObject): Seat | null {
  if (!by) return null;
  if ('seat' in by) return by.seat;
  if ('combat' in by) {
    const combat = ctx.state.combat;
    if (!combat) return null;
    if (unit.controller === combat.attacker) return combat.defender;
    if (unit.controller === combat.defender) return combat.attacker;
    return null;
  }
  // The last effect to damage it before this cleanup (428.5.c: the one that resolved right before).
  const records = (ctx.state.turnEffects ?? []).filter((effect) => effect.kind === 'effectDamagedUnit' && effect.unit === unit.id && effect.stamp === unit.stamp);
  const last = records[records.length - 1];
  return last && last.kind === 'effectDamagedUnit' ? last.seat : null;
}

/** "When you kill a stunned enemy unit" triggers of the killers' permanents, planned before the units go. */
export function killTriggers(ctx: EngineContext, dying: readonly GameObject[], by: KillBy | undefined): readonly PlannedTrigger[] {
  const planned: PlannedTrigger[] = [];
  for (const unit of dying) {
    const killer = killerOf(ctx, by, unit);
    if (killer === null || !unit.stunned || !areOpponents(ctx.state, killer, unit.controller)) continue;
    for (const id of permanentsOnBoard(ctx.state)) {
      const object = objectAt(ctx.state, id);
      if (object.controller !== killer || object.id === unit.id) continue;
      cardOf(object).abilities.forEach((ability, index) => {
        if (ability.kind === 'triggered' && ability.trigger === 'youKillStunnedEnemy') planned.push({ source: object, ability: index, subject: unit.id, here: placeOf(object) });
      });
    }
  }
  return planned;
}

/** The cleanup has no lethal damage left: the damage records of the resolution lapse. */
export function dropDamageRecords(ctx: EngineContext): void {
  const effects = ctx.state.turnEffects ?? [];
  for (let index = effects.length - 1; index >= 0; index--) {
    if (effects[index]?.kind === 'effectDamagedUnit') ctx.emit({ type: 'TurnEffectUsed', index });
  }
}
