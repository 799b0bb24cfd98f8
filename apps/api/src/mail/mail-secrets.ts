import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * What an outbox row may not keep in clear (PRODUCT.md section 2): a live sign-in link. The
 * stored text and HTML carry a placeholder such as `{{link}}`; the values are sealed with
 * AES-256-GCM under a key derived from SESSION_SECRET, filled in at send time, and dropped once
 * the mail is sent or its secrets have expired. Without SESSION_SECRET (local mode) the key is
 * drawn at start and lives in memory only: a mail left unsent by a stopped process then stays
 * unsent (its link would have expired by the next start anyway).
 */

export type MailSecretValues = Record<string, string>;

export interface MailSecrets {
  values: MailSecretValues;
  /** After this the values are worthless (the link has expired): the mail is not sent. */
  expiresAt: Date;
}

const algorithm = 'aes-256-gcm';
const ivBytes = 12;
const tagBytes = 16;

export class MailSealer {
  private readonly key: Buffer;

  constructor(secret: string | undefined) {
    this.key = secret
      ? Buffer.from(hkdfSync('sha256', secret, 'corner', 'mail-outbox-secrets', 32))
      : randomBytes(32);
  }

  seal(values: MailSecretValues): string {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv(algorithm, this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The sealed values; throws when they were sealed under another key or were tampered with. */
  open(sealed: string): MailSecretValues {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv(algorithm, this.key, bytes.subarray(0, ivBytes));
    decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
    const body = Buffer.concat([
      decipher.update(bytes.subarray(ivBytes + tagBytes)),
      decipher.final(),
    ]);
    return JSON.parse(body.toString('utf8')) as MailSecretValues;
  }
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

const placeholder = /\{\{(\w+)\}\}/g;

/** The text with each `{{name}}` replaced by its value (HTML-escaped in HTML); unknown stay. */
export function fillSecrets(
  template: string,
  values: MailSecretValues,
  format: 'text' | 'html',
): string {
  return template.replace(placeholder, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return format === 'html' ? escapeHtml(value) : value;
  });
}

/** What a listing shows where a secret was once a mail is sent or expired. */
export const removedSecret = '[link removed from the outbox]';
