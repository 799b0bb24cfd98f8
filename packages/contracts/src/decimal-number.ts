import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { validationMessages } from './validation-messages.js';

interface NumberBounds {
  min: number;
  max: number;
  maxDecimals: number;
}

/**
 * A JSON number within the bounds, with at most `maxDecimals` decimals; each broken bound
 * answers the spec's message (section 5), the lower one `minMessage` when given.
 */
export const decimalNumberSchema = (bounds: NumberBounds, minMessage?: string) =>
  z
    .number({ message: validationMessages.notANumber })
    .refine((value) => Number.isFinite(value), validationMessages.notANumber)
    .refine((value) => value >= bounds.min, minMessage ?? validationMessages.min(bounds.min))
    .refine((value) => value <= bounds.max, validationMessages.max(bounds.max))
    .refine(
      (value) =>
        !Number.isFinite(value) || new Decimal(value).decimalPlaces() <= bounds.maxDecimals,
      validationMessages.maxDecimals(bounds.maxDecimals),
    );
