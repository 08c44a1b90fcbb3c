/**
 * The frames that wait for players: the Main Phase (CR 1.4 316; CR 1.0 516 action phase: the turn player's neutral open window,
 * 516), `settle` (runs the chain until it is empty, 539-544) and the showdown (in showdown.ts).
 */
import type { EngineContext } from '../context.js';
import type { Seat } from '../../model/ids.js';
import { ACTION_PHASE, PLACE_TRIGGERS, priorityFor, SETTLE, SHOWDOWN } from './frames.js';
import { checkVictory } from './game-end.js';

/**
 * Gives `seat` priority (or focus). A cleanup precedes every priority window in v1.4 (CR 1.4
 * 319.1-319.8: after an item is added to or finalized on the chain, after every phase change), so
 * a player who leads at the victory score wins before anyone acts (CR 1.4 472).
 */
export function askPriority(ctx: EngineContext, seat: Seat): void {
  checkVictory(ctx);
  if (!ctx.ended) ctx.ask(priorityFor(seat), null);
}

export function runActionPhase(ctx: EngineContext): void {
  ctx.push(ACTION_PHASE);
  if (ctx.state.triggers.length > 0) ctx.push(PLACE_TRIGGERS);
  else if (ctx.state.chain.length > 0) ctx.push(SETTLE);
  else if (ctx.state.showdown) ctx.push(SHOWDOWN);
  else askPriority(ctx, ctx.state.turn.seat);
}

export function runSettle(ctx: EngineContext): void {
  if (ctx.state.triggers.length > 0) {
    ctx.push(SETTLE);
    ctx.push(PLACE_TRIGGERS);
    return;
  }
  const chainState = ctx.state.chainState;
  if (ctx.state.chain.length === 0 || !chainState) return;
  ctx.push(SETTLE);
  askPriority(ctx, chainState.active);
}
