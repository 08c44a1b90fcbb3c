/**
 * The frames that wait for players: the action phase (the turn player's neutral open window,
 * 516), `settle` (runs the chain until it is empty, 539-544) and the showdown (in showdown.ts).
 */
import type { EngineContext } from '../context.js';
import { ACTION_PHASE, PLACE_TRIGGERS, priorityFor, SETTLE, SHOWDOWN } from './frames.js';

export function runActionPhase(ctx: EngineContext): void {
  ctx.push(ACTION_PHASE);
  if (ctx.state.triggers.length > 0) ctx.push(PLACE_TRIGGERS);
  else if (ctx.state.chain.length > 0) ctx.push(SETTLE);
  else if (ctx.state.showdown) ctx.push(SHOWDOWN);
  else ctx.ask(priorityFor(ctx.state.turn.seat), null);
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
  ctx.ask(priorityFor(chainState.active), null);
}
