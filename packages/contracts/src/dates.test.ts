import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, writeDatesInZoneOf } from './dates.js';

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

describe("a server's render writes dates in its reader's zone", () => {
  afterEach(() => writeDatesInZoneOf(() => undefined));
  // Noon in London is already tomorrow on Kiritimati (UTC+14) and still today on Pago Pago (-11).
  const noon = new Date('2026-11-29T12:00:00Z');

  it("writes an instant in the reader's zone unless a zone is named; a calendar date as it is", () => {
    writeDatesInZoneOf(() => 'Pacific/Kiritimati');
    expect(formatDateTime(noon)).toBe('Nov 30, 2026, 2:00 AM');
    expect(formatDate(noon)).toBe('Nov 30, 2026');
    expect(formatDateTime(noon, 'UTC')).toBe('Nov 29, 2026, 12:00 PM');
    expect(formatDate('2026-11-29')).toBe('Nov 29, 2026');
  });
});
