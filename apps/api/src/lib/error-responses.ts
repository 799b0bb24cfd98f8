import { errorBodySchema } from '@corner/contracts';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

/**
 * Response schemas for the failures a route can answer, all with the shared error body,
 * e.g. `response: { 200: kitchenSchema, ...errorResponses(400, 404) }`. 500 and 503 (the
 * database cannot be reached) are always added.
 */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S | 500 | 503, typeof errorBodySchema> {
  const responses = { 500: errorBodySchema, 503: errorBodySchema } as Record<
    S | 500 | 503,
    typeof errorBodySchema
  >;
  for (const status of statuses) responses[status] = errorBodySchema;
  return responses;
}
