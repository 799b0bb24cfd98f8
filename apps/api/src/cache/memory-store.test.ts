import { describe, expect, it } from 'vitest';
import { MemoryStore } from './memory-store.js';

const shape = (projectId: string, ...tags: string[]) => ({
  scopes: [`project:${projectId}`],
  tags,
});

describe('the in-process cache', () => {
  it('keeps at most maxEntries, dropping the least recently used first', async () => {
    const store = new MemoryStore({ ttlMs: 60_000, maxEntries: 2 });
    const { generation } = await store.get('a');
    await store.set('a', '"A"', shape('p'), generation);
    await store.set('b', '"B"', shape('p'), generation);
    expect((await store.get('a')).value).toBe('"A"'); // a is now the most recent
    await store.set('c', '"C"', shape('p'), generation);
    expect((await store.get('b')).value).toBeNull();
    expect((await store.get('a')).value).toBe('"A"');
    expect((await store.get('c')).value).toBe('"C"');
    expect(await store.drop('project:p')).toBe(2);
  });

  it('forgets entries after their time to live', async () => {
    let now = 1_000;
    const store = new MemoryStore({ ttlMs: 500, maxEntries: 10 }, () => now);
    await store.set('a', '1', shape('p'), (await store.get('a')).generation);
    now += 499;
    expect((await store.get('a')).value).toBe('1');
    now += 1;
    expect((await store.get('a')).value).toBeNull();
    expect(await store.drop('project:p')).toBe(0);
  });

  it('drops a scope whole or by tag, leaving other scopes alone', async () => {
    const store = new MemoryStore({ ttlMs: 60_000, maxEntries: 10 });
    const { generation } = await store.get('x');
    await store.set('versions', '1', shape('p', 'design-versions'), generation);
    await store.set('batch', '2', shape('p', 'batches', 'batch:b'), generation);
    await store.set('other', '3', shape('q', 'batches'), generation);
    const fresh = (await store.get('x')).generation;
    await store.set('batches', '4', shape('p', 'batches'), fresh);
    expect(await store.drop('project:p', 'batch:b')).toBe(1);
    expect(await store.drop('project:p', 'batches')).toBe(1);
    expect(await store.drop('project:p')).toBe(1);
    expect((await store.get('other')).value).toBe('3');
  });

  it('does not store a value read before a drop', async () => {
    const store = new MemoryStore({ ttlMs: 60_000, maxEntries: 10 });
    const { generation } = await store.get('a');
    await store.drop('project:p');
    await store.set('a', 'stale', shape('p'), generation);
    expect((await store.get('a')).value).toBeNull();
  });
});
