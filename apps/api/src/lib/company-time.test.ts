import { describe, expect, it } from 'vitest';
import { calendarDateIn, endOfDayIn } from './company-time.js';

describe('company time', () => {
  it('ends a valid-until day at midnight of the company time zone, daylight saving included', () => {
    expect(endOfDayIn('2026-01-05', 'UTC').toISOString()).toBe('2026-01-05T23:59:59.999Z');
    expect(endOfDayIn('2026-01-05', 'Europe/Berlin').toISOString()).toBe(
      '2026-01-05T22:59:59.999Z',
    );
    expect(endOfDayIn('2026-07-05', 'Europe/Berlin').toISOString()).toBe(
      '2026-07-05T21:59:59.999Z',
    );
    expect(endOfDayIn('2026-03-08', 'America/New_York').toISOString()).toBe(
      '2026-03-09T03:59:59.999Z',
    );
  });

  it('names the calendar day an instant falls on in the time zone', () => {
    const instant = new Date('2026-01-05T23:30:00Z');
    expect(calendarDateIn(instant, 'UTC')).toBe('2026-01-05');
    expect(calendarDateIn(instant, 'Europe/Berlin')).toBe('2026-01-06');
    expect(calendarDateIn(instant, 'America/Los_Angeles')).toBe('2026-01-05');
  });
});
