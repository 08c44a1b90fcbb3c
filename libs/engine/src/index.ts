// The rules this engine plays (recorded in GameCreated, ADR 0060)
export { RULESET, type Ruleset } from './ruleset.js';
// Playing a game
export { createGame, type CreateGameResult, type GameSetup } from './setup/create-game.js';
export { apply, type ApplyResult } from './engine/apply.js';
export { legalActions, pending } from './engine/legal-actions.js';
export type { RuleError } from './engine/rule-violation.js';
// Events, replay and hashing
export { evolve } from './state/evolve.js';
export { replay, type ReplayResult } from './replay/replay.js';
export { stateHash } from './state/state-hash.js';
export { EMPTY_STATE as initialState } from './setup/empty-state.js';
// Seats leaving, imposed endings and results
export { concede, removeSeat, terminate, type ImposedEnding } from './engine/endings.js';
export { outcome, type GameOutcome, type SeatResult, type SideResult } from './engine/outcome.js';
// What a viewer may see
export { viewFor } from './views/view-for.js';
export { redactEvent, redactEvents, type ViewEvent, type ViewEventBody, type ViewMeta } from './views/redact-event.js';
export type { BattlefieldView, GameView, PendingView, SeatView } from './views/game-view.js';
export type { Viewer } from './views/viewer.js';
// Decks and cards
export { validateDeck } from './deck/validate-deck.js';
export { deckFromCardList, type CardCount } from './deck/deck-from-card-list.js';
export type { Deck, DeckViolation } from './deck/deck.js';
export { canonicalCardCode, isDerivedCard, listSupportedCards, type SupportedCard } from './cards/card-registry.js';
export { DERIVED_SETS, keywordCardPlan, type KeywordCardPlan } from './cards/keyword-cards.js';
// Scenarios (a table situation described as JSON)
export { loadScenario, type LoadScenarioResult } from './scenario/load-scenario.js';
export type { Scenario, ScenarioBattlefield, ScenarioCard, ScenarioCardObject, ScenarioSeat } from './scenario/scenario-format.js';
// Modes
export { DEFAULT_MODE_RULES, type DeckFormat, type FirstTurnRules, type GameMode, type ModeRules } from './model/game-mode.js';
export { BASIC_DUEL } from './setup/basic-duel.js';
// Data types
export type * from './model/action.js';
export type * from './model/card-definition.js';
export type * from './model/chain-item.js';
export type * from './model/decision.js';
export type * from './model/frame.js';
export type * from './model/game-event.js';
export type * from './model/game-object.js';
export type * from './model/game-state.js';
export type * from './model/ids.js';
