/**
 * CR 1.4 467-471 (CR 1.0 629-632): scoring by conquering and holding, once per battlefield per
 * player and turn (CR 1.4 470), with the final-point rule for Conquer only (CR 1.4 471.1.a.1,
 * 471.1.b) and the team exclusions (648.8.b, 648.8.g).
 */
import type { Seat } from '../../model/ids.js';
import { excludedFromScoring } from '../../rules/mode-policy.js';
import { sideOf } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { gainPoints } from './game-end.js';
import { onScored } from './trigger-detection.js';
import { victoryScore } from '../../rules/victory-score.js';

function alreadyScored(ctx: EngineContext, seat: Seat, bf: number): boolean {
  return ctx.state.turn.scored.some((entry) => entry.bf === bf && entry.seat === seat);
}

/** 632.1.b.2 / 648.8.g.1: every battlefield (that may score) was scored by this player. */
function scoredEverywhere(ctx: EngineContext, seat: Seat): boolean {
  return ctx.state.battlefields.every((bf) => excludedFromScoring(ctx.state, seat, bf.index) || alreadyScored(ctx, seat, bf.index));
}

/**
 * `seat` scores `bf`. May push a draw frame (the final point withheld), so callers call it after
 * pushing their own continuation.
 */
export function scoreBattlefield(ctx: EngineContext, seat: Seat, bf: number, method: 'conquer' | 'hold'): void {
  if (ctx.ended || alreadyScored(ctx, seat, bf) || excludedFromScoring(ctx.state, seat, bf)) return;
  ctx.emit(method === 'conquer' ? { type: 'BattlefieldConquered', bf, seat } : { type: 'BattlefieldHeld', bf, seat });
  const points = sideOf(ctx.state, seat).points;
  // CR 1.4 471.1.b: "1 point from the Victory Score ... or higher"; CR 1.0 632.1.b said exactly 1
  // point from it. A side can now be at or above the score without having won (a tie, 194.2.b).
  const finalPoint = points >= victoryScore(ctx.state) - 1;
  if (finalPoint && method === 'conquer' && !scoredEverywhere(ctx, seat)) {
    ctx.emit({ type: 'FinalPointWithheld', seat, bf });
    onScored(ctx, seat, bf, method);
    ctx.push({ f: 'draw', seat, remaining: 1 });
    return;
  }
  gainPoints(ctx, seat, 1, method);
  if (!ctx.ended) onScored(ctx, seat, bf, method);
}
