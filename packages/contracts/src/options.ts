import { z } from 'zod';

/** Option lists of the estimate parameters (spec section 3). */
export const countries = ['us', 'eu'] as const;
export const kitchenSizes = ['small', 'medium', 'large'] as const;
export const usParts = ['west', 'east', 'mid'] as const;
export const distances = ['near', 'medium', 'far'] as const;
export const deliveryTypes = ['shipping', 'air freight'] as const;
export const estimateCurrencies = ['usd', 'eur', 'gbp'] as const;

export const countrySchema = z.enum(countries);
export const kitchenSizeSchema = z.enum(kitchenSizes);
export const usPartSchema = z.enum(usParts);
export const distanceSchema = z.enum(distances);
export const deliveryTypeSchema = z.enum(deliveryTypes);
export const estimateCurrencySchema = z.enum(estimateCurrencies);

export type Country = z.infer<typeof countrySchema>;
export type KitchenSize = z.infer<typeof kitchenSizeSchema>;
export type UsPart = z.infer<typeof usPartSchema>;
export type Distance = z.infer<typeof distanceSchema>;
export type DeliveryType = z.infer<typeof deliveryTypeSchema>;
export type EstimateCurrency = z.infer<typeof estimateCurrencySchema>;
