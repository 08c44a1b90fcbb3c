import type { CardId, Deck, RulesetId, Seat } from '@arbiter/rulesets';
import type { PrngState } from '@arbiter/prng';
import type { BattlefieldPick } from '../setup/battlefield-picks.js';
import type { MatchOptions } from './match-options.js';
import type { FirstPlayerRule, GameRecord, MatchResult, TimeLimit, TurnOrderDecision } from './match-state.js';
import type { ModeId } from './mode-id.js';

/**
 * Everything that happens at the match level, in the past tense. Random outcomes carry the
 * generator state after them, so a replay never re-rolls. A game's own events go to the game's
 * stream; the match records that it started and how it ended.
 */
export type MatchEventBody =
  | {
      readonly type: 'MatchCreated';
      readonly matchId: string;
      readonly mode: ModeId;
      /** The rules the match's games are played under; absent in matches created before rulesets were recorded (= CR 1.0). */
      readonly ruleset?: RulesetId;
      readonly players: readonly string[];
      readonly decks: readonly Deck[];
      readonly options: MatchOptions;
      readonly seed: string;
      readonly rng: PrngState;
    }
  | { readonly type: 'GameSetupStarted'; readonly game: number; readonly firstPlayer: FirstPlayerRule }
  | { readonly type: 'TurnOrderDetermined'; readonly game: number; readonly decision: TurnOrderDecision; readonly rng: PrngState | null }
  /** A secret choice (645.5): redacted for everyone but its seat until the reveal. */
  | { readonly type: 'BattlefieldChosen'; readonly game: number; readonly seat: Seat; readonly card: CardId | null }
  | {
      readonly type: 'BattlefieldsSelected';
      readonly game: number;
      readonly method: 'random' | 'chosen';
      readonly picks: readonly BattlefieldPick[];
      readonly rng: PrngState | null;
    }
  | { readonly type: 'GameStarted'; readonly game: number; readonly gameId: string }
  | { readonly type: 'TimeCalled'; readonly game: number | null; readonly limit: TimeLimit | null }
  | { readonly type: 'GameLossImposed'; readonly game: number; readonly seat: Seat; readonly note: string }
  | { readonly type: 'GameResultRecorded'; readonly record: GameRecord }
  | { readonly type: 'MatchConceded'; readonly seat: Seat }
  | { readonly type: 'PlayerDisqualified'; readonly seat: Seat; readonly note: string }
  | { readonly type: 'MatchEnded'; readonly result: MatchResult };

export type MatchEventType = MatchEventBody['type'];

/** An event as stored: its position in the match stream. */
export type MatchEvent = MatchEventBody & { readonly seq: number };
