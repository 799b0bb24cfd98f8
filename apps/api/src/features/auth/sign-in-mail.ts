import type { Mail } from '../../mail/outbox.js';

/** The sign-in mail: the link, its 10-minute life and the company name, as text and HTML. */
export function signInMail(to: string, link: string): Mail {
  const text = [
    'Hello,',
    '',
    'Use this link to sign in to Corner:',
    link,
    '',
    'The link works once and expires in 10 minutes.',
    'If you did not ask to sign in, you can ignore this e-mail.',
    '',
    'Corner Kitchens',
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello,</p>
<p><a href="${href}">Sign in to Corner</a></p>
<p>Or copy this address into your browser:<br>${href}</p>
<p>The link works once and expires in 10 minutes.<br>If you did not ask to sign in, you can ignore this e-mail.</p>
<p>Corner Kitchens</p>
</body></html>`;
  return { to, subject: 'Your sign-in link for Corner', text, html };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
