import type { Refusal } from '@arbiter/errors';

/** The deciders' result shape, shared by every context (`@arbiter/errors`). */
export { accept, refuse, type Decision, type Refusal } from '@arbiter/errors';

/** A check that passes (`null`) or names the refusal. */
export type Check = Refusal | null;

export function refusal(code: string, message: string, extra: Omit<Refusal, 'code' | 'message'> = {}): Refusal {
  return { code, message, ...extra };
}

/** The first failing check, if any (checks run in order; later ones may assume earlier ones). */
export function firstFailure(...checks: readonly (() => Check)[]): Check {
  for (const check of checks) {
    const failure = check();
    if (failure) return failure;
  }
  return null;
}
