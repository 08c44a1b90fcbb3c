/**
 * Who kills (CR 1.3 428.5; Unleashed patch notes, "Responsibility for Game Actions"): a kill
 * instruction of a spell or ability is its controller's kill (428.5.b); a unit that dies of
 * lethal damage in the cleanup right after a resolution is killed by the player whose effect dealt
 * it that damage (428.5.c; the damage was theirs); a unit that dies of combat damage is killed by
 * the opposing combatant, whose units dealt it. Kills of other kinds (a cost, damage that became
 * lethal later, lowered Might) have no player responsible here.
 *
 * A kill is one "with a spell" (CR 1.3 428.5.d-e; Origins FAQ, Immortal Phoenix) when the spell's
 * own kill instruction is carried out by its controller, or when its own damage (not damage a unit
 * is told to deal) is lethal in the cleanup right after it resolves; an ability the spell made
 * (a reflexive one) counts as the spell. "When you kill a unit with a spell" abilities work from
 * their owner's trash and look after the deaths, so a card killed by that very kill sees it
 * (CR 1.3 383.2.c.1; Origins FAQ).
 */
import type { EffectContext, KillBy } from '../../model/frame.js';
import type { GameObject } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import { areOpponents } from '../../rules/mode-policy.js';
import { permanentsWithTrigger } from '../../rules/board-abilities.js';
import { findObject, objectAt, placeOf } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { cardDefinition, cardOf } from '../../cards/card-registry.js';
import { abilityAt } from '../../cards/keyword-abilities.js';
import { queueOwn, type PlannedTrigger } from './trigger-detection.js';

const KILLER_TRIGGERS: ReadonlySet<string> = new Set(['youKillStunnedEnemy', 'youKillUnitWithSpellFromTrash']);

/** Whether any card in the game triggers on a kill's killer: only then are damage records kept
 * (and kills marked as a spell's), so every other game keeps its events, state and hashes. */
function killersMatter(ctx: EngineContext): boolean {
  return ctx.state.objects.some(
    (object) => object !== null && cardOf(object).abilities.some((ability) => ability.kind === 'triggered' && KILLER_TRIGGERS.has(ability.trigger)),
  );
}

/** Whether the resolving effect is a spell's, or a reflexive ability's the spell made (CR 1.3
 * 428.5.d): its item is on the chain as it resolves. A delayed ability of a spell acting later in
 * the turn is not (Origins FAQ: only during or right after the spell's resolution). */
export function isSpellEffect(state: GameState, ectx: EffectContext): boolean {
  if (cardDefinition(ectx.card).type !== 'Spell') return false;
  return state.chain.some((item) => {
    if (item.source !== ectx.source || item.sourceStamp !== ectx.sourceStamp) return false;
    if (item.kind === 'spell') return true;
    const ability = item.kind === 'trigger' ? abilityAt(cardDefinition(item.card), item.ability) : undefined;
    return ability?.kind === 'triggered' && ability.trigger === 'reflexive';
  });
}

/** Who the kills a resolving effect instructs are the kill of: `performer` (by default the effect's
 * controller; the player told to choose and kill otherwise, Unleashed patch notes on
 * responsibility), "with a spell" when that player controls the spell (CR 1.3 428.5.e). */
export function effectKillBy(ctx: EngineContext, ectx: EffectContext, performer: Seat = ectx.controller): KillBy {
  return performer === ectx.controller && killersMatter(ctx) && isSpellEffect(ctx.state, ectx) ? { seat: performer, spell: true } : { seat: performer };
}

/** Records, while an effect resolves, that `seat`'s effect dealt damage to `unit`; `spell`: the
 * damage is a spell's own (CR 1.3 428.5.e). */
export function recordDamageBy(ctx: EngineContext, seat: Seat | undefined, unit: ObjectId, spell = false): void {
  if (seat === undefined || !killersMatter(ctx)) return;
  const object = findObject(ctx.state, unit);
  if (!object) return;
  const effect = spell
    ? { kind: 'effectDamagedUnit' as const, seat, unit, stamp: object.stamp, spell: true as const }
    : { kind: 'effectDamagedUnit' as const, seat, unit, stamp: object.stamp };
  ctx.emit({ type: 'TurnEffectBegan', effect });
}

/** The last damage record of `unit` (as it is now) before this cleanup (428.5.c: the effect that resolved right before). */
function lastDamageRecord(ctx: EngineContext, unit: GameObject) {
  const records = (ctx.state.turnEffects ?? []).filter((effect) => effect.kind === 'effectDamagedUnit' && effect.unit === unit.id && effect.stamp === unit.stamp);
  const last = records[records.length - 1];
  return last && last.kind === 'effectDamagedUnit' ? last : null;
}

/** Whether `unit`'s death by `by` is its killer's kill with a spell (CR 1.3 428.5.e). */
export function killedWithSpell(ctx: EngineContext, by: KillBy | undefined, unit: GameObject): boolean {
  if (!by || 'combat' in by) return false;
  if ('seat' in by) return by.spell === true;
  return lastDamageRecord(ctx, unit)?.spell === true;
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
  return lastDamageRecord(ctx, unit)?.seat ?? null;
}

/** The killers "with a spell" of units about to die (read before they go), one entry per unit. */
export function spellKillers(ctx: EngineContext, dying: readonly GameObject[], by: KillBy | undefined): readonly { readonly unit: ObjectId; readonly killer: Seat }[] {
  const result: { unit: ObjectId; killer: Seat }[] = [];
  for (const unit of dying) {
    const killer = killerOf(ctx, by, unit);
    if (killer !== null && killedWithSpell(ctx, by, unit)) result.push({ unit: unit.id, killer });
  }
  return result;
}

/** After the units went to the trash: each one killed with a spell triggers the "when you kill a
 * unit with a spell" abilities of the cards in its killer's trash, the dead units included
 * (CR 1.3 383.2.c.1); the subject is the unit killed. */
export function queueSpellKillTriggers(ctx: EngineContext, kills: readonly { readonly unit: ObjectId; readonly killer: Seat }[]): void {
  for (const { unit, killer } of kills) {
    const trash = ctx.state.seats[killer]?.trash ?? [];
    for (const id of trash) queueOwn(ctx, objectAt(ctx.state, id), 'youKillUnitWithSpellFromTrash', unit, null);
  }
}

/** "When you kill a stunned enemy unit" triggers of the killers' permanents, planned before the units go. */
export function killTriggers(ctx: EngineContext, dying: readonly GameObject[], by: KillBy | undefined): readonly PlannedTrigger[] {
  const planned: PlannedTrigger[] = [];
  for (const unit of dying) {
    const killer = killerOf(ctx, by, unit);
    if (killer === null || !unit.stunned || !areOpponents(ctx.state, killer, unit.controller)) continue;
    for (const id of permanentsWithTrigger(ctx.state, 'youKillStunnedEnemy')) {
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
