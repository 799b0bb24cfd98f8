/** The stable codes of the error body, zod-free so the web imports them from `/display`. */
export const errorCodes = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  /** 409: the save carried a revision someone else has replaced since (decision 29). */
  staleRevision: 'STALE_REVISION',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  headersTooLarge: 'HEADERS_TOO_LARGE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
  linkExpired: 'LINK_EXPIRED',
  linkUsed: 'LINK_USED',
  linkInvalid: 'LINK_INVALID',
  estimateParamsMissing: 'ESTIMATE_PARAMS_MISSING',
  estimateTooLarge: 'ESTIMATE_TOO_LARGE',
  /** 409: the estimate is past the end of its valid-until day; no reservation (decision 37). */
  estimateExpired: 'ESTIMATE_EXPIRED',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/**
 * The error names the spec shows for some codes ('Failed to calculate estimate: {error name}',
 * spec section 8); any other code is its own name.
 */
export const errorNames: Partial<Record<ErrorCode, string>> = {
  [errorCodes.estimateParamsMissing]: 'EstimateParamsMissing',
  [errorCodes.estimateTooLarge]: 'EstimateTooLarge',
};

/**
 * The 409 `STALE_REVISION` messages: a save based on a revision someone else has replaced
 * since changes nothing (decision 29).
 */
export const staleRevisionMessages = {
  parameters: 'These parameters were changed by someone else; reload and try again',
  project: 'This project was changed by someone else; reload and try again',
  catalogItem: 'This catalog item was changed by someone else; reload and try again',
  kitchen: 'This kitchen was changed by someone else; reload and try again',
  contentItem: 'This content item was changed by someone else; reload and try again',
  delivery: 'This delivery was changed by someone else; reload and try again',
  user: 'This user was changed by someone else; reload and try again',
  enquiry: 'This enquiry was changed by someone else; reload and try again',
} as const;
export type RevisedThing = keyof typeof staleRevisionMessages;
