import { errorNames, type ErrorCode } from '@corner/contracts/display';
import { isApiError } from '@/lib/api-error';

/**
 * The error name shown in 'Failed to calculate estimate: {error name}' (spec section 8): the
 * name the spec gives the API's error code (ESTIMATE_PARAMS_MISSING is EstimateParamsMissing),
 * else the code itself (e.g. NETWORK_ERROR, FORBIDDEN); anything else by the error's name.
 */
export function estimateErrorName(error: unknown): string {
  if (isApiError(error)) return errorNames[error.code as ErrorCode] ?? error.code;
  return error instanceof Error ? error.name : 'Error';
}
