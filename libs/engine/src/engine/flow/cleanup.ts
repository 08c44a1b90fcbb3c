/**
 * CR 1.3 318-325 (CR 1.4 318-320; CR 1.0 518-526): the cleanup, in the order of its tasks
 * (323.1-323.14): the victory check (CR 1.4 472), combat designations, lethal damage, control of
 * battlefields, recalls and facedown cards, then the showdowns and combats it starts. Where a
 * cleanup is made an outstanding task (319.1-319.8), the flow pushes a `cleanup` frame; while a
 * chain item resolves none runs (321), so the frame waits until the item is done.
 */
import type { ObjectId } from '../../model/ids.js';
import { hasCombatAt } from '../../rules/locations.js';
import { hasLethalDamage } from '../../rules/might.js';
import { hasUnitAt, unitsOnBoard } from '../../rules/queries.js';
import { turnStateOf } from '../../rules/timing.js';
import type { EngineContext } from '../context.js';
import { beginCombat, showdownBecomesCombat } from './combat.js';
import { beginShowdown } from './showdown.js';
import { checkVictory } from './game-end.js';
import { tidyBoard, updateCombatDesignations } from './cleanup-board.js';
import { CHOOSE_BATTLEFIELD, CLEANUP_KILLS } from './frames.js';
import { dropWaitingReflexives } from './reflexive.js';
import { dropDamageRecords } from './killed-by.js';
import { mapList } from '../../util/lists.js';

export function runCleanup(ctx: EngineContext, stage: 'kills' | 'rest'): void {
  // CR 1.3 323.1, CR 1.4 472, 194.2: a cleanup is where a player wins (CR 1.0 633 ended the game at once).
  checkVictory(ctx);
  if (ctx.ended) return;
  if (stage === 'kills') {
    // CR 1.3 323.2 comes before the kills (Unleashed patch notes, "Cleaned Up Cleanups").
    updateCombatDesignations(ctx);
    // CR 1.3 323.5 (520, 139.2.a): units with lethal damage die. A replacement effect may save a
    // unit but not its damage, so the check repeats until no unit with lethal damage is left (it
    // ends: each replacement uses up what it needed, a buff, an exhausted legend or a killed gear).
    const lethal = unitsOnBoard(ctx.state).filter((id) => hasLethalDamage(ctx.state, id));
    if (lethal.length > 0) {
      ctx.push(CLEANUP_KILLS);
      ctx.push({ f: 'kill', units: lethal, index: 0, dying: [], by: { cleanup: true } });
      return;
    }
    dropWaitingReflexives(ctx);
    dropDamageRecords(ctx);
  }
  // CR 1.3 322: a cleanup that changed the board is followed by another one, until one changes
  // nothing; only that one goes on to stage and start showdowns and combats.
  if (tidyBoard(ctx)) {
    ctx.push(CLEANUP_KILLS);
    return;
  }
  startPending(ctx);
}

/**
 * What a battlefield has staged (CR 1.3 323.8-323.10): a combat where units of opposing players
 * are (456), a showdown where the player who applied Contested has units and the controller has
 * none (reading R4; a controller with units there is an opponent, so that is a combat).
 */
export function pendingStart(ctx: EngineContext, bf: number): 'combat' | 'showdown' | null {
  const battlefield = ctx.state.battlefields[bf];
  if (!battlefield) return null;
  if (hasCombatAt(ctx.state, bf)) return 'combat';
  const contester = battlefield.contestedBy;
  if (contester === null || !hasUnitAt(ctx.state, bf, contester)) return null;
  const controllerPresent = battlefield.controller !== null && hasUnitAt(ctx.state, bf, battlefield.controller);
  return controllerPresent ? null : 'showdown';
}

/** CR 1.3 323.11-323.14: start what is staged, or turn the ongoing showdown into a combat. */
function startPending(ctx: EngineContext): void {
  const state = ctx.state;
  if (ctx.ended || state.combat) return;
  const showdown = state.showdown;
  if (showdown) {
    // 323.14: in a showdown open state, a combat staged where a non-combat showdown is ongoing
    // makes it a combat showdown.
    if (!showdown.combat && turnStateOf(state) === 'showdown-open' && hasCombatAt(state, showdown.bf)) showdownBecomesCombat(ctx, showdown.bf);
    return;
  }
  if (turnStateOf(state) !== 'neutral-open' || state.turn.phase !== 'main') return;
  const options = mapList(state.battlefields, (bf) => bf.index).filter((bf) => pendingStart(ctx, bf) !== null);
  const [only] = options;
  if (only === undefined) return;
  if (options.length === 1) {
    beginAt(ctx, only);
    return;
  }
  // 323.11, 323.13 (525, 526, 622.1): the turn player chooses where to begin.
  const purpose = options.some((bf) => pendingStart(ctx, bf) === 'combat') ? 'combat' : 'showdown';
  ctx.ask({ kind: 'chooseBattlefield', seat: state.turn.seat, options, purpose }, CHOOSE_BATTLEFIELD);
}

/** 323.12: a showdown staged with a combat opens as the combat showdown. */
export function beginAt(ctx: EngineContext, bf: number): void {
  const kind = pendingStart(ctx, bf);
  if (kind === 'combat') beginCombat(ctx, bf);
  else if (kind === 'showdown') beginShowdown(ctx, bf);
}

export function lethalUnits(ctx: EngineContext, among: readonly ObjectId[]): readonly ObjectId[] {
  return among.filter((id) => hasLethalDamage(ctx.state, id));
}
