import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/*
 * A real SMTP server for tests (the API's and the end-to-end ones): it accepts every mail and
 * keeps it. stop() and start() again on the same port play a mail server down for a while.
 */

export interface ReceivedMail {
  to: string[];
  /** The message as sent, with quoted-printable soft line breaks undone. */
  raw: string;
}

export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          // Undo quoted-printable soft line breaks and '=' escapes, enough to read a link.
          const raw = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, '')
            .replaceAll('=3D', '=');
          this.mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.on('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The token of the newest sign-in link sent to `email`. */
  lastSignInToken(email: string): string | undefined {
    return this.mails
      .filter((received) => received.to.includes(email))
      .map((received) => received.raw.match(/\/login\/confirm\?token=([A-Za-z0-9_-]+)/)?.[1])
      .findLast(Boolean);
  }
}
