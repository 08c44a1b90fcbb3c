/**
 * The rules this engine plays, recorded in every `GameCreated` so that a stored log says which
 * engine replays it (ADR 0060). Logs without it were recorded under Core Rules v1.0 and are
 * replayed by the frozen `@arbiter/engine-cr1-0`; `@arbiter/rulesets` picks the engine.
 */
export const RULESET = 'CR 1.4';
export type Ruleset = typeof RULESET;
