import { describe, expect, it } from 'vitest';
import {
  applicableParameterFields,
  normaliseEstimateParameters,
} from './estimate-parameter-rules.js';
import { updateParametersRequestSchema } from './estimates.js';

const filled = {
  size: 'small',
  distance: 'near',
  usPart: 'west',
  deliveryType: 'shipping',
  isCountertopDeliverySeparated: true,
  measurements: 120.5,
  installation: 300,
  dollarRate: '0.92',
} as const;

describe('normaliseEstimateParameters', () => {
  it('keeps a US estimate in usd at a rate of 1, without the EU costs', () => {
    expect(normaliseEstimateParameters({ ...filled, country: 'us', currency: 'eur' })).toEqual({
      ...filled,
      country: 'us',
      currency: 'usd',
      measurements: null,
      installation: null,
      dollarRate: '1',
    });
  });

  it('clears the US-only fields of an EU estimate and keeps its rate', () => {
    expect(normaliseEstimateParameters({ ...filled, country: 'eu', currency: 'gbp' })).toEqual({
      ...filled,
      country: 'eu',
      currency: 'gbp',
      usPart: null,
      deliveryType: null,
      isCountertopDeliverySeparated: false,
    });
  });

  it('sets the rate of usd to 1 whatever was typed', () => {
    const normalised = normaliseEstimateParameters({ ...filled, country: 'eu', currency: 'usd' });
    expect(normalised.dollarRate).toBe('1');
  });

  it('clears exactly the fields that do not apply', () => {
    for (const country of ['us', 'eu'] as const) {
      for (const currency of ['usd', 'eur'] as const) {
        const applies = applicableParameterFields({ country, currency });
        const normalised = normaliseEstimateParameters({ ...filled, country, currency });
        expect(normalised.usPart !== null).toBe(applies.usPart);
        expect(normalised.measurements !== null).toBe(applies.measurements);
        expect(normalised.dollarRate === filled.dollarRate).toBe(applies.dollarRate);
      }
    }
  });

  it('answers parameters the update-parameters schema accepts', () => {
    const request = normaliseEstimateParameters({ ...filled, country: 'us', currency: 'gbp' });
    expect(updateParametersRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('the dollar rate on the wire', () => {
  const withRate = (dollarRate: unknown) =>
    updateParametersRequestSchema.safeParse({
      country: 'eu',
      size: 'small',
      distance: 'near',
      currency: 'eur',
      dollarRate,
    });

  it('is a decimal string of at most 4 decimals, above 0, that its column holds', () => {
    for (const accepted of ['0.9213', '1', '99999999'])
      expect(withRate(accepted).success).toBe(true);
    for (const refused of [0.92, '0.92131', '0', '-1', '1e3', 'x', '100000000']) {
      expect(withRate(refused).success, String(refused)).toBe(false);
    }
  });
});
