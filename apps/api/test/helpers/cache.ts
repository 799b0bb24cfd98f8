import { randomUUID } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { seedDomain, viewers } from './domain-fixtures.js';
import { signInAs, testOrigin } from './sessions.js';
import type { TestApp } from './app.js';

/* Helpers shared by the cache's integration tests. */

/** Queries that read the cached data (not the session or the permission check). */
export const dataQuery = /"(design_versions|batches|estimate_pages|estimates|item_lines)"/;

/** Calls the API of `subject` as the given e-mail (or anonymously). */
export function caller(subject: TestApp) {
  return async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    as?: string,
    payload?: unknown,
  ) => {
    const headers: Record<string, string> = { origin: testOrigin };
    if (as) headers.cookie = await signInAs(subject, as);
    return subject.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as never });
  };
}

export const usParams = {
  country: 'us',
  size: 'small',
  distance: 'near',
  usPart: 'east',
  deliveryType: 'shipping',
  currency: 'usd',
};

/** The domain of domain-fixtures.ts, with a batch in project A (no parameters yet). */
export async function seedWithBatch(subject: TestApp) {
  const seeded = await seedDomain(subject);
  const call = caller(subject);
  const projectUrl = `/project/${seeded.projectA.id}`;
  const batch = await call('POST', `${projectUrl}/create-new-batch`, viewers.designer, {
    name: 'First',
  });
  const batchId = batch.json().id as string;
  return { ...seeded, projectUrl, batchId, batchUrl: `${projectUrl}/batches/${batchId}` };
}

/** The Redis of the shared-cache tests (scripts/test-integration.mjs starts it if down). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of its own for one test file, so parallel tests never share entries. */
export const testKeyPrefix = (name: string) => `corner-test:${name}:${randomUUID()}:`;

/**
 * A TCP relay to the test Redis that can be cut and restored, so a test sees Redis go down
 * and come back on the same address. `url` is the test Redis URL with the relay's port.
 */
export async function redisRelay() {
  const target = new URL(testRedisUrl);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const relay = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      relay.once('error', reject);
      relay.listen(port, '127.0.0.1', () => {
        port = (relay.address() as AddressInfo).port;
        server = relay;
        resolve();
      });
    });
  await listen();
  const url = new URL(testRedisUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    /** Redis goes away: open connections drop and new ones are refused. */
    cut: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
    restore: listen,
  };
}

/** Deletes the keys a test wrote under its prefix. */
export async function deleteTestKeys(prefix: string) {
  const redis = new Redis(testRedisUrl);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** Retries `check` until it passes (the cache reconnects in the background). */
export async function eventually(check: () => Promise<void>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
