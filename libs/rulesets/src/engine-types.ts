/**
 * The engine's data as the platform holds it: a value of any engine in the registry. A game's
 * state, events and actions only ever meet the engine of the game's own ruleset (the registry
 * dispatches by the recorded ruleset), so the platform may read only what every engine's types
 * have in common; today the two engines share one shape, after the v1.4 work they need not.
 */
import type * as Live from '@arbiter/engine';
import type * as Cr1_0 from '@arbiter/engine-cr1-0';

export type GameState = Live.GameState | Cr1_0.GameState;
export type GameEvent = Live.GameEvent | Cr1_0.GameEvent;
export type Action = Live.Action | Cr1_0.Action;
export type Decision = Live.Decision | Cr1_0.Decision;
export type GameSetup = Live.GameSetup | Cr1_0.GameSetup;
export type GameMode = Live.GameMode | Cr1_0.GameMode;
export type GameView = Live.GameView | Cr1_0.GameView;
export type ViewEvent = Live.ViewEvent | Cr1_0.ViewEvent;
export type GameOutcome = Live.GameOutcome | Cr1_0.GameOutcome;
export type GameResult = Live.GameResult | Cr1_0.GameResult;
export type RuleError = Live.RuleError | Cr1_0.RuleError;
export type ImposedEnding = Live.ImposedEnding | Cr1_0.ImposedEnding;
export type SupportedCard = Live.SupportedCard | Cr1_0.SupportedCard;
export type Deck = Live.Deck | Cr1_0.Deck;
export type DeckViolation = Live.DeckViolation | Cr1_0.DeckViolation;
export type DeckFormat = Live.DeckFormat | Cr1_0.DeckFormat;

export type ApplyResult = { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] } | { readonly ok: false; readonly error: RuleError };

export type CreateGameResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: RuleError; readonly deckViolations: readonly (readonly DeckViolation[])[] };

export type ReplayResult =
  | { readonly ok: true; readonly state: GameState }
  | { readonly ok: false; readonly index: number; readonly seq: number; readonly expected: string; readonly actual: string; readonly state: GameState };

// Plain values every engine shares (seats, card codes, viewers, list entries).
export type { CardCount, CardId, RemovalReason, Seat, SeatOutcome, Viewer } from '@arbiter/engine';
