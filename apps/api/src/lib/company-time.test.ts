import { describe, expect, it } from 'vitest';
import { calendarDateIn } from './company-time.js';

describe('company time', () => {
  it('names the calendar day an instant falls on in the time zone', () => {
    const instant = new Date('2026-01-05T23:30:00Z');
    expect(calendarDateIn(instant, 'UTC')).toBe('2026-01-05');
    expect(calendarDateIn(instant, 'Europe/Berlin')).toBe('2026-01-06');
    expect(calendarDateIn(instant, 'America/Los_Angeles')).toBe('2026-01-05');
  });
});
