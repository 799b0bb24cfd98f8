import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { estimateErrorName } from './estimate-error';

const apiError = (message: string, code = 'CONFLICT', status = 409) =>
  new ApiError({ message, status, code, path: '/x' });

describe('estimateErrorName', () => {
  it('names the error by the code of the answer, never by its text', () => {
    expect(
      estimateErrorName(
        apiError(
          'Request failed with status 409: no batch has parameters',
          'ESTIMATE_PARAMS_MISSING',
        ),
      ),
    ).toBe('EstimateParamsMissing');
    expect(estimateErrorName(apiError('PricingFailed: no price list', 'INTERNAL_ERROR', 500))).toBe(
      'INTERNAL_ERROR',
    );
  });

  it('names other API failures by their code, and anything else by its name', () => {
    expect(
      estimateErrorName(apiError('Network error: could not connect to server', 'NETWORK_ERROR', 0)),
    ).toBe('NETWORK_ERROR');
    expect(
      estimateErrorName(
        apiError("Authentication error: you don't have access to /x", 'FORBIDDEN', 403),
      ),
    ).toBe('FORBIDDEN');
    expect(estimateErrorName(new TypeError('boom'))).toBe('TypeError');
    expect(estimateErrorName('boom')).toBe('Error');
  });
});
