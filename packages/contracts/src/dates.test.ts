import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.js';

describe('US English dates', () => {
  it('writes a calendar date as short month, day, year', () => {
    expect(formatDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatDate('2024-12-31')).toBe('Dec 31, 2024');
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
