/** An expected rule violation, returned (never thrown): `code` is `'match/<reason>'` or `'game/<reason>'`. */
export interface ModeError {
  readonly code: string;
  readonly ruleRef: string;
  readonly message: string;
}

export function modeError(code: string, ruleRef: string, message: string): { readonly ok: false; readonly error: ModeError } {
  return { ok: false, error: { code, ruleRef, message } };
}
