/** 620-628: combat: the showdown step, the damage step and the resolution step. */
import { unitsRecalledAfterCombat } from '../../rules/combat-tie.js';
import type { CombatResolutionStage } from '../../model/frame.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import { mightOf } from '../../rules/might.js';
import { areOpponents } from '../../rules/mode-policy.js';
import { activeSeats, controllersAt, objectAt, unitsAt, unitsOnBoard } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { dealDamage } from './damage.js';
import type { Assignment } from './combat-damage.js';
import { lethalUnits } from './cleanup.js';
import { scoreBattlefield } from './scoring.js';
import { onAttack, onCombatAlone, onDefend, onUnitsDefend } from './trigger-detection.js';
import { CLEANUP_KILLS, SETTLE, SHOWDOWN } from './frames.js';
import { excessDamageRead } from './excess-damage.js';

/**
 * 625.1 (CR 1.3 459.2.b): the attacker applied the contested status; the defender is the opposing
 * player there. Their units take the designations and attack triggers are queued. Returns the
 * attacker, or null when no opposing player is there.
 */
function establishCombat(ctx: EngineContext, bf: number): Seat | null {
  const battlefield = ctx.state.battlefields[bf];
  if (!battlefield) return null;
  const present = controllersAt(ctx.state, bf);
  const attacker: Seat =
    battlefield.contestedBy !== null && present.includes(battlefield.contestedBy)
      ? battlefield.contestedBy
      : (present.find((seat) => seat !== battlefield.controller) ?? (present[0] as Seat));
  const defender = present.find((seat) => areOpponents(ctx.state, attacker, seat));
  if (defender === undefined) return null;
  const attackers = unitsAt(ctx.state, bf, attacker);
  const defenders = unitsAt(ctx.state, bf, defender);
  ctx.emit({ type: 'CombatBegan', combat: { bf, attacker, defender }, attackers, defenders });
  onAttack(ctx, attackers, bf);
  onUnitsDefend(ctx, defenders, bf); // CR 1.3 383.4.f
  onCombatAlone(ctx, attackers, bf);
  onCombatAlone(ctx, defenders, bf);
  onDefend(ctx, defender, bf);
  return attacker;
}

/** A combat from a neutral open state: it opens with a combat showdown (CR 1.3 323.12, 459.2). */
export function beginCombat(ctx: EngineContext, bf: number): void {
  const attacker = establishCombat(ctx, bf);
  if (attacker === null) return;
  ctx.emit({
    type: 'ShowdownBegan',
    showdown: { bf, combat: true, contester: attacker, focus: attacker, passes: 0, relevant: activeSeats(ctx.state), invited: null }, // CR 1.4 347.4: focus passes to every player (CR 1.0 545: the relevant ones)
  });
  ctx.push({ f: 'combatDamage', bf, attackerAssignment: null });
  ctx.push(SHOWDOWN);
}

/**
 * CR 1.3 323.14, 459.1-459.2 (Unleashed patch notes, "Combats and Showdowns"): a non-combat
 * showdown whose battlefield now has units of opposing players becomes a combat showdown; the
 * attacker (who applied Contested) gains focus. CR 1.0 548 and 553 ended the showdown first and
 * began the combat in the next neutral open state. The frames of the combat go on top; the
 * showdown's old frame finds the showdown over when it is reached again.
 */
export function showdownBecomesCombat(ctx: EngineContext, bf: number): void {
  const attacker = establishCombat(ctx, bf);
  if (attacker === null) return;
  ctx.emit({ type: 'ShowdownBecameCombat', bf, focus: attacker });
  ctx.push({ f: 'combatDamage', bf, attackerAssignment: null });
  ctx.push(SHOWDOWN);
}

/** 599.1.b: stunned units deal no combat damage. */
function totalDamage(ctx: EngineContext, units: readonly ObjectId[]): number {
  return units.reduce((sum, id) => sum + (objectAt(ctx.state, id).stunned ? 0 : mightOf(ctx.state, id)), 0);
}

/** With no damage, or a single unit to receive it, there is nothing to choose. */
function forcedAssignment(units: readonly ObjectId[], total: number): Assignment | null {
  if (total === 0) return [];
  const [only] = units;
  return units.length === 1 && only !== undefined ? [{ unit: only, amount: total }] : null;
}

/** 626: the damage step: the attacker assigns first, then the defender; damage is dealt together. */
export function runCombatDamage(ctx: EngineContext, bf: number, attackerAssignment: Assignment | null): void {
  const combat = ctx.state.combat;
  if (!combat) return;
  const attackers = unitsAt(ctx.state, bf, combat.attacker);
  const defenders = unitsAt(ctx.state, bf, combat.defender);
  if (attackers.length === 0 || defenders.length === 0) {
    ctx.push({ f: 'combatResolution', bf, stage: 'kills' }); // 626.1.a
    return;
  }
  if (attackerAssignment === null) {
    const total = totalDamage(ctx, attackers);
    const forced = forcedAssignment(defenders, total);
    if (forced === null) {
      ctx.ask({ kind: 'assignDamage', seat: combat.attacker, bf, amount: total, units: defenders }, { f: 'combatDamage', bf, attackerAssignment: null });
      return;
    }
    acceptAssignment(ctx, bf, null, combat.attacker, forced);
    return;
  }
  const total = totalDamage(ctx, defenders);
  const forced = forcedAssignment(attackers, total);
  if (forced === null) {
    ctx.ask({ kind: 'assignDamage', seat: combat.defender, bf, amount: total, units: attackers }, { f: 'combatDamage', bf, attackerAssignment });
    return;
  }
  acceptAssignment(ctx, bf, attackerAssignment, combat.defender, forced);
}

/** Records one side's assignment; once both are known, all combat damage is dealt at once. */
export function acceptAssignment(ctx: EngineContext, bf: number, attackerAssignment: Assignment | null, seat: Seat, assignment: Assignment): void {
  const excess = seat === ctx.state.combat?.attacker ? excessDamageRead(ctx, bf, seat, assignment) : null;
  ctx.emit(excess === null ? { type: 'CombatDamageAssigned', seat, assignment } : { type: 'CombatDamageAssigned', seat, assignment, excess });
  if (attackerAssignment === null) {
    ctx.push({ f: 'combatDamage', bf, attackerAssignment: assignment });
    return;
  }
  for (const { unit, amount } of [...attackerAssignment, ...assignment]) {
    dealDamage(ctx, unit, amount, true);
  }
  ctx.push({ f: 'combatResolution', bf, stage: 'kills' });
}

/**
 * CR 1.4 466.1-466.7, the resolution step, one stage per frame:
 * - `kills`, `heal` (466.1, the combat cleanup): units with lethal damage die, then every unit is
 *   healed (466.1.a.1) and the attackers are recalled if defenders are still there (466.1.a.2);
 *   what that made pending resolves before the result (466.2).
 * - `control` (466.3-466.5): unless units of opposing players are both there again (466.3.d.1:
 *   a new combat is staged), the player with units there establishes control, which is a conquer
 *   for that player, defender or attacker (466.5.d-e); with no units there it is uncontrolled
 *   (466.5.b); the contested status is cleared (466.5.a). Conquer triggers resolve while the
 *   combat is still on (466.6).
 * - `end` (466.7): the combat ends and the designations go.
 * CR 1.0 627 recalled, gave control to the attacker only, cleared the contested status and the
 * damage, ended the combat, and only then scored the conquer and put its triggers on the chain.
 */
export function runCombatResolution(ctx: EngineContext, bf: number, stage: CombatResolutionStage): void {
  const combat = ctx.state.combat;
  if (!combat) return;
  if (stage === 'kills') {
    const lethal = lethalUnits(ctx, unitsAt(ctx.state, bf));
    ctx.push({ f: 'combatResolution', bf, stage: 'heal' });
    if (lethal.length > 0) ctx.push({ f: 'kill', units: lethal, index: 0, dying: [], by: { combat: true } });
    return;
  }
  if (stage === 'heal') {
    const damaged = unitsOnBoard(ctx.state).filter((id) => objectAt(ctx.state, id).damage > 0);
    if (damaged.length > 0) ctx.emit({ type: 'DamageCleared', objects: damaged });
    if (unitsAt(ctx.state, bf, combat.defender).length > 0) {
      for (const id of unitsRecalledAfterCombat(ctx.state, bf, combat.attacker)) ctx.emit({ type: 'PermanentRecalled', object: id, exhausted: false });
    }
    ctx.push({ f: 'combatResolution', bf, stage: 'control' });
    ctx.push(SETTLE);
    ctx.push(CLEANUP_KILLS);
    return;
  }
  if (stage === 'control') {
    ctx.push({ f: 'combatResolution', bf, stage: 'end' });
    ctx.push(SETTLE);
    establishControlAfterCombat(ctx, bf, combat.attacker, combat.defender);
    return;
  }
  ctx.emit({ type: 'CombatEnded', bf });
  ctx.push(CLEANUP_KILLS);
}

/** CR 1.4 466.5: who holds the battlefield once the combat is decided. */
function establishControlAfterCombat(ctx: EngineContext, bf: number, attacker: Seat, defender: Seat): void {
  const present = controllersAt(ctx.state, bf);
  if (present.some((seat) => present.some((other) => areOpponents(ctx.state, seat, other)))) return; // 466.3.d.1
  const battlefield = ctx.state.battlefields[bf];
  if (battlefield?.contestedBy !== null) ctx.emit({ type: 'ContestEnded', bf }); // 466.5.a
  const holder = present.includes(attacker) ? attacker : present.includes(defender) ? defender : (present[0] ?? null);
  if (holder === null) {
    if (battlefield?.controller !== null) ctx.emit({ type: 'BattlefieldControlChanged', bf, controller: null }); // 466.5.b
    return;
  }
  if (battlefield?.controller === holder) return;
  ctx.emit({ type: 'BattlefieldControlChanged', bf, controller: holder });
  scoreBattlefield(ctx, holder, bf, 'conquer'); // 466.5.d
}
