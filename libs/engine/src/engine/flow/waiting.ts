/**
 * The frames that wait for players: the action phase (the turn player's neutral open window,
 * 516), `settle` (runs the chain until it is empty, 539-544) and the showdown (in showdown.ts).
 */
import type { EngineContext } from '../context.js';

export function runActionPhase(ctx: EngineContext): void {
  ctx.push({ f: 'actionPhase' });
  if (ctx.state.triggers.length > 0) ctx.push({ f: 'placeTriggers', ordered: null });
  else if (ctx.state.chain.length > 0) ctx.push({ f: 'settle' });
  else if (ctx.state.showdown) ctx.push({ f: 'showdown' });
  else ctx.ask({ kind: 'priority', seat: ctx.state.turn.seat }, null);
}

export function runSettle(ctx: EngineContext): void {
  if (ctx.state.triggers.length > 0) {
    ctx.push({ f: 'settle' });
    ctx.push({ f: 'placeTriggers', ordered: null });
    return;
  }
  const chainState = ctx.state.chainState;
  if (ctx.state.chain.length === 0 || !chainState) return;
  ctx.push({ f: 'settle' });
  ctx.ask({ kind: 'priority', seat: chainState.active }, null);
}
