import { z } from 'zod';

/**
 * The one reservation a project may hold, whichever estimate holds it (decision 50). A module
 * of its own: the project list and batch contracts carry it without the reservation calls'
 * schemas.
 */
export const projectReservationSchema = z.object({
  estimateId: z.string(),
  reference: z.string(),
  designVersionName: z.string(),
  reservedAt: z.iso.datetime(),
});
export type ProjectReservation = z.infer<typeof projectReservationSchema>;
