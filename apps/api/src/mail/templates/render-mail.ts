import { randomBytes } from 'node:crypto';
import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

/*
 * One way to write a mail (decision 33): a React Email component, one file per mail in this
 * folder, framed by MailLayout; rendered here into the HTML part and, from it, the text part.
 * React escapes every value a template shows, so user text cannot add markup.
 *
 * A secret of the mail (a sign-in link) is written into the template with placeholder('link');
 * the rendered parts carry `{{link}}` there, and the outbox seals the value and fills it in at
 * send time (mail-secrets.ts). User text cannot pass for a placeholder: placeholder() writes
 * a marker with a random part only this process knows, turned into `{{link}}` after
 * rendering, and any `{{word}}` the rendering already held (from user text) is broken up
 * first, so the sender's filling leaves it as written.
 */

export interface RenderedMail {
  html: string;
  text: string;
}

const markerNonce = randomBytes(12).toString('hex');
const markerPattern = new RegExp(`mailsecret${markerNonce}x(\\w+?)xend`, 'g');
const placeholderPattern = /\{\{(\w+)\}\}/g;

/** Where a template shows the secret `name`, filled in at send time. */
export function placeholder(name: string): string {
  return `mailsecret${markerNonce}x${name}xend`;
}

export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const html = await render(element);
  const text = toPlainText(html, {
    selectors: [
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
    ],
  });
  return {
    // HTML: numeric character references show the same braces and match no placeholder.
    html: withPlaceholders(html.replace(placeholderPattern, '&#123;&#123;$1&#125;&#125;')),
    // Text: a word joiner (U+2060, invisible) between the braces.
    text: withPlaceholders(text.replace(placeholderPattern, '{\u2060{$1}\u2060}')),
  };
}

function withPlaceholders(part: string): string {
  return part.replace(markerPattern, '{{$1}}');
}
