/** The "discarded a card this turn" record (`discardedThisTurn` in the one turn-effects list). */
import { cardOf } from '../cards/card-registry.js';
import type { Seat } from '../model/ids.js';
import type { Draft } from './draft.js';

/** Whether any card in the game reads the record (others are not tracked, so their games keep
 * their state and hashes). */
function discardsMatter(d: Draft): boolean {
  return d.state.objects.some((object) => object !== null && cardOf(object).abilities.some((ability) => ability.kind === 'static' && (ability.effect === 'keywords' || ability.effect === 'might') && ability.while !== undefined && 'discardedThisTurn' in ability.while));
}

/** `seat` discarded a card: recorded once per turn; gone with the turn's effects (CR 1.3 517.2.b). */
export function recordDiscard(d: Draft, seat: Seat): void {
  const effects = d.state.turnEffects ?? [];
  if (effects.some((effect) => effect.kind === 'discardedThisTurn' && effect.seat === seat) || !discardsMatter(d)) return;
  d.setRoot('turnEffects', [...effects, { kind: 'discardedThisTurn', seat }]);
}
