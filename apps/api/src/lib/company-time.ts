import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/*
 * Calendar dates in the company's time zone (TIME_ZONE, decision 37), through @date-fns/tz
 * rather than offset arithmetic: daylight-saving days are 23 or 25 hours long. When an
 * estimate expires is the contracts' isEstimateExpired (decision 57.3).
 */

/** The calendar date an instant falls on in the time zone. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  return format(new TZDate(instant, timeZone), 'yyyy-MM-dd');
}
