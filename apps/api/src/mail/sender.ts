import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import {
  fillSecrets,
  removedSecret,
  type MailSealer,
  type MailSecretValues,
} from './mail-secrets.js';
import {
  claimDueMails,
  dropExpiredSecrets,
  markFailed,
  markSent,
  type Mail,
  type OutboxRow,
} from './outbox.js';

/*
 * Sends the outbox: through SMTP (nodemailer) when SMTP_URL is set, else to the log (local
 * mode). A failed mail is retried with exponential backoff: 5 s, 10 s, 20 s... at most 15 min.
 */

/** A mail as it leaves: its attachments' bytes read from the file store. */
export interface OutgoingMail extends Omit<Mail, 'attachments'> {
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

export type Transport = (mail: OutgoingMail) => Promise<void>;

/** Reads a stored attachment's bytes; throws when the file is not there (the mail waits). */
export type AttachmentReader = (fileKey: string) => Promise<Buffer>;

export function smtpTransport(smtpUrl: string, from: string): Transport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transporter.sendMail({ from, ...mail });
  };
}

export function logTransport(log: FastifyBaseLogger): Transport {
  return async (mail) => {
    // The text in the message, line by line, so pino-pretty shows the mail as written and its
    // link can be clicked in a terminal (decision 51).
    const body = mail.text
      .trimEnd()
      .split('\n')
      .map((line) => (line ? `  | ${line}` : '  |'))
      .join('\n');
    const files = (mail.attachments ?? []).map(
      (file) => `\n  + ${file.filename} (${file.content.length} bytes)`,
    );
    log.info(`mail (local mode) to ${mail.to}: ${mail.subject}\n${body}${files.join('')}`);
  };
}

const firstRetryMs = 5_000;
const longestRetryMs = 15 * 60_000;
export const retryDelayMs = (attempts: number) =>
  Math.min(firstRetryMs * 2 ** attempts, longestRetryMs);

/** The mail as written, its placeholders filled with `values` (or the removal notice). */
function filled(row: OutboxRow, values: MailSecretValues | undefined): Mail {
  const fill = (template: string, format: 'text' | 'html') =>
    values
      ? fillSecrets(template, values, format)
      : template.replace(/\{\{\w+\}\}/g, removedSecret);
  return {
    to: row.to,
    subject: row.subject,
    text: fill(row.text, 'text'),
    html: fill(row.html, 'html'),
    attachments: row.attachments ?? undefined,
  };
}

// Local mode lists the mails a process sent with their links (GET /dev/outbox): from memory.
const sentCopiesKept = 50;

export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly sentCopies = new Map<string, Mail>();

  constructor(
    private readonly db: Db,
    private readonly transport: Transport,
    private readonly log: FastifyBaseLogger,
    private readonly sealer: MailSealer,
    private readonly keepSentCopies = false,
    private readonly readAttachment: AttachmentReader = () =>
      Promise.reject(new Error('this sender reads no attachments')),
  ) {}

  /** A row as its reader sees it: unsent with its secrets, sent from this process's copy. */
  shown(row: OutboxRow): Mail {
    const copy = this.sentCopies.get(row.id);
    if (copy) return copy;
    try {
      return filled(row, row.sealedSecrets ? this.sealer.open(row.sealedSecrets) : undefined);
    } catch {
      return filled(row, undefined);
    }
  }

  /** Sends every due mail once; failures are rescheduled. Runs one pass at a time. */
  deliverDue(now = new Date()): Promise<void> {
    if (this.stopped) return this.running;
    this.running = this.running.then(() => this.pass(now));
    return this.running;
  }

  private async pass(now: Date) {
    await dropExpiredSecrets(this.db, now);
    for (const row of await claimDueMails(this.db, now)) {
      try {
        const mail = filled(
          row,
          row.sealedSecrets ? this.openSecrets(row.sealedSecrets) : undefined,
        );
        await this.transport(await this.withFiles(mail));
        await markSent(this.db, row.id, new Date());
        this.keepCopy(row.id, mail);
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

  private async withFiles({ attachments, ...mail }: Mail): Promise<OutgoingMail> {
    if (!attachments?.length) return mail;
    const files = await Promise.all(
      attachments.map(async ({ fileKey, ...file }) => ({
        ...file,
        content: await this.readAttachment(fileKey),
      })),
    );
    return { ...mail, attachments: files };
  }

  private openSecrets(sealed: string): MailSecretValues {
    try {
      return this.sealer.open(sealed);
    } catch {
      throw new Error('its link cannot be unsealed: written under another SESSION_SECRET');
    }
  }

  private keepCopy(id: string, mail: Mail) {
    if (!this.keepSentCopies) return;
    this.sentCopies.set(id, mail);
    if (this.sentCopies.size > sentCopiesKept) {
      this.sentCopies.delete(this.sentCopies.keys().next().value!);
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
