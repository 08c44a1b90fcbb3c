/**
 * The board steps of a cleanup (CR 1.3 323.2, 323.6, 323.7; the v1.4 excerpt lacks 321-325):
 * combat designations, control of battlefields, recalls and facedown cards. Each step only emits
 * what changes, so a cleanup that finds nothing to do leaves no trace.
 */
import { facedownCardsAt } from '../../rules/facedown-slots.js';
import { cardOf } from '../../cards/card-registry.js';
import type { CombatRole } from '../../model/game-object.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { BoardMemo } from '../../rules/board-memo.js';
import { controllersAt, hasUnitAt, inTurnOrderFrom, objectAt, unitsOnBoard } from '../../rules/queries.js';
import { turnStateOf } from '../../rules/timing.js';
import type { EngineContext } from '../context.js';
import { onAttack, onUnitsDefend } from './trigger-detection.js';

/**
 * CR 1.3 323.2: units at the battlefield of the combat take their controller's designation
 * (323.2.a, a unit that arrived after the combat began: 459.2.b.3.a, 459.2.b.4.a) or swap it
 * (323.2.b); units elsewhere lose theirs (323.2.c). CR 1.0 521 only removed them.
 */
export function updateCombatDesignations(ctx: EngineContext): void {
  const combat = ctx.state.combat;
  for (const id of unitsOnBoard(ctx.state)) {
    const unit = objectAt(ctx.state, id);
    const inCombat = combat !== null && unit.zone === 'battlefield' && unit.bf === combat.bf;
    let role: CombatRole | null = null;
    if (inCombat && unit.controller === combat.attacker) role = 'attacker';
    else if (inCombat && unit.controller === combat.defender) role = 'defender';
    if (role === unit.role) continue;
    if (role === null) {
      ctx.emit({ type: 'CombatRoleRemoved', unit: id });
      continue;
    }
    // CR 1.3 383.4.e, 383.4.e.2.a: a unit that becomes an attacker late has its attack triggers
    // checked then, once per combat. CR 1.0 625.1.c.1 only checked the units there as it began.
    const firstTime = role === 'attacker' && combat !== null && !(combat.attackChecked ?? []).includes(id);
    // CR 1.3 383.4.f.2.a: likewise for defend triggers.
    const firstDefence = role === 'defender' && combat !== null && !(combat.defendChecked ?? []).includes(id);
    ctx.emit({ type: 'CombatRoleAssigned', unit: id, role });
    if (firstTime && combat) onAttack(ctx, [id], combat.bf);
    if (firstDefence && combat) onUnitsDefend(ctx, [id], combat.bf);
  }
}

/**
 * CR 1.3 323.6 as the Unleashed rules FAQ (2026-04-29) corrects it, and 187.4.c: in an open state,
 * a player without units at a battlefield they control loses control of it, unless a showdown or
 * combat is ongoing there (187.4.b: control is frozen while one is). CR 1.0 181.4.d took control
 * away in every cleanup, closed states included, and only spared the battlefield of a combat.
 */
function settleControl(ctx: EngineContext): void {
  const open = turnStateOf(ctx.state) === 'neutral-open' || turnStateOf(ctx.state) === 'showdown-open';
  if (!open) return;
  for (const bf of ctx.state.battlefields) {
    if (bf.controller === null || ongoingAt(ctx, bf.index)) continue;
    if (!hasUnitAt(ctx.state, bf.index, bf.controller)) ctx.emit({ type: 'BattlefieldControlChanged', bf: bf.index, controller: null });
  }
}

function ongoingAt(ctx: EngineContext, bf: number): boolean {
  return ctx.state.combat?.bf === bf || ctx.state.showdown?.bf === bf;
}

/**
 * CR 1.3 323.7: gear at battlefields is recalled (149.3, 452.1); a facedown card is removed from a
 * battlefield its controller does not control (107.3.c-d). CR 1.0 106.4.d also removed it when its
 * controller had no unit there, which v1.4 leaves to the loss of control (323.6).
 */
function recallAndRemove(ctx: EngineContext): void {
  for (const id of gearAtBattlefields.get(ctx.state)) ctx.emit({ type: 'PermanentRecalled', object: id, exhausted: false });
  for (const bf of ctx.state.battlefields) {
    for (const facedown of facedownCardsAt(bf)) {
      if (objectAt(ctx.state, facedown).controller !== bf.controller) ctx.emit({ type: 'FacedownCardRemoved', card: facedown, bf: bf.index });
    }
  }
}

/** Gear at battlefields, in battlefield order: found once per change of the board's zone lists
 * (every cleanup asks, and there is almost never any). The recalls it leads to change the lists,
 * so the next cleanup finds none. */
const gearAtBattlefields = new BoardMemo((state: GameState): readonly ObjectId[] => {
  const result: ObjectId[] = [];
  for (const bf of state.battlefields) for (const id of bf.units) if (cardOf(objectAt(state, id)).type === 'Gear') result.push(id);
  return result;
});

/**
 * The contested status outside a showdown or combat: it ends when the contester has no unit left
 * there (nothing could be staged, CR 1.3 323.8.a), and units on a battlefield nobody controls or
 * contests (a teammate stayed when its partner's units left, 489.8.c) contest it: the first of
 * their controllers in turn order (187.3.a).
 */
function settleContests(ctx: EngineContext): void {
  for (const bf of ctx.state.battlefields) {
    if (ongoingAt(ctx, bf.index)) continue;
    const contester = bf.contestedBy;
    if (contester !== null && !hasUnitAt(ctx.state, bf.index, contester)) ctx.emit({ type: 'ContestEnded', bf: bf.index });
    const now = ctx.state.battlefields[bf.index];
    if (!now || now.controller !== null || now.contestedBy !== null || now.units.length === 0) continue;
    const first = inTurnOrderFrom(ctx.state, ctx.state.turn.seat, controllersAt(ctx.state, bf.index))[0];
    if (first !== undefined) ctx.emit({ type: 'BattlefieldContested', bf: bf.index, by: first });
  }
}

/** CR 1.3 323.6-323.7 and the contest bookkeeping; true when anything changed (322: then
 * another cleanup follows). */
export function tidyBoard(ctx: EngineContext): boolean {
  const before = ctx.events.length;
  settleControl(ctx);
  recallAndRemove(ctx);
  settleContests(ctx);
  return ctx.events.length > before;
}
