import {
  deliveryMethods,
  productionComplexities,
  renderedReaderZone,
  type TimelineOptions,
} from '@corner/contracts/display';

/** Today's date where the reader is, as yyyy-mm-dd (rendered on the server: in their zone). */
export function todayCalendarDate(now: Date = new Date()): string {
  const zone = renderedReaderZone();
  if (zone) return dayIn(zone, now);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The date in a zone, as yyyy-mm-dd: a server's render has no zone of its reader's own. */
function dayIn(timeZone: string, now: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: string) => parts.find((each) => each.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const isCalendarDate = (value: string | null): value is string =>
  value !== null &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The template's options from its address; anything missing or wrong takes its default. */
export function timelineOptionsFromSearch(search: URLSearchParams, today: string): TimelineOptions {
  const startDate = search.get('startDate');
  return {
    startDate: isCalendarDate(startDate) ? startDate : today,
    productionComplexity: oneOf(
      productionComplexities,
      search.get('productionComplexity'),
      'standard',
    ),
    deliveryMethod: oneOf(deliveryMethods, search.get('deliveryMethod'), 'shipping'),
  };
}

export function timelineSearch(options: TimelineOptions): string {
  return new URLSearchParams({ ...options }).toString();
}
