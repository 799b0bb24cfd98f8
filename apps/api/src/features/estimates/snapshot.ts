import {
  countrySchema,
  deliveryTypeSchema,
  distanceSchema,
  kitchenSizeSchema,
  usPartSchema,
} from '@corner/contracts';
import { z } from 'zod';

/* An estimate's snapshot (calculation/calculation-repository.ts writes it), as its readers check it. */

/** The parameters a snapshot holds, as far as a breakdown reads them (a variant reads more). */
export const snapshotParamsSchema = z.object({
  country: countrySchema,
  size: kitchenSizeSchema,
  assembled: z.boolean(),
  usPart: usPartSchema.nullable().default(null),
  distance: distanceSchema,
  deliveryType: deliveryTypeSchema.nullable().default(null),
  isCountertopDeliverySeparated: z.boolean().default(false),
});
