/**
 * Dates in US English (spec section 9): short month, day, year ("Jan 5, 2025"), with the
 * time for design-version creation ("Jan 5, 2025, 3:04 PM").
 */

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  // A calendar date (e.g. a valid-until date) has no time zone: read and write it in UTC,
  // so it is the same day wherever the reader is.
  return new Date(dateOnly.test(value) ? `${value}T00:00:00Z` : value);
}

function isCalendarDate(value: string | Date): boolean {
  return typeof value === 'string' && dateOnly.test(value);
}

const styles = {
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * Formatters by style and time zone: making an Intl.DateTimeFormat costs far more than using
 * one (a throttled phone spent 200 ms making them for one estimate page), so each is made once.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone a date is written in when the caller names none: undefined, the reader's own, in the
 * browser. A page rendered on the server for a reader (apps/web/src/ssr/render-context.ts)
 * names the reader's zone, so its dates read as the browser then hydrates them.
 */
let readerTimeZone: () => string | undefined = () => undefined;

/**
 * The cookie in which a signed-in browser remembers its time zone (an IANA name), so the
 * server writes the dates of the pages it renders for it in that zone (issue 40).
 */
export const timeZoneCookie = 'corner_time_zone';

/** Where the server's render finds the zone of the reader it renders for. */
export function writeDatesInZoneOf(zone: () => string | undefined): void {
  readerTimeZone = zone;
}

/** The zone the render names for its reader; undefined in the browser (the reader's own). */
export const renderedReaderZone = (): string | undefined => readerTimeZone();

function formatter(style: keyof typeof styles, givenTimeZone: string | undefined) {
  const timeZone = givenTimeZone ?? readerTimeZone();
  const key = `${style} ${timeZone ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { ...styles[style], timeZone });
    formatters.set(key, made);
  }
  return made;
}

const shortMonths = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * A calendar date needs no locale or time-zone data, so it is written without Intl: the first
 * Intl.DateTimeFormat a page makes loads the browser's date data, about 185 ms on a throttled
 * phone, and the public estimate page shows no other date (decisions 3 and 14.11).
 */
function formatCalendarDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return `${shortMonths[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function formatDate(value: string | Date, timeZone?: string): string {
  if (isCalendarDate(value)) return formatCalendarDate(toDate(value));
  return formatter('date', timeZone).format(toDate(value));
}

export function formatDateTime(value: string | Date, timeZone?: string): string {
  return formatter('dateTime', timeZone).format(toDate(value));
}
