/**
 * 649-652: a player leaves the game (concession or disqualification). With one side left, it
 * wins (651.1); otherwise the removal steps run (652) and the game goes on from where it stood.
 */
import type { Decision } from '../model/decision.js';
import type { Frame } from '../model/frame.js';
import type { RemovalReason } from '../model/game-state.js';
import type { Seat } from '../model/ids.js';
import { opponentsOf } from '../rules/mode-policy.js';
import { activeSeats, isActiveSeat, nextInTurnOrder, sideIndexOf } from '../rules/queries.js';
import type { EngineContext } from './context.js';
import { endGame } from './flow/game-end.js';
import { violation } from './rule-violation.js';
import { CLEANUP_KILLS, END_SHOWDOWN, turnStep } from './flow/frames.js';

/** 652.1-652.4: banish what they own or control, blank their battlefields, counter their items. */
function removalSteps(ctx: EngineContext, seat: Seat): void {
  for (const item of [...ctx.state.chain].reverse()) {
    if (item.controller === seat) ctx.emit({ type: 'ChainItemCountered', item: item.id });
  }
  for (const trigger of ctx.state.triggers) if (trigger.controller === seat) ctx.emit({ type: 'TriggerDropped', trigger: trigger.id });
  for (const object of ctx.state.objects) {
    if (!object) continue;
    const controlsOnBoard = object.controller === seat && object.zone !== 'removed';
    if ((object.owner === seat || controlsOnBoard) && object.zone !== 'removed' && object.zone !== 'chain') {
      ctx.emit({ type: 'ObjectRemovedFromGame', object: object.id });
    }
  }
  for (const bf of ctx.state.battlefields) if (bf.owner === seat && bf.card !== 'blank') ctx.emit({ type: 'BattlefieldReplaced', bf: bf.index });
}

/** A frame that asks the same question again, for a decision whose situation changed. */
function rerun(resume: Frame | null): Frame | null {
  if (resume === null || resume.f === 'invitation' || resume.f === 'burnOutPoint') return null;
  if (resume.f === 'chooseTriggerTargets' || resume.f === 'confirmTrigger') return { f: 'placeTriggers', ordered: null };
  if (resume.f === 'chooseBattlefield') return { f: 'cleanup', stage: 'rest' };
  return resume;
}

/** 652.5: turn, focus and priority move on; a removed player's pending choice is dropped. */
function continueWithout(ctx: EngineContext, seat: Seat, decision: Decision, resume: Frame | null): void {
  if (ctx.state.turn.seat === seat && ctx.state.turn.phase !== 'setup') {
    // 652.5.a: the turn passes to the next player; what was in progress ends with this turn.
    for (const item of [...ctx.state.chain].reverse()) ctx.emit({ type: 'ChainItemCountered', item: item.id });
    if (ctx.state.chainState) ctx.emit({ type: 'ChainEnded' });
    if (ctx.state.showdown) ctx.emit({ type: 'ShowdownEnded', bf: ctx.state.showdown.bf });
    if (ctx.state.combat) ctx.emit({ type: 'CombatEnded', bf: ctx.state.combat.bf });
    for (const trigger of ctx.state.triggers) ctx.emit({ type: 'TriggerDropped', trigger: trigger.id });
    ctx.stack.length = 0;
    ctx.push(turnStep('expiration'));
    return;
  }
  if (decision.kind === 'priority') {
    passOnFor(ctx, seat);
    return;
  }
  if (decision.seat === seat) {
    const skipped = skipFrame(resume);
    if (skipped) ctx.push(skipped);
    return;
  }
  // Someone else's choice: ask it again, since the situation it was about may have changed.
  const again = rerun(resume);
  if (again) ctx.push(again);
  else if (decision.kind === 'chooseOpponent') ctx.ask({ ...decision, options: opponentsOf(ctx.state, decision.seat) }, resume);
  else ctx.ask(decision, resume);
}

/** The removed seat's own pending choice is skipped: the process goes on as if it were empty. */
function skipFrame(resume: Frame | null): Frame | null {
  if (resume === null || resume.f === 'burnOutPoint' || resume.f === 'invitation') return null;
  if (resume.f === 'mulligan') return { f: 'mulligan', position: resume.position + 1 };
  if (resume.f === 'kill') return { f: 'kill', units: resume.units, index: resume.index + 1, dying: resume.dying, ...(resume.by ? { by: resume.by } : {}) };
  if (resume.f === 'effect') return { f: 'effect', ctx: resume.ctx, steps: resume.steps, index: resume.index + 1 };
  return rerun(resume);
}

/** 652.5.b-c: focus and priority go to the next relevant player; a finished round of passes
 * resolves the top item or ends the showdown. */
function passOnFor(ctx: EngineContext, seat: Seat): void {
  const active = (relevant: readonly Seat[]): readonly Seat[] => relevant.filter((other) => isActiveSeat(ctx.state, other));
  const { chainState, showdown } = ctx.state;
  if (ctx.state.chain.length > 0 && chainState) {
    const relevant = active(chainState.relevant);
    if (chainState.active === seat && relevant.length > 0) {
      ctx.emit({ type: 'PriorityReset', active: nextInTurnOrder(ctx.state, seat, relevant) });
    }
  } else if (showdown) {
    const relevant = active(showdown.relevant);
    if (relevant.length === 0) ctx.push(END_SHOWDOWN);
    else if (showdown.focus === seat) ctx.emit({ type: 'FocusPassed', seat, next: nextInTurnOrder(ctx.state, seat, relevant), countsAsPass: false });
  }
}

export function removeSeatInContext(ctx: EngineContext, seat: Seat, reason: RemovalReason): void {
  if (!isActiveSeat(ctx.state, seat)) violation('seat/not_in_game', 'CR 1.4 651', 'this seat already left the game');
  const pending = ctx.state.pending;
  ctx.emit({ type: 'SeatRemoved', seat, reason });
  const sidesLeft = [...new Set(activeSeats(ctx.state).map((other) => sideIndexOf(ctx.state, other)))];
  if (sidesLeft.length <= 1) {
    endGame(ctx, reason, sidesLeft[0] ?? null); // 651.1
    return;
  }
  removalSteps(ctx, seat);
  if (pending) continueWithout(ctx, seat, pending.decision, pending.resume);
  // The board changed (units left, battlefields may have no controller any more, 181.4.d).
  if (!ctx.paused) ctx.push(CLEANUP_KILLS);
}
