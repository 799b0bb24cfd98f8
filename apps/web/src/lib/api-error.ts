/**
 * The one error type of every API call. Screens choose what to show by `status` and `code`
 * (the API's machine-readable code, or one of the client-side codes below); `message` is
 * already the text of the spec's error catalogue (section 8).
 */
export const clientErrorCodes = {
  network: 'NETWORK_ERROR',
  request: 'REQUEST_ERROR',
  data: 'DATA_ERROR',
} as const;

export interface ApiErrorInit {
  message: string;
  /** HTTP status, or 0 when no answer came (network, request setup, unreadable data). */
  status: number;
  code: string;
  /** The called path below the API base, e.g. /gallery/kitchens/oak-and-stone. */
  path: string;
  /** The server's own message (`error` of its answer), when it sent one. */
  details?: string | undefined;
  /** From a 429's or 503's Retry-After: how many seconds to wait before asking again. */
  retryAfterSeconds?: number | undefined;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly path: string;
  readonly details: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor({ message, status, code, path, details, retryAfterSeconds, cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.code = code;
    this.path = path;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** A 4xx answer: asking again gives the same answer. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The address names nothing: a 404, or a 400 because its parameters cannot name anything
 * (e.g. a component id that is not a UUID). Detail pages show their not-found state for it.
 */
export function isUnknownResourceError(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 404 || (error.status === 400 && error.code === 'VALIDATION_ERROR'))
  );
}
