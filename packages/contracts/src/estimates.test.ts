import { describe, expect, it } from 'vitest';
import { createBatchRequestSchema, createEstimatePageRequestSchema } from './batches.js';
import { updateParametersRequestSchema } from './estimates.js';

const euParams = {
  country: 'eu',
  size: 'medium',
  distance: 'near',
  currency: 'eur',
  dollarRate: '0.92',
};
const usParams = {
  country: 'us',
  size: 'small',
  distance: 'far',
  usPart: 'west',
  deliveryType: 'shipping',
  currency: 'usd',
};

function failingPaths(input: unknown) {
  const result = updateParametersRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('update-parameters request (spec section 5)', () => {
  it('accepts complete EU and US parameters', () => {
    expect(failingPaths(euParams)).toEqual([]);
    expect(failingPaths(usParams)).toEqual([]);
  });

  it('requires usPart and deliveryType for us', () => {
    expect(failingPaths({ ...usParams, usPart: null, deliveryType: undefined })).toEqual([
      'usPart',
      'deliveryType',
    ]);
  });

  it('requires a dollar rate unless the currency is usd', () => {
    expect(failingPaths({ ...euParams, dollarRate: null })).toEqual(['dollarRate']);
  });

  it('allows 4 decimals on the dollar rate and 2 on the costs', () => {
    expect(failingPaths({ ...euParams, dollarRate: '0.9213' })).toEqual([]);
    expect(failingPaths({ ...euParams, dollarRate: '0.92131' })).toEqual(['dollarRate']);
    expect(failingPaths({ ...euParams, measurements: 120.5, installation: 99.999 })).toEqual([
      'installation',
    ]);
  });

  it('rejects unknown fields and missing required ones', () => {
    expect(failingPaths({ ...euParams, colour: 'red' })).toEqual(['']);
    expect(failingPaths({ ...euParams, size: undefined })).toEqual(['size']);
  });
});

describe('batch and estimate page requests', () => {
  it('rejects a blank batch name', () => {
    expect(createBatchRequestSchema.safeParse({ name: '   ' }).success).toBe(false);
    expect(createBatchRequestSchema.parse({ name: ' initial estimate ' }).name).toBe(
      'initial estimate',
    );
  });

  it('takes slugs of lowercase letters, digits and hyphens, 3 to 80 long', () => {
    const ok = (slug: string) => createEstimatePageRequestSchema.safeParse({ slug }).success;
    expect(ok('demo-kitchen-estimate')).toBe(true);
    expect(ok(' ')).toBe(false);
    expect(ok('ab')).toBe(false);
    expect(ok('Has Spaces')).toBe(false);
    expect(ok('a'.repeat(81))).toBe(false);
  });
});
