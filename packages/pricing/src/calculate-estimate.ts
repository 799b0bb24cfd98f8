import {
  type CatalogCategory,
  type Country,
  type DeliveryType,
  type Distance,
  type EstimateCurrency,
  type KitchenSize,
  type UsPart,
  currencyFor,
  dollarRateFor,
  roundMoney,
} from '@corner/contracts';
import { Decimal } from 'decimal.js';
import type { PriceList } from './price-list.js';

export interface PricedLine {
  category: CatalogCategory;
  quantity: Decimal.Value;
  /** USD per unit. */
  unitPrice: Decimal.Value;
}

export interface PricingParameters {
  country: Country;
  size: KitchenSize;
  assembled: boolean;
  usPart: UsPart | null;
  distance: Distance;
  deliveryType: DeliveryType | null;
  isCountertopDeliverySeparated: boolean;
  /** USD, EU only. */
  measurements: Decimal.Value | null;
  /** USD, EU only. */
  installation: Decimal.Value | null;
  currency: EstimateCurrency;
  /** Units of the estimate's currency per US dollar, a decimal string; ignored for usd. */
  dollarRate: string | null;
}

/** Every amount is in the estimate's currency, rounded to its decimals; the lines add up to the total. */
export interface EstimateCalculation {
  currency: EstimateCurrency;
  dollarRate: string;
  priceListVersion: number;
  materialsCost: number;
  componentsCost: number;
  countertopCost: number;
  assemblyCost: number;
  deliveryCost: number;
  measurementsCost: number;
  installationCost: number;
  totalCost: number;
  /** Calendar date (UTC), YYYY-MM-DD. */
  validUntil: string;
}

export class PricingError extends Error {
  override name = 'PricingError';
}

/** The summary line each category's lines add up to. */
export const summaryGroupOf: Record<CatalogCategory, 'materials' | 'components' | 'countertop'> = {
  front: 'materials',
  box: 'materials',
  hardware: 'components',
  functionality: 'components',
  'opening-system': 'components',
  accessory: 'components',
  countertop: 'countertop',
};

const zero = new Decimal(0);

function sumGroup(lines: readonly PricedLine[], group: (typeof summaryGroupOf)[CatalogCategory]) {
  return lines
    .filter((line) => summaryGroupOf[line.category] === group)
    .reduce((sum, line) => sum.plus(new Decimal(line.quantity).times(line.unitPrice)), zero);
}

function required<T>(value: T | null, field: string): T {
  if (value === null) throw new PricingError(`${field} is required for a US estimate`);
  return value;
}

function deliveryUsd(params: PricingParameters, rates: PriceList, hasCountertop: boolean) {
  const base = new Decimal(rates.deliveryBase[params.size])
    .times(rates.countryFactor[params.country])
    .times(rates.distanceFactor[params.distance]);
  if (params.country !== 'us') return base;
  const usDelivery = base
    .times(rates.usPartFactor[required(params.usPart, 'usPart')])
    .times(rates.deliveryTypeFactor[required(params.deliveryType, 'deliveryType')]);
  const countertop =
    params.isCountertopDeliverySeparated && hasCountertop
      ? new Decimal(rates.countertopDelivery[params.size])
      : zero;
  return usDelivery.plus(countertop);
}

function exchangeRate(params: PricingParameters): Decimal {
  const dollarRate = dollarRateFor(params.currency, params.dollarRate);
  if (dollarRate === null) throw new PricingError('dollarRate is required unless usd');
  const rate = new Decimal(dollarRate);
  if (!rate.isPositive() || rate.isZero()) throw new PricingError('dollarRate must be positive');
  return rate;
}

function addDays(date: Date, days: number): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Prices a design version's lines with the parameters and rates (PRODUCT.md section 5). */
export function calculateEstimate(
  lines: readonly PricedLine[],
  params: PricingParameters,
  rates: PriceList,
  calculatedAt: Date,
): EstimateCalculation {
  if (currencyFor(params.country, params.currency) !== params.currency) {
    throw new PricingError('A US estimate is in usd');
  }
  const rate = exchangeRate(params);
  const materials = sumGroup(lines, 'materials');
  const components = sumGroup(lines, 'components');
  const countertop = sumGroup(lines, 'countertop');
  const isEu = params.country === 'eu';
  const usd = {
    materialsCost: materials,
    componentsCost: components,
    countertopCost: countertop,
    assemblyCost: params.assembled ? materials.plus(components).times(rates.assemblyRate) : zero,
    deliveryCost: deliveryUsd(
      params,
      rates,
      lines.some((l) => l.category === 'countertop'),
    ),
    measurementsCost: isEu ? new Decimal(params.measurements ?? 0) : zero,
    installationCost: isEu ? new Decimal(params.installation ?? 0) : zero,
  };
  const converted = Object.fromEntries(
    Object.entries(usd).map(([name, amount]) => [
      name,
      roundMoney(amount.times(rate), params.currency),
    ]),
  ) as Record<keyof typeof usd, Decimal>;
  const total = Object.values(converted).reduce((sum, amount) => sum.plus(amount), zero);
  const amounts = Object.fromEntries(
    Object.entries(converted).map(([name, amount]) => [name, amount.toNumber()]),
  ) as Record<keyof typeof usd, number>;
  return {
    currency: params.currency,
    dollarRate: rate.toString(),
    priceListVersion: rates.version,
    ...amounts,
    totalCost: total.toNumber(),
    validUntil: addDays(calculatedAt, rates.validityDays),
  };
}
