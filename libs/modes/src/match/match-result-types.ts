import type { DeckViolation, GameEvent, GameState } from '@arbiter/rulesets';
import type { MatchEvent } from '../model/match-event.js';
import type { MatchState } from '../model/match-state.js';
import type { ModeError } from '../model/mode-error.js';

/** A match-level decision: accepted with the new state and its events, or refused (nothing changes). */
export type MatchUpdate =
  | { readonly ok: true; readonly state: MatchState; readonly events: readonly MatchEvent[] }
  | { readonly ok: false; readonly error: ModeError; readonly deckViolations?: readonly (readonly DeckViolation[])[] };

/**
 * A step that touches the game in progress as well: the match's new state and events, and the
 * game's (`game` is null when no game is in progress or none was involved).
 */
export type MatchStep =
  | {
      readonly ok: true;
      readonly match: MatchState;
      readonly matchEvents: readonly MatchEvent[];
      readonly game: GameState | null;
      readonly gameEvents: readonly GameEvent[];
    }
  | { readonly ok: false; readonly error: ModeError };
