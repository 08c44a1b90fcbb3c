/**
 * Changing who controls an item on the chain, and making new choices for it (CR 1.3 188.2,
 * 188.4, 359.3.f.4; rulings on Rebuttal). The item keeps its place on the chain, its paid costs
 * and where it was played from; its new controller is the "you" of its effects when it resolves,
 * receives priority after it as for any item they control (340.4), and (for a card) owns nothing
 * new: the card still goes to its owner's trash. Making new choices, that controller may keep the
 * item's targets and mode as they are or choose again among the legal ones now, relative to
 * themselves (friendly and enemy are theirs), with the item's own restrictions (a card played
 * from Hidden still chooses only at that battlefield, CR 1.3 811.1.d.2 ruling).
 */
import { cardDefinition } from '../../cards/card-registry.js';
import { abilityAt } from '../../cards/keyword-abilities.js';
import type { EffectText, Step } from '../../model/card-definition.js';
import type { ChainItem, TargetRef } from '../../model/chain-item.js';
import type { EffectContext, Frame } from '../../model/frame.js';
import type { GameState } from '../../model/game-state.js';
import type { ObjectId } from '../../model/ids.js';
import { availableModes, modeChoices } from '../../rules/modes.js';
import { areLegalTargets, targetCombinations, type TargetingContext } from '../../rules/targeting.js';
import type { EngineContext } from '../context.js';
import { violation } from '../rule-violation.js';
import { refObject } from './effect-helpers.js';

/** One way to make the choices of a chain item: its targets and, for a "choose one" text, its mode. */
export interface ItemChoice {
  readonly targets: readonly TargetRef[];
  readonly mode?: number;
}

/** The chain item of the card chosen as `id` (a card's item has its card's id). */
export function chainItemOf(state: GameState, id: ObjectId | null): ChainItem | undefined {
  return id === null ? undefined : state.chain.find((item) => item.source === id && item.id === id);
}

/** The item's whole text: a spell's own, or the ability's (all of its modes). */
function fullText(item: ChainItem): EffectText | null {
  const card = cardDefinition(item.card);
  if (item.ability === -1) return card.spell;
  const ability = abilityAt(card, item.ability);
  return ability && (ability.kind === 'triggered' || ability.kind === 'activated') ? ability : null;
}

function targeting(item: ChainItem): TargetingContext {
  return { controller: item.controller, source: item.source, here: item.here, onlyAt: item.fromHidden, subject: item.subject };
}

function sameRef(a: TargetRef | undefined, b: TargetRef | undefined): boolean {
  if (a === null || b === null || a === undefined || b === undefined) return a === b;
  if ('bf' in a || 'bf' in b) return 'bf' in a && 'bf' in b && a.bf === b.bf;
  return a.id === b.id && a.stamp === b.stamp;
}

const sameChoice = (item: ChainItem, choice: ItemChoice): boolean =>
  choice.mode === item.mode && choice.targets.length === item.targets.length && choice.targets.every((ref, index) => sameRef(ref, item.targets[index]));

/** The choices the item's controller may make for it now: its current ones first (kept), then
 * every legal combination (per mode for a "choose one" text), up to `limit` of them. */
export function newChoiceOptions(state: GameState, item: ChainItem, limit: number): readonly ItemChoice[] {
  const text = fullText(item);
  const current: ItemChoice = item.mode === undefined ? { targets: item.targets } : { targets: item.targets, mode: item.mode };
  if (!text) return [current];
  const fresh: readonly ItemChoice[] = text.chooseOne
    ? modeChoices(state, text, targeting(item), item.sourceStamp, item.ability, limit)
    : text.targets.length === 0
      ? []
      : targetCombinations(state, text.targets, targeting(item), limit).map((targets) => ({ targets }));
  return [current, ...fresh.filter((choice) => !sameChoice(item, choice))];
}

/** Whether `choice` may be made for the item now: the current choices, or legal new ones. */
function isAllowedChoice(state: GameState, item: ChainItem, choice: ItemChoice): boolean {
  if (sameChoice(item, choice)) return true;
  const text = fullText(item);
  if (!text) return false;
  if (!text.chooseOne) return choice.mode === undefined && areLegalTargets(state, text.targets, choice.targets, targeting(item));
  if (choice.mode === undefined || !availableModes(state, text, item.controller, item.source, item.sourceStamp, item.ability).includes(choice.mode)) return false;
  return areLegalTargets(state, text.chooseOne[choice.mode]?.targets ?? [], choice.targets, targeting(item));
}

/** `gainControlOfChainItem`: the effect's controller becomes the controller of the chosen item
 * still on the chain (nothing if it left it, or is theirs already). */
export function runGainControlOfChainItem(ctx: EngineContext, ectx: EffectContext, step: Extract<Step, { do: 'gainControlOfChainItem' }>): void {
  const item = chainItemOf(ctx.state, refObject(ctx, ectx, step.what));
  if (item && item.controller !== ectx.controller) ctx.emit({ type: 'ChainItemControlChanged', item: item.id, controller: ectx.controller });
}

/** `mayMakeNewChoices`: if the effect's controller controls the chosen item, they are asked for
 * its choices (keeping them is one answer); nothing is asked when there is nothing else to choose. */
export function runMayMakeNewChoices(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): 'done' | 'suspended' {
  const step = steps[index] as Extract<Step, { do: 'mayMakeNewChoices' }>;
  const item = chainItemOf(ctx.state, refObject(ctx, ectx, step.what));
  if (!item || item.controller !== ectx.controller || newChoiceOptions(ctx.state, item, 2).length < 2) return 'done';
  ctx.ask({ kind: 'makeNewChoices', seat: ectx.controller, item: item.id }, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

/** The answer (a `chooseTargets` action): the new choices are made, then the steps go on. */
export function resumeMakeNewChoices(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, itemId: number, choice: ItemChoice): void {
  const item = ctx.state.chain.find((candidate) => candidate.id === itemId);
  if (!item) throw new Error('the chain item awaiting new choices is gone');
  if (!isAllowedChoice(ctx.state, item, choice)) violation('target/illegal', 'CR 1.4 355.3', 'keep the choices or make legal new ones');
  if (!sameChoice(item, choice)) {
    ctx.emit(choice.mode === undefined ? { type: 'ChainItemChoicesChanged', item: item.id, targets: choice.targets } : { type: 'ChainItemChoicesChanged', item: item.id, targets: choice.targets, mode: choice.mode });
  }
  ctx.push({ f: 'effect', ctx: frame.ctx, steps: frame.steps, index: frame.index + 1 });
}
