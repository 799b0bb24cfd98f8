import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { claimDueMails, markFailed, markSent, type Mail } from './outbox.js';

/*
 * Sends the outbox: through SMTP (nodemailer) when SMTP_URL is set, else to the log (local
 * mode). A failed mail is retried with exponential backoff: 5 s, 10 s, 20 s... at most 15 min.
 */

export type Transport = (mail: Mail) => Promise<void>;

export function smtpTransport(smtpUrl: string, from: string): Transport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transporter.sendMail({ from, ...mail });
  };
}

export function logTransport(log: FastifyBaseLogger): Transport {
  return async (mail) => {
    log.info(
      { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
      'mail (local mode)',
    );
  };
}

const firstRetryMs = 5_000;
const longestRetryMs = 15 * 60_000;
export const retryDelayMs = (attempts: number) =>
  Math.min(firstRetryMs * 2 ** attempts, longestRetryMs);

export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly transport: Transport,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Sends every due mail once; failures are rescheduled. Runs one pass at a time. */
  deliverDue(now = new Date()): Promise<void> {
    if (this.stopped) return this.running;
    this.running = this.running.then(() => this.pass(now));
    return this.running;
  }

  private async pass(now: Date) {
    for (const row of await claimDueMails(this.db, now)) {
      try {
        await this.transport(row);
        await markSent(this.db, row.id, new Date());
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const next = new Date(Date.now() + retryDelayMs(row.attempts));
        this.log.warn(
          { mailId: row.id, attempts: row.attempts + 1, err: message },
          'mail not sent',
        );
        await markFailed(this.db, row, message, next);
      }
    }
  }

  /** Polls the outbox every `intervalMs` until stop(). */
  start(intervalMs: number) {
    this.timer = setInterval(() => {
      this.deliverDue().catch((error: unknown) =>
        this.log.error({ err: error }, 'mail pass failed'),
      );
    }, intervalMs);
    this.timer.unref();
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running.catch(() => undefined);
  }
}
