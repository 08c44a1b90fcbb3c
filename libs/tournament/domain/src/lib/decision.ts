/**
 * What a decider returns: the events to append, or why the command is refused. Refusals are
 * values (style guide E.23); the application layer throws them as `AppError`s with the same code.
 */
export type Decision<TEvent> =
  | { readonly ok: true; readonly events: readonly TEvent[] }
  | { readonly ok: false; readonly error: Refusal };

export interface Refusal {
  /** UPPER dotted and stable (`ROUND.NOT_COMPLETE`): what clients switch on. */
  readonly code: string;
  readonly message: string;
  /** The rule that decides it: core rules (`103.2`) or the tournament rulebook (`TR 9.3.2`). */
  readonly ruleRef?: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

export function accept<TEvent>(...events: readonly TEvent[]): Decision<TEvent> {
  return { ok: true, events };
}

export function refuse<TEvent = never>(
  code: string,
  message: string,
  extra: Omit<Refusal, 'code' | 'message'> = {},
): Decision<TEvent> {
  return { ok: false, error: { code, message, ...extra } };
}

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
