import { AppError } from '@arbiter/errors';
import type { Decision, Refusal } from '@arbiter/tournament-domain';

/** A decider's refusal as the error clients see (`extensions.code`, `extensions.ruleRef`). */
export function refusalError(refusal: Refusal): AppError {
  return new AppError(refusal.code, refusal.message, {
    ...(refusal.ruleRef ? { ruleRef: refusal.ruleRef } : {}),
    ...(refusal.details ? { details: refusal.details } : {}),
  });
}

/** The decided events, or the refusal thrown as an `AppError`. */
export function eventsOrThrow<TEvent>(decision: Decision<TEvent>): readonly TEvent[] {
  if (!decision.ok) throw refusalError(decision.error);
  return decision.events;
}
