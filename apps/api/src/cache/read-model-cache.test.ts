import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { defaultCacheLimits } from './cache-store.js';
import { MemoryStore } from './memory-store.js';
import { ReadModelCache } from './read-model-cache.js';
import { readModels } from './read-models.js';

const silent = { warn() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

function cacheWithMemoryStore() {
  const cache = new ReadModelCache(silent);
  cache.use(new MemoryStore(defaultCacheLimits));
  return cache;
}

/** A load that runs only when released, counting how often it was started. */
function heldLoad(view: { projectId: string; batchId: string }) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const load = {
    starts: 0,
    release,
    run: async () => {
      load.starts += 1;
      await released;
      return view;
    },
  };
  return load;
}

const encode = (view: { batchId: string }) => JSON.stringify({ batch: view.batchId });

describe('ReadModelCache.rememberAnswer', () => {
  it('loads a page once for many callers who miss it at the same time', async () => {
    const cache = cacheWithMemoryStore();
    const load = heldLoad({ projectId: 'p1', batchId: 'b1' });
    const model = readModels.estimateView<{ projectId: string; batchId: string }>('slug-1');

    const answers = Array.from({ length: 50 }, () => cache.rememberAnswer(model, load.run, encode));
    await new Promise((resolve) => setImmediate(resolve));
    load.release();

    expect(await Promise.all(answers)).toEqual(Array(50).fill('{"batch":"b1"}'));
    expect(load.starts).toBe(1);
    // And the next caller reads it from the cache.
    await cache.rememberAnswer(model, load.run, encode);
    expect(load.starts).toBe(1);
  });

  it('does not give a caller who asks after a write the load that began before it', async () => {
    const cache = cacheWithMemoryStore();
    const model = readModels.estimateView<{ projectId: string; batchId: string }>('slug-1');
    const before = heldLoad({ projectId: 'p1', batchId: 'before the write' });
    const after = heldLoad({ projectId: 'p1', batchId: 'after the write' });

    const early = cache.rememberAnswer(model, before.run, encode);
    await new Promise((resolve) => setImmediate(resolve));
    await cache.invalidateProject('p1');
    const late = cache.rememberAnswer(model, after.run, encode);
    await new Promise((resolve) => setImmediate(resolve));
    before.release();
    after.release();

    expect(await early).toBe('{"batch":"before the write"}');
    expect(await late).toBe('{"batch":"after the write"}');
    expect([before.starts, after.starts]).toEqual([1, 1]);
  });

  it('lets every caller see a failed load fail, and the next caller load again', async () => {
    const cache = cacheWithMemoryStore();
    const model = readModels.estimateView<{ projectId: string; batchId: string }>('slug-1');
    let starts = 0;
    const failing = async () => {
      starts += 1;
      throw new Error('The database is unavailable');
    };

    const results = await Promise.allSettled([
      cache.rememberAnswer(model, failing, encode),
      cache.rememberAnswer(model, failing, encode),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(starts).toBe(1);
    await expect(
      cache.rememberAnswer(model, async () => ({ projectId: 'p1', batchId: 'b2' }), encode),
    ).resolves.toBe('{"batch":"b2"}');
  });
});

describe('ReadModelCache.remember', () => {
  const model = readModels.estimateView<{ projectId: string; batchId: string }>('slug-3');
  const view = () => ({ projectId: 'p3', batchId: 'b3' });

  it('gives every caller the one value parsed from the cached text, frozen', async () => {
    const cache = cacheWithMemoryStore();
    await cache.remember(model, async () => view());
    const first = await cache.remember(model, async () => view());
    const second = await cache.remember(model, async () => view());
    expect(second).toBe(first);
    expect(first).toEqual(view());
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      (first as { batchId: string }).batchId = 'changed';
    }).toThrow(TypeError);
  });

  it('parses the text again once a write has dropped it and a new one is cached', async () => {
    const cache = cacheWithMemoryStore();
    await cache.remember(model, async () => view());
    const before = await cache.remember(model, async () => view());
    await cache.invalidateProject('p3');
    await cache.remember(model, async () => ({ projectId: 'p3', batchId: 'b4' }));
    const after = await cache.remember(model, async () => view());
    expect(after).not.toBe(before);
    expect(after.batchId).toBe('b4');
  });
});
