import {
  maxEstimateAmount,
  normaliseEstimateParameters,
  type Country,
  type DeliveryType,
  type Distance,
  type EstimateCurrency,
  type KitchenSize,
  type UsPart,
} from '@corner/contracts';
import {
  calculateEstimate,
  PricingError,
  type EstimateCalculation,
  type PricedLine,
  type PricingParameters,
} from './calculate-estimate.js';
import type { PriceList } from './price-list.js';

/*
 * What a calculation is made from, built in one place for the server's Calculate and the
 * batches screen's live preview (decision 41): the same parameters, price list and amount
 * check, so that the two agree to the cent whenever they start from the same data.
 */

/**
 * Estimate parameters as the server stores them (a row: amounts as decimal strings) or as the
 * parameter editor sends them (the update-parameters request: amounts as numbers).
 */
export interface ParameterSource {
  country: Country;
  size: KitchenSize;
  distance: Distance;
  currency: EstimateCurrency;
  assembled?: boolean;
  usPart?: UsPart | null;
  deliveryType?: DeliveryType | null;
  isCountertopDeliverySeparated?: boolean;
  measurements?: number | string | null;
  installation?: number | string | null;
  dollarRate?: string | null;
}

/** The pricing parameters of saved or edited parameters, by the contracts' rules (decision 24). */
export function pricingParametersOf(source: ParameterSource): PricingParameters {
  const params = normaliseEstimateParameters(source);
  return {
    country: params.country,
    size: params.size,
    assembled: params.assembled ?? false,
    usPart: params.usPart,
    distance: params.distance,
    deliveryType: params.deliveryType,
    isCountertopDeliverySeparated: params.isCountertopDeliverySeparated,
    measurements: params.measurements,
    installation: params.installation,
    currency: params.currency,
    dollarRate: params.dollarRate,
  };
}

/** A price list version as stored or answered (`{ version, rates }`) as the engine takes it. */
export function priceListOf(stored: {
  version: number;
  rates: Omit<PriceList, 'version'>;
}): PriceList {
  return { ...stored.rates, version: stored.version };
}

/** Every amount of an estimate, the total last. */
export const estimateAmountNames = [
  'materialsCost',
  'componentsCost',
  'countertopCost',
  'assemblyCost',
  'deliveryCost',
  'measurementsCost',
  'installationCost',
  'totalCost',
] as const satisfies readonly (keyof EstimateCalculation)[];

/** Whether every amount fits an estimate (numeric(14, 2)); Calculate refuses one that does not. */
export function isStorable(result: EstimateCalculation): boolean {
  return estimateAmountNames.every((name) => Math.abs(result[name]) <= maxEstimateAmount);
}

/** What Calculate would store for a version, or why it would refuse. */
export type EstimatePreview =
  | { kind: 'priced'; estimate: EstimateCalculation }
  | { kind: 'too-large'; currency: EstimateCurrency }
  | { kind: 'refused'; reason: string };

/**
 * The estimate Calculate would store for these lines, parameters and price list: the server's
 * own functions on the same inputs. A calculation the engine refuses answers why.
 */
export function previewEstimate(
  lines: readonly PricedLine[],
  source: ParameterSource,
  priceList: PriceList,
  now = new Date(),
): EstimatePreview {
  try {
    const estimate = calculateEstimate(lines, pricingParametersOf(source), priceList, now);
    if (!isStorable(estimate)) return { kind: 'too-large', currency: estimate.currency };
    return { kind: 'priced', estimate };
  } catch (error) {
    if (error instanceof PricingError) return { kind: 'refused', reason: error.message };
    throw error;
  }
}
