import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import pretty from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import { logTransport } from '../mail/sender.js';
import { OneLinePerRequest, prettyOptions } from './request-log.js';

/*
 * Local-mode logs as a person reads them (decision 51): pino-pretty with the options main.ts
 * gives it keeps one line per request (decision 45), and prints a mail as its lines.
 */

function prettyLines() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const stream = pretty({ ...prettyOptions, colorize: false, sync: true, destination });
  return { lines, stream };
}

describe('local-mode logs', () => {
  it('write one line per request', async () => {
    const { lines, stream } = prettyLines();
    const app = Fastify({
      logger: { level: 'info', stream },
      logController: new OneLinePerRequest(),
    });
    app.get('/api/v1/things/:id', async () => ({ ok: true }));
    await app.inject({ url: '/api/v1/things/7?token=abc' });
    await app.close();
    const requestLines = lines.filter((line) => line.includes('INFO: request'));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: request \{.*"method":"GET","route":"\/api\/v1\/things\/:id".*"status":200/,
    );
  });

  it('print a mail as its lines, the link on a line of its own', async () => {
    const { lines, stream } = prettyLines();
    const log = pino({ level: 'info' }, stream);
    await logTransport(log)({
      to: 'casey@corner.example',
      subject: 'Your sign-in link for Corner',
      text: 'Hello,\n\nUse this link to sign in to Corner:\n\nhttp://localhost:3000/login/confirm?token=t0k3n\n',
      html: '<p>Hello</p>',
    });
    expect(lines[0]).toMatch(
      /INFO: mail \(local mode\) to casey@corner\.example: Your sign-in link for Corner$/,
    );
    expect(lines).toContain('  | http://localhost:3000/login/confirm?token=t0k3n');
    expect(lines.join('\n')).not.toContain('\\n');
  });
});
