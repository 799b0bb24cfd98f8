import { z } from 'zod';

/** Every failed API call answers this body, whatever the status. */
export const errorBodySchema = z.object({
  error: z.string().describe('A message for people; 5xx answers never carry internals'),
  code: z.string().describe('A stable machine-readable code, e.g. NOT_FOUND'),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

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
  linkWrongEmail: 'LINK_WRONG_EMAIL',
  linkInvalid: 'LINK_INVALID',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
