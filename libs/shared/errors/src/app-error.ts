/**
 * An expected failure of a command or query, with a stable code that clients can switch on.
 *
 * Codes are UPPER dotted (`TOURNAMENT.ALREADY_STARTED`); a failure that a game or tournament rule
 * decides also names the rule (`ruleRef: 'CR 1.4 103.2.b'`). `details` is safe metadata only: it reaches
 * the client, so it never holds secrets or hidden game information.
 */
/** `Error` with V8's frame limit (Node, Chromium; this library has no Node typings). Elsewhere
 * the property does nothing. */
const V8Error: ErrorConstructor & { stackTraceLimit?: number | undefined } = Error;

export class AppError extends Error {
  readonly code: string;
  readonly ruleRef: string | undefined;
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(code: string, message: string, options: AppErrorOptions = {}) {
    // An expected failure is answered with its code and never logged with a trace, yet
    // graphql-js reads the stack of every error it answers (`locatedError`), and the images map
    // each frame of a stack through the bundle's source map (ADR 0112). So no frames are
    // captured and the stack is the first line only. The limit is restored at once; nothing else
    // runs in between.
    const stackTraceLimit = V8Error.stackTraceLimit;
    V8Error.stackTraceLimit = 0;
    super(message);
    V8Error.stackTraceLimit = stackTraceLimit;
    this.name = 'AppError';
    this.code = code;
    this.ruleRef = options.ruleRef;
    this.details = options.details;
  }
}

export interface AppErrorOptions {
  readonly ruleRef?: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/** True for an AppError, also across module copies (checks the shape, not the prototype). */
export function isAppError(error: unknown): error is AppError {
  return (
    error instanceof AppError ||
    (error instanceof Error && error.name === 'AppError' && typeof (error as { code?: unknown }).code === 'string')
  );
}
