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

export function formatDate(value: string | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: isCalendarDate(value) ? 'UTC' : timeZone,
  }).format(toDate(value));
}

export function formatDateTime(value: string | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(toDate(value));
}
