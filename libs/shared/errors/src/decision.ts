/**
 * What a decider returns: the events to append, or why the command is refused. Refusals are
 * values (style guide E.23); the application layer throws them as `AppError`s with the same code.
 * Every bounded context's deciders share this shape, so every refusal reaches clients alike.
 */
export type Decision<TEvent> =
  | { readonly ok: true; readonly events: readonly TEvent[] }
  | { readonly ok: false; readonly error: Refusal };

export interface Refusal {
  /** UPPER dotted and stable (`ACCOUNT.EMAIL_TAKEN`, `ROUND.NOT_COMPLETE`): what clients switch on. */
  readonly code: string;
  readonly message: string;
  /** The rule that decides it: core rules (`103.2`) or the tournament rulebook (`TR 9.3.2`). */
  readonly ruleRef?: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

export function accept<TEvent>(...events: readonly TEvent[]): Decision<TEvent> {
  return { ok: true, events };
}

export function refuse<TEvent = never>(code: string, message: string, extra: Omit<Refusal, 'code' | 'message'> = {}): Decision<TEvent> {
  return { ok: false, error: { code, message, ...extra } };
}
