import { afterEach, describe, expect, it } from 'vitest';
import { unknownSlugLimit } from '../../src/features/estimates/index.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { testOrigin } from '../helpers/sessions.js';

/*
 * Issue 21, point 3: behind the HTTPS proxy SECURITY.md requires, every visitor reaches the
 * portal from the proxy's address. With TRUST_PROXY naming the proxy, the per-address limits
 * count each visitor (X-Forwarded-For) on their own; without it the header is ignored, so a
 * visitor connecting directly cannot escape a limit by writing one.
 */

const proxy = '10.20.0.2';
const signInPerAddress = 20;
let subject: TestApp | undefined;
afterEach(() => subject?.close());

const fromVisitor = (visitor: string) => ({ 'x-forwarded-for': visitor });

function askLink(app: TestApp, index: number, visitor: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in-link',
    remoteAddress: proxy,
    headers: { origin: testOrigin, ...fromVisitor(visitor) },
    payload: { email: `visitor-${index}@corner.test` },
  });
}

function openPage(app: TestApp, slug: string, visitor: string) {
  return app.app.inject({
    url: `/api/v1/estimate-view/${slug}`,
    remoteAddress: proxy,
    headers: fromVisitor(visitor),
  });
}

describe('TRUST_PROXY', () => {
  it("limits sign-in per visitor behind the proxy, not everyone's at once", async () => {
    subject = await buildTestApp({ env: { TRUST_PROXY: `${proxy},127.0.0.1` } });
    for (let index = 0; index < signInPerAddress; index += 1) {
      expect((await askLink(subject, index, '198.51.100.7')).statusCode).toBe(202);
    }
    const limited = await askLink(subject, 100, '198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect((await askLink(subject, 101, '198.51.100.8')).statusCode).toBe(202);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits unknown estimate pages per visitor behind the proxy', async () => {
    subject = await buildTestApp({ env: { TRUST_PROXY: '10.20.0.0/16' } });
    for (let index = 0; index < unknownSlugLimit.max; index += 1) {
      expect((await openPage(subject, `guess-${index}`, '198.51.100.9')).statusCode).toBe(404);
    }
    expect((await openPage(subject, 'guess-last', '198.51.100.9')).statusCode).toBe(429);
    expect((await openPage(subject, 'guess-last', '198.51.100.10')).statusCode).toBe(404);
  });

  it('ignores X-Forwarded-For from an address it does not trust', async () => {
    subject = await buildTestApp({ env: { TRUST_PROXY: '10.30.0.1' } });
    for (let index = 0; index < unknownSlugLimit.max; index += 1) {
      await openPage(subject, `guess-${index}`, `198.51.100.${index}`);
    }
    // Each request claimed another visitor, but came from one untrusted address.
    expect((await openPage(subject, 'guess-last', '198.51.100.200')).statusCode).toBe(429);
  });
});
