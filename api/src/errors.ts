// One error type for the whole API: the error middleware turns it into the JSON envelope.

/**
 * An error with an HTTP status and a stable code; `expose` says whether the message may reach
 * clients (by default every status but 500, whose message may carry internals).
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly expose: boolean;
  /** Extra response headers (e.g. Retry-After on 429). */
  readonly headers: Record<string, string>;

  constructor(status: number, code: string, message: string, expose = status !== 500, headers = {}) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.expose = expose;
    this.headers = headers;
  }
}

/** 400 with a field's validation message. */
export function validationError(message: string): AppError {
  return new AppError(400, 'VALIDATION', message);
}

/** 404 with a resource-specific message. */
export function notFound(message: string): AppError {
  return new AppError(404, 'NOT_FOUND', message);
}
