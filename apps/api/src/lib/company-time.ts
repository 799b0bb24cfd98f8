import { TZDate } from '@date-fns/tz';
import { endOfDay, format } from 'date-fns';

/*
 * Calendar dates in the company's time zone (TIME_ZONE, decision 37), through @date-fns/tz
 * rather than offset arithmetic: daylight-saving days are 23 or 25 hours long.
 */

/** The last instant of a calendar date ("2026-01-05") in the time zone. */
export function endOfDayIn(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(endOfDay(new TZDate(year, month - 1, day, timeZone)).getTime());
}

/** The calendar date an instant falls on in the time zone. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  return format(new TZDate(instant, timeZone), 'yyyy-MM-dd');
}
