/**
 * No view leaks: what a seat is shown never holds another seat's hand, any deck order, the
 * generator state, or a facedown card it does not control (127, 648.8.f).
 */
import { facedownCardsAt } from '../rules/facedown-slots.js';
import type { GameEvent } from '../model/game-event.js';
import type { GameState } from '../model/game-state.js';
import type { Seat } from '../model/ids.js';
import { seesHandOf } from '../rules/mode-policy.js';
import { redactEvents } from '../views/redact-event.js';
import { viewFor } from '../views/view-for.js';

export function viewLeak(state: GameState, seat: Seat): string | null {
  const view = viewFor(state, { kind: 'seat', seat });
  for (const other of state.seats) {
    const shown = view.seats[other.seat];
    if (shown?.mainDeck !== null || shown.runeDeck !== null) return `seat ${seat} sees a deck order`;
    if (!seesHandOf(state, seat, other.seat) && shown.hand !== null) return `seat ${seat} sees the hand of seat ${other.seat}`;
    for (const id of [...other.mainDeck, ...other.runeDeck]) if (view.objects[id]) return `seat ${seat} sees deck card ${id}`;
    if (!seesHandOf(state, seat, other.seat)) for (const id of other.hand) if (view.objects[id]) return `seat ${seat} sees hand card ${id}`;
  }
  for (const bf of state.battlefields) {
    const shown = view.battlefields[bf.index];
    const ids = facedownCardsAt(bf);
    for (const [i, id] of ids.entries()) {
      const facedown = state.objects[id];
      const slot = i === 0 ? shown?.facedown : shown?.facedownExtra?.[i - 1];
      if (facedown && facedown.controller !== seat && (view.objects[facedown.id] || slot !== 'hidden')) {
        return `seat ${seat} sees the facedown card at battlefield ${bf.index}`;
      }
    }
  }
  if (JSON.stringify(view).includes('"rng"')) return `seat ${seat} sees the generator state`;
  return null;
}

export function eventLeak(state: GameState, events: readonly GameEvent[], seat: Seat): string | null {
  const shown = redactEvents(state, events, { kind: 'seat', seat });
  for (const event of shown) {
    if (event.hash !== null) return `seat ${seat} sees a state hash`;
    if (event.type === 'CardDrawn' && !seesHandOf(state, seat, event.seat) && event.card !== null) return `seat ${seat} sees a drawn card`;
    if (event.type === 'CardHidden' && event.seat !== seat && event.card !== null) return `seat ${seat} sees a hidden card`;
    if (event.type === 'CardsRecycled' && event.cards !== null) return `seat ${seat} sees a recycled order`;
    if (event.type === 'DeckTopOrdered' && event.seat !== seat && event.cards !== null) return `seat ${seat} sees another deck's order`;
    if ('rng' in event || (event.type === 'TrashShuffledIntoDeck' && 'order' in event)) return `seat ${seat} sees a shuffle`;
  }
  return null;
}
