import type { CacheEntryShape, CacheLimits, CacheLookup, CacheStore } from './cache-store.js';

interface Entry extends CacheEntryShape {
  value: string;
  expiresAt: number;
}

/**
 * The in-process cache: a Map kept in least-recently-used order (a hit moves the entry to the
 * end, the oldest go first beyond `maxEntries`), entries expiring after `ttlMs`.
 */
export class MemoryStore implements CacheStore {
  readonly kind = 'memory';
  private readonly entries = new Map<string, Entry>();
  private readonly scopes = new Map<string, Set<string>>();
  private generation = 0;

  constructor(
    private readonly limits: CacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string): Promise<CacheLookup> {
    const entry = this.entries.get(key);
    const generation = String(this.generation);
    if (!entry) return { value: null, generation };
    if (entry.expiresAt <= this.now()) {
      this.remove(key);
      return { value: null, generation };
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { value: entry.value, generation };
  }

  async set(key: string, value: string, shape: CacheEntryShape, generation: string) {
    if (generation !== String(this.generation)) return;
    this.remove(key);
    this.entries.set(key, { ...shape, value, expiresAt: this.now() + this.limits.ttlMs });
    for (const scope of shape.scopes) {
      const keys = this.scopes.get(scope) ?? new Set<string>();
      this.scopes.set(scope, keys.add(key));
    }
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.limits.maxEntries) break;
      this.remove(oldest);
    }
  }

  async drop(scope: string, tag?: string): Promise<number> {
    this.generation += 1;
    let dropped = 0;
    const now = this.now();
    for (const key of this.scopes.get(scope) ?? []) {
      const entry = this.entries.get(key);
      if (!entry || (tag !== undefined && !entry.tags.includes(tag))) continue;
      if (entry.expiresAt > now) dropped += 1;
      this.remove(key);
    }
    return dropped;
  }

  async close() {
    this.entries.clear();
    this.scopes.clear();
  }

  /** Forgets an entry and its places in the scope indexes, which stay as small as the cache. */
  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const scope of entry.scopes) {
      const keys = this.scopes.get(scope);
      keys?.delete(key);
      if (keys?.size === 0) this.scopes.delete(scope);
    }
  }
}
