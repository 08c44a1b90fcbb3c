/**
 * What a decider returns: the events to append, or the reason the command is refused. Refusals
 * are values (style guide E.23); the application layer turns them into an `AppError`.
 */
export type Decision<TEvent> =
  | { readonly ok: true; readonly events: readonly TEvent[] }
  | { readonly ok: false; readonly error: Refusal };

export interface Refusal {
  /** UPPER dotted, stable, what a client switches on (`ACCOUNT.EMAIL_TAKEN`). */
  readonly code: string;
  readonly message: string;
  readonly ruleRef?: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

export function accept<TEvent>(...events: readonly TEvent[]): Decision<TEvent> {
  return { ok: true, events };
}

export function refuse<TEvent>(code: string, message: string, extra: Omit<Refusal, 'code' | 'message'> = {}): Decision<TEvent> {
  return { ok: false, error: { code, message, ...extra } };
}
