/*
 * Where cached read models live: process memory (memory-store.ts) or Redis (redis-store.ts).
 * Values are JSON text. Every entry is indexed under one or more scopes (`project:{id}`,
 * `user:{id}`) and carries tags (`design-versions`, `batches`, `batch:{id}`), so a scope can
 * be dropped whole or by tag.
 *
 * A generation number guards against a stale refill: a reader takes the generation with the
 * value (one round trip), loads from the database on a miss, and stores only if no drop
 * happened in between; every drop bumps the generation.
 */

export interface CacheEntryShape {
  /** Indexes to find the entry by when dropping, e.g. `project:{id}`. */
  scopes: string[];
  /** Labels a drop can pick within a scope, e.g. `batches`. */
  tags: string[];
}

export interface CacheLookup {
  /** The stored JSON text, or null on a miss. */
  value: string | null;
  /** Pass back to set(), so a value read before a drop is not stored after it. */
  generation: string;
}

export interface CacheStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<CacheLookup>;
  /** Stores the value unless a drop happened since `generation` was read. */
  set(key: string, value: string, shape: CacheEntryShape, generation: string): Promise<void>;
  /** Drops the scope's entries (only those with `tag` when given); answers how many. */
  drop(scope: string, tag?: string): Promise<number>;
  close(): Promise<void>;
}

export interface CacheLimits {
  /** How long an entry lives, in milliseconds. */
  ttlMs: number;
  /** Most entries kept in process memory (the least recently used go first). */
  maxEntries: number;
}

export const defaultCacheLimits: CacheLimits = { ttlMs: 10 * 60_000, maxEntries: 2_000 };
