/**
 * The engine API the platform uses (modes, online games, tournaments): one implementation per
 * ruleset. A state, event or action passed in must come from this engine's own games.
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
  createGame(setup: GameSetup): CreateGameResult;
  apply(state: GameState, seat: Seat, action: Action): ApplyResult;
  legalActions(state: GameState, seat: Seat): readonly Action[];
  pending(state: GameState): Decision | null;
  // Events, replay and hashing
  readonly initialState: GameState;
  evolve(state: GameState, event: GameEvent): GameState;
  replay(events: readonly GameEvent[], from?: GameState): ReplayResult;
  stateHash(state: GameState): string;
  // Seats leaving, imposed endings and results
  concede(state: GameState, seat: Seat): ApplyResult;
  removeSeat(state: GameState, seat: Seat, reason: RemovalReason): ApplyResult;
  terminate(state: GameState, ending: ImposedEnding): ApplyResult;
  outcome(state: GameState): GameOutcome;
  // What a viewer may see
  viewFor(state: GameState, viewer: Viewer): GameView;
  redactEvent(state: GameState, event: GameEvent, viewer: Viewer): ViewEvent;
  redactEvents(state: GameState, events: readonly GameEvent[], viewer: Viewer): readonly ViewEvent[];
  // Decks and cards
  validateDeck(format: DeckFormat, deck: Deck): readonly DeckViolation[];
  deckFromCardList(cards: readonly CardCount[], chosenChampion?: string): Deck;
  canonicalCardCode(code: string): string;
  listSupportedCards(): readonly SupportedCard[];
}
