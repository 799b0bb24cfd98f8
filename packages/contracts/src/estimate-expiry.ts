import { TZDate } from '@date-fns/tz';
import { endOfDay } from 'date-fns';

/*
 * When an estimate expires (decision 37): at the end of its valid-until calendar day in the
 * company's time zone (TIME_ZONE). The one rule for the reservation states, RESERVE A SPOT,
 * a re-quote request and a payment's settlement (decision 57.3). Through @date-fns/tz rather
 * than offset arithmetic: daylight-saving days are 23 or 25 hours long.
 */

/** The last instant of the valid-until date ("2026-01-05") in the time zone. */
export function estimateExpiresAt(validUntil: string, timeZone: string): Date {
  const [year, month, day] = validUntil.split('-').map(Number) as [number, number, number];
  return new Date(endOfDay(new TZDate(year, month - 1, day, timeZone)).getTime());
}

/** Whether an estimate valid until that date is expired at `now`: its day has ended there. */
export function isEstimateExpired(validUntil: string, timeZone: string, now: Date): boolean {
  return now.getTime() > estimateExpiresAt(validUntil, timeZone).getTime();
}
