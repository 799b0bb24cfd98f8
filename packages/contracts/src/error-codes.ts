/** The stable codes of the error body, zod-free so the web imports them from `/display`. */
export const errorCodes = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
  linkExpired: 'LINK_EXPIRED',
  linkUsed: 'LINK_USED',
  linkInvalid: 'LINK_INVALID',
  estimateParamsMissing: 'ESTIMATE_PARAMS_MISSING',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/**
 * The error names the spec shows for some codes ('Failed to calculate estimate: {error name}',
 * spec section 8); any other code is its own name.
 */
export const errorNames: Partial<Record<ErrorCode, string>> = {
  [errorCodes.estimateParamsMissing]: 'EstimateParamsMissing',
};
