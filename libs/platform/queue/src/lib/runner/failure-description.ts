import { ConcurrencyError } from '@arbiter/application';
import { isAppError } from '@arbiter/errors';
import { PermanentFailure } from '../message-queue.port.js';

/** Code stored for failures that are not an `AppError` (their messages stay internal). */
export const internalFailureCode = 'QUEUE.PROCESSING_FAILED';

/**
 * The text kept in the outbox row's `last_error`: `CODE: message`. An `AppError` keeps its own
 * code (organizers see it on the dead letter); anything else is `QUEUE.PROCESSING_FAILED`
 * followed by the error's name and message for operators.
 */
export function describeFailure(error: unknown): string {
  if (isAppError(error)) return `${error.code}: ${error.message}`;
  if (error instanceof Error) return `${internalFailureCode}: ${error.name}: ${error.message}`;
  return `${internalFailureCode}: ${String(error)}`;
}

/** The code part of a stored failure description. */
export function failureCode(description: string | null): string {
  const match = description ? /^([A-Z][A-Z0-9_]*(?:\.[A-Z0-9_]+)+): /.exec(description) : null;
  return match?.[1] ?? internalFailureCode;
}

/** Rejected for good: an application error, or a delivery that cannot be processed at all. */
export function isPermanent(error: unknown): boolean {
  return isAppError(error) || error instanceof PermanentFailure;
}

/**
 * Failures worth trying again at once, in the same delivery: another writer moved the stream
 * first (the processor reloads and decides again), or PostgreSQL aborted the transaction to
 * resolve a serialization conflict or a deadlock.
 */
export function isContention(error: unknown): boolean {
  if (error instanceof ConcurrencyError) return true;
  if (!(error instanceof Error)) return false;
  const driverError = (error as { driverError?: { code?: unknown } }).driverError ?? error;
  const sqlState = (driverError as { code?: unknown }).code;
  return sqlState === '40001' || sqlState === '40P01';
}
