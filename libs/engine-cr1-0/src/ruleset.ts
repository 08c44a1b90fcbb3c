/**
 * The rules this engine plays: Riftbound Core Rules v1.0 (2025-06-02), the text the German
 * `shared/rules/000_…` translates. The only file added to the frozen copy (ADR 0060): the
 * platform's ruleset registry (`@arbiter/rulesets`) names the engine by it.
 */
export const RULESET = 'CR 1.0';
