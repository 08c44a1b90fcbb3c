/**
 * 541, CR 1.3 383.3: putting queued triggers on the chain. Starting with the turn player (or, for
 * a combat's attack triggers, the attacker: `placingOrder`), each player orders their own triggers
 * (a choice when they differ), decides whether an optional one is placed and chooses their targets
 * (559.3.b); a trigger without legal targets is dropped.
 */
import { cardDefinition } from '../../cards/card-registry.js';
import { abilityAt } from '../../cards/keyword-abilities.js';
import type { TargetSpec } from '../../model/card-definition.js';
import type { PendingTrigger, TargetRef } from '../../model/chain-item.js';
import type { GameState } from '../../model/game-state.js';
import { modeChoices, modeText } from '../../rules/modes.js';
import type { Seat } from '../../model/ids.js';
import { inTurnOrderFrom, isActiveSeat } from '../../rules/queries.js';
import { targetCombinations, type TargetingContext } from '../../rules/targeting.js';
import type { EngineContext } from '../context.js';
import { joinChain } from './chain.js';
import { isOptionalTrigger } from './trigger-conditions.js';
import { mapList } from '../../util/lists.js';
import { canPayTriggerCost, payTriggerCost } from './cost-resource-steps.js';

export function triggerTargeting(trigger: PendingTrigger): TargetingContext {
  return { controller: trigger.controller, source: trigger.source, here: trigger.here, onlyAt: null, subject: trigger.subject };
}

export function triggerSpecs(trigger: PendingTrigger) {
  const ability = abilityAt(cardDefinition(trigger.card), trigger.ability);
  return ability && ability.kind === 'triggered' ? ability.targets : [];
}

/** For a "choose one" trigger, each available mode with each of its target choices (null for
 * any other trigger): the mode is chosen with the targets as it is placed (CR 1.3 383.3, 355.3). */
export function modalTriggerChoices(state: GameState, trigger: PendingTrigger, limit: number): readonly { readonly mode: number; readonly targets: readonly TargetRef[] }[] | null {
  const ability = abilityAt(cardDefinition(trigger.card), trigger.ability);
  if (!ability || ability.kind !== 'triggered' || !ability.chooseOne) return null;
  return modeChoices(state, ability, triggerTargeting(trigger), trigger.sourceStamp, trigger.ability, limit);
}

/** The target specs of a trigger's text, or of the chosen mode's. */
export function triggerModeSpecs(trigger: PendingTrigger, mode: number | undefined): readonly TargetSpec[] | null {
  const ability = abilityAt(cardDefinition(trigger.card), trigger.ability);
  if (!ability || ability.kind !== 'triggered') return [];
  return modeText(ability, mode)?.targets ?? null;
}

export function addTrigger(ctx: EngineContext, trigger: PendingTrigger, targets: readonly TargetRef[], mode?: number): void {
  if (!payTriggerCost(ctx, trigger)) {
    ctx.emit({ type: 'TriggerDropped', trigger: trigger.id });
    return;
  }
  joinChain(ctx, trigger.controller, true);
  ctx.emit({
    type: 'TriggerAdded',
    item: {
      id: trigger.id,
      kind: 'trigger',
      source: trigger.source,
      sourceStamp: trigger.sourceStamp,
      card: trigger.card,
      ability: trigger.ability,
      controller: trigger.controller,
      targets,
      place: null,
      paidAdditional: trigger.paidAdditional,
      fromHidden: null,
      subject: trigger.subject,
      here: trigger.here,
      ...(mode !== undefined ? { mode } : {}),
    },
  });
  const ability = abilityAt(cardDefinition(trigger.card), trigger.ability);
  if (mode !== undefined && ability?.kind === 'triggered' && ability.modeOncePerTurn) {
    const effect = { kind: 'modeChosen' as const, seat: trigger.controller, source: trigger.source, stamp: trigger.sourceStamp, ability: trigger.ability, mode };
    ctx.emit({ type: 'TurnEffectBegan', effect });
  }
}

/**
 * CR 1.3 383.3.a (CR 1.0 583 asked on resolution): a trigger whose effect opens with "you may"
 * is placed only if its controller says so now; the answer comes back to `placeChosen`. With a
 * cost paid as it is placed that cannot be paid, it is declined without asking (383.3.b, 404.2).
 */
function placeOne(ctx: EngineContext, trigger: PendingTrigger): void {
  if (isOptionalTrigger(trigger)) {
    if (!canPayTriggerCost(ctx, trigger)) {
      ctx.emit({ type: 'TriggerDropped', trigger: trigger.id });
      return;
    }
    ctx.ask({ kind: 'confirm', seat: trigger.controller, source: trigger.source }, { f: 'confirmTrigger', trigger: trigger.id });
    return;
  }
  placeWithTargets(ctx, trigger);
}

/** The answer to an optional trigger: placed with its targets, or not placed at all. */
export function placeChosen(ctx: EngineContext, triggerId: number, accept: boolean): void {
  const trigger = ctx.state.triggers.find((candidate) => candidate.id === triggerId);
  if (!trigger) throw new Error('the optional trigger awaiting an answer is gone');
  if (accept) placeWithTargets(ctx, trigger);
  else ctx.emit({ type: 'TriggerDropped', trigger: trigger.id });
}

function placeWithTargets(ctx: EngineContext, trigger: PendingTrigger): void {
  const modal = modalTriggerChoices(ctx.state, trigger, 2);
  if (modal) {
    const [only] = modal;
    if (!only) ctx.emit({ type: 'TriggerDropped', trigger: trigger.id });
    else if (modal.length === 1) addTrigger(ctx, trigger, only.targets, only.mode);
    else ctx.ask({ kind: 'chooseTargets', seat: trigger.controller, trigger: trigger.id }, { f: 'chooseTriggerTargets', trigger: trigger.id });
    return;
  }
  const specs = triggerSpecs(trigger);
  if (specs.length === 0) {
    addTrigger(ctx, trigger, []);
    return;
  }
  const combinations = targetCombinations(ctx.state, specs, triggerTargeting(trigger), 2);
  const [first] = combinations;
  if (!first) ctx.emit({ type: 'TriggerDropped', trigger: trigger.id });
  else if (combinations.length === 1) addTrigger(ctx, trigger, first);
  else ctx.ask({ kind: 'chooseTargets', seat: trigger.controller, trigger: trigger.id }, { f: 'chooseTriggerTargets', trigger: trigger.id });
}

/** Attack (and defend) triggers are only queued as units gain the attacker (defender) designation
 * (CR 1.3 383.4.e-f). */
function isAttackTrigger(trigger: PendingTrigger): boolean {
  const ability = abilityAt(cardDefinition(trigger.card), trigger.ability);
  return ability?.kind === 'triggered' && (ability.trigger === 'attackSelf' || ability.trigger === 'attackOrDefendSelf' || ability.trigger === 'defendSelf');
}

/**
 * Who places their triggers first. CR 1.3 383.3.d.1: the turn player, then the others in turn
 * order. CR 1.3 459.2.d.1: the triggers that establishing attacker and defender made pending go
 * on the combat chain attacker first (who has focus), then the players who are not the defender
 * in turn order, then the defender. CR 1.0 583.3.b.1 and 551.1.a started with the focus holder in
 * any showdown, who need not be the turn player.
 */
function placingOrder(ctx: EngineContext, controllers: readonly Seat[]): readonly Seat[] {
  const combat = ctx.state.combat;
  if (!combat || !ctx.state.triggers.some(isAttackTrigger)) return inTurnOrderFrom(ctx.state, ctx.state.turn.seat, controllers);
  const fromAttacker = inTurnOrderFrom(ctx.state, combat.attacker, controllers);
  const defenderLast = fromAttacker.filter((seat) => seat !== combat.defender);
  return controllers.includes(combat.defender) ? [...defenderLast, combat.defender] : defenderLast;
}

function nextPlacer(ctx: EngineContext): Seat | null {
  const controllers = [...new Set(ctx.state.triggers.map((trigger) => trigger.controller))];
  return placingOrder(ctx, controllers)[0] ?? null;
}

export function runPlaceTriggers(ctx: EngineContext, ordered: Seat | null): void {
  const dropped = ctx.state.triggers.filter((trigger) => !isActiveSeat(ctx.state, trigger.controller));
  for (const trigger of dropped) ctx.emit({ type: 'TriggerDropped', trigger: trigger.id });
  const seat = nextPlacer(ctx);
  if (seat === null) return;
  const mine = ctx.state.triggers.filter((trigger) => trigger.controller === seat);
  const [first] = mine;
  if (!first) return;
  const differ = mine.some((trigger) => trigger.card !== first.card || trigger.ability !== first.ability);
  if (differ && ordered !== seat) {
    ctx.ask({ kind: 'orderTriggers', seat, triggers: mapList(mine, (trigger) => trigger.id) }, { f: 'placeTriggers', ordered: seat });
    return;
  }
  ctx.push({ f: 'placeTriggers', ordered });
  placeOne(ctx, first);
}
