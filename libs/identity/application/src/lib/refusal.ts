import { AppError } from '@arbiter/errors';
import type { Refusal } from '@arbiter/identity-domain';

/** A decider's refusal as the application error clients see (`extensions.code`). */
export function refusalError(refusal: Refusal): AppError {
  return new AppError(refusal.code, refusal.message, {
    ...(refusal.ruleRef ? { ruleRef: refusal.ruleRef } : {}),
    ...(refusal.details ? { details: refusal.details } : {}),
  });
}
