/** 518-526 (CR 1.4 318-325): the cleanup, the victory check in it (CR 1.4 472), and the start of pending showdowns and combats from it. */
import { cardOf } from '../../cards/card-registry.js';
import type { ObjectId } from '../../model/ids.js';
import { hasCombatAt } from '../../rules/locations.js';
import { hasLethalDamage } from '../../rules/might.js';
import { controllersAt, hasUnitAt, inTurnOrderFrom, objectAt, unitsOnBoard } from '../../rules/queries.js';
import { turnStateOf } from '../../rules/timing.js';
import type { EngineContext } from '../context.js';
import { beginCombat } from './combat.js';
import { beginShowdown } from './showdown.js';
import { checkVictory } from './game-end.js';
import { CHOOSE_BATTLEFIELD, CLEANUP_KILLS } from './frames.js';
import { mapList } from '../../util/lists.js';

export function runCleanup(ctx: EngineContext, stage: 'kills' | 'rest'): void {
  // CR 1.4 472, 194.2: a cleanup is where a player wins (CR 1.0 633 ended the game at once).
  checkVictory(ctx);
  if (ctx.ended) return;
  if (stage === 'kills') {
    // 520 / 139.2.a: units with lethal damage die. A replacement effect may save a unit but not
    // its damage, so the check repeats until no unit with lethal damage is left (it ends: each
    // replacement uses up what it needed, a buff, an exhausted legend or a killed gear).
    const lethal = unitsOnBoard(ctx.state).filter((id) => hasLethalDamage(ctx.state, id));
    if (lethal.length > 0) {
      ctx.push(CLEANUP_KILLS);
      ctx.push({ f: 'kill', units: lethal, index: 0, dying: [] });
      return;
    }
  }
  tidyBoard(ctx);
  startPending(ctx);
}

function tidyBoard(ctx: EngineContext): void {
  const combatBf = ctx.state.combat?.bf ?? null;
  // 521: attackers and defenders that left the combat's battlefield lose that status.
  for (const id of unitsOnBoard(ctx.state)) {
    const unit = objectAt(ctx.state, id);
    if (unit.role !== null && (unit.zone !== 'battlefield' || unit.bf !== combatBf)) ctx.emit({ type: 'CombatRoleRemoved', unit: id });
  }
  for (const bf of ctx.state.battlefields) {
    // 144.3 / 619.1: gear on a battlefield is recalled.
    for (const id of bf.units) if (cardOf(objectAt(ctx.state, id)).type === 'Gear') ctx.emit({ type: 'PermanentRecalled', object: id, exhausted: false });
  }
  for (const bf of ctx.state.battlefields) {
    // 523 / 106.4.d: a facedown card needs a unit of its controller and control of the battlefield.
    const facedown = bf.facedown;
    if (facedown !== null) {
      const controller = objectAt(ctx.state, facedown).controller;
      if (bf.controller !== controller || !hasUnitAt(ctx.state, bf.index, controller)) {
        ctx.emit({ type: 'FacedownCardRemoved', card: facedown, bf: bf.index });
      }
    }
  }
  for (const bf of ctx.state.battlefields) {
    if (bf.index === combatBf) continue;
    // 181.4.d: no units there, no control.
    if (bf.controller !== null && !hasUnitAt(ctx.state, bf.index, bf.controller)) {
      ctx.emit({ type: 'BattlefieldControlChanged', bf: bf.index, controller: null });
    }
    const contester = ctx.state.battlefields[bf.index]?.contestedBy ?? null;
    if (contester !== null && ctx.state.showdown?.bf !== bf.index && !hasUnitAt(ctx.state, bf.index, contester)) {
      ctx.emit({ type: 'ContestEnded', bf: bf.index });
    }
    claimUncontrolled(ctx, bf.index);
  }
}

/** Units on a battlefield nobody controls or contests (a teammate stayed when its partner's
 * units left, 648.8.c): the first of their controllers in turn order contests it (181.3.a). */
function claimUncontrolled(ctx: EngineContext, bf: number): void {
  const battlefield = ctx.state.battlefields[bf];
  if (!battlefield || battlefield.controller !== null || battlefield.contestedBy !== null || ctx.state.showdown?.bf === bf) return;
  const present = controllersAt(ctx.state, bf);
  const first = inTurnOrderFrom(ctx.state, ctx.state.turn.seat, present)[0];
  if (first !== undefined) ctx.emit({ type: 'BattlefieldContested', bf, by: first });
}

/** What a battlefield would start now: a combat (526), a showdown without combat (525, R4). */
export function pendingStart(ctx: EngineContext, bf: number): 'combat' | 'showdown' | null {
  const battlefield = ctx.state.battlefields[bf];
  if (!battlefield) return null;
  if (hasCombatAt(ctx.state, bf)) return 'combat';
  const contester = battlefield.contestedBy;
  if (contester === null || !hasUnitAt(ctx.state, bf, contester)) return null;
  const controllerPresent = battlefield.controller !== null && hasUnitAt(ctx.state, bf, battlefield.controller);
  return controllerPresent ? null : 'showdown';
}

function startPending(ctx: EngineContext): void {
  const state = ctx.state;
  if (ctx.ended || state.combat || turnStateOf(state) !== 'neutral-open' || state.turn.phase !== 'main') return;
  const options = mapList(state.battlefields, (bf) => bf.index).filter((bf) => pendingStart(ctx, bf) !== null);
  const [only] = options;
  if (only === undefined) return;
  if (options.length === 1) {
    beginAt(ctx, only);
    return;
  }
  // 525 / 526 / 622.1: the turn player chooses where to begin.
  const purpose = options.some((bf) => pendingStart(ctx, bf) === 'combat') ? 'combat' : 'showdown';
  ctx.ask({ kind: 'chooseBattlefield', seat: state.turn.seat, options, purpose }, CHOOSE_BATTLEFIELD);
}

export function beginAt(ctx: EngineContext, bf: number): void {
  const kind = pendingStart(ctx, bf);
  if (kind === 'combat') beginCombat(ctx, bf);
  else if (kind === 'showdown') beginShowdown(ctx, bf);
}

export function lethalUnits(ctx: EngineContext, among: readonly ObjectId[]): readonly ObjectId[] {
  return among.filter((id) => hasLethalDamage(ctx.state, id));
}
