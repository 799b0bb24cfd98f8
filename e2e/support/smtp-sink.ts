import { SmtpSink } from '../../apps/api/test/helpers/smtp-sink';

/** The port of the test's SMTP server: E2E_SMTP_PORT, else the portal's port + 10000. */
export function e2eSmtpPort(): number {
  return Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 4319) + 10_000);
}

/**
 * The real SMTP server the portal sends its mail to (playwright.config.ts sets SMTP_URL to
 * it), so tests read sign-in links out of real mail.
 */
export class E2eSmtpSink extends SmtpSink {
  constructor() {
    super();
    this.port = e2eSmtpPort();
  }

  /** Waits for the next sign-in mail to `email` after `after` mails, and answers its link. */
  async signInLink(email: string, after: number, timeoutMs = 20_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      // Other mail may reach the same person meanwhile (the outbox sends the estimate page's
      // link on its own time), so look at every mail since `after`, not only the first.
      const link = this.mails
        .slice(after)
        .filter((each) => each.to.includes(email))
        .map((each) => each.raw.match(/https?:\/\/[^\s"<>]+\/login\/confirm\?[^\s"<>]+/)?.[0])
        .find(Boolean);
      if (link) return link.replaceAll('&amp;', '&');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`No sign-in mail for ${email} within ${timeoutMs} ms`);
  }

  get count(): number {
    return this.mails.length;
  }
}
