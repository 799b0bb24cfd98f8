import type { FastifyBaseLogger } from 'fastify';
import type { CacheEntryShape, CacheStore } from './cache-store.js';
import { projectScope, userScope, type ReadModel } from './read-models.js';

/*
 * The cache as routes see it: read-through for the read models, and drops by project or user.
 * A failing store (Redis down) never fails a call: the read comes from the database, the
 * failure is logged once per outage, and a drop that could not be made is remembered and made
 * before the cache is read again, so no instance serves what a write invalidated meanwhile.
 */
export class ReadModelCache {
  private store: CacheStore | undefined;
  private available = true;
  /** Drops that failed, as `scope\ntag`, made again before the next cache read. */
  private readonly owedDrops = new Set<string>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Set once by the plugin (the Redis store reports to this cache, so it comes second). */
  use(store: CacheStore) {
    this.store = store;
  }

  /**
   * The cached value of a read model, else `load()` stored for next time. Call it only after
   * the caller's permission check: the cache holds data, never decisions.
   */
  async remember<T>(model: ReadModel<T>, load: () => Promise<T>): Promise<T> {
    const lookup = (await this.payOwedDrops()) ? await this.attempt((s) => s.get(model.key)) : null;
    if (lookup?.value != null) return JSON.parse(lookup.value) as T;
    const value = await load();
    const shape: CacheEntryShape | null =
      value == null ? null : model.shape(value as NonNullable<T>);
    if (lookup && shape) {
      const text = JSON.stringify(value);
      await this.attempt((s) => s.set(model.key, text, shape, lookup.generation));
    }
    return value;
  }

  /** Drops everything cached about a project: the one call every write of a project makes. */
  invalidateProject(projectId: string): Promise<number> {
    return this.drop(projectScope(projectId));
  }

  /** Drops a user's projects list (call it when a user gains or loses a project). */
  invalidateUserProjects(userId: string): Promise<number> {
    return this.drop(userScope(userId));
  }

  /** Drops a scope's entries, or only those with `tag`; answers how many were dropped. */
  async drop(scope: string, tag?: string): Promise<number> {
    const dropped = await this.attempt((s) => s.drop(scope, tag));
    if (dropped === null) this.owedDrops.add(`${scope}\n${tag ?? ''}`);
    return dropped ?? 0;
  }

  /** The store failed (also reported by the Redis connection itself). */
  failed(error: unknown) {
    if (this.available) {
      this.log.warn({ err: error }, 'cache unavailable: answering from the database');
    } else {
      this.log.debug({ err: error }, 'cache still unavailable');
    }
    this.available = false;
  }

  private recovered() {
    if (!this.available) this.log.info('cache available again');
    this.available = true;
  }

  private async attempt<T>(step: (store: CacheStore) => Promise<T>): Promise<T | null> {
    if (!this.store) return null;
    try {
      const result = await step(this.store);
      this.recovered();
      return result;
    } catch (error) {
      this.failed(error);
      return null;
    }
  }

  private async payOwedDrops(): Promise<boolean> {
    for (const owed of [...this.owedDrops]) {
      const [scope, tag] = owed.split('\n') as [string, string];
      const dropped = await this.attempt((s) => s.drop(scope, tag === '' ? undefined : tag));
      if (dropped === null) return false;
      this.owedDrops.delete(owed);
    }
    return true;
  }
}
