import {
  deliveryMethods,
  productionComplexities,
  type TimelineOptions,
} from '@corner/contracts/display';

/** Today in the reader's own calendar, as yyyy-mm-dd. */
export function todayCalendarDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
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
