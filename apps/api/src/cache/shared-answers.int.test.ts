import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';
import { signInAs } from '../../test/helpers/sessions.js';
import { ensureWebBuild, webDist } from '../../test/helpers/web-build.js';
import { galleryKitchens } from '../db/schema.js';

/*
 * Public cached answers sent before routing (decision 70): for every route that sends one, the
 * answer from the door is the normal path's, byte for byte and header for header, in every
 * encoding; a write that drops the cached text sends the next caller the normal way again;
 * anything the door cannot answer alike (a session, another method) goes the normal way.
 */

let subject: TestApp;
let port: number;
beforeAll(async () => {
  expect(ensureWebBuild()).toBe(true);
  subject = await buildTestApp({ demoData: true, webDistDir: webDist });
  await subject.app.listen({ port: 0, host: '127.0.0.1' });
  ({ port } = subject.app.server.address() as AddressInfo);
}, 240_000);
afterAll(() => subject.close());

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request over the network, its answer as sent: nothing decompressed or parsed. */
function fetchRaw(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode!,
          headers: answer.headers,
          body: Buffer.concat(chunks),
        }),
      );
      answer.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

const replayed = () => subject.app.sharedAnswers.replayed;

/** Asks twice: the first is answered the normal way (and recorded), the second at the door. */
async function bothPaths(path: string, headers: Record<string, string> = {}) {
  const asked = { 'x-request-id': 'compare-paths', ...headers };
  const before = replayed();
  const normal = await fetchRaw(path, asked);
  const recorded = replayed();
  const door = await fetchRaw(path, asked);
  return {
    normal,
    door,
    normalWasReplayed: recorded > before,
    doorReplayed: replayed() > recorded,
  };
}

/** The headers of an answer but the date, which is the second it was sent. */
const headersBut = ({ date: _date, ...rest }: IncomingHttpHeaders) => rest;

const demoSlug = 'demo-kitchen-estimate';
let kitchenSlug: string;
let componentPath: string;
beforeAll(async () => {
  const kitchens = (await subject.app.inject('/api/v1/gallery/kitchens')).json();
  kitchenSlug = kitchens.items[0].slug;
  const fronts = (await subject.app.inject('/api/v1/gallery/components?category=front')).json();
  componentPath = `front/${fronts.items[0].slug}`;
});

/** Every route whose answer is a public cached text, with an address of it. */
const publicCachedReads = () => [
  '/api/v1/gallery/kitchens',
  '/api/v1/gallery/kitchens?page=1&pageSize=2',
  `/api/v1/gallery/kitchens/${kitchenSlug}`,
  '/api/v1/gallery/components/categories',
  '/api/v1/gallery/components?category=front',
  `/api/v1/gallery/components/${componentPath}`,
  `/api/v1/estimate-view/${demoSlug}`,
  `/api/v1/estimate-view/${demoSlug}/breakdown`,
  '/kitchens',
  `/kitchens/${kitchenSlug}`,
  '/components',
  '/components/front',
  `/components/${componentPath}`,
  `/estimate/${demoSlug}`,
  `/estimate/${demoSlug}/compare`,
];

const encodings = [
  ['none', {}],
  ['gzip', { 'accept-encoding': 'gzip' }],
  ['brotli', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
] as const;

describe('public cached answers sent before routing', () => {
  it('sends every public cached read from the door exactly as the normal path does', async () => {
    for (const path of publicCachedReads()) {
      for (const [encoding, headers] of encodings) {
        const { normal, door, doorReplayed } = await bothPaths(path, headers);
        const what = `${path} (${encoding})`;
        expect(normal.status, what).toBe(200);
        expect(doorReplayed, what).toBe(true);
        expect(door.status, what).toBe(normal.status);
        expect(headersBut(door.headers), what).toEqual(headersBut(normal.headers));
        expect(door.body.equals(normal.body), what).toBe(true);
      }
    }
  });

  it('gives each request its own id and its own log line', async () => {
    const path = '/api/v1/gallery/components/categories';
    await fetchRaw(path);
    const before = replayed();
    const first = await fetchRaw(path);
    const second = await fetchRaw(path);
    expect(replayed()).toBe(before + 2);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    const line = subject.logs().find((entry) => entry.reqId === second.headers['x-request-id']);
    expect(line).toMatchObject({ msg: 'request', method: 'GET', url: path, status: 200 });
    expect(line?.route).toBe('/api/v1/gallery/components/categories');
  });

  it('sends the new text after a write drops the cached one', async () => {
    const path = '/api/v1/gallery/kitchens';
    await bothPaths(path);
    const db = subject.app.database.db;
    const [kitchen] = await db
      .select()
      .from(galleryKitchens)
      .where(eq(galleryKitchens.slug, kitchenSlug));
    await db
      .update(galleryKitchens)
      .set({ name: 'Renamed at the door' })
      .where(eq(galleryKitchens.id, kitchen!.id));
    await subject.app.cache.invalidateGallery();
    try {
      const { normal, door, normalWasReplayed, doorReplayed } = await bothPaths(path);
      expect(normalWasReplayed).toBe(false);
      expect(normal.body.toString()).toContain('Renamed at the door');
      expect(doorReplayed).toBe(true);
      expect(door.body.equals(normal.body)).toBe(true);
    } finally {
      await db
        .update(galleryKitchens)
        .set({ name: kitchen!.name })
        .where(eq(galleryKitchens.id, kitchen!.id));
      await subject.app.cache.invalidateGallery();
    }
  });

  it('never answers at the door a caller with a session, nor a method but GET', async () => {
    const path = '/api/v1/gallery/kitchens';
    await bothPaths(path);
    const cookie = await signInAs(subject, 'customer@corner.example');
    const before = replayed();
    const signedIn = await fetchRaw(path, { cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const head = await fetchRaw(path, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(replayed()).toBe(before);
  });

  it('refuses a Host that is not the portal’s, as the normal path does', async () => {
    await bothPaths('/kitchens');
    const before = replayed();
    const refused = await fetchRaw('/kitchens', { host: 'evil.example' });
    expect(refused.status).toBe(400);
    expect(replayed()).toBe(before);
  });

  it('does not record an unknown estimate page, which counts against its caller', async () => {
    const path = '/api/v1/estimate-view/no-such-page';
    const { normal, door, doorReplayed } = await bothPaths(path);
    expect(normal.status).toBe(404);
    expect(door.status).toBe(404);
    expect(doorReplayed).toBe(false);
  });
});
