/**
 * The rulesets a game can be played under. A ruleset id names the document and its version the
 * way rule references do (`CR 1.4 471.1.b`); it is recorded in every game's and match's creation
 * event and never changes for that game.
 */
import { RULESET as LIVE_RULESET } from '@arbiter/engine';
import { RULESET as CR1_0_RULESET } from '@arbiter/engine-cr1-0';

export const RULESET_IDS = [CR1_0_RULESET, LIVE_RULESET] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

/** What new games, matches and tournaments are played under: the live engine's rules. */
export const CURRENT_RULESET: RulesetId = LIVE_RULESET;

/**
 * What a record without a ruleset was played under: everything stored before rulesets were
 * recorded (issue 22) was played by the engine of Core Rules v1.0.
 */
export const UNRECORDED_RULESET: RulesetId = CR1_0_RULESET;

export function isRulesetId(value: unknown): value is RulesetId {
  return typeof value === 'string' && (RULESET_IDS as readonly string[]).includes(value);
}

/**
 * The ruleset a stored record names: absent means Core Rules v1.0 (recorded before rulesets
 * were); an unknown id is a corrupt record, not something to guess at.
 */
export function recordedRuleset(recorded: unknown): RulesetId {
  if (recorded === undefined || recorded === null) return UNRECORDED_RULESET;
  if (isRulesetId(recorded)) return recorded;
  throw new Error(`unknown ruleset ${JSON.stringify(recorded)} in a stored record`);
}
