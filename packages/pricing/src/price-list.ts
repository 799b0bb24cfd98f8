import type { Country, DeliveryType, Distance, KitchenSize, UsPart } from '@corner/contracts';

/**
 * The rates an estimate is calculated with. Amounts are USD, written as decimal strings so
 * that no rate ever passes through binary floating point. Admins issue new versions; every
 * estimate records the version it used.
 */
export interface PriceList {
  version: number;
  /** Share of materials and components charged for assembly, when assembled. */
  assemblyRate: string;
  deliveryBase: Record<KitchenSize, string>;
  countryFactor: Record<Country, string>;
  /** US only. */
  usPartFactor: Record<UsPart, string>;
  distanceFactor: Record<Distance, string>;
  /** US only. */
  deliveryTypeFactor: Record<DeliveryType, string>;
  /** US only, when the countertop is delivered separately and the version has one. */
  countertopDelivery: Record<KitchenSize, string>;
  validityDays: number;
}

export const priceListVersion1: PriceList = {
  version: 1,
  assemblyRate: '0.12',
  deliveryBase: { small: '1200', medium: '1800', large: '2600' },
  countryFactor: { us: '1.00', eu: '0.60' },
  usPartFactor: { west: '1.30', mid: '1.15', east: '1.00' },
  distanceFactor: { near: '1.00', medium: '1.25', far: '1.60' },
  deliveryTypeFactor: { shipping: '1.00', 'air freight': '2.75' },
  countertopDelivery: { small: '250', medium: '350', large: '450' },
  validityDays: 30,
};
