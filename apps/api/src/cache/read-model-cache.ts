import type { FastifyBaseLogger } from 'fastify';
import type { CacheEntryShape, CacheLookup, CacheStore } from './cache-store.js';
import {
  cacheTags,
  contentScope,
  galleryScope,
  projectScope,
  userScope,
  type ReadModel,
} from './read-models.js';

/*
 * The cache as routes see it: read-through for the read models, and drops by project or user.
 * A failing store (Redis down) never fails a call: the read comes from the database, the
 * failure is logged once per outage, and a drop that could not be made is remembered and made
 * before the cache is read again, so no instance serves what a write invalidated meanwhile.
 */
/** Parsed values kept at most (cache-store.ts keeps 2,000 entries in memory by default). */
const mostParsedValues = 4_096;

/** A value and everything in it made read-only: callers share it. */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}

/** Where a read model's answer text is kept (rememberAnswer). */
const answerKey = (modelKey: string) => `${modelKey}#answer`;

/** A store's answer to a read, or null when the store could not be read. */
type Lookup = CacheLookup | null;

export class ReadModelCache {
  private store: CacheStore | undefined;
  private available = true;
  /** Drops that failed, as `scope\ntag`, made again before the next cache read. */
  private readonly owedDrops = new Set<string>();
  /** Answers being loaded, by key and the store generation their lookup saw. */
  private readonly loading = new Map<string, Promise<string | null>>();
  /**
   * The value last parsed from each key's cached text, with that text: a session or a project's
   * access is read on every signed-in call, and is parsed once for as long as its text is what
   * the store holds (issue 40). Frozen, since every caller shares it.
   */
  private readonly parsedValues = new Map<string, { text: string; value: unknown }>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Set once by the plugin (the Redis store reports to this cache, so it comes second). */
  use(store: CacheStore) {
    this.store = store;
  }

  /**
   * The cached value of a read model, else `load()` stored for next time. Call it only after
   * the caller's permission check: the cache holds data, never decisions.
   */
  async remember<T>(
    model: ReadModel<T>,
    load: () => Promise<T>,
    /** False when a cached value is too old to use: it is loaded again and replaced. */
    isFresh: (value: T) => boolean = () => true,
  ): Promise<T> {
    const lookup = await this.lookup(model.key);
    if (lookup?.value != null) {
      const cached = this.parsed<T>(model.key, lookup.value);
      if (isFresh(cached)) return cached;
    }
    const value = deepFreeze(await load());
    if (value != null)
      await this.fill(model, model.key, lookup, value, () => JSON.stringify(value));
    return value;
  }

  /** The value of a key's cached text: parsed once per text, then shared (frozen). */
  private parsed<T>(key: string, text: string): T {
    const kept = this.parsedValues.get(key);
    if (kept?.text === text) return kept.value as T;
    const value = deepFreeze(JSON.parse(text) as T);
    if (this.parsedValues.size >= mostParsedValues) this.parsedValues.clear();
    this.parsedValues.set(key, { text, value });
    return value;
  }

  /**
   * A read model's answer as the route sends it: encoded by the route's response schema once,
   * when loaded, then kept as text and sent with no parse or encode per request (sendJson).
   * Null when there is nothing to answer. The same permission rule as remember().
   */
  async rememberAnswer<T>(
    model: ReadModel<T>,
    load: () => Promise<T>,
    encode: (value: NonNullable<T>) => string,
  ): Promise<string | null> {
    const key = answerKey(model.key);
    const lookup = await this.lookup(key);
    if (lookup?.value != null) return lookup.value;
    return this.loadOnce(key, lookup, async () => {
      const value = await load();
      if (value == null) return null;
      const text = encode(value);
      await this.fill(model, key, lookup, value, () => text);
      return text;
    });
  }

  /**
   * The answer rememberAnswer() keeps for a read model, as it is cached now: null when it is
   * not (never loaded, dropped, expired, or the store unreadable).
   */
  async currentAnswer(modelKey: string): Promise<string | null> {
    return (await this.lookup(answerKey(modelKey)))?.value ?? null;
  }

  /**
   * Concurrent misses of one answer share one load: fifty callers asking for a page nobody
   * has asked for yet would otherwise run fifty copies of its heaviest query. A caller joins a
   * load only when its own lookup saw the same store generation, so no write's drop lies
   * between them and the caller cannot get what that write changed. The answer is immutable
   * text, safe to share. With the store unavailable there is no generation: each loads alone.
   */
  private loadOnce(
    key: string,
    lookup: Lookup,
    load: () => Promise<string | null>,
  ): Promise<string | null> {
    if (!lookup) return load();
    const loadKey = `${key}\n${lookup.generation}`;
    const running = this.loading.get(loadKey);
    if (running) return running;
    const answer = load().finally(() => this.loading.delete(loadKey));
    this.loading.set(loadKey, answer);
    return answer;
  }

  private async lookup(key: string): Promise<Lookup> {
    return (await this.payOwedDrops()) ? this.attempt((s) => s.get(key)) : null;
  }

  /** Stores a loaded value, unless a drop happened since the lookup (its generation). */
  private async fill<T>(
    model: ReadModel<T>,
    key: string,
    lookup: Lookup,
    value: NonNullable<T>,
    text: () => string,
  ) {
    const shape: CacheEntryShape | null = model.shape(value);
    if (lookup && shape) await this.attempt((s) => s.set(key, text(), shape, lookup.generation));
  }

  /** Drops everything cached about a project: the one call every write of a project makes. */
  invalidateProject(projectId: string): Promise<number> {
    return this.drop(projectScope(projectId));
  }

  /** Drops a user's projects list (call it when a user gains or loses a project). */
  invalidateUserProjects(userId: string): Promise<number> {
    return this.drop(userScope(userId), cacheTags.userProjects);
  }

  /** Drops the cached sessions of a user (after a role change, an edit, or a revocation). */
  invalidateUserSessions(userId: string): Promise<number> {
    return this.drop(userScope(userId), cacheTags.session);
  }

  /** Drops the public galleries (call it on every write of catalog items or gallery kitchens). */
  invalidateGallery(): Promise<number> {
    return this.drop(galleryScope);
  }

  /** Drops what shows content items' text (call it on every back-office content item write). */
  invalidateContent(): Promise<number> {
    return this.drop(contentScope);
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
