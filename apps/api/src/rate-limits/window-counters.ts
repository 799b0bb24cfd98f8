/*
 * Fixed-window counters, the one way every rate limit counts (decision 31). A key's window
 * opens at its first hit and lasts `windowMs`; each hit adds one, refused hits included, and
 * none moves the window's end. The next hit after the end opens a new window at one.
 */

export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetInMs: number;
}

/** Where the counts live: process memory (below) or Redis (redis-counters.ts). */
export interface WindowCounters {
  hit(key: string, windowMs: number): WindowCount | Promise<WindowCount>;
}

interface Window {
  count: number;
  endsAt: number;
}

/**
 * The counts of one limit in one process, at most `maxKeys` windows (RateLimits keeps one of
 * these per limit, so no limit's keys can push out another's). A Map in the order the windows
 * opened: past the bound, ended windows go first, then the oldest still open (a caller must
 * send from that many addresses or e-mails to push someone else's count out of the same limit).
 */
export class MemoryCounters implements WindowCounters {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly maxKeys = 20_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  hit(key: string, windowMs: number): WindowCount {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
      if (this.windows.size > this.maxKeys) this.makeRoom(now);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  /** How many windows are kept (ended ones too, until room is made). */
  get size() {
    return this.windows.size;
  }

  /** Drops the ended windows, then the oldest open ones down to nine tenths of the bound. */
  private makeRoom(now: number) {
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) this.windows.delete(key);
    }
    const keep = Math.floor(this.maxKeys * 0.9);
    for (const key of this.windows.keys()) {
      if (this.windows.size <= keep) break;
      this.windows.delete(key);
    }
  }
}
