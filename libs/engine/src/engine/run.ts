/** The engine loop: pop the top frame and run it until the game waits for a decision or ends. */
import type { Frame } from '../model/frame.js';
import type { EngineContext } from './context.js';
import { runAfterResolve, runResolveTop } from './flow/chain.js';
import { runCleanup } from './flow/cleanup.js';
import { runCombatDamage, runCombatResolution } from './flow/combat.js';
import { runDraw } from './flow/draw.js';
import { runEffect } from './flow/effect-steps.js';
import { runKill } from './flow/kill.js';
import { askMulligan } from './flow/mulligan.js';
import { runPlaceTriggers } from './flow/place-triggers.js';
import { runEndShowdown, runShowdown } from './flow/showdown.js';
import { runTurnStep } from './flow/turn-steps.js';
import { runActionPhase, runSettle } from './flow/waiting.js';

/** Frames that only ever receive answers; reaching one without an answer is an engine bug. */
function answerOnly(frame: Frame): never {
  throw new Error(`frame ${frame.f} waits for an answer`);
}

export function runFrame(ctx: EngineContext, frame: Frame): void {
  switch (frame.f) {
    case 'mulligan':
      return askMulligan(ctx, frame.position);
    case 'turnStep':
      return runTurnStep(ctx, frame.step);
    case 'actionPhase':
      return runActionPhase(ctx);
    case 'settle':
      return runSettle(ctx);
    case 'showdown':
      return runShowdown(ctx);
    case 'endShowdown':
      return runEndShowdown(ctx);
    case 'resolveTop':
      return runResolveTop(ctx, frame.item);
    case 'afterResolve':
      return runAfterResolve(ctx, frame.item);
    case 'effect':
      return runEffect(ctx, frame.ctx, frame.steps, frame.index);
    case 'cleanup':
      return runCleanup(ctx, frame.stage);
    case 'kill':
      return runKill(ctx, frame.units, frame.index, frame.dying, frame.by);
    case 'draw':
      return runDraw(ctx, frame.seat, frame.remaining, frame.burnOuts);
    case 'placeTriggers':
      return runPlaceTriggers(ctx, frame.ordered);
    case 'combatDamage':
      return runCombatDamage(ctx, frame.bf, frame.attackerAssignment);
    case 'combatResolution':
      return runCombatResolution(ctx, frame.bf, frame.stage);
    case 'burnOutPoint':
    case 'chooseTriggerTargets':
    case 'confirmTrigger':
    case 'chooseBattlefield':
    case 'invitation':
      return answerOnly(frame);
    default: {
      const unreachable: never = frame;
      throw new Error(`unknown frame ${JSON.stringify(unreachable)}`);
    }
  }
}

const MAX_FRAMES_PER_APPLY = 100_000;

export function run(ctx: EngineContext): void {
  let budget = MAX_FRAMES_PER_APPLY;
  while (!ctx.paused && !ctx.ended) {
    const frame = ctx.stack.pop();
    if (!frame) throw new Error('the flow ran out of frames while the game is still going');
    runFrame(ctx, frame);
    if (--budget <= 0) throw new Error('the engine did not reach a decision (runaway flow)');
  }
}
