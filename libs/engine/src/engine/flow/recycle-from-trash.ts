/** The `recycleFromTrash` step: a player chooses cards of their trash, or of every trash, to recycle. */
import type { Step } from '../../model/card-definition.js';
import type { EffectContext } from '../../model/frame.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import { activeSeats, objectAt, seatAt } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { recycleCards, refPlayer } from './effect-helpers.js';

type RecycleFromTrash = Extract<Step, { do: 'recycleFromTrash' }>;

/** CR 1.3 416: the chosen cards go to the bottom of their owners' main decks, each owner's in
 * random order (the trash is public, 107.5.f, so the options reveal nothing). */
export function recycleByOwner(ctx: EngineContext, cards: readonly ObjectId[]): void {
  const owners = new Map<Seat, ObjectId[]>();
  for (const card of cards) {
    const owner = objectAt(ctx.state, card).owner;
    owners.set(owner, [...(owners.get(owner) ?? []), card]);
  }
  for (const [owner, mine] of owners) recycleCards(ctx, owner, mine);
}

/** A choice is asked only where there is one: `count` cards of no more than `count` go at once
 * unless the player may take fewer. */
export function runRecycleFromTrash(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number): 'done' | 'suspended' {
  const step = steps[index] as RecycleFromTrash;
  const seat = refPlayer(ctx, ectx, step.who);
  if (seat === null) return 'done';
  const options = step.from === 'everyTrash' ? activeSeats(ctx.state).flatMap((other) => seatAt(ctx.state, other).trash) : seatAt(ctx.state, seat).trash;
  if (step.count <= 0 || options.length === 0) return 'done';
  if (step.upTo !== true && options.length <= step.count) {
    recycleByOwner(ctx, options);
    return 'done';
  }
  const count = Math.min(step.count, options.length);
  const decision = { kind: 'chooseCards' as const, seat, options, count };
  ctx.ask(step.upTo === true ? { ...decision, min: 0 } : decision, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}
