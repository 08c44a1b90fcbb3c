/**
 * The name a person reads for a ruleset id. Ids name the rules document the way rule references
 * do (`CR 1.4`, see libs/rulesets); the desk spells the document out from the event's texts.
 * An id of another shape is shown as it is rather than guessed at.
 */
export function rulesetName(id: string, coreRules: (version: string) => string): string {
  const coreRulesVersion = /^CR (\d+(?:\.\d+)*)$/.exec(id);
  return coreRulesVersion?.[1] ? coreRules(coreRulesVersion[1]) : id;
}
