import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './time-ago';

describe('formatTimeAgo', () => {
  const now = new Date('2026-11-25T18:00:00Z');
  it('says how long ago, in the largest whole unit', () => {
    expect(formatTimeAgo('2026-11-25T17:59:30Z', now)).toBe('just now');
    expect(formatTimeAgo('2026-11-25T17:48:00Z', now)).toBe('12 min ago');
    expect(formatTimeAgo('2026-11-25T14:40:00Z', now)).toBe('3 h ago');
    expect(formatTimeAgo('2026-11-20T18:00:00Z', now)).toBe('5 d ago');
  });
  it('gives the date past a month, and "just now" for a clock a little ahead', () => {
    expect(formatTimeAgo('2026-09-01T12:00:00Z', now)).toMatch(/Sep 1, 2026/);
    expect(formatTimeAgo('2026-11-25T18:00:05Z', now)).toBe('just now');
  });
});
