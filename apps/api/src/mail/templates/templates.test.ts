import { company } from '@corner/contracts';
import { createElement, Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import { fillSecrets } from '../mail-secrets.js';
import { MailLayout, Paragraph } from './layout.js';
import { placeholder, renderMail } from './render-mail.js';
import { signInMail } from './sign-in.js';

// A link as the sign-in route builds it: `&` and a quote must reach the HTML escaped.
const link = 'https://portal.example/login/confirm?token=abc_DEF-123&returnTo=%2Fprojects%22';
const expiresAt = new Date('2030-01-01T10:10:00Z');

/** What a recipient gets: the parts with their secrets filled in, as the sender does. */
async function sentSignInMail() {
  const mail = await signInMail('customer@corner.test', link, expiresAt);
  const values = mail.secrets!.values;
  return {
    mail,
    text: fillSecrets(mail.text, values, 'text'),
    html: fillSecrets(mail.html, values, 'html'),
  };
}

const contactLines = [company.name, company.contactEmail, company.website];

describe('the sign-in mail', () => {
  it('keeps its subject and texts, the link in both parts and the company at the foot', async () => {
    const { mail, text } = await sentSignInMail();
    expect(mail.to).toBe('customer@corner.test');
    expect(mail.subject).toBe('Your sign-in link for Corner');
    expect(text).toBe(
      [
        'Hello,',
        '',
        'Use this link to sign in to Corner:',
        '',
        link,
        '',
        'The link works once and expires in 10 minutes.',
        'If you did not ask to sign in, you can ignore this e-mail.',
        '',
        'Corner Kitchens',
        '',
        'Bespoke boxed kitchens, designed with you and built in our workshop.',
        '',
        'Write to us at hello@corner.example',
        'https://corner.example',
      ].join('\n'),
    );
  });

  it('writes the HTML part with the same texts, a button and the link escaped', async () => {
    const { html } = await sentSignInMail();
    const escapedLink = link.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    for (const words of [
      'Hello,',
      'Use this link to sign in to <!-- -->Corner<!-- -->:',
      'Sign in to <!-- -->Corner',
      'Or copy this address into your browser:',
      'The link works once and expires in 10 minutes.',
      'If you did not ask to sign in, you can ignore this e-mail.',
      ...contactLines,
    ]) {
      expect(html).toContain(words);
    }
    expect(html.split(`href="${escapedLink}"`)).toHaveLength(3);
    expect(html).toContain(`>${escapedLink}</a>`);
    expect(html).not.toContain(link);
    expect(html).toContain(`href="mailto:${company.contactEmail}"`);
  });

  it('stores the link only as a placeholder: no part holds it before sending', async () => {
    const { mail } = await sentSignInMail();
    expect(mail.secrets).toEqual({ values: { link }, expiresAt });
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('token=');
      expect(part).toContain('{{link}}');
      expect(new Set(part.match(/\{\{(\w+)\}\}/g))).toEqual(new Set(['{{link}}']));
    }
  });

  it('leaves no placeholder once filled', async () => {
    const { text, html } = await sentSignInMail();
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(html).not.toMatch(/\{\{|\}\}/);
  });

  it('is a self-contained, table-based mail with a preheader and dark-mode colours', async () => {
    const { html, text } = await sentSignInMail();
    // The preheader: hidden in the HTML, the first words an inbox shows; not in the text part.
    expect(html).toMatch(
      /<div style="display:none[^"]*"[^>]*>The link works once and expires in 10 minutes\./,
    );
    expect(text.startsWith('Hello,')).toBe(true);
    expect(html).toContain('role="presentation"');
    expect(html).not.toMatch(/<div[^>]*class="mail-card"/);
    // Nothing fetched from elsewhere: no script, no stylesheet, no remote image or font.
    expect(html).not.toMatch(/<script|<link\b|<img|@import|url\(/i);
    // Styles are inline; the one style block only holds the dark-mode colours.
    const styleBlocks = html.match(/<style>[\s\S]*?<\/style>/g) ?? [];
    expect(styleBlocks).toHaveLength(1);
    expect(styleBlocks[0]).toMatch(/^<style>\s*@media \(prefers-color-scheme: dark\)/);
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    for (const element of html.match(/<p\b[^>]*>/g) ?? []) {
      expect(element).toMatch(/style="[^"]*color:#/);
    }
  });

  it('renders once and serves every later mail from that rendering', async () => {
    const first = await signInMail('a@corner.test', 'https://portal.example/one', expiresAt);
    const second = await signInMail('b@corner.test', 'https://portal.example/two', expiresAt);
    expect(second.html).toBe(first.html);
    expect(second.secrets!.values.link).toBe('https://portal.example/two');
  });
});

describe('a template showing user text', () => {
  // The way later mails (an enquiry, a reservation) will show a customer's own words.
  const hostileName = '<script>alert("x")</script> & {{link}}';
  const withName = (name: string) =>
    createElement(MailLayout, {
      preheader: `A message from ${name}`,
      children: createElement(
        Fragment,
        null,
        createElement(Paragraph, null, `Hello ${name},`),
        createElement(Paragraph, null, 'Your link: ', placeholder('link')),
      ),
    });

  it('escapes it in the HTML part and keeps it as written in the text part', async () => {
    const { html, text } = await renderMail(withName(hostileName));
    expect(html).not.toContain('<script>');
    expect(html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; ');
    expect(text).toContain('Hello <script>alert("x")</script> & {');
    expect(text).toContain(company.name);
  });

  it('never lets it fill in as a secret: only the template placeholders are filled', async () => {
    const { html, text } = await renderMail(withName('{{link}} {{other}}'));
    const values = { link: 'https://portal.example/secret' };
    const filledText = fillSecrets(text, values, 'text');
    const filledHtml = fillSecrets(html, values, 'html');
    expect(filledText.match(/https:\/\/portal\.example\/secret/g)).toHaveLength(1);
    expect(filledHtml.match(/https:\/\/portal\.example\/secret/g)).toHaveLength(1);
    // Still reads as the user wrote it (a word joiner between the braces in text, references
    // in HTML).
    expect(filledText.replaceAll('\u2060', '')).toContain('Hello {{link}} {{other}},');
    expect(filledHtml).toContain('&#123;&#123;link&#125;&#125; &#123;&#123;other&#125;&#125;');
  });
});
