import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { estimateErrorName } from './estimate-error';

const apiError = (message: string, code = 'CONFLICT', status = 409) =>
  new ApiError({ message, status, code, path: '/x' });

describe('estimateErrorName', () => {
  it('takes the name the API puts before its message', () => {
    expect(
      estimateErrorName(
        apiError('Request failed with status 409: EstimateParamsMissing: no batch has parameters'),
      ),
    ).toBe('EstimateParamsMissing');
    expect(estimateErrorName(apiError('PricingFailed: no price list', 'INTERNAL_ERROR', 500))).toBe(
      'PricingFailed',
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
