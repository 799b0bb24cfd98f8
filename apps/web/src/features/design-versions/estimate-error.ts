import { isApiError } from '@/lib/api-error';

/** "Name: details" at the start of the server's error text, e.g. "EstimateParamsMissing: …". */
const namedError = /(?:^|: )([A-Z][A-Za-z0-9]*): /;

/**
 * The error name shown in 'Failed to calculate estimate: {error name}' (spec section 8). The
 * API names its refusals at the start of the message (docs/decisions.md 11.6); any other
 * failure is named by its code (e.g. NETWORK_ERROR, FORBIDDEN), else by the error's name.
 */
export function estimateErrorName(error: unknown): string {
  if (!(error instanceof Error)) return 'Error';
  const named = namedError.exec(error.message);
  if (named?.[1]) return named[1];
  return isApiError(error) ? error.code : error.name;
}
