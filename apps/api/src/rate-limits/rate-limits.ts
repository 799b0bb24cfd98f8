import { createHash } from 'node:crypto';
import { errorCodes } from '@corner/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { MemoryCounters, type WindowCount, type WindowCounters } from './window-counters.js';

/*
 * Every rate limit of the API, as routes see it (decision 31). With Redis the counts are
 * shared, so N instances keep the limits of one; without it they are in process memory. Each
 * hit is counted in memory as well: when Redis fails the instance goes on with its own counts
 * (each instance then limits on its own, as without Redis), logs a warning once per outage,
 * and uses Redis again as soon as it answers. A failing Redis never fails a call.
 */

export interface RateLimit {
  /** Names the counter, e.g. `sign-in-email-hour`. */
  name: string;
  /** Hits allowed in a window; the next one is refused. */
  max: number;
  windowMs: number;
}

/** A limit that refuses with 429, this message and Retry-After. */
export interface EnforcedLimit extends RateLimit {
  message: string;
}

export interface LimitAnswer {
  allowed: boolean;
  /** When refused: seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Counters are kept by a digest of what is counted (an e-mail, an address, a sign-in token),
 * so neither Redis nor memory holds those themselves, and every key has the same short length.
 */
const digest = (subject: string) => createHash('sha256').update(subject).digest('base64url');

export class RateLimits {
  private shared: WindowCounters | undefined;
  private sharedAvailable = true;
  /**
   * The in-memory windows of each limit, by its name, each bounded on its own: callers filling
   * one limit with keys (many addresses, many pages) can never push out another's windows.
   */
  private readonly local = new Map<string, MemoryCounters>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly localCounters: () => MemoryCounters = () => new MemoryCounters(),
  ) {}

  /** Counts in `counters` (Redis) from now on; set once by the plugin. */
  share(counters: WindowCounters) {
    this.shared = counters;
  }

  /** Counts one hit of `subject` against `limit`. */
  async count(limit: RateLimit, subject: string): Promise<LimitAnswer> {
    const key = `${limit.name}:${digest(subject)}`;
    const local = this.localOf(limit.name).hit(key, limit.windowMs);
    const { count, resetInMs } = (await this.sharedHit(key, limit.windowMs)) ?? local;
    return {
      allowed: count <= limit.max,
      retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
    };
  }

  /** Counts one hit; past the limit, throws the 429 (`{ error, code }` and Retry-After). */
  async enforce(limit: EnforcedLimit, subject: string): Promise<void> {
    const answer = await this.count(limit, subject);
    if (!answer.allowed) {
      throw new AppError(errorCodes.tooManyRequests, limit.message, 429, answer.retryAfterSeconds);
    }
  }

  private localOf(name: string): MemoryCounters {
    let counters = this.local.get(name);
    if (!counters) {
      counters = this.localCounters();
      this.local.set(name, counters);
    }
    return counters;
  }

  /** The shared counters failed (also reported by the Redis connection itself). */
  failed(error: unknown) {
    if (this.sharedAvailable) {
      this.log.warn({ err: error }, 'rate limits unavailable in Redis: counting per instance');
    } else {
      this.log.debug({ err: error }, 'rate limits still unavailable in Redis');
    }
    this.sharedAvailable = false;
  }

  private async sharedHit(key: string, windowMs: number): Promise<WindowCount | null> {
    if (!this.shared) return null;
    try {
      const count = await this.shared.hit(key, windowMs);
      if (!this.sharedAvailable) this.log.info('rate limits shared through Redis again');
      this.sharedAvailable = true;
      return count;
    } catch (error) {
      this.failed(error);
      return null;
    }
  }
}
