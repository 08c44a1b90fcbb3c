/** "Recycle up to N cards from trashes": the controller picks among every player's trash. */
import type { Step } from '../../model/card-definition.js';
import type { EffectContext } from '../../model/frame.js';
import type { ObjectId, Seat } from '../../model/ids.js';
import { activeSeats, objectAt, seatAt } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';
import { recycleCards } from './effect-helpers.js';

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

/** Asks the controller for up to `upTo` cards of all trashes (any number down to none). */
export function runRecycleFromAnyTrash(ctx: EngineContext, ectx: EffectContext, steps: readonly Step[], index: number, upTo: number): 'done' | 'suspended' {
  const options = activeSeats(ctx.state).flatMap((seat) => seatAt(ctx.state, seat).trash);
  if (options.length === 0 || upTo <= 0) return 'done';
  const count = Math.min(upTo, options.length);
  ctx.ask({ kind: 'chooseCards', seat: ectx.controller, options, count, min: 0 }, { f: 'effect', ctx: ectx, steps, index });
  return 'suspended';
}
