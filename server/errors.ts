export interface ErrorDetail {
  path: string;
  message: string;
}

/**
 * An expected failure with a status, a stable code and a message that is safe to show to the user. Services
 * throw it; the one error handler turns it into the contract's `Error` body.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[] | undefined;
  /** For a 429: how long the client must wait; sent as the body's retryAfterSeconds and the Retry-After header. */
  retryAfterSeconds: number | undefined;

  /** `cause` is logged, never sent. */
  constructor(status: number, code: string, message: string, details?: ErrorDetail[], cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  withRetryAfter(seconds: number): this {
    this.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
    return this;
  }
}

export const unauthenticated = () =>
  new AppError(401, 'UNAUTHENTICATED', 'Your session expired, please login again.');

export const forbidden = () => new AppError(403, 'FORBIDDEN', 'You are not allowed to do this.');
