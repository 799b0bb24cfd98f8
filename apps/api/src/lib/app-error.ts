import {
  errorCodes,
  staleRevisionMessages,
  type ErrorCode,
  type RevisedThing,
} from '@corner/contracts';

/*
 * The one error type routes throw (after documenso's AppError). The error handler turns it
 * into the shared error body `{ error, code }` with its status.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly statusCode: number,
    /** For a 429 or 503: seconds to wait before trying again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(what: string): AppError {
    return new AppError(errorCodes.notFound, `${what} not found`, 404);
  }

  static badRequest(message: string): AppError {
    return new AppError(errorCodes.badRequest, message, 400);
  }

  static conflict(message: string): AppError {
    return new AppError(errorCodes.conflict, message, 409);
  }

  /** A save carrying a revision someone else has replaced since (decision 29). */
  static staleRevision(thing: RevisedThing): AppError {
    return new AppError(errorCodes.staleRevision, staleRevisionMessages[thing], 409);
  }

  static unavailable(message: string): AppError {
    return new AppError(errorCodes.unavailable, message, 503);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The code a status answers with when the error carries none of ours. */
export function codeForStatus(status: number): ErrorCode {
  const byStatus: Record<number, ErrorCode> = {
    400: errorCodes.badRequest,
    401: errorCodes.unauthorized,
    403: errorCodes.forbidden,
    404: errorCodes.notFound,
    405: errorCodes.badRequest,
    409: errorCodes.conflict,
    413: errorCodes.payloadTooLarge,
    415: errorCodes.unsupportedMediaType,
    429: errorCodes.tooManyRequests,
    431: errorCodes.headersTooLarge,
    503: errorCodes.unavailable,
  };
  return byStatus[status] ?? (status >= 500 ? errorCodes.internal : errorCodes.badRequest);
}
