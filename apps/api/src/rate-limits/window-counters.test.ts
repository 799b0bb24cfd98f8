import { describe, expect, it } from 'vitest';
import { MemoryCounters } from './window-counters.js';

/** Counters on a clock the test moves. */
function countersAt(start = 1_000, maxKeys?: number) {
  const clock = { now: start };
  const counters = new MemoryCounters(maxKeys, () => clock.now);
  return { counters, clock };
}

describe('the in-process window counters', () => {
  it('counts the hits of a key in a window that opens at its first hit', () => {
    const { counters, clock } = countersAt();
    expect(counters.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    clock.now += 10_000;
    expect(counters.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 50_000 });
    expect(counters.hit('b', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('never moves the end of a window, however many hits come', () => {
    const { counters, clock } = countersAt();
    counters.hit('a', 1_000);
    for (let step = 1; step <= 9; step += 1) {
      clock.now += 100;
      expect(counters.hit('a', 1_000)).toEqual({ count: step + 1, resetInMs: 1_000 - step * 100 });
    }
  });

  it('starts again at one when the window has ended', () => {
    const { counters, clock } = countersAt();
    counters.hit('a', 1_000);
    counters.hit('a', 1_000);
    clock.now += 999;
    expect(counters.hit('a', 1_000).count).toBe(3);
    clock.now += 1;
    expect(counters.hit('a', 1_000)).toEqual({ count: 1, resetInMs: 1_000 });
  });

  it('keeps at most maxKeys windows, dropping ended ones before open ones', () => {
    const { counters, clock } = countersAt(1_000, 10);
    counters.hit('hour', 3_600_000);
    for (let key = 0; key < 9; key += 1) counters.hit(`minute-${key}`, 60_000);
    clock.now += 60_000;
    counters.hit('new', 60_000);
    // The nine ended minute windows went; the hour's window still counts.
    expect(counters.size).toBe(2);
    expect(counters.hit('hour', 3_600_000).count).toBe(2);
  });

  it('drops the oldest open windows when all are open', () => {
    const { counters } = countersAt(1_000, 10);
    for (let key = 0; key < 11; key += 1) counters.hit(`k${key}`, 60_000);
    expect(counters.size).toBe(9);
    expect(counters.hit('k10', 60_000).count).toBe(2);
    expect(counters.hit('k0', 60_000).count).toBe(1);
  });
});
