/** An expected rule violation: the engine returns it as a value (`apply` never throws it out). */
export interface RuleError {
  readonly code: string;
  readonly ruleRef: string;
  readonly message: string;
}

/** Thrown inside a draft to abandon the whole action (562.3: the actions taken are undone). */
export class RuleViolation extends Error {
  constructor(
    readonly code: string,
    readonly ruleRef: string,
    message: string,
  ) {
    super(message);
  }

  toError(): RuleError {
    return { code: this.code, ruleRef: this.ruleRef, message: this.message };
  }
}

export function violation(code: string, ruleRef: string, message: string): never {
  throw new RuleViolation(code, ruleRef, message);
}
