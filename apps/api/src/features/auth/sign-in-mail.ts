import type { Mail } from '../../mail/outbox.js';

/*
 * The sign-in mail: the link, its 10-minute life and the company name, as text and HTML. The
 * link is a secret of the mail (`{{link}}`): the outbox keeps it sealed, never in clear.
 */
export function signInMail(to: string, link: string, linkExpiresAt: Date): Mail {
  const text = [
    'Hello,',
    '',
    'Use this link to sign in to Corner:',
    '{{link}}',
    '',
    'The link works once and expires in 10 minutes.',
    'If you did not ask to sign in, you can ignore this e-mail.',
    '',
    'Corner Kitchens',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello,</p>
<p><a href="{{link}}">Sign in to Corner</a></p>
<p>Or copy this address into your browser:<br>{{link}}</p>
<p>The link works once and expires in 10 minutes.<br>If you did not ask to sign in, you can ignore this e-mail.</p>
<p>Corner Kitchens</p>
</body></html>`;
  return {
    to,
    subject: 'Your sign-in link for Corner',
    text,
    html,
    secrets: { values: { link }, expiresAt: linkExpiresAt },
  };
}
