import { isAppError } from '@arbiter/errors';
import { GraphQLError } from 'graphql';
import { randomUUID } from 'node:crypto';

export const internalErrorCode = 'INTERNAL_SERVER_ERROR';
/** Overload, not a fault: the client may send the same request again (`details.retryable`). */
export const busyCode = 'SERVICE.UNAVAILABLE';

/**
 * Errors that say "too much at once" rather than "wrong": no database connection free within the
 * pool's wait (a burst of thousands of requests), or a race on a stream version lost on every
 * retry. Their message stays hidden like any unexpected error's.
 */
function busyReasonOf(error: unknown): BusyReason | null {
  if (!(error instanceof Error)) return null;
  if (error.name === 'ConcurrencyError') return 'lost_race';
  if (error.message === 'timeout exceeded when trying to connect') return 'pool_timeout';
  return null;
}

/**
 * Why the client was told to retry: no pooled database connection came free in time
 * (`pool_timeout`), a write lost the race for its stream version on every attempt (`lost_race`),
 * or a handler said so itself without naming the cause (`overload`).
 */
export type BusyReason = 'pool_timeout' | 'lost_race' | 'overload';

/** Where `SERVICE.UNAVAILABLE` answers go: the operator's log, once per answer, with the reason. */
export type BusyAnswerLog = (entry: { readonly reason: BusyReason; readonly path: string | null; readonly error: unknown }) => void;

/** The reason an `AppError` that says `SERVICE.UNAVAILABLE` gives (`details.reason`), or the conflict it reports. */
function reasonOfBusyAppError(details: Readonly<Record<string, unknown>> | undefined): BusyReason {
  const reason = details?.['reason'];
  if (reason === 'pool_timeout' || reason === 'lost_race') return reason;
  return details?.['conflict'] !== undefined ? 'lost_race' : 'overload';
}

/** GraphQL's own refusal of a request's variables or text: the client's mistake. */
export const badUserInputCode = 'BAD_USER_INPUT';

/** Where a masked error goes: the operator's log, with the id the client was given. */
export type MaskedErrorLog = (entry: { readonly correlationId: string; readonly error: unknown }) => void;

/**
 * The one place errors become GraphQL errors. An `AppError` keeps its message and travels as
 * `extensions.code` (plus `ruleRef` and safe `details`). GraphQL's own request errors (syntax,
 * validation, variables that do not fit their types) are the client's mistake: they keep
 * GraphQL's message and get `BAD_USER_INPUT` unless they carry a code already. Overload is
 * `SERVICE.UNAVAILABLE` with `details.retryable`, and every such answer is logged once with its
 * reason (`logBusy`), so an operator sees why clients were told to retry. Anything else is
 * masked, because an unexpected error's message can carry SQL, hosts or hidden game state; it is
 * logged once with its stack under a correlation id that the client gets in `extensions`.
 */
export function maskError(error: unknown, maskedMessage: string, log: MaskedErrorLog, logBusy: BusyAnswerLog = () => undefined): Error {
  const graphqlError = isGraphqlError(error) ? error : null;
  const original = graphqlError ? (graphqlError.originalError ?? null) : error;
  const path = graphqlError?.path ? graphqlError.path.join('.') : null;
  if (isAppError(original)) {
    if (original.code === busyCode) logOnce(original, () => logBusy({ reason: reasonOfBusyAppError(original.details), path, error: original }));
    return new GraphQLError(original.message, {
      ...(graphqlError?.nodes ? { nodes: graphqlError.nodes } : {}),
      ...(graphqlError?.path ? { path: graphqlError.path } : {}),
      extensions: {
        code: original.code,
        ...(original.ruleRef ? { ruleRef: original.ruleRef } : {}),
        ...(original.details ? { details: original.details } : {}),
      },
    });
  }
  if (graphqlError && isRequestError(graphqlError)) {
    if (typeof graphqlError.extensions['code'] === 'string') return graphqlError;
    return new GraphQLError(graphqlError.message, {
      ...(graphqlError.nodes ? { nodes: graphqlError.nodes } : {}),
      extensions: { ...graphqlError.extensions, code: badUserInputCode },
    });
  }
  const busy = busyReasonOf(original);
  if (busy) {
    logOnce(original ?? error, () => logBusy({ reason: busy, path, error: original }));
    return new GraphQLError('the service is busy; send the request again', {
      ...(graphqlError?.path ? { path: graphqlError.path } : {}),
      extensions: { code: busyCode, details: { retryable: true } },
    });
  }
  const correlationId = correlationIdOf(original ?? error, log);
  return new GraphQLError(maskedMessage, {
    ...(graphqlError?.path ? { path: graphqlError.path } : {}),
    extensions: { code: internalErrorCode, correlationId },
  });
}

/**
 * Errors GraphQL raises about the request itself, before any resolver runs: they have no path,
 * and nothing but GraphQL's own errors underneath (variable coercion wraps the scalar's or the
 * input type's GraphQLError). An error with a path comes from execution and is never the
 * client's wording to see.
 */
function isRequestError(error: GraphQLError): boolean {
  if (error.path !== undefined) return false;
  let cause: unknown = error.originalError;
  while (cause !== undefined && cause !== null) {
    if (!isGraphqlError(cause)) return false;
    cause = cause.originalError;
  }
  return true;
}

/**
 * yoga may mask the same error more than once (a result and its stream); the operator's log
 * gets it once, and every masked copy carries the same id.
 */
const loggedErrors = new WeakMap<object, string>();
const loggedBusy = new WeakSet<object>();

function logOnce(error: unknown, write: () => void): void {
  if (typeof error !== 'object' || error === null) return write();
  if (loggedBusy.has(error)) return;
  loggedBusy.add(error);
  write();
}

function correlationIdOf(error: unknown, log: MaskedErrorLog): string {
  const key = typeof error === 'object' && error !== null ? error : null;
  const known = key ? loggedErrors.get(key) : undefined;
  if (known) return known;
  const correlationId = randomUUID();
  if (key) loggedErrors.set(key, correlationId);
  log({ correlationId, error });
  return correlationId;
}

/**
 * graphql ships CommonJS and ES module builds; yoga and this file may load different ones, so
 * `instanceof GraphQLError` alone is not reliable.
 */
function isGraphqlError(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError || (error instanceof Error && error.name === 'GraphQLError');
}
