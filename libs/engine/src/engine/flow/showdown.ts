/** 545-553: showdowns, and control established by a showdown without combat (548.2). */
import { areTeammates, relevantPlayers } from '../../rules/mode-policy.js';
import { activeSeats, controllersAt } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { scoreBattlefield } from './scoring.js';
import { CLEANUP_KILLS, PLACE_TRIGGERS, SETTLE, SHOWDOWN } from './frames.js';
import { askPriority } from './waiting.js';

/** 548.2, 549, 550.2: a showdown over an uncontrolled battlefield; everyone is relevant. */
export function beginShowdown(ctx: EngineContext, bf: number): void {
  const contester = ctx.state.battlefields[bf]?.contestedBy;
  if (contester === null || contester === undefined) return;
  ctx.emit({
    type: 'ShowdownBegan',
    showdown: { bf, combat: false, contester, focus: contester, passes: 0, relevant: relevantPlayers(ctx.state, activeSeats(ctx.state)), invited: null },
  });
  ctx.push(SHOWDOWN);
}

/** The waiting frame of a showdown: triggers and chains first, then the focus holder acts. */
export function runShowdown(ctx: EngineContext): void {
  const showdown = ctx.state.showdown;
  if (!showdown) return;
  ctx.push(SHOWDOWN);
  if (ctx.state.triggers.length > 0) ctx.push(PLACE_TRIGGERS);
  else if (ctx.state.chain.length > 0) ctx.push(SETTLE);
  else askPriority(ctx, showdown.focus);
}

/** 553.4.a: every relevant player passed in a row; the showdown ends. */
export function runEndShowdown(ctx: EngineContext): void {
  const showdown = ctx.state.showdown;
  if (!showdown) return;
  ctx.emit({ type: 'ShowdownEnded', bf: showdown.bf });
  ctx.push(CLEANUP_KILLS);
  if (showdown.combat) return;
  const present = controllersAt(ctx.state, showdown.bf);
  const contester = showdown.contester;
  if (!present.includes(contester) || present.some((seat) => seat !== contester && !areTeammates(ctx.state, seat, contester))) return;
  // The contester is there with no opponent: it takes control, which is a conquer (630.1). Control
  // is never shared (648.8.c), so a teammate's units there do not share it.
  ctx.emit({ type: 'BattlefieldControlChanged', bf: showdown.bf, controller: showdown.contester });
  ctx.emit({ type: 'ContestEnded', bf: showdown.bf });
  scoreBattlefield(ctx, showdown.contester, showdown.bf, 'conquer');
}
