// Mode definitions (642-648) and their description for the tournament backend.
export { MODE_IDS, isModeId, type ModeId } from './model/mode-id.js';
export type { BattlefieldContributors, BattlefieldSelection, ModeDefinition, UniqueRule } from './model/mode-definition.js';
export { DUEL, DUEL_GAME } from './definitions/duel.js';
export { MATCH, MATCH_GAME } from './definitions/match.js';
export { FFA3, FFA3_GAME } from './definitions/ffa3.js';
export { WAR, WAR_GAME } from './definitions/war.js';
export { MAGMA_CHAMBER, MAGMA_CHAMBER_GAME } from './definitions/magma-chamber.js';
export { MODE_DEFINITIONS, allModeDefinitions, modeDefinition } from './definitions/mode-registry.js';
export { describeModes, type ModeDescription } from './definitions/describe-modes.js';

// Setup helpers.
export { clockwiseFrom } from './setup/turn-order.js';
export { contributingSeats, randomBattlefieldPicks, type BattlefieldPick } from './setup/battlefield-picks.js';

// Matches: state, events, decisions, games, endings and outcome.
export type { ModeError } from './model/mode-error.js';
export { DEFAULT_MATCH_OPTIONS, DEFAULT_TIME_RULES, type FirstPlayerPolicy, type MatchOptions, type TimeRules } from './model/match-options.js';
export type * from './model/match-state.js';
export type * from './model/match-event.js';
export type { MatchStep, MatchUpdate } from './match/match-result-types.js';
export { createMatch, type CreateMatchInput } from './match/create-match.js';
export { evolveMatch, replayMatch } from './match/evolve-match.js';
export { battlefieldOptions, pendingMatch, type MatchPending, type PendingMatchDecision } from './match/pending-match.js';
export { decideMatch, type MatchDecision } from './match/decide-match.js';
export { gameIdFor, startGame } from './match/start-game.js';
export { actInGame, recordGame } from './match/act-in-game.js';
export { callTime } from './match/call-time.js';
export { concedeGame, concedeMatch, disqualify } from './match/leave-match.js';
export { imposeGameLoss } from './match/impose-game-loss.js';
export { matchOutcome, type GameCounts, type MatchOutcome, type SeatMatchOutcome, type TeamMatchOutcome } from './match/match-outcome.js';

// Games under time (usable without a match).
export { enforceTimeLimit, timeLimitFor } from './game/time-limit.js';
export { endAtTime } from './game/end-at-time.js';

// Views.
export type { MatchViewer } from './views/match-viewer.js';
export { matchViewFor, type ChoiceView, type MatchView, type SetupPhaseView } from './views/match-view.js';
export { redactMatchEvent, type MatchEventView } from './views/redact-match-event.js';
