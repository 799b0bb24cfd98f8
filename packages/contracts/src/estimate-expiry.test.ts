import { describe, expect, it } from 'vitest';
import { estimateExpiresAt, isEstimateExpired } from './estimate-expiry.js';

const at = (iso: string) => new Date(iso);

describe('estimate expiry', () => {
  it('ends a valid-until day at midnight of the company time zone, daylight saving included', () => {
    expect(estimateExpiresAt('2026-01-05', 'UTC').toISOString()).toBe('2026-01-05T23:59:59.999Z');
    expect(estimateExpiresAt('2026-01-05', 'Europe/Berlin').toISOString()).toBe(
      '2026-01-05T22:59:59.999Z',
    );
    expect(estimateExpiresAt('2026-07-05', 'Europe/Berlin').toISOString()).toBe(
      '2026-07-05T21:59:59.999Z',
    );
    expect(estimateExpiresAt('2026-03-08', 'America/New_York').toISOString()).toBe(
      '2026-03-09T03:59:59.999Z',
    );
    // New Zealand's summer: UTC+13, so the day ends before noon UTC of the same date.
    expect(estimateExpiresAt('2026-01-05', 'Pacific/Auckland').toISOString()).toBe(
      '2026-01-05T10:59:59.999Z',
    );
  });

  it('is valid through the last instant of its day in UTC, expired from the next', () => {
    expect(isEstimateExpired('2026-01-05', 'UTC', at('2026-01-05T00:00:00Z'))).toBe(false);
    expect(isEstimateExpired('2026-01-05', 'UTC', at('2026-01-05T23:59:59.999Z'))).toBe(false);
    expect(isEstimateExpired('2026-01-05', 'UTC', at('2026-01-06T00:00:00Z'))).toBe(true);
    expect(isEstimateExpired('2026-01-05', 'UTC', at('2026-01-04T12:00:00Z'))).toBe(false);
    expect(isEstimateExpired('2026-01-05', 'UTC', at('2027-01-01T00:00:00Z'))).toBe(true);
  });

  it('turns at midnight in Berlin, not in UTC (winter and summer)', () => {
    // 23:30 UTC on the 5th is 00:30 on the 6th in Berlin (UTC+1): already expired there.
    expect(isEstimateExpired('2026-01-05', 'Europe/Berlin', at('2026-01-05T22:59:59.999Z'))).toBe(
      false,
    );
    expect(isEstimateExpired('2026-01-05', 'Europe/Berlin', at('2026-01-05T23:00:00Z'))).toBe(true);
    expect(isEstimateExpired('2026-01-05', 'Europe/Berlin', at('2026-01-05T23:30:00Z'))).toBe(true);
    // Summer time (UTC+2).
    expect(isEstimateExpired('2026-07-05', 'Europe/Berlin', at('2026-07-05T21:59:59.999Z'))).toBe(
      false,
    );
    expect(isEstimateExpired('2026-07-05', 'Europe/Berlin', at('2026-07-05T22:00:00Z'))).toBe(true);
  });

  it('turns at midnight in Auckland, the morning of the same UTC date', () => {
    // Summer (UTC+13): midnight starting the 6th in Auckland is 11:00 UTC on the 5th.
    expect(
      isEstimateExpired('2026-01-05', 'Pacific/Auckland', at('2026-01-05T10:59:59.999Z')),
    ).toBe(false);
    expect(isEstimateExpired('2026-01-05', 'Pacific/Auckland', at('2026-01-05T11:00:00Z'))).toBe(
      true,
    );
    // Winter (UTC+12): 12:00 UTC on the 5th of July is midnight starting the 6th there.
    expect(
      isEstimateExpired('2026-07-05', 'Pacific/Auckland', at('2026-07-05T11:59:59.999Z')),
    ).toBe(false);
    expect(isEstimateExpired('2026-07-05', 'Pacific/Auckland', at('2026-07-05T12:00:00Z'))).toBe(
      true,
    );
  });

  it('keeps a day of 25 hours whole: the night the clocks go back in Berlin', () => {
    // 2026-10-25 lasts from 22:00 UTC on the 24th to 23:00 UTC on the 25th.
    expect(estimateExpiresAt('2026-10-25', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T22:59:59.999Z',
    );
    expect(isEstimateExpired('2026-10-25', 'Europe/Berlin', at('2026-10-25T22:30:00Z'))).toBe(
      false,
    );
  });
});
