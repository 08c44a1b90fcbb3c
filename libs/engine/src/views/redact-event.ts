/**
 * The event log as one viewer may see it. Events that move a card into a zone the viewer cannot
 * see lose the card's id; shuffled orders and generator states are removed for everyone but
 * judges (the order of a deck is secret, 107.3.c); the opening state becomes that viewer's view;
 * and the state hash is shown to judges only.
 */
import type { GameEvent, GameEventBody } from '../model/game-event.js';
import type { GameState } from '../model/game-state.js';
import type { Seat } from '../model/ids.js';
import type { Ruleset } from '../ruleset.js';
import type { GameView, PendingView } from './game-view.js';
import { pendingView, viewFor } from './view-for.js';
import type { Viewer } from './viewer.js';
import { seesPrivateOf } from './visibility.js';

/** The body of a redacted event: a hidden card is `null`, hidden lists become `count`. */
export type ViewEventBody =
  | Exclude<GameEventBody, { type: 'GameCreated' | 'DecisionRequested' }>
  | { readonly type: 'GameCreated'; readonly view: GameView; readonly ruleset: Ruleset }
  | { readonly type: 'DecisionRequested'; readonly pending: PendingView }
  | { readonly type: 'CardDrawn'; readonly seat: Seat; readonly card: number | null }
  | { readonly type: 'CardsSetAside'; readonly seat: Seat; readonly cards: readonly number[] | null; readonly count: number }
  | { readonly type: 'CardsRecycled'; readonly seat: Seat; readonly cards: readonly number[] | null; readonly count: number }
  | { readonly type: 'CardHidden'; readonly seat: Seat; readonly card: number | null; readonly bf: number }
  | { readonly type: 'TrashShuffledIntoDeck'; readonly seat: Seat; readonly count: number }
  | { readonly type: 'DeckTopOrdered'; readonly seat: Seat; readonly cards: readonly number[] | null };

export interface ViewMeta {
  readonly seq: number;
  /** The state hash, for judges only. */
  readonly hash: string | null;
}

export type ViewEvent = ViewEventBody & ViewMeta;

function redactBody(state: GameState, event: GameEvent, viewer: Viewer): ViewEventBody {
  const sees = (owner: Seat): boolean => seesPrivateOf(state, viewer, owner);
  if (event.type === 'GameCreated') return { type: 'GameCreated', view: viewFor(event.state, viewer), ruleset: event.ruleset };
  if (event.type === 'DecisionRequested') return { type: 'DecisionRequested', pending: pendingView(event.pending, viewer) as PendingView };
  if (viewer.kind === 'judge') return stripMeta(event);
  if (event.type === 'CardDrawn') return { type: 'CardDrawn', seat: event.seat, card: sees(event.seat) ? event.card : null };
  if (event.type === 'CardsSetAside') {
    return { type: 'CardsSetAside', seat: event.seat, cards: sees(event.seat) ? event.cards : null, count: event.cards.length };
  }
  // 594.5: recycled to the bottom in random order; the order is secret to everyone but judges.
  if (event.type === 'CardsRecycled') return { type: 'CardsRecycled', seat: event.seat, cards: null, count: event.cards.length };
  if (event.type === 'CardHidden') {
    const own = viewer.kind === 'seat' && viewer.seat === event.seat;
    return { type: 'CardHidden', seat: event.seat, card: own ? event.card : null, bf: event.bf };
  }
  if (event.type === 'DeckTopOrdered') return { type: 'DeckTopOrdered', seat: event.seat, cards: viewer.kind === 'seat' && viewer.seat === event.seat ? event.cards : null };
  if (event.type === 'TrashShuffledIntoDeck') return { type: 'TrashShuffledIntoDeck', seat: event.seat, count: event.order.length };
  return stripMeta(event);
}

function stripMeta(event: Exclude<GameEvent, { type: 'GameCreated' | 'DecisionRequested' }>): ViewEventBody {
  const { seq: _seq, hash: _hash, ...body } = event;
  return body as ViewEventBody;
}

/** One event as `viewer` may see it. `state` is any state of the same game (for team rules). */
export function redactEvent(state: GameState, event: GameEvent, viewer: Viewer): ViewEvent {
  const body = redactBody(state, event, viewer);
  return { ...body, seq: event.seq, hash: viewer.kind === 'judge' ? event.hash : null };
}

export function redactEvents(state: GameState, events: readonly GameEvent[], viewer: Viewer): readonly ViewEvent[] {
  return events.map((event) => redactEvent(state, event, viewer));
}
