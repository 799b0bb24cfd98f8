import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { SmtpSink } from '../../test/helpers/smtp-sink.js';
import { buildTestApp, type TestApp } from '../../test/helpers/app.js';

/*
 * The Host header is not trusted (PRODUCT.md section 2): sign-in links point at PUBLIC_URL, or
 * in local mode at the address the visitor used when it is an allowed local name on the port
 * the server listens on, else the listen address (decision 51); a request addressed to another
 * name is refused, so a page that rebinds its DNS name to the portal reads nothing, not even
 * the local outbox.
 */

const sink = new SmtpSink();
let local: TestApp;
let production: TestApp;

beforeAll(async () => {
  await sink.start();
  local = await buildTestApp({ env: { SMTP_URL: sink.url } });
  production = await buildTestApp({
    env: {
      NODE_ENV: 'production',
      SMTP_URL: sink.url,
      PUBLIC_URL: 'https://portal.corner.example',
      SESSION_SECRET: 'y'.repeat(40),
    },
  });
  for (const subject of [local, production]) {
    await subject.app.database.db
      .insert(users)
      .values({ email: 'casey@corner.test', name: 'Casey', type: 'customer' });
  }
});
afterAll(async () => {
  await local.close();
  await production.close();
  await sink.stop();
});

const get = (subject: TestApp, url: string, host: string) =>
  subject.app.inject({ url, headers: { host } });

describe('host check in local mode', () => {
  it.each(['evil.example', 'evil.example:3000', '192.168.1.20:3000', 'localhost.evil.example'])(
    'refuses the outbox to a request for %s with a 400 and a message',
    async (host) => {
      const response = await get(local, '/api/v1/dev/outbox', host);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
      expect(response.json().error).toMatch(/host name/);
    },
  );

  it.each(['localhost:5173', 'localhost', '127.0.0.1:4319', '[::1]:3000'])(
    'answers a request for the loopback name %s',
    async (host) => {
      expect((await get(local, '/api/v1/dev/outbox', host)).statusCode).toBe(200);
    },
  );

  it('sends no link for a sign-in request addressed to another name', async () => {
    const before = sink.mails.length;
    const response = await local.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in-link',
      payload: { email: 'casey@corner.test' },
      headers: { host: 'evil.example', origin: 'http://evil.example' },
      remoteAddress: '10.8.0.1',
    });
    expect(response.statusCode).toBe(400);
    await local.app.authTasks.settled();
    await local.app.mail.sender.deliverDue();
    expect(sink.mails.length).toBe(before);
  });

  describe('a listening server', () => {
    let port: number;
    beforeAll(async () => {
      await local.app.listen({ port: 0, host: '127.0.0.1' });
      ({ port } = local.app.server.address() as AddressInfo);
    });

    /** Asks a link for a new customer with this Host header: the mailed link's address. */
    let customers = 0;
    const linkAskedAt = async (host: string) => {
      // A customer each: one link a minute per e-mail (sign-in-rate-limits.ts).
      const email = `visitor-${(customers += 1)}@corner.test`;
      await local.app.database.db.insert(users).values({ email, name: 'Vi', type: 'customer' });
      const asked = await local.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in-link',
        payload: { email },
        headers: { host, origin: `http://${host}` },
        remoteAddress: '10.8.0.3',
      });
      expect(asked.statusCode).toBe(202);
      await local.app.authTasks.settled();
      await local.app.mail.sender.deliverDue();
      const mail = sink.mails.findLast((each) => each.to.includes(email));
      return /(http:\/\/\S+)\/login\/confirm\?token=/.exec(mail?.raw ?? '')?.[1];
    };

    it('mails a link to the address the visitor used: localhost, as README says', async () => {
      // Over the network, as a browser asks: the Host is the address typed.
      const asked = await fetch(`http://localhost:${port}/api/v1/auth/sign-in-link`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
        body: JSON.stringify({ email: 'casey@corner.test' }),
      });
      expect(asked.status).toBe(202);
      await local.app.authTasks.settled();
      await local.app.mail.sender.deliverDue();
      const mail = sink.mails.findLast((each) => each.to.includes('casey@corner.test'));
      expect(mail?.raw).toContain(`http://localhost:${port}/login/confirm?token=`);
    });

    it.each(['127.0.0.1', '[::1]'])('mails a link to %s when asked at that name', async (name) => {
      expect(await linkAskedAt(`${name}:${port}`)).toBe(`http://${name}:${port}`);
    });

    it('mails the listen address when the Host names another port (another program)', async () => {
      expect(await linkAskedAt(`localhost:${port === 5173 ? 5174 : 5173}`)).toBe(
        `http://127.0.0.1:${port}`,
      );
    });

    it('still refuses a sign-in request addressed to an unknown Host, on the right port', async () => {
      const before = sink.mails.length;
      const response = await local.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in-link',
        payload: { email: 'casey@corner.test' },
        headers: { host: `evil.example:${port}`, origin: `http://evil.example:${port}` },
        remoteAddress: '10.8.0.4',
      });
      expect(response.statusCode).toBe(400);
      await local.app.authTasks.settled();
      await local.app.mail.sender.deliverDue();
      expect(sink.mails.length).toBe(before);
    });
  });
});

describe('host check in production', () => {
  it('answers only requests for PUBLIC_URL’s name, and the health routes for any', async () => {
    const ours = await get(production, '/api/v1/gallery/kitchens', 'portal.corner.example');
    expect(ours.statusCode).toBeLessThan(400);
    for (const host of ['localhost', 'evil.example', '10.0.0.7:3000']) {
      const refused = await get(production, '/api/v1/gallery/kitchens', host);
      expect(refused.statusCode, host).toBe(400);
    }
    expect((await get(production, '/api/v1/healthz', '10.0.0.7:3000')).statusCode).toBe(200);
    expect((await get(production, '/api/v1/readyz', '10.0.0.7:3000')).statusCode).toBe(200);
  });

  it('links to PUBLIC_URL', async () => {
    const asked = await production.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in-link',
      payload: { email: 'casey@corner.test' },
      headers: { host: 'portal.corner.example', origin: 'https://portal.corner.example' },
      remoteAddress: '10.8.0.2',
    });
    expect(asked.statusCode).toBe(202);
    await production.app.authTasks.settled();
    await production.app.mail.sender.deliverDue();
    const mail = sink.mails.findLast((each) => each.to.includes('casey@corner.test'));
    expect(mail?.raw).toContain('https://portal.corner.example/login/confirm?token=');
  });
});
