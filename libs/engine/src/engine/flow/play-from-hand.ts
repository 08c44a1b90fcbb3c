/**
 * CR 1.3 356.1.b.1 (with the Origins FAQ on cards that tell you to play other cards): an effect
 * lets its controller play a card with a keyword from their hand, ignoring its cost (energy and
 * power set to zero). The card is chosen on resolution with everything chosen as it is played
 * (558): a spell's targets and the place it names (355.3, 444.1); a unit goes "here", the
 * source's location as the step runs (359.3.f.2; none once the source has left the board,
 * 359.3.e.6, so no unit is offered); gear goes to base (151.2). A card that cannot be played stays
 * in hand (FAQ Origins). It goes on the chain like any played card; a unit or gear resolves as it
 * is finalized once the rest of the ability is done (CR 1.4 337.2; Origins FAQ on pending items),
 * a spell after the ability; a unit joining a combat there takes its controller's designation in
 * the next cleanup (CR 1.3 323.2.a).
 *
 * The hand is secret (CR 1.3 127): the decision `choosePlayByEffect` is asked even with nothing to
 * offer, so no other player learns from the game's course whether the hand held such a card. With
 * a card to offer the play is mandatory (the "may" was the payment, answered as the trigger was
 * placed); with none, the only answer is none.
 */
import { cardOf } from '../../cards/card-registry.js';
import type { Step } from '../../model/card-definition.js';
import type { PlayByEffectOption } from '../../model/decision.js';
import type { EffectContext, Frame } from '../../model/frame.js';
import type { Place, Seat } from '../../model/ids.js';
import { playsUnitsOnlyToBase } from '../../rules/battlefield-locks.js';
import type { Cost } from '../../rules/costs.js';
import { findObject, objectAt, placeOf, seatAt } from '../../rules/queries.js';
import { mayPlayCards } from '../../rules/turn-effects.js';
import type { EngineContext } from '../context.js';
import { playCardByEffect } from './play-from-trash.js';
import { playSpellByEffect, spellPlayOptions } from './play-spell-from-trash.js';

export type PlayFromHand = Extract<Step, { do: 'playFromHand' }>;

/** 356.1.b.1: "ignoring its cost". */
const FREE: Cost = { energy: 0, power: [] };

/** "Here": where the source is now, if it is still the same object on the board (359.3.e.6). */
function hereNow(ctx: EngineContext, ectx: EffectContext): Place | null {
  const source = findObject(ctx.state, ectx.source);
  if (!source || source.stamp !== ectx.sourceStamp) return null;
  return placeOf(source);
}

/** Every way the controller may play a matching card of their hand now: card, targets, place. */
export function playsFromHand(ctx: EngineContext, ectx: EffectContext, step: PlayFromHand): readonly PlayByEffectOption[] {
  const state = ctx.state;
  const seat: Seat = ectx.controller;
  if (!mayPlayCards(state, seat)) return [];
  const here = hereNow(ctx, ectx);
  const options: PlayByEffectOption[] = [];
  for (const id of seatAt(state, seat).hand) {
    const card = cardOf(objectAt(state, id));
    if (card.keywords[step.withKeyword] !== true) continue;
    // A mandatory kill cost is never paid by this step (no Origins card with Hidden has one).
    if (card.additionalCost?.kind === 'killFriendlyUnit') continue;
    if (card.type === 'Unit') {
      if (here === null || (here !== 'base' && playsUnitsOnlyToBase(state, seat))) continue;
      options.push({ card: id, targets: [], place: here });
    } else if (card.type === 'Gear') {
      options.push({ card: id, targets: [], place: 'base' });
    } else if (card.type === 'Spell') {
      options.push(...spellPlayOptions(ctx, seat, id, FREE));
    }
  }
  return options;
}

/** Runs the step: always asks its controller (127), who must pick a play when one is offered. */
export function runPlayFromHand(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): 'suspended' {
  const step = steps[index] as PlayFromHand;
  const options = playsFromHand(ctx, ectx, step);
  ctx.ask({ kind: 'choosePlayByEffect', seat: ectx.controller, options, upTo: options.length === 0 }, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}

/** The answer: the chosen card is played for nothing (558, 561), then the next step runs. */
export function resumePlayFromHand(ctx: EngineContext, frame: Extract<Frame, { f: 'effect' }>, option: number | null): void {
  const step = frame.steps[frame.index] as PlayFromHand;
  const seat = frame.ctx.controller;
  // The state is the one the decision was made in, so the same list is offered again.
  const chosen = option === null ? undefined : playsFromHand(ctx, frame.ctx, step)[option];
  if (chosen) {
    const type = cardOf(objectAt(ctx.state, chosen.card)).type;
    if (type === 'Spell') playSpellByEffect(ctx, seat, chosen, FREE, false);
    else playCardByEffect(ctx, seat, chosen.card, FREE, chosen.place ?? 'base');
  }
  // The rest of the ability runs before the permanent's resolution queued beneath it.
  ctx.push({ f: 'effect', ctx: frame.ctx, steps: frame.steps, index: frame.index + 1 });
}
