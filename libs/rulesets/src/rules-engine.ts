/**
 * The engine API the platform uses (modes, online games, tournaments): one implementation per
 * ruleset. A state, event or action passed in must come from this engine's own games. The
 * members are plain functions (no `this`): `const { apply } = engineFor(ruleset)` is fine.
 */
import type {
  Action,
  ApplyResult,
  CardCount,
  CreateGameResult,
  Decision,
  Deck,
  DeckFormat,
  DeckViolation,
  GameEvent,
  GameOutcome,
  GameSetup,
  GameState,
  GameView,
  ImposedEnding,
  RemovalReason,
  ReplayResult,
  Seat,
  SupportedCard,
  Viewer,
  ViewEvent,
} from './engine-types.js';
import type { RulesetId } from './ruleset-id.js';

export interface RulesEngine {
  readonly ruleset: RulesetId;
  // Playing a game
  readonly createGame: (setup: GameSetup) => CreateGameResult;
  readonly apply: (state: GameState, seat: Seat, action: Action) => ApplyResult;
  readonly legalActions: (state: GameState, seat: Seat) => readonly Action[];
  readonly pending: (state: GameState) => Decision | null;
  // Events, replay and hashing
  readonly initialState: GameState;
  readonly evolve: (state: GameState, event: GameEvent) => GameState;
  readonly replay: (events: readonly GameEvent[], from?: GameState) => ReplayResult;
  readonly stateHash: (state: GameState) => string;
  // Seats leaving, imposed endings and results
  readonly concede: (state: GameState, seat: Seat) => ApplyResult;
  readonly removeSeat: (state: GameState, seat: Seat, reason: RemovalReason) => ApplyResult;
  readonly terminate: (state: GameState, ending: ImposedEnding) => ApplyResult;
  readonly outcome: (state: GameState) => GameOutcome;
  // What a viewer may see
  readonly viewFor: (state: GameState, viewer: Viewer) => GameView;
  readonly redactEvent: (state: GameState, event: GameEvent, viewer: Viewer) => ViewEvent;
  readonly redactEvents: (state: GameState, events: readonly GameEvent[], viewer: Viewer) => readonly ViewEvent[];
  // Decks and cards
  readonly validateDeck: (format: DeckFormat, deck: Deck) => readonly DeckViolation[];
  readonly deckFromCardList: (cards: readonly CardCount[], chosenChampion?: string) => Deck;
  readonly canonicalCardCode: (code: string) => string;
  readonly listSupportedCards: () => readonly SupportedCard[];
}
