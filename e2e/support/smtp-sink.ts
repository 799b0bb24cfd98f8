import { SMTPServer } from 'smtp-server';

/** The port of the test's SMTP server: E2E_SMTP_PORT, else the portal's port + 10000. */
export function e2eSmtpPort(): number {
  return Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 4319) + 10_000);
}

/*
 * A real SMTP server the portal sends its mail to (playwright.config.ts sets SMTP_URL to it):
 * it keeps every message, so tests read sign-in links out of real mail.
 */
export class SmtpSink {
  private readonly mails: Array<{ to: string[]; raw: string }> = [];
  private server: SMTPServer | undefined;

  async start(port: number): Promise<void> {
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
      server.listen(port, '127.0.0.1', resolve);
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits for the next sign-in mail to `email` after `after` mails, and answers its link. */
  async signInLink(email: string, after: number, timeoutMs = 20_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = this.mails.slice(after).find((each) => each.to.includes(email));
      const link = mail?.raw.match(/https?:\/\/[^\s"<>]+\/login\/confirm\?[^\s"<>]+/)?.[0];
      if (link) return link.replaceAll('&amp;', '&');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`No sign-in mail for ${email} within ${timeoutMs} ms`);
  }

  get count(): number {
    return this.mails.length;
  }
}
