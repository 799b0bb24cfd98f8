import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

/*
 * One way to write a mail: a React Email component (one file per mail in this folder, framed
 * by MailLayout), rendered here into the HTML part and, from that same HTML, the text part.
 * React escapes every value a template shows, so user text cannot add markup.
 *
 * A secret of the mail (a sign-in link) is written into the template as a placeholder,
 * `{{link}}` (placeholder('link')); the outbox seals its value and fills it in at send time.
 * Any other `{{word}}` in the rendered parts came from user text: it is broken up here so the
 * sender's filling leaves it as written.
 */

export interface RenderedMail {
  html: string;
  text: string;
}

const placeholderPattern = /\{\{(\w+)\}\}/g;

/** How a template writes the secret `name` (filled in at send time, see mail-secrets.ts). */
export function placeholder(name: string): string {
  return `{{${name}}}`;
}

export async function renderMail(
  element: ReactElement,
  secretNames: readonly string[] = [],
): Promise<RenderedMail> {
  const html = await render(element);
  const text = toPlainText(html, {
    selectors: [
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
    ],
  });
  const isSecret = (name: string) => secretNames.includes(name);
  return {
    // HTML: numeric character references show the same braces and match no placeholder.
    html: html.replace(placeholderPattern, (whole, name: string) =>
      isSecret(name) ? whole : `&#123;&#123;${name}&#125;&#125;`,
    ),
    // Text: a word joiner (U+2060, invisible) between the braces.
    text: text.replace(placeholderPattern, (whole, name: string) =>
      isSecret(name) ? whole : `{\u2060{${name}}\u2060}`,
    ),
  };
}
