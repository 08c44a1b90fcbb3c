/** CR 1.3 103.2.a.3: returning a player's Chosen Champion from their trash to their Champion Zone. */
import type { Seat } from '../../model/ids.js';
import { objectAt, seatAt } from '../../rules/queries.js';
import type { EngineContext } from '../context.js';

/** If `seat`'s Champion Zone is empty, a card of their trash named as their Chosen Champion (any
 * copy: 103.2.a.3; the most recently trashed one, as copies are interchangeable) goes there. */
export function returnChosenChampion(ctx: EngineContext, seat: Seat): void {
  const mine = seatAt(ctx.state, seat);
  if (mine.chosenChampion === undefined || mine.championZone !== null) return;
  for (let i = mine.trash.length - 1; i >= 0; i--) {
    const card = mine.trash[i];
    if (card !== undefined && objectAt(ctx.state, card).card === mine.chosenChampion) {
      ctx.emit({ type: 'CardReturnedToChampionZone', card });
      return;
    }
  }
}
