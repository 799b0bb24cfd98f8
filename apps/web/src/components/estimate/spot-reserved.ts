import type { ProjectReservation } from '@corner/contracts';
import { formatDate } from '@corner/contracts/display';

/**
 * The project's one reservation as the staff screens say it (decision 48): the back-office
 * project and the batches screen alike.
 */
export const spotReservedText = (reservation: ProjectReservation) =>
  `Spot reserved with ${reservation.designVersionName}, estimate ${reservation.reference}, on ${formatDate(reservation.reservedAt)}`;
