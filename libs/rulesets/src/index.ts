// Ruleset ids: what a record names and what new games use.
export { CURRENT_RULESET, isRulesetId, recordedRuleset, RULESET_IDS, type RulesetId, UNRECORDED_RULESET } from './ruleset-id.js';
// The registry: the engine of a ruleset, of a game log.
export { engineFor, replayGame, rulesetInfo, RULESETS, rulesetOfLog, type RulesetInfo } from './registry.js';
export type { RulesEngine } from './rules-engine.js';
// The engine's data as the platform holds it (a value of any engine in the registry).
export type * from './engine-types.js';
