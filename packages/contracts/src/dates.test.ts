import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.js';

describe('US English dates', () => {
  it('writes a calendar date as short month, day, year', () => {
    expect(formatDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatDate('2024-12-31')).toBe('Dec 31, 2024');
  });

  it('writes every calendar date as Intl writes it in US English', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const days = fc.date({
      min: new Date('1000-01-01'),
      max: new Date('9999-12-31'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(days, (day) => {
        const calendarDate = day.toISOString().slice(0, 10);
        expect(formatDate(calendarDate)).toBe(intl.format(day));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a calendar date that does not exist, as Intl does', () => {
    expect(() => formatDate('2025-13-45')).toThrow(RangeError);
  });

  it('keeps a calendar date on its day in every time zone', () => {
    expect(formatDate('2025-01-05', 'America/Los_Angeles')).toBe('Jan 5, 2025');
    expect(formatDate('2025-01-05', 'Pacific/Kiritimati')).toBe('Jan 5, 2025');
  });

  it("writes a timestamp's date in the reader's time zone", () => {
    expect(formatDate('2025-01-05T23:30:00Z', 'UTC')).toBe('Jan 5, 2025');
    expect(formatDate('2025-01-05T23:30:00Z', 'Europe/Warsaw')).toBe('Jan 6, 2025');
  });

  it('adds the time for version creation', () => {
    expect(formatDateTime('2025-01-05T15:04:00Z', 'UTC')).toBe('Jan 5, 2025, 3:04 PM');
    expect(formatDateTime(new Date('2025-07-14T09:00:00Z'), 'UTC')).toBe('Jul 14, 2025, 9:00 AM');
  });
});
