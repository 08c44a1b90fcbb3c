/** 532-544: starting the chain, resolving its top item, and what follows a resolution. */
import { modeText } from '../../rules/modes.js';
import { cardDefinition } from '../../cards/card-registry.js';
import { abilityAt } from '../../cards/keyword-abilities.js';
import type { EffectText, TargetSpec } from '../../model/card-definition.js';
import type { ChainItem } from '../../model/chain-item.js';
import type { EffectContext, ResolvedTarget } from '../../model/frame.js';
import type { GameState } from '../../model/game-state.js';
import type { Seat } from '../../model/ids.js';
import { relevantPlayers } from '../../rules/mode-policy.js';
import { activeSeats, findObject, nextInTurnOrder } from '../../rules/queries.js';
import { isLegalTarget } from '../../rules/targeting.js';
import { playedUnitsEnterReady } from '../../rules/turn-effects.js';
import type { EngineContext } from '../context.js';
import { contestOnArrival } from './arrival.js';
import { selfEntersReady, unitEntersReadyByEffects } from './enter-ready.js';
import { onCardCounted, onCardResolved, onPlayed, onPlayedFromHidden } from './trigger-detection.js';
import { stepsOnResolution } from './trigger-conditions.js';
import { CLEANUP_KILLS } from './frames.js';
import { mapList } from '../../util/lists.js';
import { recycleIfMarked } from './play-spell-from-trash.js';

/**
 * The players who take part in a new chain: every player still in the game, in turn order (CR 1.4
 * 339.2, 347.4). CR 1.0 531 limited a chain in a showdown or combat to its relevant players; v1.1
 * removed relevant players, so `relevant` now always lists every active seat and invitations
 * (CR 1.0 531.2) find no one to invite.
 */
export function defaultRelevant(state: GameState, creator: Seat): readonly Seat[] {
  const everyone = activeSeats(state);
  return everyone.includes(creator) ? everyone : relevantPlayers(state, [...everyone, creator]);
}

/** 537: a card or ability starts a chain when none exists, otherwise joins it (534.2); `byTrigger`:
 * a triggered ability is being added (CR 1.4 346.1). */
export function joinChain(ctx: EngineContext, seat: Seat, byTrigger = false): void {
  if (ctx.state.chainState === null) {
    ctx.emit({ type: 'ChainStarted', active: seat, relevant: defaultRelevant(ctx.state, seat), byTrigger });
  } else {
    if (!ctx.state.chainState.relevant.includes(seat)) ctx.emit({ type: 'PlayersBecameRelevant', seats: [seat] });
  }
}

/** 542: after adding to the chain, the same player acts again and everyone must pass anew. */
export function priorityBackTo(ctx: EngineContext, seat: Seat): void {
  ctx.emit({ type: 'PriorityReset', active: seat });
}

/** The effect text of a chain item: a spell's own text or the source's ability. */
export function effectTextOf(item: ChainItem): EffectText {
  const card = cardDefinition(item.card);
  if (item.ability === -1) return card.spell ?? { targets: [], steps: [] };
  const ability = abilityAt(card, item.ability);
  if (!ability || (ability.kind !== 'triggered' && ability.kind !== 'activated')) return { targets: [], steps: [] };
  return modeText(ability, item.mode) ?? { targets: [], steps: [] };
}

/** 563.2.c: which targets are still legal as the item resolves, with their last known controller. */
export function resolveTargets(state: GameState, item: ChainItem, specs: readonly TargetSpec[]): readonly ResolvedTarget[] {
  const tctx = { controller: item.controller, source: item.source, here: item.here, onlyAt: item.fromHidden, subject: item.subject };
  return mapList(item.targets, (ref, index) => {
    const spec = specs[index];
    const legal = spec !== undefined && ref !== null && isLegalTarget(state, spec, ref, tctx, item.targets.slice(0, index));
    const object = ref !== null && 'id' in ref ? findObject(state, ref.id) : undefined;
    return { ref, legal, controller: object?.controller ?? null, owner: object?.owner ?? null };
  });
}

export function effectContextFor(state: GameState, item: ChainItem): EffectContext {
  const text = effectTextOf(item);
  return {
    controller: item.controller,
    source: item.source,
    sourceStamp: item.sourceStamp,
    card: item.card,
    here: item.here ?? item.fromHidden,
    subject: item.subject,
    targets: resolveTargets(state, item, text.targets),
    paidAdditional: item.paidAdditional,
    place: item.place,
  };
}

/** 543.1: resolve the last item added to the chain, or (`itemId`) a unit or gear an effect played:
 * it resolves as it is finalized (CR 1.4 337.2), while the effect that played it is still on the
 * chain, so priority waits for that effect to finish (337.3) and its cleanup follows it. */
export function runResolveTop(ctx: EngineContext, itemId?: number): void {
  const item = itemId === undefined ? ctx.state.chain[ctx.state.chain.length - 1] : ctx.state.chain.find((candidate) => candidate.id === itemId);
  if (!item) return;
  const duringEffect = itemId !== undefined && ctx.state.chain.some((other) => other.id !== item.id);
  if (!duringEffect) ctx.push({ f: 'afterResolve', item: item.id });
  if (item.kind === 'unit' || item.kind === 'gear') {
    const place = item.place ?? 'base';
    // 563.1.c-d: units enter exhausted, gear enters ready, unless the card says otherwise; a paid
    // Accelerate cost replaces entering exhausted with entering ready (CR 1.4 805.6). A "this turn"
    // effect of the player's can make their units enter ready (CR 1.3 317.2.c, overriding 143.4);
    // it never makes a unit enter exhausted. The other effects of 143.4.a are read last, so a
    // "next unit enters ready" effect is used up only by a unit that would otherwise enter exhausted.
    const ready =
      item.accelerated === true ||
      (item.kind === 'unit' && playedUnitsEnterReady(ctx.state, item.controller)) ||
      selfEntersReady(ctx.state, item.controller, cardDefinition(item.card), item.kind === 'gear') ||
      (item.kind === 'unit' && unitEntersReadyByEffects(ctx, item.controller, item.source));
    ctx.emit({ type: 'PermanentEntered', object: item.source, place, ready });
    if (place !== 'base') contestOnArrival(ctx, item.source, place);
    onPlayed(ctx, item.source, item.paidAdditional, item.fromHidden !== null);
    onCardResolved(ctx, item);
    return;
  }
  const text = effectTextOf(item);
  const steps = item.kind === 'trigger' ? stepsOnResolution(text.steps) : text.steps;
  ctx.push({ f: 'effect', ctx: effectContextFor(ctx.state, item), steps, index: 0 });
}

/** 543.1.a-543.4 and 552: finish the resolution, clean up, hand out priority or focus. */
export function runAfterResolve(ctx: EngineContext, itemId: number): void {
  const resolved = ctx.state.chain.find((item) => item.id === itemId);
  if (resolved) ctx.emit({ type: 'ChainItemResolved', item: itemId });
  recycleIfMarked(ctx, resolved);
  if (resolved?.kind === 'spell') onCardCounted(ctx, resolved.controller); // counted as it resolved
  // CR 1.3 419.4.a: a spell's play completes as it resolves (a countered one left the chain, 419.4.b).
  if (resolved?.kind === 'spell' && resolved.fromHidden !== null) onPlayedFromHidden(ctx, resolved.controller, resolved.source);
  if (resolved?.kind === 'spell') onCardResolved(ctx, resolved);
  const top = ctx.state.chain[ctx.state.chain.length - 1];
  if (top) {
    ctx.emit({ type: 'PriorityReset', active: top.controller });
  } else {
    // CR 1.4 346, 346.1 (CR 1.0 552 passed focus after every chain): focus passes when the chain
    // ends in a showdown, unless a triggered ability opened it (the combat's attack triggers,
    // 459.2.g); a permanent played to an empty chain passes it too (CR 1.3 337.1.c.1.a).
    const byTrigger = ctx.state.chainState?.byTrigger ?? false;
    if (ctx.state.chainState) ctx.emit({ type: 'ChainEnded' });
    const showdown = ctx.state.showdown;
    if (showdown && !byTrigger) {
      const next = nextInTurnOrder(ctx.state, showdown.focus, showdown.relevant);
      ctx.emit({ type: 'FocusPassed', seat: showdown.focus, next, countsAsPass: false });
    }
  }
  ctx.push(CLEANUP_KILLS);
}
